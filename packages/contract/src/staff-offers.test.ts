import { describe, expect, it } from 'vitest';
import {
  type OfferCreate,
  offerCreateSchema,
  offersMessages,
  readStaffOffer,
} from './staff-offers';

const valid: OfferCreate = {
  code: 'ВКУСНО10',
  title: 'Минус 10 % на первый заказ',
  benefit: { kind: 'percent', percent: 10, capKopecks: null },
  scope: { kind: 'order' },
  minSubtotalKopecks: 1_500_00,
  startsOn: '2026-12-01',
  endsOn: '2026-12-31',
  weekdays: [],
  hours: null,
  firstOrderOnly: true,
  perGuestLimit: 1,
  totalLimit: null,
  combinesWithPoints: true,
  combinesWithOffers: false,
  venueId: null,
  active: true,
};

const messagesOf = (input: unknown) => {
  const parsed = offerCreateSchema.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
};

describe('offerCreateSchema', () => {
  it('takes a whole offer and keeps the code as typed upper-cased and trimmed', () => {
    const parsed = offerCreateSchema.parse({ ...valid, code: ' vkusno10 ' });
    expect(parsed.code).toBe('VKUSNO10');
  });

  it('refuses a code with a space, too short or too long, in its words', () => {
    for (const code of ['ВКУС НО', 'AB', 'A'.repeat(33), 'КОД!']) {
      expect(messagesOf({ ...valid, code })).toEqual([offersMessages.code]);
    }
    expect(messagesOf({ ...valid, code: null })).toEqual([]);
  });

  it('refuses a percent outside 1..100, a fixed sum of nothing, and markup in a title', () => {
    expect(
      messagesOf({ ...valid, benefit: { kind: 'percent', percent: 0, capKopecks: null } }),
    ).toEqual([offersMessages.percent]);
    expect(messagesOf({ ...valid, benefit: { kind: 'fixed', kopecks: 0 } })).toEqual([
      offersMessages.kopecks,
    ]);
    expect(messagesOf({ ...valid, title: '<b>Скидка</b>' })).toEqual([offersMessages.title]);
  });

  it('needs dates that exist and in order, weekdays once each, hours within a day', () => {
    expect(messagesOf({ ...valid, startsOn: '2026-02-30' })).toEqual([offersMessages.date]);
    expect(messagesOf({ ...valid, endsOn: '2026-11-30' })).toEqual([offersMessages.dates]);
    expect(messagesOf({ ...valid, weekdays: [1, 1] })).toEqual([offersMessages.weekdays]);
    expect(messagesOf({ ...valid, hours: { fromMinutes: 18 * 60, toMinutes: 15 * 60 } })).toEqual([
      offersMessages.hours,
    ]);
  });

  it('a scope names at least one venue, category or dish of ours', () => {
    expect(messagesOf({ ...valid, scope: { kind: 'venues', venueIds: [] } })).toEqual([
      offersMessages.scope,
    ]);
    expect(messagesOf({ ...valid, scope: { kind: 'venues', venueIds: [4] } })).toEqual([
      offersMessages.venue,
    ]);
    expect(messagesOf({ ...valid, scope: { kind: 'dishes', dishKeys: ['product:12'] } })).toEqual(
      [],
    );
  });

  it('a benefit and a scope take the fields of their kind and no others', () => {
    expect(messagesOf({ ...valid, benefit: { kind: 'fixed' } })).toEqual([
      offersMessages.kindFields,
    ]);
    expect(
      messagesOf({
        ...valid,
        benefit: { kind: 'percent', percent: 10, capKopecks: null, kopecks: 500 },
      }),
    ).toEqual([offersMessages.kindFields]);
    expect(messagesOf({ ...valid, scope: { kind: 'order', venueIds: [1] } })).toEqual([
      offersMessages.kindFields,
    ]);
    const parsed = offerCreateSchema.parse({
      ...valid,
      benefit: { kind: 'gift', dishKey: 'product:7', name: 'Эклер' },
      scope: { kind: 'categories', categoryIds: [3] },
    });
    expect(parsed.benefit).toEqual({ kind: 'gift', dishKey: 'product:7', name: 'Эклер' });
    expect(parsed.scope).toEqual({ kind: 'categories', categoryIds: [3] });
  });

  it('reads an answer back as an offer of exact shapes, or not at all', () => {
    const answer = {
      ...offerCreateSchema.parse(valid),
      id: 1,
      uses: 0,
      revenueKopecks: 0,
      version: 2,
    };
    expect(readStaffOffer(answer)?.benefit).toEqual(valid.benefit);
    expect(readStaffOffer({ ...answer, benefit: { kind: 'fixed' } })).toBeNull();
    expect(readStaffOffer({ errType: 'conflict' })).toBeNull();
  });
});
