/**
 * The menu editor (issue 14 item 5): a venue's categories and dishes, the group's special menus,
 * and dish photos, edited by managers and admins under /api/staff/menu while `POS=local` (with
 * `POS=iiko` iiko owns the menu: every write answers 409 `posManaged`).
 *
 * Every edited row carries its `version`: a write names the version it was made from, and a
 * write made from an older copy (another manager saved first) is refused with 409 `conflict`
 * and the row as it is now in `current`, so nobody's change is silently lost.
 *
 * Money is in kopecks on this wire (the storefront's roubles are the specification's).
 */
import { z } from 'zod/mini';
import { hasNoMarkup, idField, idParamField } from './fields';
import { leadHoursField, makeMinutesField } from './staff-kitchen';
import { menuVenueIds } from './venues';

export const dishKinds = ['product', 'special'] as const;
export type DishKind = (typeof dishKinds)[number];

/** The generated pictures' subjects, one per category (apps/server/src/modules/media/painter.ts). */
export const categoryIcons = [
  'bowl', // soups, ramen, poke
  'plate', // hot dishes, mains
  'roll', // sushi and rolls
  'salad',
  'burger', // burgers, sandwiches
  'pizza', // pizza, flatbreads, pies
  'cake', // cakes, pastries, desserts
  'drink', // lemonades, tea, coffee
  'snack', // starters, sides, fries
] as const;
export type CategoryIcon = (typeof categoryIcons)[number];

export const MENU_NAME_MAX = 120;
export const MENU_DESCRIPTION_MAX = 2000;
/** 100 000 ₽: above that a typo, not a price. */
export const PRICE_KOPECKS_MAX = 10_000_000;
export const WEIGHT_GRAMS_MAX = 100_000;
export const NUTRITION_MAX = 10_000;
/** YooKassa's `vat_code` values (1: без НДС, 4: НДС 20%, … 12: НДС 22/122). */
export const VAT_CODES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;
/** A special's address: /specials/{url}. */
export const SPECIAL_URL_PATTERN = /^[a-z0-9][a-z0-9-]{0,59}$/;
export const PHOTO_MAX_BYTES = 15 * 1024 * 1024;
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/heic'] as const;

export const menuEditorMessages = {
  name: `Введите название (до ${MENU_NAME_MAX} символов)`,
  markup: 'Название и состав не могут содержать символы < и >',
  description: `Состав — до ${MENU_DESCRIPTION_MAX} символов`,
  price: 'Цена должна быть больше нуля и не больше 100 000 ₽',
  weight: 'Вес — целое число граммов больше нуля',
  nutrition: 'КБЖУ — число от 0 до 10 000',
  vatCode: 'Выберите ставку НДС из списка',
  specialUrl: 'Адрес — латинские буквы, цифры и дефисы, начиная с буквы или цифры',
  dates: 'Дата окончания не может быть раньше даты начала',
  date: 'Укажите дату с 2000 по 2099 год',
  photoType: 'Загрузите фотографию в формате JPEG, PNG, WebP или HEIC',
  photoBroken: 'Не удалось прочитать фотографию: файл повреждён или это не изображение',
  photoTooLarge: 'Фотография больше 15 МБ. Уменьшите её и загрузите снова',
  categoryNotEmpty: 'В категории есть блюда: сначала перенесите или удалите их',
  specialUrlTaken: 'Спецпредложение с таким адресом уже есть',
  categoryKind: 'Блюдо основного меню нельзя перенести в спецпредложение, и наоборот',
  categoryOrder: 'Порядок задаётся для категорий одного меню одного заведения, каждой по разу',
} as const;

/** POS=iiko: why the editor is read-only (the answer's `readOnly`, the message of `posManaged`). */
export const MENU_FROM_POS = 'Меню ведётся в iiko: изменения там появятся здесь автоматически';

const nameField = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, menuEditorMessages.name),
    z.maxLength(MENU_NAME_MAX, menuEditorMessages.name),
    z.refine(hasNoMarkup, menuEditorMessages.markup),
  );
const descriptionField = z
  .string()
  .check(
    z.trim(),
    z.maxLength(MENU_DESCRIPTION_MAX, menuEditorMessages.description),
    z.refine(hasNoMarkup, menuEditorMessages.markup),
  );
const priceField = z
  .int(menuEditorMessages.price)
  .check(
    z.positive(menuEditorMessages.price),
    z.maximum(PRICE_KOPECKS_MAX, menuEditorMessages.price),
  );
const weightField = z
  .int(menuEditorMessages.weight)
  .check(
    z.positive(menuEditorMessages.weight),
    z.maximum(WEIGHT_GRAMS_MAX, menuEditorMessages.weight),
  );
const nutritionField = z
  .number(menuEditorMessages.nutrition)
  .check(
    z.minimum(0, menuEditorMessages.nutrition),
    z.maximum(NUTRITION_MAX, menuEditorMessages.nutrition),
  );
const vatCodeField = z.nullable(z.literal(VAT_CODES, menuEditorMessages.vatCode));
const versionField = idField();
/** 'YYYY-MM-DD', Vladivostok's date */
/** A date the database keeps and a menu plans for: this century's. */
const dateField = z.nullable(
  z.iso
    .date(menuEditorMessages.date)
    .check(
      z.refine((value) => value >= '2000-01-01' && value <= '2099-12-31', menuEditorMessages.date),
    ),
);

/* ---------- what the editor reads: GET /api/staff/menu?venueId= ---------- */

export const editorDishSchema = z.object({
  kind: z.enum(dishKinds),
  id: z.int(),
  venueId: z.int(),
  categoryId: z.int(),
  name: z.string(),
  description: z.string(),
  priceKopecks: z.int(),
  weightGrams: z.int(),
  proteins: z.number(),
  fats: z.number(),
  carbohydrates: z.number(),
  calories: z.number(),
  costPerGram: z.boolean(),
  vatCode: z.nullable(z.int()),
  /** the picture the storefront shows: the uploaded photo's, else the generated one */
  imageUrl: z.string(),
  hasPhoto: z.boolean(),
  available: z.boolean(),
  /** the kitchen's minutes for one portion (issue 33); null: its category's */
  makeMinutes: z.nullable(z.int()),
  /** hours ahead it must be ordered (a cake: 48); 0: none */
  leadHours: z.int(),
  sort: z.int(),
  version: z.int(),
});
export type EditorDish = z.infer<typeof editorDishSchema>;

export const editorCategorySchema = z.object({
  id: z.int(),
  venueId: z.int(),
  /** null: the venue's own menu; else the special menu it belongs to */
  specialId: z.nullable(z.int()),
  name: z.string(),
  icon: z.string(),
  /** its dishes' make-minutes when they say none; null: the kitchen default (kitchen-load.ts) */
  makeMinutes: z.nullable(z.int()),
  sort: z.int(),
  version: z.int(),
  dishes: z.array(editorDishSchema),
});
export type EditorCategory = z.infer<typeof editorCategorySchema>;

export const editorSpecialSchema = z.object({
  id: z.int(),
  name: z.string(),
  url: z.string(),
  active: z.boolean(),
  startsOn: z.nullable(z.string()),
  endsOn: z.nullable(z.string()),
  sort: z.int(),
  version: z.int(),
});
export type EditorSpecial = z.infer<typeof editorSpecialSchema>;

export const menuEditorQuerySchema = z.object({
  venueId: idParamField(),
});
export const menuEditorResponseSchema = z.object({
  venueId: z.int(),
  /** the venue's menu categories, then its categories of special menus, in display order */
  categories: z.array(editorCategorySchema),
  /** the group's special menus (shared by the venues) */
  specials: z.array(editorSpecialSchema),
  /** POS=iiko: iiko keeps the menu, the editor is read-only, and this says why */
  readOnly: z.nullable(z.string()),
});
export type MenuEditorResponse = z.infer<typeof menuEditorResponseSchema>;

/* ---------- categories ---------- */

/** POST /api/staff/menu/categories → editorCategorySchema (201) */
export const categoryCreateSchema = z.strictObject({
  venueId: z.literal(menuVenueIds),
  specialId: z.nullable(idField()),
  name: nameField,
  icon: z.optional(z.enum(categoryIcons)),
  makeMinutes: z.optional(makeMinutesField()),
});
/** PUT /api/staff/menu/categories/:id → editorCategorySchema; without makeMinutes: kept */
export const categoryUpdateSchema = z.strictObject({
  name: nameField,
  icon: z.enum(categoryIcons),
  makeMinutes: z.optional(makeMinutesField()),
  sort: z.int().check(z.minimum(0), z.maximum(100_000)),
  version: versionField,
});

/**
 * The kitchen's times alone (issue 33): PUT /api/staff/menu/categories/:id/kitchen →
 * editorCategorySchema, PUT /api/staff/menu/dishes/:kind/:id/kitchen → editorDishSchema. Unlike
 * the rest of the editor they are the site's with POS=iiko too: a menu import keeps them.
 */
export const categoryKitchenSchema = z.strictObject({
  makeMinutes: makeMinutesField(),
  version: versionField,
});
export type CategoryKitchen = z.infer<typeof categoryKitchenSchema>;
export const dishKitchenSchema = z.strictObject({
  makeMinutes: makeMinutesField(),
  leadHours: leadHoursField(),
  version: versionField,
});
export type DishKitchen = z.infer<typeof dishKitchenSchema>;

/**
 * PUT /api/staff/menu/categories/order → categoryOrderResponseSchema: one menu's categories (the
 * venue's own, or one special's at the venue) in their new order, each with the version it was
 * read at; saved in one transaction (409 `conflict` when any changed meanwhile, nothing moved).
 */
export const categoryOrderSchema = z.strictObject({
  venueId: z.literal(menuVenueIds),
  categories: z.array(z.strictObject({ id: idField(), version: versionField })).check(
    z.minLength(2, menuEditorMessages.categoryOrder),
    z.maxLength(200, menuEditorMessages.categoryOrder),
    z.refine(
      (listed) => new Set(listed.map((category) => category.id)).size === listed.length,
      menuEditorMessages.categoryOrder,
    ),
  ),
});
export type CategoryOrder = z.infer<typeof categoryOrderSchema>;
export const categoryOrderResponseSchema = z.object({
  categories: z.array(z.object({ id: z.int(), sort: z.int(), version: z.int() })),
});

/* ---------- dishes ---------- */

const dishFields = {
  name: nameField,
  description: descriptionField,
  priceKopecks: priceField,
  weightGrams: weightField,
  proteins: nutritionField,
  fats: nutritionField,
  carbohydrates: nutritionField,
  calories: nutritionField,
  costPerGram: z.boolean(),
  vatCode: vatCodeField,
  /** absent: none on a new dish, kept on an edit */
  makeMinutes: z.optional(makeMinutesField()),
  leadHours: z.optional(leadHoursField()),
};

/**
 * POST /api/staff/menu/dishes → editorDishSchema (201). The kind follows the category: a dish
 * of a special menu's category is a special dish.
 */
export const dishCreateSchema = z.strictObject({ categoryId: idField(), ...dishFields });
/** PUT /api/staff/menu/dishes/:kind/:id → editorDishSchema; moving it names another category */
export const dishUpdateSchema = z.strictObject({
  categoryId: idField(),
  sort: z.int().check(z.minimum(0), z.maximum(100_000)),
  version: versionField,
  ...dishFields,
});
export type DishUpdate = z.infer<typeof dishUpdateSchema>;

/**
 * PUT /api/staff/menu/dishes/:kind/:id/photo?version=N with the image file itself as the body
 * (Content-Type image/jpeg, image/png, image/webp, image/heic or application/octet-stream):
 * checked by its content, not its name or type. DELETE …/photo?version=N goes back to the
 * generated picture. Both answer the dish (editorDishSchema).
 */
export const versionQuerySchema = z.object({
  version: z.coerce.number().check(z.int(), z.positive(), z.maximum(2_147_483_647)),
});

/* ---------- special menus ---------- */

const specialFields = {
  name: nameField,
  url: z
    .string()
    .check(z.trim(), z.toLowerCase(), z.regex(SPECIAL_URL_PATTERN, menuEditorMessages.specialUrl)),
  active: z.boolean(),
  startsOn: dateField,
  endsOn: dateField,
};
const datesInOrder = (value: { startsOn: string | null; endsOn: string | null }) =>
  value.startsOn === null || value.endsOn === null || value.startsOn <= value.endsOn;

/** POST /api/staff/menu/specials → editorSpecialSchema (201) */
export const specialCreateSchema = z
  .strictObject(specialFields)
  .check(z.refine(datesInOrder, { message: menuEditorMessages.dates, path: ['endsOn'] }));
/** PUT /api/staff/menu/specials/:id → editorSpecialSchema */
export const specialUpdateSchema = z
  .strictObject({
    ...specialFields,
    sort: z.int().check(z.minimum(0), z.maximum(100_000)),
    version: versionField,
  })
  .check(z.refine(datesInOrder, { message: menuEditorMessages.dates, path: ['endsOn'] }));

/**
 * DELETE /api/staff/menu/categories/:id?version=N (only an empty category: 409
 * `categoryNotEmpty`), DELETE /api/staff/menu/dishes/:kind/:id?version=N (past orders keep their
 * snapshot of it) → 204.
 *
 * A 409 `conflict` answer carries the row as it is now: `{ errType, message, current }`.
 */
