/**
 * The kitchens' tables (issue 33, decision 087): each venue's capacity, the load its orders take
 * per 15-minute window, each order's parts. Only this folder writes kitchen_parts and
 * kitchen_load (tools/table-writers.mjs).
 */
import { dishMakeMinutes, type KitchenLoad } from '@storefront/contract/kitchen-load';
import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db, Executor, Tx } from '../../db/client';
import {
  categories,
  deliveryZones,
  kitchenLoad,
  kitchenParts,
  posTickets,
  products,
  specialProducts,
  venues,
} from '../../db/schema';

type Reader = Pick<Db, 'select'>;

export interface KitchenRow {
  id: number;
  name: string;
  capacityMinutes: number;
  busyMinutes: number;
  preorderDays: number;
  noticeMinutes: number;
}

const kitchenColumns = {
  id: venues.id,
  name: venues.name,
  capacityMinutes: venues.kitchenCapacityMinutes,
  busyMinutes: venues.busyExtraMinutes,
  preorderDays: venues.preorderDays,
  noticeMinutes: venues.preorderNoticeMinutes,
};

/** The kitchens of some venues, by id. */
export async function kitchensOf(reader: Reader, venueIds: readonly number[]) {
  if (venueIds.length === 0) return [];
  return reader
    .select(kitchenColumns)
    .from(venues)
    .where(inArray(venues.id, [...venueIds]))
    .orderBy(asc(venues.id));
}

/**
 * The same, each venue's row locked until the transaction ends, in the venues' order: orders for
 * one kitchen are planned one after the other, so two cannot both take a window's last minutes.
 */
export async function lockKitchens(tx: Tx, venueIds: readonly number[]): Promise<KitchenRow[]> {
  if (venueIds.length === 0) return [];
  return tx
    .select(kitchenColumns)
    .from(venues)
    .where(inArray(venues.id, [...venueIds]))
    .orderBy(asc(venues.id))
    .for('update');
}

/** The load each venue's kitchen has taken per window from `from` (ms) on. */
export async function loadsOf(
  reader: Reader,
  venueIds: readonly number[],
  from: number,
): Promise<Map<number, KitchenLoad>> {
  const loads = new Map<number, Map<number, number>>();
  for (const venueId of venueIds) loads.set(venueId, new Map());
  if (venueIds.length === 0) return loads;
  const rows = await reader
    .select({
      venueId: kitchenLoad.venueId,
      windowStart: kitchenLoad.windowStart,
      minutes: sql<number>`sum(${kitchenLoad.minutes})::float8`,
    })
    .from(kitchenLoad)
    .where(
      and(
        inArray(kitchenLoad.venueId, [...venueIds]),
        gte(kitchenLoad.windowStart, new Date(from)),
      ),
    )
    .groupBy(kitchenLoad.venueId, kitchenLoad.windowStart);
  for (const row of rows) {
    loads.get(row.venueId)?.set(row.windowStart.getTime(), Number(row.minutes));
  }
  return loads;
}

/** What the kitchen knows of a dish: its venue, make-minutes and how many hours ahead it is made. */
export interface DishKitchenFacts {
  id: number;
  special: boolean;
  venueId: number;
  name: string;
  makeMinutes: number;
  leadHours: number;
}

/** The kitchen facts of the dishes asked for (unknown ones are left out). */
export async function dishFactsOf(
  reader: Reader,
  dishes: readonly { id: number; special: boolean }[],
): Promise<DishKitchenFacts[]> {
  const read = async (special: boolean) => {
    const ids = [...new Set(dishes.filter((dish) => dish.special === special).map((d) => d.id))];
    if (ids.length === 0) return [];
    const table = special ? specialProducts : products;
    const rows = await reader
      .select({
        id: table.id,
        venueId: table.venueId,
        name: table.name,
        own: table.makeMinutes,
        category: categories.makeMinutes,
        leadHours: table.leadHours,
      })
      .from(table)
      .innerJoin(categories, eq(categories.id, table.categoryId))
      .where(inArray(table.id, ids));
    return rows.map((row) => ({
      id: row.id,
      special,
      venueId: row.venueId,
      name: row.name,
      makeMinutes: dishMakeMinutes(row.own, row.category),
      leadHours: row.leadHours,
    }));
  };
  const [regular, special] = await Promise.all([read(false), read(true)]);
  return [...regular, ...special];
}

/** A courier's minutes to a zone; with no zone chosen yet, the slowest active zone's. */
export async function courierMinutesOf(reader: Reader, zoneId: number | null): Promise<number> {
  const rows = await reader
    .select({ minutes: deliveryZones.deliveryMinutes })
    .from(deliveryZones)
    .where(zoneId === null ? eq(deliveryZones.active, true) : eq(deliveryZones.id, zoneId));
  return rows.reduce((slowest, row) => Math.max(slowest, row.minutes), 0);
}

/** An order's planned parts and the windows they take, written with the order. */
export interface PlannedParts {
  parts: {
    venueId: number;
    startAt: number;
    readyAt: number;
    sendAt: number;
    takes: ReadonlyMap<number, number>;
  }[];
}

export async function writePlan(tx: Executor, orderId: number, plan: PlannedParts): Promise<void> {
  if (plan.parts.length === 0) return;
  await tx.insert(kitchenParts).values(
    plan.parts.map((part) => ({
      orderId,
      venueId: part.venueId,
      startAt: new Date(part.startAt),
      readyAt: new Date(part.readyAt),
      sendAt: new Date(part.sendAt),
    })),
  );
  const load = plan.parts.flatMap((part) =>
    [...part.takes].map(([window, minutes]) => ({
      orderId,
      venueId: part.venueId,
      windowStart: new Date(window),
      minutes,
    })),
  );
  if (load.length > 0) await tx.insert(kitchenLoad).values(load);
}

/** A cancelled order (or a declined part) gives its kitchen time back. */
export async function releaseLoad(tx: Executor, orderId: number, venueId?: number): Promise<void> {
  await tx
    .delete(kitchenLoad)
    .where(
      venueId === undefined
        ? eq(kitchenLoad.orderId, orderId)
        : and(eq(kitchenLoad.orderId, orderId), eq(kitchenLoad.venueId, venueId)),
    );
}

/** An order's parts, by venue. */
export async function partsOf(reader: Reader, orderId: number) {
  return reader.select().from(kitchenParts).where(eq(kitchenParts.orderId, orderId));
}

/** The parts of many orders (the board). */
export async function partsOfOrders(reader: Reader, orderIds: readonly number[]) {
  if (orderIds.length === 0) return [];
  return reader
    .select()
    .from(kitchenParts)
    .where(inArray(kitchenParts.orderId, [...orderIds]));
}

/** Parts whose tickets wait as pre-orders: to be sent after `now`. */
export async function waitingParts(reader: Reader, venueIds: readonly number[], now: Date) {
  if (venueIds.length === 0) return [];
  return reader
    .select()
    .from(kitchenParts)
    .where(and(inArray(kitchenParts.venueId, [...venueIds]), gte(kitchenParts.sendAt, now)))
    .orderBy(asc(kitchenParts.startAt));
}

/**
 * The parts of these venues whose ticket has not been written yet (the board's pre-orders, with
 * the orders still waiting for their payment or cancelled before, which the board leaves out),
 * the soonest start first.
 */
export async function unsentParts(reader: Reader, venueIds: readonly number[], limit: number) {
  if (venueIds.length === 0) return [];
  return reader
    .select()
    .from(kitchenParts)
    .where(
      and(
        inArray(kitchenParts.venueId, [...venueIds]),
        sql`not exists (select 1 from ${posTickets} where ${posTickets.orderId} = ${kitchenParts.orderId} and ${posTickets.venueId} = ${kitchenParts.venueId})`,
      ),
    )
    .orderBy(asc(kitchenParts.startAt), asc(kitchenParts.orderId))
    .limit(limit);
}
