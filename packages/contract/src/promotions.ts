/**
 * Promo codes, offers and loyalty points as rules (issue 32): whether an offer applies to a
 * basket and why not in the guest's words, what it takes off, how a discount is shared among the
 * lines so that every venue's ticket, the receipt and the payment add up to the guest's total,
 * and what points a tier earns and an order may spend. Pure functions over integer kopecks: the
 * server prices an order with them once; the basket shows the same figures before it asks.
 */
import { formatPrice, toRoubles } from './money';
import { weekdayOfDate } from './opening-hours';
import { venueDate, wallClockAt } from './venue-clock';

/** What an offer gives. */
export type OfferBenefit =
  /** a share of the scoped dishes' sum, optionally capped */
  | { kind: 'percent'; percent: number; capKopecks: number | null }
  /** a sum off the scoped dishes (never more than they cost) */
  | { kind: 'fixed'; kopecks: number }
  /** the delivery fee */
  | { kind: 'freeDelivery' }
  /** one portion of a dish, added to the order at no charge */
  | { kind: 'gift'; dishKey: string; name: string };

/** Which of the basket's dishes an offer counts and discounts. */
export type OfferScope =
  | { kind: 'order' }
  | { kind: 'venues'; venueIds: readonly number[] }
  | { kind: 'categories'; categoryIds: readonly number[] }
  /** by `basketLineKey` ('product:12', 'special:3') */
  | { kind: 'dishes'; dishKeys: readonly string[] };

/** Happy hours: venue time, minutes from midnight; `to` after `from` (no window over midnight). */
export interface OfferHours {
  fromMinutes: number;
  toMinutes: number;
}

export interface Offer {
  id: number;
  /** what the guest types (upper case); null for an offer that applies by itself */
  code: string | null;
  title: string;
  benefit: OfferBenefit;
  scope: OfferScope;
  /** the order's dishes must come to this (0 for any) */
  minSubtotalKopecks: number;
  /** venue dates 'YYYY-MM-DD', inclusive; null for open */
  startsOn: string | null;
  endsOn: string | null;
  /** ISO weekdays 1 (Monday) … 7; empty for every day */
  weekdays: readonly number[];
  hours: OfferHours | null;
  firstOrderOnly: boolean;
  /** uses per guest (phone or account); null for no limit */
  perGuestLimit: number | null;
  /** uses in all; null for no limit */
  totalLimit: number | null;
  combinesWithPoints: boolean;
  combinesWithOffers: boolean;
}

/** A basket line as the rules see it: its dish, venue, category and sum before any discount. */
export interface PricingLine {
  /** the line's own key (order line id or basket line id) */
  key: string;
  /** `basketLineKey` of its dish */
  dishKey: string;
  venueId: number;
  categoryId: number;
  sumKopecks: number;
}

/** What is known of the guest and the offer when it is checked. */
export interface OfferContext {
  /** the instant of the order (its venue clock decides dates, weekdays and hours) */
  at: Date | number;
  /** the guest's earlier orders that were not cancelled */
  guestOrders: number;
  /** this offer's uses by this guest, and by everyone */
  guestUses: number;
  totalUses: number;
}

export const promotionMessages = {
  unknownCode: 'Такого промокода нет',
  used: 'Промокод уже использован',
  exhausted: 'Промокод больше не действует: его использовали',
  expired: 'Срок действия промокода истёк',
  notYet: 'Промокод ещё не действует',
  firstOrderOnly: 'Промокод действует только на первый заказ',
  notForDishes: 'Промокод не действует на блюда в корзине',
  notCombined: 'Промокод не суммируется с другими акциями',
  notWithPoints: 'Промокод не суммируется с оплатой баллами',
  /** 'Подарка по промокоду — Моти — сейчас нет' */
  giftGone: (name: string) => `Подарка по промокоду — ${name} — сейчас нет`,
} as const;

/** Why an order cannot spend the points asked for (a 422 `pointsRefused` says it). */
export const pointsMessages = {
  signIn: 'Баллы можно тратить, войдя в личный кабинет',
  /** 'Сейчас можно оплатить баллами не больше 420' */
  atMost: (points: number) => `Сейчас можно оплатить баллами не больше ${points}`,
} as const;

const WEEKDAY_NAMES = ['', 'пн', 'вт', 'ср', 'чт', 'пт', 'сб', 'вс'] as const;
const hhmm = (minutes: number) =>
  `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;

/** 'Промокод действует от 1 500 Р' */
export const minSubtotalMessage = (kopecks: number) =>
  `Промокод действует от ${formatPrice(toRoubles(kopecks))}`;
/** 'Промокод действует в пн, вт' */
export const weekdaysMessage = (weekdays: readonly number[]) =>
  `Промокод действует в ${[...weekdays]
    .sort((a, b) => a - b)
    .map((day) => WEEKDAY_NAMES[day] ?? '')
    .join(', ')}`;
/** 'Промокод действует с 15:00 до 18:00' */
export const hoursMessage = ({ fromMinutes, toMinutes }: OfferHours) =>
  `Промокод действует с ${hhmm(fromMinutes)} до ${hhmm(toMinutes)}`;

/**
 * The venues' date ('YYYY-MM-DD'), ISO weekday and minute of the day at an instant: an offer's
 * dates and hours are Vladivostok's whatever the server's zone (decision 011).
 */
export function venueMoment(at: Date | number): { date: string; weekday: number; minutes: number } {
  const { year, month, day, hour, minute } = wallClockAt(at);
  return {
    date: venueDate(at),
    weekday: weekdayOfDate(Date.UTC(year, month - 1, day)),
    minutes: hour * 60 + minute,
  };
}

/** The lines an offer's scope takes in. */
export function scopedLines(scope: OfferScope, lines: readonly PricingLine[]): PricingLine[] {
  switch (scope.kind) {
    case 'order':
      return [...lines];
    case 'venues':
      return lines.filter((line) => scope.venueIds.includes(line.venueId));
    case 'categories':
      return lines.filter((line) => scope.categoryIds.includes(line.categoryId));
    case 'dishes':
      return lines.filter((line) => scope.dishKeys.includes(line.dishKey));
  }
}

const sumOf = (lines: readonly PricingLine[]) =>
  lines.reduce((sum, line) => sum + line.sumKopecks, 0);

/**
 * Why the offer does not apply to these lines now, in the guest's words; null when it does. The
 * order's dishes (all venues) count for the minimum; the scope must take in at least one line
 * (a gift or free delivery with the order scope always does once the basket has a dish).
 */
export function offerRefusal(
  offer: Offer,
  lines: readonly PricingLine[],
  context: OfferContext,
): string | null {
  const { date, weekday, minutes } = venueMoment(context.at);
  if (offer.startsOn !== null && date < offer.startsOn) return promotionMessages.notYet;
  if (offer.endsOn !== null && date > offer.endsOn) return promotionMessages.expired;
  if (offer.totalLimit !== null && context.totalUses >= offer.totalLimit) {
    return promotionMessages.exhausted;
  }
  if (offer.perGuestLimit !== null && context.guestUses >= offer.perGuestLimit) {
    return promotionMessages.used;
  }
  if (offer.firstOrderOnly && context.guestOrders > 0) return promotionMessages.firstOrderOnly;
  if (offer.weekdays.length > 0 && !offer.weekdays.includes(weekday)) {
    return weekdaysMessage(offer.weekdays);
  }
  if (
    offer.hours !== null &&
    (minutes < offer.hours.fromMinutes || minutes >= offer.hours.toMinutes)
  ) {
    return hoursMessage(offer.hours);
  }
  if (sumOf(lines) < offer.minSubtotalKopecks) return minSubtotalMessage(offer.minSubtotalKopecks);
  if (scopedLines(offer.scope, lines).length === 0) return promotionMessages.notForDishes;
  return null;
}

/**
 * `total` kopecks shared among `weights` in proportion, in whole kopecks that add up to it
 * exactly (largest remainder; ties to the earlier), no share above its weight. `total` above the
 * weights' sum is cut to it.
 */
export function allocate(total: number, weights: readonly number[]): number[] {
  const whole = weights.reduce((sum, weight) => sum + weight, 0);
  const amount = Math.min(Math.max(0, Math.floor(total)), whole);
  if (whole === 0) return weights.map(() => 0);
  const exact = weights.map((weight) => (amount * weight) / whole);
  const shares = exact.map(Math.floor);
  let left = amount - shares.reduce((sum, share) => sum + share, 0);
  const order = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of order) {
    if (left === 0) break;
    if ((shares[index] ?? 0) < (weights[index] ?? 0)) {
      shares[index] = (shares[index] ?? 0) + 1;
      left -= 1;
    }
  }
  return shares;
}

/** What an applied offer takes off: per line (by key), off the delivery fee, and a gift. */
export interface OfferDiscount {
  lines: Map<string, number>;
  deliveryKopecks: number;
  gift: { dishKey: string; name: string } | null;
}

/** The discount of an offer that applies (see `offerRefusal`). */
export function offerDiscount(
  offer: Offer,
  lines: readonly PricingLine[],
  deliveryFeeKopecks: number,
): OfferDiscount {
  const scoped = scopedLines(offer.scope, lines);
  const scopedSum = sumOf(scoped);
  const { benefit } = offer;
  let amount = 0;
  if (benefit.kind === 'percent') {
    amount = Math.floor((scopedSum * benefit.percent) / 100);
    if (benefit.capKopecks !== null) amount = Math.min(amount, benefit.capKopecks);
  } else if (benefit.kind === 'fixed') {
    amount = Math.min(benefit.kopecks, scopedSum);
  }
  const shares = allocate(
    amount,
    scoped.map((line) => line.sumKopecks),
  );
  return {
    lines: new Map(scoped.map((line, index) => [line.key, shares[index] ?? 0])),
    deliveryKopecks: benefit.kind === 'freeDelivery' ? deliveryFeeKopecks : 0,
    gift: benefit.kind === 'gift' ? { dishKey: benefit.dishKey, name: benefit.name } : null,
  };
}

/** A loyalty tier: from what a guest spent over the last 90 days, the share of a payment earned. */
export interface LoyaltyTier {
  name: string;
  fromKopecks: number;
  ratePercent: number;
}

export interface LoyaltyRules {
  /** ascending by `fromKopecks`, the first from 0 */
  tiers: readonly LoyaltyTier[];
  /** the share of an order's dishes points may pay */
  maxSharePercent: number;
  /** days a point lives after it is earned */
  lifetimeDays: number;
  /** points a new account gets (the welcome bonus); 0: off */
  welcomePoints: number;
  /** points an account gets on its birthday (the birthday bonus, decision 085); 0: off */
  birthdayPoints: number;
}

/** The group's rules until admins set others (issue 32: 3 / 5 / 7 %, 30 %, 365 days). */
export const DEFAULT_LOYALTY_RULES: LoyaltyRules = {
  tiers: [
    { name: 'Гость', fromKopecks: 0, ratePercent: 3 },
    { name: 'Друг', fromKopecks: 15_000_00, ratePercent: 5 },
    { name: 'Свой', fromKopecks: 40_000_00, ratePercent: 7 },
  ],
  maxSharePercent: 30,
  lifetimeDays: 365,
  welcomePoints: 0,
  birthdayPoints: 0,
};

/** The tier of a guest who spent `spentKopecks` over the last 90 days. */
export function loyaltyTier(rules: LoyaltyRules, spentKopecks: number): LoyaltyTier {
  let tier = rules.tiers[0];
  for (const candidate of rules.tiers) {
    if (spentKopecks >= candidate.fromKopecks) tier = candidate;
  }
  if (!tier) throw new Error('loyalty rules without a tier');
  return tier;
}

/** Points (one a rouble) earned on `paidKopecks` actually paid for dishes, rounded down. */
export function pointsEarned(tier: LoyaltyTier, paidKopecks: number): number {
  return Math.floor((Math.max(0, paidKopecks) * tier.ratePercent) / 100 / 100);
}

/** The most points an order may spend: its dishes' share, whole roubles, not above the balance. */
export function maxPointsToSpend(
  rules: Pick<LoyaltyRules, 'maxSharePercent'>,
  dishesKopecks: number,
  balance: number,
): number {
  const share = Math.floor((Math.max(0, dishesKopecks) * rules.maxSharePercent) / 100 / 100);
  return Math.max(0, Math.min(share, Math.floor(balance)));
}

/** What a discount takes off in all: its lines and the delivery (a gift counts as its dish's worth). */
export const discountWorth = (discount: OfferDiscount, giftKopecks = 0): number =>
  [...discount.lines.values()].reduce((sum, kopecks) => sum + kopecks, 0) +
  discount.deliveryKopecks +
  (discount.gift ? giftKopecks : 0);

/**
 * Of the automatic offers that apply to a basket, the ones it gets (decision 084): with a code,
 * only those that combine with other offers when the code does too; then either every one that
 * combines with the others, or the single one worth most, whichever takes more off (ties to the
 * combining ones). Points exclude an offer that does not combine with them before this.
 */
export function automaticOffersToApply<
  T extends { offer: Pick<Offer, 'combinesWithOffers'>; discount: OfferDiscount },
>(applying: readonly T[], code: Pick<Offer, 'combinesWithOffers'> | null): T[] {
  const allowed = code
    ? applying.filter((one) => code.combinesWithOffers && one.offer.combinesWithOffers)
    : applying;
  const combining = allowed.filter((one) => one.offer.combinesWithOffers);
  const best = allowed.reduce<T | null>(
    (top, one) =>
      top === null || discountWorth(one.discount) > discountWorth(top.discount) ? one : top,
    null,
  );
  if (best === null) return [];
  const together = combining.reduce((sum, one) => sum + discountWorth(one.discount), 0);
  return together >= discountWorth(best.discount) && combining.length > 0 ? combining : [best];
}

/** What the guest pays for a kept order line: its sum less its shares of offers and points. */
export const linePayKopecks = (line: {
  sumKopecks: number;
  offerKopecks: number;
  pointsKopecks: number;
}): number => line.sumKopecks - line.offerKopecks - line.pointsKopecks;

/** A priced line after offers and points: what the guest pays for it, the receipt's line sum. */
export interface DiscountedLine extends PricingLine {
  offerKopecks: number;
  pointsKopecks: number;
  payKopecks: number;
}

export interface PricedBasket {
  lines: DiscountedLine[];
  deliveryFeeKopecks: number;
  deliveryDiscountKopecks: number;
  /** the dishes before discounts, the offers' and the points' discount, and what is paid */
  dishesKopecks: number;
  offerKopecks: number;
  pointsKopecks: number;
  totalKopecks: number;
  /** per venue: what its ticket is for (dishes after their discounts) */
  venues: Map<number, number>;
}

/**
 * One price: the lines with the offers' discounts, then the points spent shared over what is
 * left of the dishes (never the delivery), so that the lines' pay plus the delivery is the total
 * and each venue's ticket is its lines' pay.
 */
export function priceBasket(
  lines: readonly PricingLine[],
  deliveryFeeKopecks: number,
  discounts: readonly OfferDiscount[],
  points: number,
): PricedBasket {
  const offerOf = new Map<string, number>();
  let deliveryDiscount = 0;
  for (const discount of discounts) {
    for (const [key, kopecks] of discount.lines) {
      offerOf.set(key, (offerOf.get(key) ?? 0) + kopecks);
    }
    deliveryDiscount += discount.deliveryKopecks;
  }
  // Two offers on one line never take it below zero.
  const afterOffers = lines.map((line) =>
    Math.max(0, line.sumKopecks - (offerOf.get(line.key) ?? 0)),
  );
  const pointsShares = allocate(Math.max(0, Math.floor(points)) * 100, afterOffers);
  const priced = lines.map((line, index): DiscountedLine => {
    const left = afterOffers[index] ?? 0;
    const pointsKopecks = pointsShares[index] ?? 0;
    return {
      ...line,
      offerKopecks: line.sumKopecks - left,
      pointsKopecks,
      payKopecks: left - pointsKopecks,
    };
  });
  const venues = new Map<number, number>();
  for (const line of priced) {
    venues.set(line.venueId, (venues.get(line.venueId) ?? 0) + line.payKopecks);
  }
  const delivery = Math.max(0, deliveryFeeKopecks - deliveryDiscount);
  const sum = (pick: (line: DiscountedLine) => number) =>
    priced.reduce((total, line) => total + pick(line), 0);
  return {
    lines: priced,
    deliveryFeeKopecks,
    deliveryDiscountKopecks: deliveryFeeKopecks - delivery,
    dishesKopecks: sum((line) => line.sumKopecks),
    offerKopecks: sum((line) => line.offerKopecks),
    pointsKopecks: sum((line) => line.pointsKopecks),
    totalKopecks: sum((line) => line.payKopecks) + delivery,
    venues,
  };
}

/** A line of a guest's points history: earned (+), spent (−), returned (+), adjusted (±). */
export interface PointsEntry {
  points: number;
  /** the entry's instant (ms) */
  at: number;
  /** an earned lot's end (ms); null for entries that do not expire themselves */
  expiresAt: number | null;
}

/** A lot of earned (or added) points still to spend, and when it runs out. */
export interface PointsLot {
  points: number;
  expiresAt: number | null;
}

/**
 * The balance at `now` from the history, oldest first: every addition is a lot, every
 * deduction takes from the lots that run out first; a lot past its end is gone (expired) with
 * what was left of it. Never below zero: a deduction beyond the lots takes what there is.
 */
export function pointsBalance(
  entries: readonly PointsEntry[],
  now: number,
): { balance: number; expired: number; lots: PointsLot[] } {
  let lots: PointsLot[] = [];
  let expired = 0;
  const dropExpired = (at: number) => {
    for (const lot of lots) {
      if (lot.expiresAt !== null && lot.expiresAt <= at) expired += lot.points;
    }
    lots = lots.filter((lot) => lot.expiresAt === null || lot.expiresAt > at);
  };
  const byEnd = (a: PointsLot, b: PointsLot) =>
    (a.expiresAt ?? Number.POSITIVE_INFINITY) - (b.expiresAt ?? Number.POSITIVE_INFINITY);
  for (const entry of [...entries].sort((a, b) => a.at - b.at)) {
    dropExpired(entry.at);
    if (entry.points > 0) {
      lots.push({ points: entry.points, expiresAt: entry.expiresAt });
      continue;
    }
    let owed = -entry.points;
    for (const lot of [...lots].sort(byEnd)) {
      if (owed === 0) break;
      const taken = Math.min(lot.points, owed);
      lot.points -= taken;
      owed -= taken;
    }
    lots = lots.filter((lot) => lot.points > 0);
  }
  dropExpired(now);
  return {
    balance: lots.reduce((sum, lot) => sum + lot.points, 0),
    expired,
    lots: lots.sort(byEnd),
  };
}
