/**
 * An order's time in its kitchens (issue 33, decision 087): the parts of the basket by venue, the
 * kitchens' load now, and from them "as soon as possible" or a chosen slot planned so every part
 * is ready together; a pre-order's tickets wait for their notice. The checkout's times
 * (kitchen-times.ts) and the order itself (orders/place-order.ts) plan through here, so what the
 * guest is shown is what the order keeps.
 */
import {
  type Kitchen,
  type KitchenPart,
  kitchenDefaults,
  type OrderPlan,
  partNeed,
  planForSlot,
  quoteAsap,
  ticketSendAt,
} from '@storefront/contract/kitchen-load';
import {
  kitchenTimeMessages,
  leadReadyFrom,
  leadTimeMessage,
} from '@storefront/contract/kitchen-times';
import type { Db, Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import {
  type DishKitchenFacts,
  dishFactsOf,
  type KitchenRow,
  kitchensOf,
  loadsOf,
  type PlannedParts,
  partsOf,
  releaseLoad,
  writePlan,
} from './repository';

type Reader = Pick<Db, 'select'>;

const MINUTE = 60_000;
/** Load older than this cannot matter to a plan made now: the current window is the earliest. */
const LOAD_LOOKBACK_MS = 15 * MINUTE;

/** An order's dishes as the kitchens see them. */
export interface KitchenLine {
  id: number;
  special: boolean;
  count: number;
}

/** The basket seen by its kitchens: each venue's part, and the dishes made days ahead. */
export interface KitchenBasket {
  kitchens: KitchenRow[];
  parts: KitchenPart[];
  /** the basket's dishes made ahead, the longest first */
  leads: DishKitchenFacts[];
}

async function basketOf(
  reader: Reader,
  lines: readonly KitchenLine[],
  now: number,
): Promise<KitchenBasket> {
  const facts = await dishFactsOf(reader, lines);
  const factOf = (line: KitchenLine) =>
    facts.find((fact) => fact.id === line.id && fact.special === line.special);
  const venueIds = [...new Set(facts.map((fact) => fact.venueId))].sort((a, b) => a - b);
  const [kitchens, loads] = await Promise.all([
    kitchensOf(reader, venueIds),
    loadsOf(reader, venueIds, now - LOAD_LOOKBACK_MS),
  ]);
  const parts = kitchens.map((row): KitchenPart => {
    const kitchen: Kitchen = {
      capacityMinutes: row.capacityMinutes,
      load: loads.get(row.id) ?? new Map(),
      busyMinutes: row.busyMinutes,
    };
    const own = lines.flatMap((line) => {
      const fact = factOf(line);
      return fact && fact.venueId === row.id
        ? [{ makeMinutes: fact.makeMinutes, count: line.count }]
        : [];
    });
    return { venueId: row.id, kitchen, need: partNeed(own) };
  });
  const leads = facts
    .filter((fact) => fact.leadHours > 0)
    .sort((a, b) => b.leadHours - a.leadHours);
  return { kitchens, parts, leads };
}

/** The kitchens' view of a basket now (the checkout's times). */
export const readKitchenBasket = (reader: Reader, lines: readonly KitchenLine[], now: number) =>
  basketOf(reader, lines, now);

/** The soonest moment the basket's dishes made ahead allow; null: none is. */
export function leadFrom(basket: KitchenBasket, now: number): number | null {
  const longest = basket.leads[0];
  return longest ? leadReadyFrom(now, longest.leadHours) : null;
}

/** What an order's time is planned for: now, today's closing, the courier, the slot (null: ASAP). */
export interface TimeAsk {
  now: number;
  /** when today's hours end; null: no bound */
  closesAt: number | null;
  courierMinutes: number;
  slotAt: number | null;
}

/**
 * A plan for "as soon as possible" (completeBefore null) or for a slot's instant; null: it cannot
 * be kept (a dish made ahead, or a kitchen full before the slot).
 */
export function planBasket(basket: KitchenBasket, ask: TimeAsk): OrderPlan | null {
  const { now, courierMinutes, slotAt } = ask;
  const lead = leadFrom(basket, now);
  if (slotAt === null) {
    if (lead !== null) return null;
    const quote = quoteAsap(basket.parts, now, courierMinutes);
    // Promised past today's hours it could not be kept: the courier or the counter has stopped.
    return quote && (ask.closesAt === null || quote.promisedAt <= ask.closesAt) ? quote : null;
  }
  if (lead !== null && slotAt < lead) return null;
  return planForSlot(basket.parts, now, slotAt, courierMinutes);
}

/** The plan as the order keeps it: each part with when its ticket reaches the kitchen. */
export function partsToKeep(basket: KitchenBasket, plan: OrderPlan, now: number): PlannedParts {
  return {
    parts: plan.parts.map((part) => {
      const notice =
        basket.kitchens.find((row) => row.id === part.venueId)?.noticeMinutes ??
        kitchenDefaults.noticeMinutes;
      return { ...part, sendAt: ticketSendAt(part.startAt, now, notice) };
    }),
  };
}

/** What a guest is told when the time cannot be kept (400 `deliveryTimeUnavailable`). */
function refusal(basket: KitchenBasket, now: number, slotAt: number | null): AppError {
  const lead = leadFrom(basket, now);
  const longest = basket.leads[0];
  if (longest && lead !== null && (slotAt === null || slotAt < lead)) {
    const message = leadTimeMessage(longest.name, longest.leadHours, now);
    return new AppError(400, 'deliveryTimeUnavailable', undefined, message);
  }
  return kitchenFull(slotAt);
}

/** A kitchen without the minutes: for "as soon as possible" (slotAt null), or for a slot. */
export function kitchenFull(slotAt: number | null): AppError {
  const message =
    slotAt === null ? kitchenTimeMessages.kitchensFull : kitchenTimeMessages.slotTaken;
  return new AppError(400, 'deliveryTimeUnavailable', undefined, message);
}

/**
 * The order's plan from its kitchens' load as it is now. Nothing is locked: the order's write
 * (keepOrderPlan) takes each window's minutes only while they are free, and throws
 * KitchenWindowTaken when another order took them meanwhile — the order is then planned again.
 * Throws the guest's refusal when the time cannot be kept.
 */
export async function planOrder(
  reader: Reader,
  lines: readonly KitchenLine[],
  ask: TimeAsk,
): Promise<{ plan: OrderPlan; keep: PlannedParts }> {
  const basket = await basketOf(reader, lines, ask.now);
  const plan = planBasket(basket, ask);
  if (!plan) throw refusal(basket, ask.now, ask.slotAt);
  return { plan, keep: partsToKeep(basket, plan, ask.now) };
}

export { KitchenWindowTaken } from './repository';

/** Keeps an order's plan with it, in the order's transaction (see writePlan). */
export const keepOrderPlan = (tx: Tx, orderId: number, keep: PlannedParts) =>
  writePlan(tx, orderId, keep);

/** A cancelled order, or a declined venue's part, gives its kitchen time back. */
export const releaseKitchenTime = (tx: Tx, orderId: number, venueId?: number) =>
  releaseLoad(tx, orderId, venueId);

/** When each venue's ticket of an order reaches its kitchen (a pre-order's later than now). */
export async function ticketSendTimes(reader: Reader, orderId: number): Promise<Map<number, Date>> {
  const parts = await partsOf(reader, orderId);
  return new Map(parts.map((part) => [part.venueId, part.sendAt]));
}

export { courierMinutesOf } from './repository';
