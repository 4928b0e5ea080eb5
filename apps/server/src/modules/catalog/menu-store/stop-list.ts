/**
 * The stop list (issue 14 item 4): a dish taken off or put back with one tap. The change and the
 * catalogue's NOTIFY are one transaction, so the storefront, the catering PDF and the order
 * checks of every process follow within a second. With POS=iiko, iiko keeps the stop list.
 */
import type { StopListDish } from '@storefront/contract/staff-orders';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { categories, products, specialProducts } from '../../../db/schema';
import { onTheMenu } from '../menu-rules';
import { writeCatalog } from './catalog-write';

export function createStopList({ db }: { db: Db }) {
  const tableOf = (kind: StopListDish['kind']) => (kind === 'special' ? specialProducts : products);

  return {
    /** A venue's dishes, menu first then specials, in the menu's order. */
    async list(venueId: number): Promise<StopListDish[]> {
      const read = async (kind: StopListDish['kind']) => {
        const table = tableOf(kind);
        const rows = await db
          .select({
            id: table.id,
            venueId: table.venueId,
            name: table.name,
            category: categories.name,
            available: table.available,
          })
          .from(table)
          .innerJoin(categories, eq(categories.id, table.categoryId))
          .where(
            and(
              eq(table.venueId, venueId),
              kind === 'product' ? isNull(categories.specialId) : undefined,
              // Dishes the POS's menu no longer has are not on the menu to stop.
              onTheMenu(table),
            ),
          )
          .orderBy(asc(categories.sort), asc(table.sort), asc(table.id));
        return rows.map((row) => ({ kind, ...row }));
      };
      return [...(await read('product')), ...(await read('special'))];
    },

    /** The dish's venue, or undefined when there is no such dish. */
    async venueOf(kind: StopListDish['kind'], id: number): Promise<number | undefined> {
      const table = tableOf(kind);
      const [row] = await db.select({ venueId: table.venueId }).from(table).where(eq(table.id, id));
      return row?.venueId;
    },

    async set(
      kind: StopListDish['kind'],
      id: number,
      available: boolean,
      staffId: number,
    ): Promise<void> {
      const table = tableOf(kind);
      await writeCatalog(db, async (tx) => {
        const [before] = await tx
          .select({ available: table.available, name: table.name })
          .from(table)
          .where(eq(table.id, id))
          .for('update');
        await tx.update(table).set({ available }).where(eq(table.id, id));
        return {
          result: undefined,
          audit: {
            staffId,
            action: 'stopList.set',
            subject: `${kind}:${id}`,
            before: before ? { name: before.name, available: before.available } : null,
            after: { available },
          },
        };
      });
    },
  };
}

export type StopList = ReturnType<typeof createStopList>;
