/**
 * The menu from the POS as admins see it (issue 15 items 1 and 5): each venue's last sync — when,
 * from which revision of the POS's nomenclature, what it brought and hid, the last failure — and
 * the button that syncs now. GET and POST /api/staff/menu-sync.
 */
import { z } from 'zod/mini';

/** Why a POS dish is not on the menu, in the staff page's words (menu-sync/imported-menu.ts). */
export const hiddenReasonNames: Record<string, string> = {
  deleted: 'удалено в iiko',
  notInMenu: 'не включено в меню в iiko',
  noPrice: 'нет цены',
  noCategory: 'нет группы в меню',
  noModifiers: 'обязательные модификаторы недоступны',
  absent: 'нет в номенклатуре iiko',
};

export const menuSyncCountsSchema = z.object({
  categories: z.number(),
  dishes: z.number(),
  hidden: z.record(z.string(), z.number()),
  sizes: z.number(),
  modifierGroups: z.number(),
  modifierOptions: z.number(),
});

export const venueMenuSyncSchema = z.object({
  venueId: z.number(),
  /** the POS nomenclature's revision the menu was built from; 0: never synced */
  revision: z.number(),
  /** ISO times; null: never */
  syncedAt: z.nullable(z.string()),
  attemptedAt: z.nullable(z.string()),
  /** the last sync's failure; null when the last one succeeded */
  lastError: z.nullable(z.string()),
  counts: z.nullable(menuSyncCountsSchema),
});

export const menuSyncResponseSchema = z.object({
  /** 'local': the back office is the menu's source and nothing syncs */
  pos: z.enum(['local', 'iiko']),
  venues: z.array(venueMenuSyncSchema),
});
export type MenuSyncResponse = z.infer<typeof menuSyncResponseSchema>;
