/**
 * Checkout rules and texts (SPEC.md §5 "Checkout"), used by the basket form and by the order call
 * on the server, so each rule exists once.
 */
import { z } from 'zod/mini';
import type { DeliveryZone } from './catalog';
import { checkoutMessages } from './checkout-messages';
import { EMAIL_DOMAIN } from './email';
import { textField } from './fields';
import { toKopecks } from './money';
import { normalizePhone } from './phone';

export { checkoutMessages };

/** A standard address with a dot and at least two letters at the end; Cyrillic domains too. */
export const EMAIL_PATTERN = new RegExp(
  String.raw`^[\p{L}\d.!#$%&'*+/=?^_\x60{|}~±-]+@${EMAIL_DOMAIN}$`,
  'u',
);
/** At least two Cyrillic letters; spaces and hyphens between them (Анна-Мария). */
export const CYRILLIC_NAME_PATTERN = /^(?=(?:[^а-яё]*[а-яё]){2})[а-яё\s-]+$/i;
/**
 * Cyrillic letters, digits, commas, hyphens, dots and spaces (SPEC §5); a house may also hold
 * '/' (14/2 is a real Vladivostok address form — decision 026).
 */
export const STREET_PATTERN = /^[а-яё\d,.\s-]+$/i;
export const HOUSE_PATTERN = /^[а-яё\d,.\s/-]+$/i;
/** Entrance, floor and flat: digits only. */
export const DIGITS_PATTERN = /^\d{0,5}$/;

export const CHECKOUT_COMMENT_MAX = 500;
/**
 * The longest name, surname and street the kitchens' iiko takes (its RegularCustomer's name and
 * surname, its street's name): longer ones are refused here, before the guest pays, rather than
 * by iiko after (issue 30 item 7).
 */
export const IIKO_TEXT_MAX = 60;
export const NO_CALL_NOTE = 'Без звонка оператора';

/** SPEC §4: the no-call option adds its note to the comment, on a line of its own. */
export function orderComment(comment: string, privacyCall: boolean): string {
  const text = comment.trim();
  if (!privacyCall) return text;
  return text === '' ? NO_CALL_NOTE : `${text}\n${NO_CALL_NOTE}`;
}

/** The order's comment carries the no-call note: the operator does not call. */
export function hasNoCallNote(comment: string): boolean {
  return comment.split('\n').some((line) => line.trim() === NO_CALL_NOTE);
}

/** The site's one phone reading (decision 021): '8 914 123 45 67' → '+79141234567'. */
export { normalizePhone } from './phone';

export const nameField = z
  .string()
  .check(
    z.minLength(1, checkoutMessages.required),
    z.maxLength(IIKO_TEXT_MAX, checkoutMessages.nameTooLong),
    z.regex(CYRILLIC_NAME_PATTERN, checkoutMessages.name),
  );
/** Optional: empty, or a Cyrillic surname. */
export const surnameField = z.string().check(
  z.maxLength(IIKO_TEXT_MAX, checkoutMessages.surnameTooLong),
  z.refine((v) => v === '' || CYRILLIC_NAME_PATTERN.test(v), checkoutMessages.surname),
);
export const phoneField = z
  .string()
  .check(z.refine((v) => normalizePhone(v) !== null, checkoutMessages.phone));
/** Optional: empty, or an address the order letter can go to. */
export const emailField = z.string().check(
  z.maxLength(254, checkoutMessages.email),
  z.refine((v) => v === '' || EMAIL_PATTERN.test(v), checkoutMessages.email),
);
export const streetField = z
  .string()
  .check(
    z.minLength(1, checkoutMessages.required),
    z.maxLength(IIKO_TEXT_MAX, checkoutMessages.streetTooLong),
    z.regex(STREET_PATTERN, checkoutMessages.street),
  );
export const houseField = z
  .string()
  .check(
    z.minLength(1, checkoutMessages.required),
    z.maxLength(20, checkoutMessages.house),
    z.regex(HOUSE_PATTERN, checkoutMessages.house),
  );
export const digitsField = z.string().check(z.regex(DIGITS_PATTERN));
export const commentField = textField(CHECKOUT_COMMENT_MAX);

export interface CourierAddress {
  street: string;
  house: string;
  deliveryZone: number | null | undefined;
}

/**
 * What a courier order needs besides the contacts (SPEC §5 "Checkout"): a street and a house that
 * pass their rules, and a delivery zone. One rule for the checkout form, the saved delivery
 * settings and the server; a pickup order needs none of it.
 */
export function courierAddressErrors(
  address: CourierAddress,
  { zone = true }: { zone?: boolean } = {},
): Partial<Record<keyof CourierAddress, string>> {
  const errors: Partial<Record<keyof CourierAddress, string>> = {};
  for (const [field, schema] of [
    ['street', streetField],
    ['house', houseField],
  ] as const) {
    const result = schema.safeParse(address[field]);
    if (!result.success)
      errors[field] = result.error.issues[0]?.message ?? checkoutMessages.required;
  }
  if (zone && !address.deliveryZone) errors.deliveryZone = checkoutMessages.deliveryZone;
  return errors;
}

/** What a zone charges and asks for (issue 14 item 6), in kopecks. */
export interface ZoneTerms {
  feeKopecks: number;
  /** the smallest dishes' sum the zone takes; 0: any */
  minOrderKopecks: number;
  /** from this dishes' sum delivery is free; null: never */
  freeFromKopecks: number | null;
}

export interface ZoneDelivery {
  /** what the guest pays for delivery with these dishes */
  feeKopecks: number;
  /** how much the dishes fall short of the zone's minimum; 0: enough (the order may go) */
  belowMinimumBy: number;
  /** how much more makes delivery free; null: free already, or never free in this zone */
  leftToFree: number | null;
}

/**
 * A courier order's delivery in its zone for a dishes' sum (the delivery fee is not part of the
 * sum): the one rule the checkout shows and the order call charges, so the guest pays what the
 * form showed. Weight-priced dishes count at their menu price, as they do in the total.
 */
export function zoneDelivery(zone: ZoneTerms, dishesKopecks: number): ZoneDelivery {
  const free = zone.freeFromKopecks !== null && dishesKopecks >= zone.freeFromKopecks;
  return {
    feeKopecks: free ? 0 : zone.feeKopecks,
    belowMinimumBy: Math.max(0, zone.minOrderKopecks - dishesKopecks),
    leftToFree:
      free || zone.freeFromKopecks === null || zone.feeKopecks === 0
        ? null
        : zone.freeFromKopecks - dishesKopecks,
  };
}

/** A zone of GET /api/delivery-zones (roubles) as terms; a server without the terms has none. */
export function zoneTermsOf(zone: DeliveryZone): ZoneTerms {
  return {
    feeKopecks: toKopecks(zone.price),
    minOrderKopecks: toKopecks(zone.minOrder ?? 0),
    freeFromKopecks: zone.freeFrom == null ? null : toKopecks(zone.freeFrom),
  };
}

/** The basket form (SPEC.md §2 "Basket page", blocks 01 and 02). */
export const checkoutFormSchema = z
  .object({
    deliveryType: z.enum(['DeliveryByCourier', 'DeliveryByClient']),
    timeMode: z.enum(['asap', 'slot']),
    /** a completeBefore value when timeMode is 'slot' */
    slot: z.string(),
    /** SBP only when the shop offers it (GET /api/delivery/paymentWays) */
    payment: z.enum(['CASH', 'BNCUR', 'ONLINE', 'SBP']),
    comment: commentField,
    privacyPolicy: z.boolean().check(z.refine((v) => v, checkoutMessages.privacy)),
    privacySpam: z.boolean(),
    privacyCall: z.boolean(),
    name: nameField,
    surname: surnameField,
    phone: phoneField,
    email: emailField,
    street: z.string(),
    house: z.string(),
    entrance: digitsField,
    floor: digitsField,
    flat: digitsField,
    deliveryZone: z.nullable(z.int()),
    /** (issue 32) the promo code the server accepted for this basket ('': none) */
    promoCode: z.string(),
    /** (issue 32) loyalty points to spend, a signed-in guest's; 0: none */
    points: z.int().check(z.minimum(0)),
  })
  .check(
    z.superRefine((form, ctx) => {
      const fail = (path: string, message: string) =>
        ctx.issues.push({ code: 'custom', message, input: form, path: [path] });
      if (form.timeMode === 'slot' && form.slot === '') fail('slot', checkoutMessages.date);
      if (form.deliveryType !== 'DeliveryByCourier') return;
      for (const [field, message] of Object.entries(courierAddressErrors(form))) {
        fail(field, message);
      }
    }),
  );
export type CheckoutForm = z.infer<typeof checkoutFormSchema>;

export const defaultCheckoutForm: CheckoutForm = {
  deliveryType: 'DeliveryByClient',
  timeMode: 'asap',
  slot: '',
  payment: 'CASH',
  comment: '',
  // SPEC §3: stateBox starts false; 152-FZ wants the consent given actively.
  privacyPolicy: false,
  privacySpam: true,
  privacyCall: false,
  name: '',
  surname: '',
  phone: '',
  email: '',
  street: '',
  house: '',
  entrance: '',
  floor: '',
  flat: '',
  deliveryZone: null,
  promoCode: '',
  points: 0,
};
