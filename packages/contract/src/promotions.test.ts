import { describe, expect, it } from 'vitest';
import {
  allocate,
  automaticOffersToApply,
  DEFAULT_LOYALTY_RULES,
  loyaltyTier,
  maxPointsToSpend,
  minSubtotalMessage,
  type Offer,
  type OfferContext,
  offerDiscount,
  offerRefusal,
  type PricingLine,
  pointsBalance,
  pointsEarned,
  priceBasket,
  promotionMessages,
  venueMoment,
} from './promotions';

/** 2026-12-02 14:30 in Vladivostok (UTC+10), a Wednesday. */
const WEDNESDAY_AFTERNOON = Date.UTC(2026, 11, 2, 4, 30);

const offer = (overrides: Partial<Offer> = {}): Offer => ({
  id: 1,
  code: 'ВКУСНО10',
  title: 'Минус 10 %',
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
  ...overrides,
});

const context = (overrides: Partial<OfferContext> = {}): OfferContext => ({
  at: WEDNESDAY_AFTERNOON,
  guestOrders: 0,
  guestUses: 0,
  totalUses: 0,
  ...overrides,
});

// A burger at the gastropub (venue 1, category 10), rolls at Sibumi (2, 20), a cake (3, 30).
const lines: PricingLine[] = [
  { key: 'a', dishKey: 'product:1', venueId: 1, categoryId: 10, sumKopecks: 690_00 },
  { key: 'b', dishKey: 'product:2', venueId: 2, categoryId: 20, sumKopecks: 1_240_00 },
  { key: 'c', dishKey: 'special:3', venueId: 3, categoryId: 30, sumKopecks: 333_33 },
];

describe('venueMoment', () => {
  it('reads the Vladivostok date, ISO weekday and minute, whatever the instant’s UTC day', () => {
    expect(venueMoment(WEDNESDAY_AFTERNOON)).toEqual({
      date: '2026-12-02',
      weekday: 3,
      minutes: 14 * 60 + 30,
    });
    // 22:00 UTC on Saturday is 08:00 on Sunday in Vladivostok.
    expect(venueMoment(Date.UTC(2026, 11, 5, 22, 0))).toEqual({
      date: '2026-12-06',
      weekday: 7,
      minutes: 8 * 60,
    });
  });
});

describe('offerRefusal', () => {
  it('applies when nothing stands in the way', () => {
    expect(offerRefusal(offer(), lines, context())).toBeNull();
  });

  it('says the minimum sum in roubles, counting every venue’s dishes', () => {
    const big = offer({ minSubtotalKopecks: 1_500_00 });
    expect(minSubtotalMessage(1_500_00)).toBe('Промокод действует от 1\u00a0500\u00a0Р');
    expect(offerRefusal(big, lines.slice(0, 1), context())).toBe(minSubtotalMessage(1_500_00));
    expect(offerRefusal(big, lines, context())).toBeNull();
  });

  it('refuses before its first day and after its last, by the venues’ date', () => {
    expect(offerRefusal(offer({ startsOn: '2026-12-03' }), lines, context())).toBe(
      promotionMessages.notYet,
    );
    expect(offerRefusal(offer({ endsOn: '2026-12-01' }), lines, context())).toBe(
      promotionMessages.expired,
    );
    expect(
      offerRefusal(offer({ startsOn: '2026-12-02', endsOn: '2026-12-02' }), lines, context()),
    ).toBeNull();
  });

  it('keeps to its weekdays and happy hours', () => {
    expect(offerRefusal(offer({ weekdays: [5, 1] }), lines, context())).toBe(
      'Промокод действует в пн, пт',
    );
    const happy = offer({ hours: { fromMinutes: 15 * 60, toMinutes: 18 * 60 } });
    expect(offerRefusal(happy, lines, context())).toBe('Промокод действует с 15:00 до 18:00');
    expect(offerRefusal(happy, lines, context({ at: WEDNESDAY_AFTERNOON + 3_600_000 }))).toBeNull();
    // The end is not in the window.
    expect(offerRefusal(happy, lines, context({ at: WEDNESDAY_AFTERNOON + 3.5 * 3_600_000 }))).toBe(
      'Промокод действует с 15:00 до 18:00',
    );
  });

  it('counts the guest’s uses, everyone’s uses and earlier orders', () => {
    expect(offerRefusal(offer({ perGuestLimit: 1 }), lines, context({ guestUses: 1 }))).toBe(
      promotionMessages.used,
    );
    expect(offerRefusal(offer({ totalLimit: 100 }), lines, context({ totalUses: 100 }))).toBe(
      promotionMessages.exhausted,
    );
    expect(offerRefusal(offer({ totalLimit: 100 }), lines, context({ totalUses: 99 }))).toBeNull();
    expect(offerRefusal(offer({ firstOrderOnly: true }), lines, context({ guestOrders: 2 }))).toBe(
      promotionMessages.firstOrderOnly,
    );
  });

  it('needs a dish in its scope', () => {
    const cakes = offer({ scope: { kind: 'venues', venueIds: [3] } });
    expect(offerRefusal(cakes, lines.slice(0, 2), context())).toBe(promotionMessages.notForDishes);
    expect(offerRefusal(cakes, lines, context())).toBeNull();
  });
});

describe('allocate', () => {
  it('shares in proportion, in whole kopecks adding up exactly', () => {
    expect(allocate(100, [100, 100, 100])).toEqual([34, 33, 33]);
    expect(allocate(1000, [690_00, 1_240_00])).toEqual([358, 642]); // 357.51 and 642.49: the kopeck left goes to the larger remainder
  });

  it('never gives a line more than it costs, nor more than all of them', () => {
    expect(allocate(5_000_00, [100_00, 50])).toEqual([100_00, 50]);
    expect(allocate(0, [5, 5])).toEqual([0, 0]);
    expect(allocate(10, [0, 0])).toEqual([0, 0]);
  });

  it('holds over random baskets: the sum, the bounds', () => {
    let seed = 7;
    const random = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed % n;
    };
    for (let run = 0; run < 2_000; run += 1) {
      const weights = Array.from({ length: 1 + random(8) }, () => random(500_000));
      const whole = weights.reduce((a, b) => a + b, 0);
      const total = random(whole + 1000);
      const shares = allocate(total, weights);
      expect(shares.reduce((a, b) => a + b, 0)).toBe(Math.min(total, whole));
      shares.forEach((share, index) => {
        expect(Number.isInteger(share)).toBe(true);
        expect(share).toBeGreaterThanOrEqual(0);
        expect(share).toBeLessThanOrEqual(weights[index] ?? 0);
      });
    }
  });
});

describe('offerDiscount', () => {
  it('takes a percent of the scoped dishes, rounded down to a kopeck, capped', () => {
    const tenPercent = offerDiscount(offer(), lines, 200_00);
    expect([...tenPercent.lines.values()].reduce((a, b) => a + b, 0)).toBe(226_33);
    const capped = offerDiscount(
      offer({ benefit: { kind: 'percent', percent: 50, capKopecks: 300_00 } }),
      lines,
      0,
    );
    expect([...capped.lines.values()].reduce((a, b) => a + b, 0)).toBe(300_00);
  });

  it('takes a fixed sum off a category only, never more than it costs', () => {
    const rolls = offerDiscount(
      offer({
        benefit: { kind: 'fixed', kopecks: 5_000_00 },
        scope: { kind: 'categories', categoryIds: [20] },
      }),
      lines,
      0,
    );
    expect([...rolls.lines]).toEqual([['b', 1_240_00]]);
  });

  it('gives the delivery or a dish', () => {
    expect(offerDiscount(offer({ benefit: { kind: 'freeDelivery' } }), lines, 250_00)).toEqual({
      lines: new Map([
        ['a', 0],
        ['b', 0],
        ['c', 0],
      ]),
      deliveryKopecks: 250_00,
      gift: null,
    });
    const gift = offerDiscount(
      offer({ benefit: { kind: 'gift', dishKey: 'product:9', name: 'Эклер' } }),
      lines,
      0,
    );
    expect(gift.gift).toEqual({ dishKey: 'product:9', name: 'Эклер' });
  });
});

describe('automaticOffersToApply', () => {
  const off = (kopecks: number) => ({
    lines: new Map([['a', kopecks]]),
    deliveryKopecks: 0,
    gift: null,
  });
  const auto = (name: string, kopecks: number, combinesWithOffers: boolean) => ({
    name,
    offer: { combinesWithOffers },
    discount: off(kopecks),
  });
  const names = (chosen: readonly { name: string }[]) => chosen.map((one) => one.name);

  it('stacks the ones that combine, unless one alone takes off more', () => {
    const small = [auto('A', 100_00, true), auto('B', 150_00, true), auto('C', 200_00, false)];
    expect(names(automaticOffersToApply(small, null))).toEqual(['A', 'B']);
    const big = [auto('A', 100_00, true), auto('B', 50_00, true), auto('C', 200_00, false)];
    expect(names(automaticOffersToApply(big, null))).toEqual(['C']);
    expect(automaticOffersToApply([], null)).toEqual([]);
  });

  it('beside a code, only those both combine with', () => {
    const offers = [auto('A', 100_00, true), auto('C', 200_00, false)];
    expect(names(automaticOffersToApply(offers, { combinesWithOffers: true }))).toEqual(['A']);
    expect(automaticOffersToApply(offers, { combinesWithOffers: false })).toEqual([]);
  });
});

describe('loyalty', () => {
  it('finds the tier by 90 days’ spend', () => {
    expect(loyaltyTier(DEFAULT_LOYALTY_RULES, 0).ratePercent).toBe(3);
    expect(loyaltyTier(DEFAULT_LOYALTY_RULES, 14_999_99).ratePercent).toBe(3);
    expect(loyaltyTier(DEFAULT_LOYALTY_RULES, 15_000_00).ratePercent).toBe(5);
    expect(loyaltyTier(DEFAULT_LOYALTY_RULES, 100_000_00).ratePercent).toBe(7);
  });

  it('earns whole points (a rouble each) on what was paid, rounded down', () => {
    const [guest, friend] = DEFAULT_LOYALTY_RULES.tiers;
    if (!guest || !friend) throw new Error('tiers');
    expect(pointsEarned(guest, 2_263_33)).toBe(67); // 3 % of 2 263.33 ₽ = 67.9
    expect(pointsEarned(friend, 99)).toBe(0);
    expect(pointsEarned(friend, -500)).toBe(0);
  });

  it('spends up to 30 % of the dishes, whole roubles, not above the balance', () => {
    expect(maxPointsToSpend(DEFAULT_LOYALTY_RULES, 2_263_33, 10_000)).toBe(678);
    expect(maxPointsToSpend(DEFAULT_LOYALTY_RULES, 2_263_33, 120)).toBe(120);
    expect(maxPointsToSpend(DEFAULT_LOYALTY_RULES, 0, 120)).toBe(0);
  });
});

describe('priceBasket', () => {
  it('adds up: lines’ pay plus delivery is the total, each venue’s ticket is its lines’ pay', () => {
    const discount = offerDiscount(offer(), lines, 200_00);
    const priced = priceBasket(lines, 200_00, [discount], 500);
    expect(priced.dishesKopecks).toBe(2_263_33);
    expect(priced.offerKopecks).toBe(226_33);
    expect(priced.pointsKopecks).toBe(500_00);
    expect(priced.totalKopecks).toBe(2_263_33 - 226_33 - 500_00 + 200_00);
    expect(priced.lines.reduce((sum, line) => sum + line.payKopecks, 0) + 200_00).toBe(
      priced.totalKopecks,
    );
    expect([...priced.venues.values()].reduce((a, b) => a + b, 0) + 200_00).toBe(
      priced.totalKopecks,
    );
    for (const line of priced.lines) {
      expect(line.offerKopecks + line.pointsKopecks + line.payKopecks).toBe(line.sumKopecks);
    }
  });

  it('free delivery takes the fee off; points never pay the delivery', () => {
    const free = offerDiscount(offer({ benefit: { kind: 'freeDelivery' } }), lines, 250_00);
    const priced = priceBasket(lines, 250_00, [free], 1_000_000);
    expect(priced.deliveryDiscountKopecks).toBe(250_00);
    // More points than the dishes: they pay the dishes and no more.
    expect(priced.totalKopecks).toBe(0);
    expect(priced.pointsKopecks).toBe(2_263_33);
  });

  it('two offers on one line never take it below nothing', () => {
    const fixed = offerDiscount(offer({ benefit: { kind: 'fixed', kopecks: 2_000_00 } }), lines, 0);
    const percent = offerDiscount(
      offer({ benefit: { kind: 'percent', percent: 90, capKopecks: null } }),
      lines,
      0,
    );
    const priced = priceBasket(lines, 0, [fixed, percent], 0);
    for (const line of priced.lines) expect(line.payKopecks).toBeGreaterThanOrEqual(0);
    expect(priced.totalKopecks).toBe(0);
  });
});

describe('pointsBalance', () => {
  const day = 86_400_000;
  it('adds lots, spends from the one that runs out first, drops what expired', () => {
    const history = [
      { points: 100, at: 0, expiresAt: 365 * day },
      { points: 50, at: 10 * day, expiresAt: 375 * day },
      { points: -120, at: 20 * day, expiresAt: null },
    ];
    expect(pointsBalance(history, 30 * day)).toEqual({
      balance: 30,
      expired: 0,
      lots: [{ points: 30, expiresAt: 375 * day }],
    });
    expect(pointsBalance(history, 380 * day)).toEqual({ balance: 0, expired: 30, lots: [] });
  });

  it('an expired lot is not spent later; a deduction beyond the balance stops at zero', () => {
    const history = [
      { points: 100, at: 0, expiresAt: 10 * day },
      { points: 40, at: 5 * day, expiresAt: 400 * day },
      { points: -60, at: 20 * day, expiresAt: null },
    ];
    expect(pointsBalance(history, 30 * day)).toEqual({ balance: 0, expired: 100, lots: [] });
  });

  it('an adjustment without an end never expires', () => {
    expect(pointsBalance([{ points: 25, at: 0, expiresAt: null }], 10_000 * day).balance).toBe(25);
  });
});
