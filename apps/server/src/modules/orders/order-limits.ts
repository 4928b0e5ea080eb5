/**
 * Limits on anonymous orders (issue 10, item 6; decision 031): a guest who is not logged in may
 * leave only so many unpaid orders per phone, per e-mail and per network address in ten minutes,
 * so the site cannot be used to flood the kitchens or to send letters to a stranger's mailbox.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { tooMany } from '../../lib/app-error';

export interface OrderLimits {
  /** unpaid anonymous orders per phone and per e-mail in the window */
  perContact: number;
  /** unpaid anonymous orders per network address in the window */
  perAddress: number;
}

export interface OrderContact {
  /** normalised: 79141234567 */
  phone: string;
  /** normalised (see normalizeOrderEmail), or null */
  email: string | null;
  /** the client's address as Fastify sees it ('' when unknown) */
  address: string;
}

/** Counted on the database's clock, so that every process agrees on the window. */
export const ORDER_LIMIT_WINDOW_MINUTES = 10;

/**
 * The first key of pg_advisory_xact_lock(int, int), one per kind of contact. Two-key locks never
 * collide with the one-key start-up lock, and one class per kind keeps a phone's hash from ever
 * meeting an address's hash.
 */
const LOCK_CLASS = { phone: 7_310_101, email: 7_310_102, address: 7_310_103 } as const;

/**
 * The e-mail as the limit counts it and as the order keeps it: letters to 'Ivan@Example.RU' and
 * 'ivan@example.ru' reach one mailbox, so they must count as one.
 */
export function normalizeOrderEmail(email: string | null | undefined): string | null {
  const trimmed = email?.trim().toLowerCase();
  return trimmed ? trimmed : null;
}

type Executor = Pick<Db, 'execute'>;

/**
 * Holds the transaction's locks on the contact: phone, then e-mail, then address, always in
 * this order and one key of each kind, so two orders can wait for each other but never in a
 * cycle. A concurrent order from the same phone, e-mail or address waits here until this one
 * commits or rolls back, and then counts it: the count and the insert cannot interleave.
 */
export async function lockContact(tx: Executor, contact: OrderContact): Promise<void> {
  const keys: [number, string | null][] = [
    [LOCK_CLASS.phone, contact.phone],
    [LOCK_CLASS.email, contact.email],
    [LOCK_CLASS.address, contact.address || null],
  ];
  for (const [lockClass, value] of keys) {
    if (value === null) continue;
    await tx.execute(sql`select pg_advisory_xact_lock(${lockClass}::int, hashtext(${value}))`);
  }
}

interface Counts {
  phone: number;
  email: number;
  address: number;
  phoneWait: number | null;
  emailWait: number | null;
  addressWait: number | null;
}

/**
 * Refuses with 429 (and Retry-After) an order over a limit. Unpaid orders are those not paid
 * online: paid ones cost whoever placed them real money, so they need no limit. Call it under
 * lockContact in the transaction that inserts the order.
 */
export async function checkOrderLimits(
  tx: Executor,
  contact: OrderContact,
  limits: OrderLimits,
): Promise<void> {
  const window = sql`make_interval(mins => ${ORDER_LIMIT_WINDOW_MINUTES}::int)`;
  const phone = sql`phone = ${contact.phone}::text`;
  const email = sql`customer_email = ${contact.email}::text`;
  const address = sql`client_ip = ${contact.address}::text and client_ip <> ''`;
  // Seconds until the oldest counted order leaves the window: one more order fits then.
  const wait = (match: ReturnType<typeof sql>) =>
    sql`ceil(extract(epoch from min(created_at) filter (where ${match}) + ${window} - now()))::int`;
  const result = await tx.execute(sql`
    select count(*) filter (where ${phone})::int as phone,
           count(*) filter (where ${email})::int as email,
           count(*) filter (where ${address})::int as address,
           ${wait(phone)} as "phoneWait",
           ${wait(email)} as "emailWait",
           ${wait(address)} as "addressWait"
      from orders
     where created_at > now() - ${window}
       and payment_status <> 'succeeded'
       and (${phone} or ${email} or ${address})`);
  const [counts] = (result as unknown as { rows: Counts[] }).rows;
  if (!counts) return;
  const waits: (number | null)[] = [];
  if (counts.phone >= limits.perContact) waits.push(counts.phoneWait);
  if (counts.email >= limits.perContact) waits.push(counts.emailWait);
  if (counts.address >= limits.perAddress) waits.push(counts.addressWait);
  if (waits.length === 0) return;
  const seconds = Math.max(1, ...waits.map((w) => w ?? 1));
  throw tooMany('tooManyRequests', seconds);
}
