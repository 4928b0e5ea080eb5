/**
 * A dish's sizes and modifiers (issue 15 item 4: a roll's size and its soy sauce, wasabi and
 * ginger; a steak's doneness and sauces; a cake's size and inscription): what the guest may choose
 * on the dish card, what the choice costs, and how it is named on the basket line and the ticket.
 * The one place the rules live: the page checks and prices the choice as the guest makes it, the
 * server checks and prices it again from the catalogue when the order comes in.
 *
 * The rules are iiko Cloud's nomenclature, as the menu sync imports it
 * (apps/server/src/modules/menu-sync/imported-menu.ts): a group's `minAmount`–`maxAmount` bound
 * the portions of all its options together, an option's own `minAmount`–`maxAmount` bound its
 * portions; a POS's single modifier is a group of one option.
 *
 * Money is in kopecks here, as in the catalogue; the guest-facing wire converts to roubles.
 */
import { z } from 'zod/mini';
import { idField } from './fields';
import {
  DUPLICATE_OPTION_MESSAGE,
  MAX_CHOICE_MODIFIERS,
  MAX_MODIFIER_AMOUNT,
} from './modifier-limits';

// ---------------------------------------------------------------------------------------------
// The options, as the catalogue gives them to the browser
// ---------------------------------------------------------------------------------------------

const amountField = () => z.int().check(z.nonnegative());
const kopecksField = () => z.int().check(z.nonnegative());

/** A size of a dish: when a dish has sizes, the chosen size's price replaces the dish's price. */
export const dishSizeSchema = z.object({
  id: idField(),
  name: z.string(),
  priceKopecks: kopecksField(),
  isDefault: z.boolean(),
  /** false while the POS's stop list has this size out; absent: on sale */
  available: z.optional(z.boolean()),
});
export type DishSize = z.infer<typeof dishSizeSchema>;

export const modifierOptionSchema = z.object({
  id: idField(),
  name: z.string(),
  /** the price of one portion; 0 when free */
  priceKopecks: kopecksField(),
  /** portions of this option the guest must take (0: it may be left out) */
  minAmount: amountField(),
  maxAmount: amountField(),
  /** portions the dish card starts with */
  defaultAmount: amountField(),
  /** portions of this option that cost nothing (iiko's child `freeOfChargeAmount`) */
  freeOfChargeAmount: amountField(),
});
export type ModifierOption = z.infer<typeof modifierOptionSchema>;

export const modifierGroupSchema = z.object({
  id: idField(),
  name: z.string(),
  /** portions of all the group's options together; above 0 the group must be chosen from */
  minAmount: amountField(),
  maxAmount: amountField(),
  /** at least one portion must be chosen (iiko's `required`) */
  required: z.boolean(),
  /** how many of the group's portions together come free of charge */
  freeOfChargeAmount: amountField(),
  /** in the menu's order: the dish card and `describeChoice` keep it */
  options: z.array(modifierOptionSchema),
});
export type ModifierGroup = z.infer<typeof modifierGroupSchema>;

/** Sizes (empty when the dish has none) and modifier groups, each in the menu's order. */
export const dishOptionsSchema = z.object({
  sizes: z.array(dishSizeSchema),
  groups: z.array(modifierGroupSchema),
});
export type DishOptions = z.infer<typeof dishOptionsSchema>;

// ---------------------------------------------------------------------------------------------
// The guest's choice, as an order or a basket line carries it
// ---------------------------------------------------------------------------------------------

export const dishChoiceSchema = z.object({
  /** the chosen size's id; null when the dish has no sizes */
  sizeId: z.nullable(idField()),
  /** the chosen options with their portions; an option left out is not listed */
  modifiers: z
    .array(
      z.object({
        optionId: idField(),
        amount: z.int().check(z.minimum(1), z.maximum(MAX_MODIFIER_AMOUNT)),
      }),
    )
    .check(
      z.maxLength(MAX_CHOICE_MODIFIERS),
      z.refine(
        (modifiers) =>
          new Set(modifiers.map((modifier) => modifier.optionId)).size === modifiers.length,
        DUPLICATE_OPTION_MESSAGE,
      ),
    ),
});
export type DishChoice = z.infer<typeof dishChoiceSchema>;

// The rules, apart so that the storefront's first load can use them without zod.
export * from './modifier-rules';
