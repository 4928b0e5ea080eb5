/**
 * The kitchens' tables (issue 33, decision 087): each venue's capacity, the load its orders take
 * per 15-minute window, each order's parts. Only this folder writes kitchen_parts and
 * kitchen_load (tools/table-writers.mjs).
 */
import { dishMakeMinutes, type KitchenLoad } from '@storefront/contract/kitchen-load';
import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import {
  categories,
  deliveryZones,
  kitchenLoad,
  kitchenParts,
  kitchenWindows,
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
    .select()
    .from(kitchenWindows)
    .where(
      and(
        inArray(kitchenWindows.venueId, [...venueIds]),
        gte(kitchenWindows.windowStart, new Date(from)),
      ),
    );
  for (const row of rows) {
    loads.get(row.venueId)?.set(row.windowStart.getTime(), Number(row.used));
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

/** Another order took a window's last minutes between this one's plan and its write. */
export class KitchenWindowTaken extends Error {
  constructor() {
    super('a kitchen window was taken meanwhile');
  }
}

/** Minutes of rounding a window may go over its capacity by (the load is kept in `real`). */
const ROUNDING_MINUTES = 0.01;

/**
 * Writes an order's parts and the minutes they take, in one statement: each window's counter is
 * raised only while it stays within its kitchen's capacity (a conditional upsert, which waits
 * for an order writing the same window to commit and then judges again). Throws
 * KitchenWindowTaken when a window no longer has the minutes; the caller's transaction is then
 * rolled back and the order planned again.
 */
export async function writePlan(tx: Executor, orderId: number, plan: PlannedParts): Promise<void> {
  if (plan.parts.length === 0) return;
  const parts = plan.parts.map(
    (part) =>
      sql`(${orderId}::int, ${part.venueId}::int, ${new Date(part.startAt).toISOString()}::timestamptz,
           ${new Date(part.readyAt).toISOString()}::timestamptz, ${new Date(part.sendAt).toISOString()}::timestamptz)`,
  );
  const takes = plan.parts.flatMap((part) =>
    [...part.takes].map(
      ([window, minutes]) =>
        sql`(${part.venueId}::int, ${new Date(window).toISOString()}::timestamptz, ${minutes}::real)`,
    ),
  );
  const parted = sql`insert into kitchen_parts (order_id, venue_id, start_at, ready_at, send_at)
    values ${sql.join(parts, sql`, `)}`;
  if (takes.length === 0) {
    await tx.execute(parted);
    return;
  }
  const result = await tx.execute(sql`
    with wanted (venue_id, window_start, minutes) as (values ${sql.join(takes, sql`, `)}),
    parted as (${parted}),
    loaded as (
      insert into kitchen_load (order_id, venue_id, window_start, minutes)
      select ${orderId}::int, venue_id, window_start, minutes from wanted
    ),
    taken as (
      insert into kitchen_windows (venue_id, window_start, used)
      select venue_id, window_start, minutes from wanted
      on conflict (venue_id, window_start) do update
        set used = kitchen_windows.used + excluded.used
        where kitchen_windows.used + excluded.used <= ${ROUNDING_MINUTES}::real
          + (select v.kitchen_capacity_minutes from venues v where v.id = excluded.venue_id)
      returning 1
    )
    select count(*)::int as taken from taken`);
  const [row] = (result as unknown as { rows: { taken: number }[] }).rows;
  if ((row?.taken ?? 0) < takes.length) throw new KitchenWindowTaken();
}

/** A cancelled order (or a declined part) gives its kitchen time back. */
export async function releaseLoad(tx: Executor, orderId: number, venueId?: number): Promise<void> {
  const which =
    venueId === undefined
      ? eq(kitchenLoad.orderId, orderId)
      : and(eq(kitchenLoad.orderId, orderId), eq(kitchenLoad.venueId, venueId));
  const released = await tx.delete(kitchenLoad).where(which).returning();
  for (const row of released) {
    await tx
      .update(kitchenWindows)
      .set({ used: sql`greatest(0, ${kitchenWindows.used} - ${row.minutes})` })
      .where(
        and(
          eq(kitchenWindows.venueId, row.venueId),
          eq(kitchenWindows.windowStart, row.windowStart),
        ),
      );
  }
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
