/**
 * Limits on anonymous orders (issue 10, item 6; decision 031): a guest who is not logged in may
 * leave only so many unpaid orders per phone, per e-mail and per network address in ten minutes,
 * so the site cannot be used to flood the kitchens or to send letters to a stranger's mailbox.
 */
import { type SQL, sql } from 'drizzle-orm';
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
 * The e-mail as the limit counts it and as the order keeps it: letters to 'Ivan@Example.RU' and
 * 'ivan@example.ru' reach one mailbox, so they must count as one.
 */
export function normalizeOrderEmail(email: string | null | undefined): string | null {
  const trimmed = email?.trim().toLowerCase();
  return trimmed ? trimmed : null;
}

/**
 * The order statement's gate (insert-order.ts): the SQL function `order_limit_gate` (migration
 * 0008) takes the contact's locks, then counts the unpaid orders of the window, in the statement
 * that writes the order, so the count and the insert cannot interleave and an order stays one
 * round trip (decision 036). Its row: key_taken, retry_after (null: the order fits).
 */
export function orderLimitGate(
  contact: OrderContact,
  limits: OrderLimits,
  key: string | null,
): SQL {
  return sql`select key_taken, retry_after from order_limit_gate(
    ${contact.phone}::text, ${contact.email}::text, ${contact.address}::text, ${key}::text,
    ${ORDER_LIMIT_WINDOW_MINUTES}::int, ${limits.perContact}::int, ${limits.perAddress}::int)`;
}

/** The gate of an order no limit applies to (a logged-in guest's). */
export const noOrderLimit: SQL = sql`select false as key_taken, null::int as retry_after`;

/** The 429 of an order over a limit, with Retry-After. */
export const overOrderLimit = (retryAfterSeconds: number) =>
  tooMany('tooManyRequests', Math.max(1, retryAfterSeconds));
