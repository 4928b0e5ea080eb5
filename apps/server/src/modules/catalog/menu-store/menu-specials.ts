/**
 * The menu editor's special menus (the group's, not a venue's): made last in their order, edited
 * with their version checked; a web address another special has is 409 `specialUrlTaken`.
 */
import type {
  EditorSpecial,
  specialCreateSchema,
  specialUpdateSchema,
} from '@storefront/contract/staff-menu';
import { max } from 'drizzle-orm';
import type { z } from 'zod/mini';
import { sqlState } from '../../../db/errors';
import { specials } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { writeCatalog } from './catalog-write';
import {
  changes,
  conflict,
  lockedSpecial,
  type MenuEditorContext,
  specialWire,
  updateVersioned,
} from './menu-rows';

export type SpecialCreate = z.infer<typeof specialCreateSchema>;
export type SpecialUpdate = z.infer<typeof specialUpdateSchema>;

const specialFieldNames = ['name', 'url', 'active', 'startsOn', 'endsOn', 'sort'] as const;

/** A unique violation of specials.url (the only unique column a special has) → 409. */
async function refusingTakenUrl<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (sqlState(error) === '23505') throw new AppError(409, 'specialUrlTaken');
    throw error;
  }
}

export function createSpecialEditor({ db }: Pick<MenuEditorContext, 'db'>) {
  return {
    async createSpecial(input: SpecialCreate, staffId: number): Promise<EditorSpecial> {
      return refusingTakenUrl(
        writeCatalog(db, async (tx) => {
          const [last] = await tx.select({ sort: max(specials.sort) }).from(specials);
          const [row] = await tx
            .insert(specials)
            .values({ ...input, sort: (last?.sort ?? -1) + 1 })
            .returning();
          if (!row) throw new Error('special insert returned nothing');
          return {
            result: specialWire(row),
            audit: {
              staffId,
              action: 'menu.special.create',
              subject: `specialMenu:${row.id}`,
              after: input,
            },
          };
        }),
      );
    },

    async updateSpecial(id: number, input: SpecialUpdate, staffId: number): Promise<EditorSpecial> {
      return refusingTakenUrl(
        writeCatalog(db, async (tx) => {
          const before = await lockedSpecial(tx, id);
          if (before.version !== input.version) throw conflict(specialWire(before));
          const { version: _made, ...values } = input;
          const after = await updateVersioned(tx, specials, id, values);
          return {
            result: specialWire(after),
            audit: {
              staffId,
              action: 'menu.special.update',
              subject: `specialMenu:${id}`,
              ...changes(specialFieldNames, before, values),
            },
          };
        }),
      );
    },
  };
}
