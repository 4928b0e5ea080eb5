/**
 * The POS's stop list as the dishes' and sizes' availability (issue 15 item 2): the menu sync's
 * stop-list pull reads what is off, this writes it in one transaction — dishes and sizes off, the
 * rest back — and tells every process the catalogue changed when anything did.
 */
import type { MenuVenueId } from '@storefront/contract/venues';
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { productSizes, products } from '../../../db/schema';
import { catalogChanged } from '../catalog-changed';

/** What the POS has off: its dishes by their POS ids, and sizes (ours) off by themselves. */
export interface PosOff {
  dishes: readonly string[];
  sizeIds: readonly number[];
}

/** Applies the venue's stop list; how many dishes and sizes changed. */
export async function applyPosAvailability(
  db: Db,
  venueId: MenuVenueId,
  { dishes: off, sizeIds: sizesOff }: PosOff,
): Promise<number> {
  return db.transaction(async (tx) => {
    const takenOff = await tx
      .update(products)
      .set({ available: false, version: sql`${products.version} + 1` })
      .where(
        and(
          eq(products.venueId, venueId),
          inArray(products.iikoId, [...off]),
          eq(products.available, true),
        ),
      )
      .returning({ id: products.id });
    const back = await tx
      .update(products)
      .set({ available: true, version: sql`${products.version} + 1` })
      .where(
        and(
          eq(products.venueId, venueId),
          notInArray(products.iikoId, [...off]),
          eq(products.available, false),
        ),
      )
      .returning({ id: products.id });
    const sizesChanged = await pullSizes(tx, venueId, sizesOff);
    const changed = takenOff.length + back.length + sizesChanged;
    if (changed > 0) await catalogChanged(tx);
    return changed;
  });
}

/** The venue's sizes as the stop list has them: those off, and the rest back. */
async function pullSizes(tx: Tx, venueId: MenuVenueId, off: readonly number[]) {
  const ofVenue = tx
    .select({ id: products.id })
    .from(products)
    .where(eq(products.venueId, venueId));
  const takenOff =
    off.length === 0
      ? []
      : await tx
          .update(productSizes)
          .set({ available: false })
          .where(and(inArray(productSizes.id, [...off]), eq(productSizes.available, true)))
          .returning({ id: productSizes.id });
  const back = await tx
    .update(productSizes)
    .set({ available: true })
    .where(
      and(
        inArray(productSizes.productId, ofVenue),
        eq(productSizes.available, false),
        ...(off.length === 0 ? [] : [notInArray(productSizes.id, [...off])]),
      ),
    )
    .returning({ id: productSizes.id });
  return takenOff.length + back.length;
}
