/**
 * A dish's sizes and modifier groups as the back office's menu editor reads and writes them
 * (decision 054): GET and PUT /api/staff/menu/dishes/product/:id/options, while `POS=local`
 * (with `POS=iiko` they are iiko's, like the rest of the menu: the PUT answers 409 `posManaged`).
 *
 * The PUT sends the whole list, with the dish's `version` (a write from an older copy is refused
 * with 409 `conflict` and `current`, the options as they are now). An entry with an `id` is that
 * size, group or option, changed in place: a basket line or an order naming it keeps meaning the
 * same thing. An entry without one is new; a saved one left out is deleted.
 *
 * The rules are the storefront's (modifiers.ts, modifier-rules.ts), checked here so that the
 * editor cannot save a dish the guest could not order: one default size, a group's and an
 * option's minimum within their maximum, an option's default within its limits.
 *
 * Only for the staff's pages: the storefront's first load never imports this module.
 * Money is in kopecks on this wire, as in staff-menu.ts.
 */
import { z } from 'zod/mini';
import { hasNoMarkup, idField } from './fields';
import { DUPLICATE_OPTION_MESSAGE, MAX_MODIFIER_AMOUNT } from './modifier-limits';
import {
  editorDishSchema,
  MENU_NAME_MAX,
  menuEditorMessages,
  PRICE_KOPECKS_MAX,
} from './staff-menu';

/** Far above a real dish's; a bound on the request and on the dish card. */
export const MAX_DISH_SIZES = 10;
export const MAX_DISH_GROUPS = 10;
export const MAX_GROUP_OPTIONS = 30;

export const dishOptionsMessages = {
  name: menuEditorMessages.name,
  markup: menuEditorMessages.markup,
  sizePrice: 'Цена — от 0 до 100 000 ₽',
  /** the dish's price in the menu is its default size's: it must be one to pay */
  defaultSizePrice: 'Цена размера по умолчанию должна быть больше нуля: это цена блюда в меню',
  oneDefaultSize: 'Отметьте один размер по умолчанию',
  sizeNames: 'Размеры должны называться по-разному',
  tooManySizes: `Не больше ${MAX_DISH_SIZES} размеров`,
  tooManyGroups: `Не больше ${MAX_DISH_GROUPS} групп добавок`,
  tooManyOptions: `Не больше ${MAX_GROUP_OPTIONS} вариантов в группе`,
  noOptions: 'Добавьте в группу хотя бы один вариант',
  amount: `Количество — целое число от 0 до ${MAX_MODIFIER_AMOUNT}`,
  maxAmount: `Максимум — целое число от 1 до ${MAX_MODIFIER_AMOUNT}`,
  minAboveMax: 'Минимум не может быть больше максимума',
  freeAboveMax: 'Бесплатных не может быть больше максимума',
  defaultOutside: 'По умолчанию — не меньше минимума и не больше максимума',
  requiredMin: 'У обязательной группы минимум — не меньше 1',
  minUnreachable: 'Минимум группы больше, чем можно выбрать из её вариантов',
  duplicate: DUPLICATE_OPTION_MESSAGE,
  /** an id that is not one of this dish's (another dish's, or deleted meanwhile) */
  foreignId: 'Этого размера или добавки у блюда нет: откройте блюдо заново',
} as const;

const nameField = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, dishOptionsMessages.name),
    z.maxLength(MENU_NAME_MAX, dishOptionsMessages.name),
    z.refine(hasNoMarkup, dishOptionsMessages.markup),
  );
const priceField = z
  .int(dishOptionsMessages.sizePrice)
  .check(
    z.minimum(0, dishOptionsMessages.sizePrice),
    z.maximum(PRICE_KOPECKS_MAX, dishOptionsMessages.sizePrice),
  );
const amountField = () =>
  z
    .int(dishOptionsMessages.amount)
    .check(
      z.minimum(0, dishOptionsMessages.amount),
      z.maximum(MAX_MODIFIER_AMOUNT, dishOptionsMessages.amount),
    );
const maxAmountField = () =>
  z
    .int(dishOptionsMessages.maxAmount)
    .check(
      z.minimum(1, dishOptionsMessages.maxAmount),
      z.maximum(MAX_MODIFIER_AMOUNT, dishOptionsMessages.maxAmount),
    );

/* ---------- what the editor reads ---------- */

export const editorSizeSchema = z.object({
  id: z.int(),
  name: z.string(),
  priceKopecks: z.int(),
  isDefault: z.boolean(),
});
export type EditorSize = z.infer<typeof editorSizeSchema>;

export const editorModifierOptionSchema = z.object({
  id: z.int(),
  name: z.string(),
  priceKopecks: z.int(),
  minAmount: z.int(),
  maxAmount: z.int(),
  defaultAmount: z.int(),
  freeOfChargeAmount: z.int(),
});
export type EditorModifierOption = z.infer<typeof editorModifierOptionSchema>;

export const editorModifierGroupSchema = z.object({
  id: z.int(),
  name: z.string(),
  minAmount: z.int(),
  maxAmount: z.int(),
  required: z.boolean(),
  freeOfChargeAmount: z.int(),
  options: z.array(editorModifierOptionSchema),
});
export type EditorModifierGroup = z.infer<typeof editorModifierGroupSchema>;

/**
 * GET and PUT …/options → this; also the `current` of a 409 `conflict`. `dish` is the dish as
 * it is now: its `version` goes with the next write of any of its parts, and with sizes its
 * `priceKopecks` is the default size's.
 */
export const dishOptionsResponseSchema = z.object({
  dish: editorDishSchema,
  sizes: z.array(editorSizeSchema),
  groups: z.array(editorModifierGroupSchema),
});
export type DishOptionsResponse = z.infer<typeof dishOptionsResponseSchema>;

/* ---------- what the editor writes: PUT …/options ---------- */

/** `field` (a minimum, a default, the free portions) is not above the entry's maximum. */
const notAboveMax = <Field extends string>(field: Field, message: string) =>
  z.refine<{ maxAmount: number } & Record<Field, number>>(
    (value) => value[field] <= value.maxAmount,
    {
      message,
      path: [field],
    },
  );

export const sizeInputSchema = z.strictObject({
  id: z.optional(idField()),
  name: nameField,
  priceKopecks: priceField,
  isDefault: z.boolean(),
});
export type SizeInput = z.infer<typeof sizeInputSchema>;

export const modifierOptionInputSchema = z
  .strictObject({
    id: z.optional(idField()),
    name: nameField,
    priceKopecks: priceField,
    minAmount: amountField(),
    maxAmount: maxAmountField(),
    defaultAmount: amountField(),
    freeOfChargeAmount: amountField(),
  })
  .check(
    notAboveMax('minAmount', dishOptionsMessages.minAboveMax),
    z.refine(
      (value) =>
        value.minAmount > value.maxAmount ||
        (value.defaultAmount >= value.minAmount && value.defaultAmount <= value.maxAmount),
      { message: dishOptionsMessages.defaultOutside, path: ['defaultAmount'] },
    ),
    notAboveMax('freeOfChargeAmount', dishOptionsMessages.freeAboveMax),
  );
export type ModifierOptionInput = z.infer<typeof modifierOptionInputSchema>;

export const modifierGroupInputSchema = z
  .strictObject({
    id: z.optional(idField()),
    name: nameField,
    minAmount: amountField(),
    maxAmount: maxAmountField(),
    required: z.boolean(),
    freeOfChargeAmount: amountField(),
    options: z
      .array(modifierOptionInputSchema)
      .check(
        z.minLength(1, dishOptionsMessages.noOptions),
        z.maxLength(MAX_GROUP_OPTIONS, dishOptionsMessages.tooManyOptions),
      ),
  })
  .check(
    z.refine((value) => !value.required || value.minAmount >= 1, {
      message: dishOptionsMessages.requiredMin,
      path: ['minAmount'],
    }),
    notAboveMax('minAmount', dishOptionsMessages.minAboveMax),
    notAboveMax('freeOfChargeAmount', dishOptionsMessages.freeAboveMax),
    // The guest could never choose enough: every option at its maximum is still too few.
    z.refine(
      (value) =>
        value.options.length === 0 ||
        value.minAmount > value.maxAmount ||
        value.minAmount <= value.options.reduce((sum, option) => sum + option.maxAmount, 0),
      { message: dishOptionsMessages.minUnreachable, path: ['minAmount'] },
    ),
  );
export type ModifierGroupInput = z.infer<typeof modifierGroupInputSchema>;

const distinctIds = (entries: readonly { id?: number | undefined }[]) => {
  const ids = entries.flatMap((entry) => (entry.id === undefined ? [] : [entry.id]));
  return new Set(ids).size === ids.length;
};

export const dishOptionsUpdateSchema = z.strictObject({
  version: idField(),
  sizes: z.array(sizeInputSchema).check(
    z.maxLength(MAX_DISH_SIZES, dishOptionsMessages.tooManySizes),
    z.refine(
      (sizes) => sizes.length === 0 || sizes.filter((size) => size.isDefault).length === 1,
      dishOptionsMessages.oneDefaultSize,
    ),
    z.refine(
      (sizes) => new Set(sizes.map((size) => size.name.toLowerCase())).size === sizes.length,
      dishOptionsMessages.sizeNames,
    ),
    z.refine(
      (sizes) => sizes.every((size) => !size.isDefault || size.priceKopecks > 0),
      dishOptionsMessages.defaultSizePrice,
    ),
    z.refine(distinctIds, dishOptionsMessages.duplicate),
  ),
  groups: z.array(modifierGroupInputSchema).check(
    z.maxLength(MAX_DISH_GROUPS, dishOptionsMessages.tooManyGroups),
    z.refine(distinctIds, dishOptionsMessages.duplicate),
    z.refine(
      (groups) => distinctIds(groups.flatMap((group) => group.options)),
      dishOptionsMessages.duplicate,
    ),
  ),
});
export type DishOptionsUpdate = z.infer<typeof dishOptionsUpdateSchema>;
