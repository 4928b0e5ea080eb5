/**
 * Offers and promo codes in the back office (issue 32 item 1): the calls under /api/staff/offers
 * and their rules. An offer is the group's (an admin's: any venue's dishes) or one venue's (its
 * managers': that venue's dishes only). Money is in kopecks here as in every staff call; the
 * rules of applying an offer are promotions.ts's.
 */
import { z } from 'zod/mini';
import { hasNoMarkup, idField } from './fields';
import type { Offer } from './promotions';
import { isMenuVenueId } from './venues';

export const OFFER_TITLE_MAX = 100;
export const OFFER_KOPECKS_MAX = 1_000_000_00;
export const OFFER_LIMIT_MAX = 1_000_000;
/** What a guest types: letters (Latin or Cyrillic), digits, '-' and '_', 3 to 32 of them. */
export const OFFER_CODE_PATTERN = /^[0-9A-ZА-ЯЁ_-]{3,32}$/;

export const offersMessages = {
  code: 'Промокод — от 3 до 32 букв и цифр, без пробелов',
  codeTaken: 'Такой промокод уже есть',
  title: 'Название — от 1 до 100 символов, без < и >',
  percent: 'Скидка — от 1 до 100 %',
  kopecks: 'Сумма — целое число рублей и копеек, не больше 1 000 000 Р',
  dishKey: 'Выберите блюдо',
  scope: 'Выберите, на что действует предложение',
  date: 'Дата — в виде ГГГГ-ММ-ДД',
  dates: 'Последний день — не раньше первого',
  weekdays: 'Дни недели — от понедельника (1) до воскресенья (7), каждый один раз',
  hours: 'Часы — с начала до конца одного дня, конец позже начала',
  limit: 'Ограничение — целое число от 1 до 1 000 000',
  venue: 'Выберите заведение',
  notYourVenue: 'Это предложение другого заведения: его меняют его управляющие или администратор',
  groupOnly: 'Предложения на всю группу создают и меняют администраторы',
  scopeOutsideVenue: 'Предложение заведения действует только на его блюда',
} as const;

/** A typed code as it is kept and compared: trimmed, upper case ('vkusno10 ' → 'VKUSNO10'). */
export const normalOfferCode = (typed: string) => typed.trim().toUpperCase();

const codeField = z.pipe(
  z.string(),
  z.pipe(
    z.transform(normalOfferCode),
    z.string().check(z.regex(OFFER_CODE_PATTERN, offersMessages.code)),
  ),
);
const titleField = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, offersMessages.title),
    z.maxLength(OFFER_TITLE_MAX, offersMessages.title),
    z.refine(hasNoMarkup, offersMessages.title),
  );
const kopecksField = () =>
  z
    .int(offersMessages.kopecks)
    .check(
      z.positive(offersMessages.kopecks),
      z.maximum(OFFER_KOPECKS_MAX, offersMessages.kopecks),
    );
const limitField = () =>
  z.nullable(
    z
      .int(offersMessages.limit)
      .check(z.positive(offersMessages.limit), z.maximum(OFFER_LIMIT_MAX, offersMessages.limit)),
  );
const venueIdField = () =>
  z.int(offersMessages.venue).check(z.refine(isMenuVenueId, offersMessages.venue));
const dishKeyField = z
  .string()
  .check(z.regex(/^(product|special):[1-9]\d{0,9}$/, offersMessages.dishKey));

/** A real calendar date 'YYYY-MM-DD'. */
const dateField = z.nullable(
  z.string().check(
    z.regex(/^\d{4}-\d{2}-\d{2}$/, offersMessages.date),
    z.refine((value) => {
      const date = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
    }, offersMessages.date),
  ),
);

export const offerBenefitSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('percent'),
    percent: z
      .int(offersMessages.percent)
      .check(z.minimum(1, offersMessages.percent), z.maximum(100, offersMessages.percent)),
    capKopecks: z.nullable(kopecksField()),
  }),
  z.strictObject({ kind: z.literal('fixed'), kopecks: kopecksField() }),
  z.strictObject({ kind: z.literal('freeDelivery') }),
  z.strictObject({
    kind: z.literal('gift'),
    dishKey: dishKeyField,
    name: z.string().check(z.maxLength(OFFER_TITLE_MAX), z.refine(hasNoMarkup)),
  }),
]);

const someOf = <T extends z.core.SomeType>(item: T, max: number) =>
  z.array(item).check(z.minLength(1, offersMessages.scope), z.maxLength(max, offersMessages.scope));

export const offerScopeSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('order') }),
  z.strictObject({ kind: z.literal('venues'), venueIds: someOf(venueIdField(), 3) }),
  z.strictObject({ kind: z.literal('categories'), categoryIds: someOf(idField(), 50) }),
  z.strictObject({ kind: z.literal('dishes'), dishKeys: someOf(dishKeyField, 100) }),
]);

export type StoredOfferBenefit = z.infer<typeof offerBenefitSchema>;
export type StoredOfferScope = z.infer<typeof offerScopeSchema>;

const offerHoursSchema = z
  .strictObject({
    fromMinutes: z.int(offersMessages.hours).check(z.minimum(0), z.maximum(1439)),
    toMinutes: z.int(offersMessages.hours).check(z.minimum(1), z.maximum(1440)),
  })
  .check(
    z.refine((hours) => hours.toMinutes > hours.fromMinutes, {
      message: offersMessages.hours,
      path: ['toMinutes'],
    }),
  );

const offerFields = {
  /** null: an offer that applies by itself, without a code */
  code: z.nullable(codeField),
  title: titleField,
  benefit: offerBenefitSchema,
  scope: offerScopeSchema,
  minSubtotalKopecks: z
    .int(offersMessages.kopecks)
    .check(
      z.minimum(0, offersMessages.kopecks),
      z.maximum(OFFER_KOPECKS_MAX, offersMessages.kopecks),
    ),
  startsOn: dateField,
  endsOn: dateField,
  weekdays: z.array(z.int(offersMessages.weekdays).check(z.minimum(1), z.maximum(7))).check(
    z.maxLength(7, offersMessages.weekdays),
    z.refine((days) => new Set(days).size === days.length, offersMessages.weekdays),
  ),
  hours: z.nullable(offerHoursSchema),
  firstOrderOnly: z.boolean(),
  perGuestLimit: limitField(),
  totalLimit: limitField(),
  combinesWithPoints: z.boolean(),
  combinesWithOffers: z.boolean(),
  /** the venue whose offer it is; null: the group's */
  venueId: z.nullable(venueIdField()),
  /** off: not offered, its uses kept */
  active: z.boolean(),
};

const datesInOrder = z.refine<{ startsOn: string | null; endsOn: string | null }>(
  (offer) => offer.startsOn === null || offer.endsOn === null || offer.endsOn >= offer.startsOn,
  { message: offersMessages.dates, path: ['endsOn'] },
);

/** POST /api/staff/offers → staffOfferSchema (201). */
export const offerCreateSchema = z.strictObject(offerFields).check(datesInOrder);
export type OfferCreate = z.infer<typeof offerCreateSchema>;

/** PUT /api/staff/offers/:id → staffOfferSchema; 409 `conflict` with `current` when stale. */
export const offerUpdateSchema = z
  .strictObject({ ...offerFields, version: idField() })
  .check(datesInOrder);
export type OfferUpdate = z.infer<typeof offerUpdateSchema>;

export const staffOfferSchema = z.object({
  id: z.int(),
  code: z.nullable(z.string()),
  title: z.string(),
  benefit: offerBenefitSchema,
  scope: offerScopeSchema,
  minSubtotalKopecks: z.int(),
  startsOn: z.nullable(z.string()),
  endsOn: z.nullable(z.string()),
  weekdays: z.array(z.int()),
  hours: z.nullable(z.object({ fromMinutes: z.int(), toMinutes: z.int() })),
  firstOrderOnly: z.boolean(),
  perGuestLimit: z.nullable(z.int()),
  totalLimit: z.nullable(z.int()),
  combinesWithPoints: z.boolean(),
  combinesWithOffers: z.boolean(),
  venueId: z.nullable(z.int()),
  active: z.boolean(),
  /** orders that used it and were not cancelled */
  uses: z.int(),
  version: z.int(),
});
export type StaffOffer = z.infer<typeof staffOfferSchema>;

/** The offers the member may see: an admin every one, a manager their venues'. */
export const staffOffersResponseSchema = z.object({ offers: z.array(staffOfferSchema) });

/** A stored offer as the pricing rules take it. */
export function offerRules(offer: StaffOffer): Offer {
  return {
    id: offer.id,
    code: offer.code,
    title: offer.title,
    benefit: offer.benefit,
    scope: offer.scope,
    minSubtotalKopecks: offer.minSubtotalKopecks,
    startsOn: offer.startsOn,
    endsOn: offer.endsOn,
    weekdays: offer.weekdays,
    hours: offer.hours,
    firstOrderOnly: offer.firstOrderOnly,
    perGuestLimit: offer.perGuestLimit,
    totalLimit: offer.totalLimit,
    combinesWithPoints: offer.combinesWithPoints,
    combinesWithOffers: offer.combinesWithOffers,
  };
}
