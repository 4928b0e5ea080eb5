/**
 * Offers and promo codes in the back office (issue 32 item 1): the calls under /api/staff/offers
 * and their rules. An offer is the group's (an admin's: any venue's dishes) or one venue's (its
 * managers': that venue's dishes only). Money is in kopecks here as in every staff call; the
 * rules of applying an offer are promotions.ts's.
 */
import { z } from 'zod/mini';
import { hasNoMarkup, idField } from './fields';
import type { Offer, OfferBenefit } from './promotions';
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
  kindFields: 'Заполните поля выбранного вида и только их',
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

/*
 * A benefit and a scope are each one of several shapes. They are read as one flat object whose
 * `kind` says which fields it needs (a check per kind, with the message at the field), then
 * given their exact shape: zod's discriminated unions would add ~0.8 KB to the storefront's
 * shared schema code for the back office's sake (decision 082).
 */
const benefitKinds = ['percent', 'fixed', 'freeDelivery', 'gift'] as const;
const percentField = z
  .int(offersMessages.percent)
  .check(z.minimum(1, offersMessages.percent), z.maximum(100, offersMessages.percent));
const giftNameField = z.string().check(z.maxLength(OFFER_TITLE_MAX), z.refine(hasNoMarkup));

type NeedsOf<Kind extends string> = Partial<Record<Kind, readonly string[]>>;

/** Each field the kind needs is there; fields of other kinds are not. */
function fieldsOfKind<Kind extends string>(needs: NeedsOf<Kind>, all: readonly string[]) {
  return z.superRefine((value: { kind: Kind } & Record<string, unknown>, context) => {
    const wanted = needs[value.kind] ?? [];
    for (const field of all) {
      const present = value[field] !== undefined;
      if (wanted.includes(field) && !present) {
        context.issues.push({
          code: 'custom',
          message: offersMessages.kindFields,
          path: [field],
          input: value,
        });
      } else if (!wanted.includes(field) && present) {
        context.issues.push({
          code: 'custom',
          message: offersMessages.kindFields,
          path: [field],
          input: value,
        });
      }
    }
  });
}

const flatBenefitSchema = z
  .strictObject({
    kind: z.enum(benefitKinds),
    percent: z.optional(percentField),
    capKopecks: z.optional(z.nullable(kopecksField())),
    kopecks: z.optional(kopecksField()),
    dishKey: z.optional(dishKeyField),
    name: z.optional(giftNameField),
  })
  .check(
    fieldsOfKind<(typeof benefitKinds)[number]>(
      { percent: ['percent', 'capKopecks'], fixed: ['kopecks'], gift: ['dishKey', 'name'] },
      ['percent', 'capKopecks', 'kopecks', 'dishKey', 'name'],
    ),
  );

/** What an offer gives, in the exact shape of promotions.ts's OfferBenefit. */
export const offerBenefitSchema = z.pipe(
  flatBenefitSchema,
  z.transform((flat): OfferBenefit => {
    switch (flat.kind) {
      case 'percent':
        return { kind: 'percent', percent: flat.percent ?? 0, capKopecks: flat.capKopecks ?? null };
      case 'fixed':
        return { kind: 'fixed', kopecks: flat.kopecks ?? 0 };
      case 'freeDelivery':
        return { kind: 'freeDelivery' };
      case 'gift':
        return { kind: 'gift', dishKey: flat.dishKey ?? '', name: flat.name ?? '' };
    }
  }),
);

const someOf = <T extends z.core.SomeType>(item: T, max: number) =>
  z.array(item).check(z.minLength(1, offersMessages.scope), z.maxLength(max, offersMessages.scope));

const scopeKinds = ['order', 'venues', 'categories', 'dishes'] as const;
const flatScopeSchema = z
  .strictObject({
    kind: z.enum(scopeKinds),
    venueIds: z.optional(someOf(venueIdField(), 3)),
    categoryIds: z.optional(someOf(idField(), 50)),
    dishKeys: z.optional(someOf(dishKeyField, 100)),
  })
  .check(
    fieldsOfKind<(typeof scopeKinds)[number]>(
      { venues: ['venueIds'], categories: ['categoryIds'], dishes: ['dishKeys'] },
      ['venueIds', 'categoryIds', 'dishKeys'],
    ),
  );

/** Which dishes an offer counts, in the exact shape of promotions.ts's OfferScope. */
export const offerScopeSchema = z.pipe(
  flatScopeSchema,
  z.transform((flat): MutableScope => {
    switch (flat.kind) {
      case 'order':
        return { kind: 'order' };
      case 'venues':
        return { kind: 'venues', venueIds: flat.venueIds ?? [] };
      case 'categories':
        return { kind: 'categories', categoryIds: flat.categoryIds ?? [] };
      case 'dishes':
        return { kind: 'dishes', dishKeys: flat.dishKeys ?? [] };
    }
  }),
);

type MutableScope =
  | { kind: 'order' }
  | { kind: 'venues'; venueIds: number[] }
  | { kind: 'categories'; categoryIds: number[] }
  | { kind: 'dishes'; dishKeys: string[] };

export type StoredOfferBenefit = z.output<typeof offerBenefitSchema>;
export type StoredOfferScope = z.output<typeof offerScopeSchema>;

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

/**
 * A new offer before anything is chosen: 10 % off the whole order, the group's, without a code,
 * with no dates, hours or limits, combining with points only (the back office's empty form; tests'
 * offers with their own fields over it).
 */
export const newOfferDefaults: OfferCreate = {
  code: null,
  title: '',
  benefit: { kind: 'percent', percent: 10, capKopecks: null },
  scope: { kind: 'order' },
  minSubtotalKopecks: 0,
  startsOn: null,
  endsOn: null,
  weekdays: [],
  hours: null,
  firstOrderOnly: false,
  perGuestLimit: null,
  totalLimit: null,
  combinesWithPoints: true,
  combinesWithOffers: false,
  venueId: null,
  active: true,
};

/** PUT /api/staff/offers/:id → staffOfferSchema; 409 `conflict` with `current` when stale. */
export const offerUpdateSchema = z
  .strictObject({ ...offerFields, version: idField() })
  .check(datesInOrder);
export type OfferUpdate = z.infer<typeof offerUpdateSchema>;

/**
 * An answer's benefit and scope: the same flat shapes as a request reads, without the checks
 * and the reshaping (an answer's schema is also its JSON Schema for the OpenAPI document and the
 * serializer, which no transform can be).
 */
const benefitAnswerSchema = z.object({
  kind: z.enum(benefitKinds),
  percent: z.optional(z.int()),
  capKopecks: z.optional(z.nullable(z.int())),
  kopecks: z.optional(z.int()),
  dishKey: z.optional(z.string()),
  name: z.optional(z.string()),
});
const scopeAnswerSchema = z.object({
  kind: z.enum(scopeKinds),
  venueIds: z.optional(z.array(z.int())),
  categoryIds: z.optional(z.array(z.int())),
  dishKeys: z.optional(z.array(z.string())),
});

export const staffOfferSchema = z.object({
  id: z.int(),
  code: z.nullable(z.string()),
  title: z.string(),
  benefit: benefitAnswerSchema,
  scope: scopeAnswerSchema,
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
  /** what those orders came to, kopecks (after their discounts) */
  revenueKopecks: z.int(),
  version: z.int(),
});
/** An offer as answered: its benefit and scope in their exact shapes (the answer is built so). */
export type StaffOffer = Omit<z.infer<typeof staffOfferSchema>, 'benefit' | 'scope'> & {
  benefit: StoredOfferBenefit;
  scope: StoredOfferScope;
};

/** An answer read back as an offer (a conflict's `current`), or null when it is not one. */
export function readStaffOffer(value: unknown): StaffOffer | null {
  const answer = staffOfferSchema.safeParse(value);
  if (!answer.success) return null;
  const benefit = offerBenefitSchema.safeParse(answer.data.benefit);
  const scope = offerScopeSchema.safeParse(answer.data.scope);
  return benefit.success && scope.success
    ? { ...answer.data, benefit: benefit.data, scope: scope.data }
    : null;
}

/** The offers the member may see: an admin every one, a manager their venues'. */
export const staffOffersResponseSchema = z.object({ offers: z.array(staffOfferSchema) });

/** A stored offer as the pricing rules take it. */
export function offerRules(offer: Omit<StaffOffer, 'uses' | 'revenueKopecks'>): Offer {
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
