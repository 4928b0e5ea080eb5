/**
 * What a choice's schema bounds (modifiers.ts), apart from the rules: the schema needs them, and
 * a page that only reads orders should not load the rules with it.
 */

/** Portions of one option in one dish: more is a typo or a forged request, not an order. */
export const MAX_MODIFIER_AMOUNT = 99;
/** Distinct options in one dish's choice: far above any real menu's, a bound on the request. */
export const MAX_CHOICE_MODIFIERS = 50;

/** a request naming one option twice (the page never sends one) */
export const DUPLICATE_OPTION_MESSAGE = 'Один вариант указан дважды';
