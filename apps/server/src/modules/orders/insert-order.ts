/**
 * Writes an order in one SQL statement: the limits' gate, its Idempotency-Key, the order row, the
 * line snapshots and the outbox events, or nothing at all. A single statement is atomic without
 * BEGIN/COMMIT and costs one round trip instead of eight, which is most of an order's time on
 * the database (decision 036).
 */
import { type SQL, type SQLChunk, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderLines, orders } from '../../db/schema';
import type { ConfirmedOrderEvent } from './queued-work';

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
  events: ConfirmedOrderEvent[];
  /**
   * A query of one row (key_taken boolean, retry_after int): the order is written only when
   * neither is set (order-limits.ts).
   */
  gate: SQL;
}

/** The new order; or why none was written: its key names an order already, or a limit. */
export type InsertResult =
  | { placed: AnsweredOrder }
  | { placed: null; keyTaken: true }
  | { placed: null; retryAfterSeconds: number };

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
  'vatCode',
  'choice',
  'choiceText',
  'posChoice',
  'offerKopecks',
  'pointsKopecks',
];

const list = (items: SQLChunk[]) => sql.join(items, sql`, `);

/** A parameter typed as its column: inside SELECT and VALUES lists PostgreSQL cannot infer it. */
const typed = (value: unknown, column: { getSQLType(): string }) => {
  const type = column.getSQLType();
  // a JSON column's value goes as its text: drivers differ in how they send an object
  const sent = type === 'jsonb' && value != null ? JSON.stringify(value) : value;
  return sql`${sent ?? null}::${sql.raw(type)}`;
};

export async function insertOrder(
  db: Pick<Db, 'execute'>,
  { idempotencyKey, requestHash, order, lines, events, gate }: OrderToInsert,
): Promise<InsertResult> {
  const nextId = sql`nextval(pg_get_serial_sequence('orders', 'id'))`;
  const open = sql`from gate where not gate.key_taken and gate.retry_after is null`;
  // With a key, the key row claims the order's id first; a taken key claims nothing, so nothing
  // below is written. A request with the same key running now waits here for the first to commit.
  const claim =
    idempotencyKey === null
      ? sql`select ${nextId} as order_id ${open}`
      : sql`insert into idempotency_keys (key, order_id, request_hash)
            select ${idempotencyKey}::text, ${nextId}, ${requestHash}::text ${open}
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
          insert into outbox_events (topic, payload, next_attempt_at)
          select e.topic, case when e.venue_id is null
                 then jsonb_build_object('orderId', placed.id)
                 else jsonb_build_object('orderId', placed.id, 'venueId', e.venue_id) end,
                 coalesce(e.not_before, now())
            from placed,
                 (values ${list(
                   events.map(
                     (e) =>
                       sql`(${e.topic}::text, ${e.orderVenue}::int, ${e.notBefore?.toISOString() ?? null}::timestamptz)`,
                   ),
                 )})
                   as e (topic, venue_id, not_before))`;

  const result = await db.execute(sql`
    with gate as (${gate}),
    claimed as (${claim}),
    placed as (
      insert into orders (id, ${orderColumns})
      select claimed.order_id, ${orderValues} from claimed
      returning id, access_key, total_kopecks, payment_method, payment_status, payment_url
    ),
    lines as (
      insert into order_lines (order_id, ${lineNames})
      select placed.id, l.* from placed, (values ${lineRows}) as l
    )${outbox}
    select gate.retry_after as "retryAfter",
           id, access_key as "accessKey", total_kopecks as "totalKopecks",
           payment_method as "paymentMethod", payment_status as "paymentStatus",
           payment_url as "paymentUrl"
      from gate left join placed on true`);
  const [row] = (result as unknown as { rows: (AnsweredOrder & { retryAfter: number | null })[] })
    .rows;
  if (!row) throw new Error('the order statement returned no row');
  const { retryAfter, ...placed } = row;
  if (placed.id !== null) return { placed };
  if (retryAfter !== null) return { placed: null, retryAfterSeconds: retryAfter };
  // The key was taken: by an earlier request, or one running now (it has committed by now).
  return { placed: null, keyTaken: true };
}
