/**
 * Writes an order in one SQL statement: its Idempotency-Key, the order row, the line snapshots
 * and the outbox events, or nothing at all. A single statement is atomic without BEGIN/COMMIT and
 * costs one round trip instead of six, which is most of an order's time on the database.
 */
import { type SQLChunk, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderLines, orders } from '../../db/schema';

type NewOrder = Omit<typeof orders.$inferInsert, 'id' | 'createdAt'>;
type NewLine = Omit<typeof orderLines.$inferInsert, 'id' | 'orderId'>;

export type AnsweredOrder = Pick<
  typeof orders.$inferSelect,
  'id' | 'accessKey' | 'totalKopecks' | 'paymentMethod' | 'paymentStatus' | 'paymentUrl'
>;

export interface OrderToInsert {
  /** null: no key; else the order is written only if the key is new */
  idempotencyKey: string | null;
  /** the fingerprint of the request, kept with its key (a reused key with another body is refused) */
  requestHash: string | null;
  order: NewOrder;
  lines: NewLine[];
  /** outbox events; `orderVenue` null means a payload of the order id alone */
  events: { topic: string; orderVenue: number | null }[];
}

const lineFields: (keyof NewLine)[] = [
  'productId',
  'special',
  'venueId',
  'iikoId',
  'name',
  'imageUrl',
  'priceKopecks',
  'count',
  'sumKopecks',
  'costPerGram',
];

const list = (items: SQLChunk[]) => sql.join(items, sql`, `);

/** A parameter typed as its column: inside SELECT and VALUES lists PostgreSQL cannot infer it. */
const typed = (value: unknown, column: { getSQLType(): string }) =>
  sql`${value ?? null}::${sql.raw(column.getSQLType())}`;

/** The new order, or null when the key was already taken (by now committed). */
export async function insertOrder(
  db: Pick<Db, 'execute'>,
  { idempotencyKey, requestHash, order, lines, events }: OrderToInsert,
): Promise<AnsweredOrder | null> {
  const nextId = sql`nextval(pg_get_serial_sequence('orders', 'id'))`;
  // With a key, the key row claims the order's id first; a taken key claims nothing, so nothing
  // below is written. A request with the same key running now waits here for the first to commit.
  const claim =
    idempotencyKey === null
      ? sql`select ${nextId} as order_id`
      : sql`insert into idempotency_keys (key, order_id, request_hash)
            values (${idempotencyKey}, ${nextId}, ${requestHash})
            on conflict do nothing returning order_id`;

  const orderFields = Object.keys(order) as (keyof NewOrder)[];
  const orderColumns = list(orderFields.map((field) => sql.identifier(orders[field].name)));
  const orderValues = list(orderFields.map((field) => typed(order[field], orders[field])));

  const lineNames = list(lineFields.map((field) => sql.identifier(orderLines[field].name)));
  const lineRows = list(
    lines.map((line) => sql`(${list(lineFields.map((f) => typed(line[f], orderLines[f])))})`),
  );

  const outbox =
    events.length === 0
      ? sql``
      : sql`, queued as (
          insert into outbox_events (topic, payload)
          select e.topic, case when e.venue_id is null
                 then jsonb_build_object('orderId', placed.id)
                 else jsonb_build_object('orderId', placed.id, 'venueId', e.venue_id) end
            from placed,
                 (values ${list(events.map((e) => sql`(${e.topic}::text, ${e.orderVenue}::int)`))})
                   as e (topic, venue_id))`;

  const result = await db.execute(sql`
    with claimed as (${claim}),
    placed as (
      insert into orders (id, ${orderColumns})
      select claimed.order_id, ${orderValues} from claimed
      returning id, access_key, total_kopecks, payment_method, payment_status, payment_url
    ),
    lines as (
      insert into order_lines (order_id, ${lineNames})
      select placed.id, l.* from placed, (values ${lineRows}) as l
    )${outbox}
    select id, access_key as "accessKey", total_kopecks as "totalKopecks",
           payment_method as "paymentMethod", payment_status as "paymentStatus",
           payment_url as "paymentUrl"
      from placed`);
  const [row] = (result as unknown as { rows: AnsweredOrder[] }).rows;
  return row ?? null;
}
