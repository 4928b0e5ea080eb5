import { describe, expect, it } from 'vitest';
import {
  earliestPlan,
  isPreorder,
  KITCHEN_WINDOW_MS,
  type Kitchen,
  partNeed,
  planBackFrom,
  planForSlot,
  quoteAsap,
  ticketSendAt,
  windowOf,
} from './kitchen-load';
import { leadTimeMessage, leadTimeWords, slotDayLabel } from './kitchen-times';

const MINUTE = 60_000;
// 2026-11-28 18:00 in Vladivostok (UTC+10): a window's start.
const six = Date.UTC(2026, 10, 28, 8, 0);
const kitchen = (
  capacityMinutes: number,
  load: [number, number][] = [],
  busyMinutes = 0,
): Kitchen => ({
  capacityMinutes,
  load: new Map(load),
  busyMinutes,
});
const total = (takes: Map<number, number>) => [...takes.values()].reduce((a, b) => a + b, 0);

describe('a part of an order and its kitchen', () => {
  it('needs every portion and is never sooner than its slowest dish', () => {
    expect(
      partNeed([
        { makeMinutes: 10, count: 3 },
        { makeMinutes: 25, count: 1 },
      ]),
    ).toEqual({
      makeMinutes: 55,
      slowestMinutes: 25,
    });
  });

  it('an empty kitchen has it ready after its slowest dish', () => {
    const plan = earliestPlan(kitchen(60), { makeMinutes: 20, slowestMinutes: 15 }, six);
    expect(plan?.readyAt).toBe(six + 15 * MINUTE);
    expect(total(plan?.takes ?? new Map())).toBe(20);
  });

  it('waits behind the orders already in the windows', () => {
    // 18:00 and 18:15 are full; the part is cooked from 18:30.
    const full = kitchen(60, [
      [six, 60],
      [six + KITCHEN_WINDOW_MS, 60],
    ]);
    const plan = earliestPlan(full, { makeMinutes: 30, slowestMinutes: 10 }, six);
    expect(plan?.startAt).toBe(six + 30 * MINUTE);
    // 7½ minutes of the kitchen's work, but its slowest dish takes 10 from the start at 18:30
    // (not from the moment it was asked for: bench/kitchen.ts found every queued order late).
    expect(plan?.readyAt).toBe(six + 40 * MINUTE);
    expect([...(plan?.takes.keys() ?? [])]).toEqual([six + 2 * KITCHEN_WINDOW_MS]);
  });

  it('in a window under way, what is booked in it is still to cook before a new part', () => {
    // 18:10: 20 make-minutes are booked in the 18:00 window, whose last 5 minutes hold 20 in
    // all; the orders that booked them may have come at 18:09, so the new part waits for 18:15.
    const plan = earliestPlan(
      kitchen(60, [[six, 20]]),
      { makeMinutes: 20, slowestMinutes: 5 },
      six + 10 * MINUTE,
    );
    expect(plan?.startAt).toBe(six + 15 * MINUTE);
    expect([...(plan?.takes ?? [])]).toEqual([[six + KITCHEN_WINDOW_MS, 20]]);
    // with room left after what is booked, it starts once that is cooked
    const roomy = earliestPlan(
      kitchen(60, [[six, 8]]),
      { makeMinutes: 20, slowestMinutes: 5 },
      six + 10 * MINUTE,
    );
    expect(roomy?.startAt).toBe(six + 12 * MINUTE);
    expect(roomy?.takes.get(six)).toBe(12);
  });

  it('spreads a big part over windows, at the kitchen’s pace', () => {
    const plan = earliestPlan(kitchen(60), { makeMinutes: 150, slowestMinutes: 10 }, six);
    expect(plan?.takes.get(six)).toBe(60);
    expect(plan?.takes.get(six + KITCHEN_WINDOW_MS)).toBe(60);
    expect(plan?.takes.get(six + 2 * KITCHEN_WINDOW_MS)).toBe(30);
    expect(plan?.readyAt).toBe(six + 37.5 * MINUTE);
  });

  it('in the middle of a window takes only what is left of it', () => {
    const plan = earliestPlan(
      kitchen(60),
      { makeMinutes: 60, slowestMinutes: 5 },
      six + 10 * MINUTE,
    );
    expect(plan?.takes.get(six)).toBe(20);
    expect(plan?.takes.get(six + KITCHEN_WINDOW_MS)).toBe(40);
    expect(plan?.readyAt).toBe(six + 25 * MINUTE);
  });

  it('planned back from a moment, it takes the latest free capacity and never starts before now', () => {
    const need = { makeMinutes: 90, slowestMinutes: 10 };
    const plan = planBackFrom(kitchen(60), need, six + 60 * MINUTE, six);
    expect(plan?.takes.get(six + 3 * KITCHEN_WINDOW_MS)).toBe(60);
    expect(plan?.takes.get(six + 2 * KITCHEN_WINDOW_MS)).toBe(30);
    expect(plan?.startAt).toBe(six + 37.5 * MINUTE);
    expect(planBackFrom(kitchen(60), need, six + 20 * MINUTE, six)).toBeNull();
    // a slow dish must start before the free capacity just before the moment: the part takes
    // the windows it is cooked in from that start, not the ones before the moment
    const slow = planBackFrom(
      kitchen(60),
      { makeMinutes: 20, slowestMinutes: 20 },
      six + 20 * MINUTE,
      six,
    );
    expect(slow?.startAt).toBe(six);
    expect([...(slow?.takes ?? [])]).toEqual([[six, 20]]);
    // too soon for its slowest dish
    expect(
      planBackFrom(kitchen(60), { makeMinutes: 5, slowestMinutes: 30 }, six + 20 * MINUTE, six),
    ).toBeNull();
  });
});

describe('quoting an order', () => {
  it('"as soon as possible" grows with the queue: the 20th order of a rush waits longer than the first', () => {
    const load = new Map<number, number>();
    const promises: number[] = [];
    for (let index = 0; index < 20; index++) {
      const quote = quoteAsap(
        [
          {
            venueId: 1,
            kitchen: { capacityMinutes: 60, load, busyMinutes: 0 },
            need: { makeMinutes: 30, slowestMinutes: 20 },
          },
        ],
        six,
        30,
      );
      if (!quote) throw new Error('no quote');
      promises.push(quote.promisedAt);
      for (const [window, minutes] of quote.parts[0]?.takes ?? []) {
        load.set(window, (load.get(window) ?? 0) + minutes);
      }
    }
    expect(promises[0]).toBe(six + 50 * MINUTE);
    // 20 × 30 make-minutes at 60 per quarter hour: the last is cooked at about 18:150.
    expect(promises[19]).toBeGreaterThanOrEqual(six + 150 * MINUTE);
    // promises never go back and are not all the same quarter hour
    for (let index = 1; index < 20; index++) {
      expect(promises[index]).toBeGreaterThanOrEqual(promises[index - 1] ?? 0);
    }
    expect(new Set(promises).size).toBeGreaterThan(10);
  });

  it('the kitchen that sets the time starts at once, and the next order right after it', () => {
    // 18:03:30: the first is ready at 18:18:30, promised for 18:19; planned back from 18:19 it
    // would start at 18:04 and leave half a minute of the kitchen idle that the load cannot show.
    const load = new Map<number, number>();
    const starts: number[] = [];
    for (const need of [
      { makeMinutes: 20, slowestMinutes: 15 },
      { makeMinutes: 20, slowestMinutes: 10 },
    ]) {
      const quote = quoteAsap(
        [{ venueId: 1, kitchen: { capacityMinutes: 60, load, busyMinutes: 0 }, need }],
        six + 3.5 * MINUTE,
        0,
      );
      const part = quote?.parts[0];
      if (!part) throw new Error('no quote');
      starts.push(part.startAt);
      for (const [window, minutes] of part.takes) {
        load.set(window, (load.get(window) ?? 0) + minutes);
      }
    }
    expect(starts).toEqual([six + 3.5 * MINUTE, six + 8.5 * MINUTE]);
  });

  it('kitchens finish together: the quicker one starts later, and each kitchen’s own time is kept', () => {
    const busyPastry = kitchen(30, [
      [six, 30],
      [six + KITCHEN_WINDOW_MS, 30],
    ]);
    const quote = quoteAsap(
      [
        { venueId: 1, kitchen: kitchen(60), need: { makeMinutes: 20, slowestMinutes: 15 } },
        { venueId: 3, kitchen: busyPastry, need: { makeMinutes: 30, slowestMinutes: 10 } },
      ],
      six,
      40,
    );
    const [pub, pastry] = quote?.parts ?? [];
    // the pastry shop's two full quarter hours, then 30 make-minutes at 30 a quarter hour
    expect(pastry?.ownReadyAt).toBe(six + 45 * MINUTE);
    expect(pub?.ownReadyAt).toBe(six + 15 * MINUTE);
    expect(quote?.readyAt).toBe(six + 45 * MINUTE);
    expect(quote?.promisedAt).toBe(six + 85 * MINUTE);
    // the gastropub starts its slowest dish's 15 minutes before, not at once
    expect(pub?.readyAt).toBe(six + 45 * MINUTE);
    expect(pub?.startAt).toBe(six + 30 * MINUTE);
    expect(pastry?.startAt).toBe(six + 30 * MINUTE);
  });

  it('busy mode adds its minutes on top of the queue', () => {
    const need = { makeMinutes: 10, slowestMinutes: 10 };
    const calm = quoteAsap([{ venueId: 1, kitchen: kitchen(60), need }], six, 0);
    const busy = quoteAsap([{ venueId: 1, kitchen: kitchen(60, [], 20), need }], six, 0);
    expect((busy?.promisedAt ?? 0) - (calm?.promisedAt ?? 0)).toBe(20 * MINUTE);
  });

  it('a slot whose kitchen is full is refused, a later one is kept', () => {
    const need = { makeMinutes: 30, slowestMinutes: 10 };
    const full = kitchen(60, [
      [six, 60],
      [six + KITCHEN_WINDOW_MS, 60],
      [six + 2 * KITCHEN_WINDOW_MS, 60],
      [six + 3 * KITCHEN_WINDOW_MS, 60],
    ]);
    const parts = [{ venueId: 1, kitchen: full, need }];
    expect(planForSlot(parts, six, six + 90 * MINUTE, 30)).toBeNull();
    const later = planForSlot(parts, six, six + 120 * MINUTE, 30);
    expect(later?.readyAt).toBe(six + 90 * MINUTE);
    expect(later?.parts[0]?.takes.get(six + 5 * KITCHEN_WINDOW_MS)).toBe(30);
  });

  it('a slot too soon for the slowest dish and the courier is refused', () => {
    const parts = [
      { venueId: 1, kitchen: kitchen(60), need: { makeMinutes: 10, slowestMinutes: 20 } },
    ];
    expect(planForSlot(parts, six, six + 30 * MINUTE, 30)).toBeNull();
    expect(planForSlot(parts, six, six + 60 * MINUTE, 30)).not.toBeNull();
  });
});

describe('pre-orders', () => {
  it('a ticket waits until the notice before its start', () => {
    const start = six + 3 * 24 * 60 * MINUTE;
    const sendAt = ticketSendAt(start, six, 60);
    expect(sendAt).toBe(start - 60 * MINUTE);
    expect(isPreorder(sendAt, six)).toBe(true);
    expect(ticketSendAt(six + 30 * MINUTE, six, 60)).toBe(six);
    expect(isPreorder(six, six)).toBe(false);
    // tomorrow evening is not a pre-order: the kitchen has it at once, with its time
    expect(ticketSendAt(six + 25 * 60 * MINUTE, six, 60)).toBe(six);
    // the day after tomorrow by the venues' calendar: at 23:30 on the 28th, 00:30 on the 30th is
    // a pre-order although it is 25 hours away
    const late = Date.UTC(2026, 10, 28, 13, 30);
    const early = Date.UTC(2026, 10, 29, 14, 30);
    expect(ticketSendAt(early, late, 60)).toBe(early - 60 * MINUTE);
  });

  it('dishes made days ahead say so, and from which date', () => {
    expect(leadTimeWords(48)).toBe('за 2 дня');
    expect(leadTimeWords(24)).toBe('за 1 день');
    expect(leadTimeWords(120)).toBe('за 5 дней');
    expect(leadTimeWords(12)).toBe('за 12 часов');
    expect(leadTimeWords(1)).toBe('за 1 час');
    // ordered on 28 November at 18:00 in Vladivostok
    expect(leadTimeMessage('Наполеон', 48, six)).toBe(
      '«Наполеон» готовим за 2 дня — выберите дату от 30 ноября',
    );
    // at 23:30 the lead crosses into the next day by the venues' clock, not UTC's
    expect(leadTimeMessage('Наполеон', 24, Date.UTC(2026, 10, 28, 13, 30))).toBe(
      '«Наполеон» готовим за 1 день — выберите дату от 29 ноября',
    );
    expect(leadTimeMessage('Наполеон', 24, Date.UTC(2026, 10, 28, 14, 30))).toBe(
      '«Наполеон» готовим за 1 день — выберите дату от 30 ноября',
    );
  });

  it('names later days by weekday and date', () => {
    expect(slotDayLabel('today', six)).toBe('Сегодня');
    expect(slotDayLabel('later', six + 2 * 24 * 60 * MINUTE)).toBe('пн, 30 ноября');
  });

  it('windows are the quarter hours of the clock', () => {
    expect(windowOf(six + 14 * MINUTE)).toBe(six);
    expect(windowOf(six + 15 * MINUTE)).toBe(six + KITCHEN_WINDOW_MS);
  });
});

describe('many orders for one slot', () => {
  it('a slot keeps taking one-dish orders while the windows before it have minutes', () => {
    const load = new Map<number, number>();
    const readyBy = six + 110 * MINUTE; // 19:50, courier 40 → slot 20:30
    let taken = 0;
    for (let index = 0; index < 12; index++) {
      const plan = planForSlot(
        [
          {
            venueId: 1,
            kitchen: { capacityMinutes: 60, load, busyMinutes: 0 },
            need: { makeMinutes: 10, slowestMinutes: 10 },
          },
        ],
        six,
        readyBy + 40 * MINUTE,
        40,
      );
      if (!plan) break;
      taken++;
      for (const [window, minutes] of plan.parts[0]?.takes ?? []) {
        load.set(window, (load.get(window) ?? 0) + minutes);
      }
    }
    expect(taken).toBe(12);
  });
});
