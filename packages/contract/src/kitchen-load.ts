/**
 * Kitchen load (issue 33 item 1–2, decision 087): each venue's kitchen has a capacity — the
 * make-minutes it can cook in every 15-minute window — and each order's part needs its dishes'
 * make-minutes. A part takes capacity from the windows it is cooked in, so the orders already
 * there push a new one later: "as soon as possible" is quoted from the real queue, a slot whose
 * kitchens cannot fit the part before it is not offered, and the parts of one order are planned
 * back from one moment so that every kitchen finishes together.
 *
 * Pure and in instants (ms since the epoch): the server reads the load and keeps the windows an
 * order takes; the simulation bench (bench/kitchen.ts) runs the same functions.
 */

export const KITCHEN_WINDOW_MINUTES = 15;
const MINUTE = 60_000;
export const KITCHEN_WINDOW_MS = KITCHEN_WINDOW_MINUTES * MINUTE;

/** What a venue starts with until its manager sets its own (back office, «Кухня»). */
export const kitchenDefaults = {
  /** make-minutes per 15-minute window: about four cooks at work */
  capacityMinutes: 60,
  /** a dish whose category and itself say nothing */
  dishMakeMinutes: 10,
  /** how many days after today a slot may be chosen (1: today and tomorrow) */
  preorderDays: 14,
  /** a pre-order's ticket reaches its kitchen this long before it should start cooking */
  noticeMinutes: 60,
} as const;

/** The bounds a manager may set (the back office's form and the server's check). */
export const kitchenLimits = {
  capacityMinutes: { min: 5, max: 1000 },
  dishMakeMinutes: { min: 1, max: 240 },
  preorderDays: { min: 1, max: 14 },
  noticeMinutes: { min: 15, max: 24 * 60 },
  leadHours: { min: 0, max: 14 * 24 },
} as const;

/** Used make-minutes of a venue's kitchen by window (the window's start instant). */
export type KitchenLoad = ReadonlyMap<number, number>;

export interface Kitchen {
  capacityMinutes: number;
  load: KitchenLoad;
  /** busy mode: minutes staff add to every promise on top of the queue */
  busyMinutes: number;
}

/** What one venue's part of an order asks of its kitchen. */
export interface PartNeed {
  /** every portion's make-minutes together */
  makeMinutes: number;
  /** the slowest dish's: lines cook side by side, so no part is ready sooner */
  slowestMinutes: number;
}

/** A part's need from its lines (each dish's make-minutes and how many). */
export function partNeed(lines: readonly { makeMinutes: number; count: number }[]): PartNeed {
  let makeMinutes = 0;
  let slowestMinutes = 0;
  for (const line of lines) {
    makeMinutes += line.makeMinutes * line.count;
    slowestMinutes = Math.max(slowestMinutes, line.makeMinutes);
  }
  return { makeMinutes, slowestMinutes };
}

/** A dish's make-minutes: its own, else its category's, else the default. */
export function dishMakeMinutes(own: number | null, category: number | null): number {
  return own ?? category ?? kitchenDefaults.dishMakeMinutes;
}

/** The start of the window an instant falls in. */
export function windowOf(instant: number): number {
  return Math.floor(instant / KITCHEN_WINDOW_MS) * KITCHEN_WINDOW_MS;
}

/** A part placed in its kitchen: when it starts and is ready, and the minutes it takes per window. */
export interface PartPlan {
  startAt: number;
  readyAt: number;
  takes: Map<number, number>;
}

/** How far ahead a plan looks before calling a kitchen full: the longest pre-order and a day. */
const HORIZON_WINDOWS = ((kitchenLimits.preorderDays.max + 1) * 24 * 60) / KITCHEN_WINDOW_MINUTES;

/**
 * Make-minutes still free in a window, within [from, to) of it. What others took is cooked first,
 * and in a window under way it may not be cooked yet (the load says how much, not when: the orders
 * that took it may have come a minute ago), so it is counted against the part of the window left.
 */
function freeIn(kitchen: Kitchen, window: number, from: number, to: number): number {
  const share =
    (Math.min(to, window + KITCHEN_WINDOW_MS) - Math.max(from, window)) / KITCHEN_WINDOW_MS;
  if (share <= 0) return 0;
  const free = kitchen.capacityMinutes * share - (kitchen.load.get(window) ?? 0);
  return Math.max(0, free);
}

/** How long `minutes` of work take at the kitchen's whole pace. */
const spanOf = (kitchen: Kitchen, minutes: number) =>
  (minutes / kitchen.capacityMinutes) * KITCHEN_WINDOW_MS;

/**
 * The soonest a part started no earlier than `from` can be ready: it fills the free capacity of
 * each window in turn. Busy mode is not in it (see quoteAsap). Null only for a kitchen full over
 * the whole horizon.
 */
export function earliestPlan(kitchen: Kitchen, need: PartNeed, from: number): PartPlan | null {
  const takes = new Map<number, number>();
  let remaining = need.makeMinutes;
  let startAt: number | null = null;
  let finish = from;
  let window = windowOf(from);
  for (let step = 0; remaining > 1e-9 && step < HORIZON_WINDOWS; step++) {
    const end = window + KITCHEN_WINDOW_MS;
    const free = freeIn(kitchen, window, from, end);
    if (free > 0) {
      const taken = Math.min(remaining, free);
      takes.set(window, taken);
      remaining -= taken;
      // The window's free part is its last: what others took is cooked first.
      const freeFrom = end - spanOf(kitchen, free);
      startAt ??= freeFrom;
      finish = freeFrom + spanOf(kitchen, taken);
    }
    window = end;
  }
  if (remaining > 1e-9) return null;
  startAt ??= from;
  // Its slowest dish counts from when the part is started, not from when it was asked for: a
  // part waiting behind the queue is no sooner ready than its slowest dish after it starts.
  return { startAt, readyAt: Math.max(finish, startAt + need.slowestMinutes * MINUTE), takes };
}

/**
 * Where a part must start to be ready by `readyBy`, cooked in the latest free capacity before it
 * and not before `notBefore`; null when the kitchen cannot fit it (the slot is full).
 */
export function planBackFrom(
  kitchen: Kitchen,
  need: PartNeed,
  readyBy: number,
  notBefore: number,
): PartPlan | null {
  if (readyBy - need.slowestMinutes * MINUTE < notBefore) return null;
  const takes = new Map<number, number>();
  let remaining = need.makeMinutes;
  let startAt = readyBy;
  let window = windowOf(readyBy - 1);
  while (remaining > 1e-9 && window + KITCHEN_WINDOW_MS > notBefore) {
    const end = Math.min(window + KITCHEN_WINDOW_MS, readyBy);
    const free = freeIn(kitchen, window, notBefore, end);
    if (free > 0) {
      const taken = Math.min(remaining, free);
      takes.set(window, taken);
      remaining -= taken;
      startAt = end - spanOf(kitchen, taken);
    }
    window -= KITCHEN_WINDOW_MS;
  }
  if (remaining > 1e-9) return null;
  const latestStart = readyBy - need.slowestMinutes * MINUTE;
  if (startAt <= latestStart)
    return { startAt: Math.max(startAt, notBefore), readyAt: readyBy, takes };
  // The slowest dish needs it started sooner than the free capacity before readyBy: the part is
  // cooked from that start on, so it takes the windows from there (the kitchen cooks it then, and
  // the load must say so, or later orders are promised the capacity it uses).
  const forward = earliestPlan(kitchen, need, Math.max(latestStart, notBefore));
  if (forward && forward.readyAt <= readyBy) return { ...forward, readyAt: readyBy };
  // The windows from that start are taken by others, but there is free capacity before readyBy:
  // the part starts for its slowest dish and its work is booked where the capacity is free.
  // (Refusing it would turn away a slot of a kitchen with minutes to spare.)
  return { startAt: latestStart, readyAt: readyBy, takes };
}

/** One venue's part of an order, with its kitchen as it is now. */
export interface KitchenPart {
  venueId: number;
  kitchen: Kitchen;
  need: PartNeed;
}

/** A planned order: the promised moment, and each venue's part placed to be ready by then. */
export interface OrderPlan {
  /** when the guest gets it: delivered, or ready at the counter */
  promisedAt: number;
  /** when every part is ready (the courier leaves) */
  readyAt: number;
  parts: (PartPlan & { venueId: number; ownReadyAt: number })[];
}

const ceilMinute = (instant: number) => Math.ceil(instant / MINUTE) * MINUTE;

/**
 * "As soon as possible": each kitchen's soonest (with its busy minutes), the slowest of them is
 * when the order is ready, then the courier. Every part is then planned back from that moment,
 * so the quicker kitchens start later and all finish together. `ownReadyAt`: when each kitchen
 * alone could have it (the checkout says so when they differ). Null: a kitchen full throughout.
 */
export function quoteAsap(
  parts: readonly KitchenPart[],
  now: number,
  courierMinutes: number,
): OrderPlan | null {
  const soonest = parts.map((part) => {
    const plan = earliestPlan(part.kitchen, part.need, now);
    return (
      plan && { part, plan, ready: ceilMinute(plan.readyAt + part.kitchen.busyMinutes * MINUTE) }
    );
  });
  if (soonest.some((entry) => entry === null)) return null;
  const entries = soonest.filter((entry) => entry !== null);
  const readyAt = Math.max(now, ...entries.map((entry) => entry.ready));
  return {
    readyAt,
    promisedAt: readyAt + courierMinutes * MINUTE,
    parts: entries.map(({ part, plan, ready }) => {
      // The kitchen that sets the time keeps its soonest plan: planned back from the minute it
      // was rounded up to, it would start a little later and leave the capacity before it unused
      // (the load cannot say where in a window a part is cooked, so a later order would be planned
      // into that gap and wait behind it). The quicker kitchens are planned back to finish with it.
      const back = ready < readyAt ? planBackFrom(part.kitchen, part.need, readyAt, now) : null;
      // Planned back, a part never starts before the soonest plan would; the discrete windows
      // can still refuse it by a hair, and then the soonest plan stands.
      return { venueId: part.venueId, ownReadyAt: ready, ...(back ?? plan) };
    }),
  };
}

/**
 * An order for a chosen moment (`promisedAt`: delivered, or ready for pickup): every part planned
 * back from the moment the courier must leave; null when a kitchen cannot fit its part before
 * then (the slot is full, or too soon). Busy minutes move each kitchen's part earlier.
 */
export function planForSlot(
  parts: readonly KitchenPart[],
  now: number,
  promisedAt: number,
  courierMinutes: number,
): OrderPlan | null {
  const readyAt = promisedAt - courierMinutes * MINUTE;
  const planned: OrderPlan['parts'] = [];
  for (const part of parts) {
    const busy = part.kitchen.busyMinutes * MINUTE;
    const plan = planBackFrom(part.kitchen, part.need, readyAt - busy, now);
    if (!plan) return null;
    planned.push({ venueId: part.venueId, ownReadyAt: readyAt, ...plan, readyAt });
  }
  return { promisedAt, readyAt, parts: planned };
}

/**
 * Orders for today and tomorrow go to their kitchens at once, with their time (the POS keeps a
 * delivery for later, and the board sorts by start); from the day after tomorrow an order is a
 * pre-order, whose ticket waits for its notice (issue 33 item 3, decision 087).
 */
export const PREORDER_FROM_DAYS = 2;

const DAY = 24 * 60 * MINUTE;
/** Whole days between the venues' dates of two instants (the venues keep UTC+10 all year). */
const venueDaysBetween = (from: number, to: number) => {
  const offset = 10 * 60 * MINUTE;
  return Math.floor((to + offset) / DAY) - Math.floor((from + offset) / DAY);
};

/**
 * When a part's ticket reaches its kitchen: at once, unless it is a pre-order (its start is on
 * the day after tomorrow or later, by the venues' calendar), which waits until the notice before
 * its start.
 */
export function ticketSendAt(startAt: number, now: number, noticeMinutes: number): number {
  if (venueDaysBetween(now, startAt) < PREORDER_FROM_DAYS) return now;
  return Math.max(now, startAt - noticeMinutes * MINUTE);
}

/** Whether a ticket sent at `sendAt` waits as a pre-order (more than a minute from now). */
export const isPreorder = (sendAt: number, now: number) => sendAt - now > MINUTE;
