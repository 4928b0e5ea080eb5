/**
 * The built-in test payment provider: payments live in our database, a test page settles them.
 *
 * It behaves as YooKassa does, so the whole money flow can be seen locally: a card payment is a
 * hold (waiting_for_capture) that is captured for up to the held amount or released, SBP is
 * charged at once, refunds give back up to what was taken, and the 54-FZ receipts sent with each
 * are kept for the test page to show. Two server processes may share the database: every change
 * of state is one conditional statement, and refunds are decided under the payment's row lock.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { sandboxPayments, sandboxRefunds } from '../../db/schema';
import type {
  CapturePaymentInput,
  CreatedPayment,
  CreatePaymentInput,
  PaymentProvider,
  PaymentState,
  PaymentWay,
  ProviderPayment,
  ProviderRefund,
  Receipt,
  RefundInput,
} from './payments';

/** What the test page's buttons do: pay or decline a pending payment, let a hold run out. */
export type SandboxOutcome = 'succeed' | 'fail' | 'expire';

export interface SandboxRefund {
  refundId: string;
  amountKopecks: number;
  description: string;
  receipt: Receipt | null;
  createdAt: Date;
}

/** Everything the test page shows about a payment. */
export interface SandboxPaymentDetails {
  payment: ProviderPayment;
  way: PaymentWay;
  description: string;
  returnUrl: string;
  /** the amount the guest was asked for (and, for a card, blocked) */
  requestedKopecks: number;
  /** null until the payment succeeds */
  capturedKopecks: number | null;
  receipt: Receipt | null;
  captureReceipt: Receipt | null;
  refunds: SandboxRefund[];
}

type PaymentRow = typeof sandboxPayments.$inferSelect;
type RefundRow = typeof sandboxRefunds.$inferSelect;

/** Ids are UUIDs (uuid columns): any other string names nothing, and must not reach the query. */
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const stateOf: Record<string, PaymentState> = {
  pending: 'pending',
  waiting_for_capture: 'held',
  succeeded: 'succeeded',
  canceled: 'canceled',
};

/** YooKassa's cancellation reasons for a declined payment. */
const declineReason: Record<PaymentWay, string> = {
  bank_card: 'card_expired',
  sbp: 'general_decline',
};

function assertKopecks(amountKopecks: number, what: string): void {
  if (!Number.isSafeInteger(amountKopecks) || amountKopecks <= 0) {
    throw new Error(`${what} must be a positive whole number of kopecks, got ${amountKopecks}`);
  }
}

/**
 * YooKassa refuses a receipt whose items do not add up to the amount it goes with: the sandbox
 * does too, so a wrong receipt shows up locally and not on the live site.
 */
function assertReceipt(receipt: Receipt | null, amountKopecks: number, what: string): void {
  if (!receipt) return;
  if (receipt.items.length === 0) throw new Error(`the ${what} receipt has no items`);
  let total = 0;
  for (const item of receipt.items) {
    if (!Number.isSafeInteger(item.quantity) || item.quantity <= 0) {
      throw new Error(`receipt item "${item.description}" has quantity ${item.quantity}`);
    }
    if (!Number.isSafeInteger(item.unitKopecks) || item.unitKopecks < 0) {
      throw new Error(`receipt item "${item.description}" has price ${item.unitKopecks} kopecks`);
    }
    if (item.description.length === 0 || item.description.length > 128) {
      throw new Error(`receipt item "${item.description}" needs a name of 1 to 128 characters`);
    }
    total += item.unitKopecks * item.quantity;
  }
  if (total !== amountKopecks) {
    throw new Error(
      `the ${what} receipt's items add up to ${total} kopecks, the ${what} is ${amountKopecks}`,
    );
  }
}

function refundOf(row: RefundRow): ProviderRefund {
  // A sandbox refund is done the moment it is made.
  return {
    refundId: row.id,
    paymentId: row.paymentId,
    state: 'succeeded',
    amountKopecks: row.amountKopecks,
  };
}

export interface SandboxProvider extends PaymentProvider {
  /** Everything the test page shows; null for an unknown payment. */
  details(paymentId: string): Promise<SandboxPaymentDetails | null>;
  /** The test page's buttons; null for an unknown payment. */
  settle(paymentId: string, outcome: SandboxOutcome): Promise<{ returnUrl: string } | null>;
}

async function rowOf(db: Db, paymentId: string): Promise<PaymentRow | null> {
  if (!UUID_PATTERN.test(paymentId)) return null;
  const [row] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.id, paymentId));
  return row ?? null;
}

async function mustRow(db: Db, paymentId: string): Promise<PaymentRow> {
  const row = await rowOf(db, paymentId);
  if (!row) throw new Error(`unknown sandbox payment ${paymentId}`);
  return row;
}

async function refundedOf(db: Db, paymentId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${sandboxRefunds.amountKopecks}), 0)::int` })
    .from(sandboxRefunds)
    .where(eq(sandboxRefunds.paymentId, paymentId));
  return Number(row?.total ?? 0);
}

async function paymentOf(db: Db, row: PaymentRow): Promise<ProviderPayment> {
  const state = stateOf[row.state];
  if (!state) throw new Error(`sandbox payment ${row.id} is in an unknown state ${row.state}`);
  return {
    paymentId: row.id,
    state,
    orderId: row.orderId,
    amountKopecks: row.capturedKopecks ?? row.amountKopecks,
    refundedKopecks: await refundedOf(db, row.id),
    cancellationReason: row.state === 'canceled' ? row.cancellationReason : null,
  };
}

async function createPayment(
  db: Db,
  publicUrl: string,
  input: CreatePaymentInput,
): Promise<CreatedPayment> {
  assertKopecks(input.amountKopecks, 'the payment amount');
  assertReceipt(input.receipt ?? null, input.amountKopecks, 'payment');
  await db
    .insert(sandboxPayments)
    .values({
      id: randomUUID(),
      idempotenceKey: input.idempotenceKey,
      orderId: input.orderId,
      amountKopecks: input.amountKopecks,
      description: input.description,
      returnUrl: input.returnUrl,
      way: input.way,
      capture: input.way === 'sbp' || input.chargeNow === true,
      receipt: input.receipt ?? null,
    })
    .onConflictDoNothing({ target: sandboxPayments.idempotenceKey });
  const [row] = await db
    .select()
    .from(sandboxPayments)
    .where(eq(sandboxPayments.idempotenceKey, input.idempotenceKey));
  if (!row) throw new Error('sandbox payment vanished');
  // The test page is on the site the guest returns to, as a real provider's page would be
  // reachable from wherever the guest is.
  const site = URL.canParse(row.returnUrl) ? new URL(row.returnUrl).origin : publicUrl;
  return { paymentId: row.id, confirmationUrl: `${site}/pay/${row.id}` };
}

async function capturePayment(db: Db, input: CapturePaymentInput): Promise<ProviderPayment> {
  assertKopecks(input.amountKopecks, 'the capture amount');
  assertReceipt(input.receipt, input.amountKopecks, 'capture');
  if (!UUID_PATTERN.test(input.paymentId)) {
    throw new Error(`unknown sandbox payment ${input.paymentId}`);
  }
  const [captured] = await db
    .update(sandboxPayments)
    .set({
      state: 'succeeded',
      capturedKopecks: input.amountKopecks,
      captureReceipt: input.receipt,
    })
    .where(
      and(
        eq(sandboxPayments.id, input.paymentId),
        eq(sandboxPayments.state, 'waiting_for_capture'),
        sql`${sandboxPayments.amountKopecks} >= ${input.amountKopecks}`,
      ),
    )
    .returning();
  if (captured) return paymentOf(db, captured);
  const row = await mustRow(db, input.paymentId);
  if (row.state === 'waiting_for_capture') {
    throw new Error(
      `cannot capture ${input.amountKopecks} kopecks of sandbox payment ${row.id}: only ${row.amountKopecks} are held`,
    );
  }
  // The sandbox keeps no capture keys: a captured hold asked for the same amount again is
  // taken for the retry YooKassa would answer from its idempotence key.
  if (row.state === 'succeeded' && !row.capture && row.capturedKopecks === input.amountKopecks) {
    return paymentOf(db, row);
  }
  throw new Error(`cannot capture sandbox payment ${row.id}: it is ${row.state}`);
}

async function cancelPayment(db: Db, paymentId: string): Promise<ProviderPayment> {
  if (!UUID_PATTERN.test(paymentId)) throw new Error(`unknown sandbox payment ${paymentId}`);
  const [canceled] = await db
    .update(sandboxPayments)
    .set({ state: 'canceled', cancellationReason: 'canceled_by_merchant' })
    .where(
      and(
        eq(sandboxPayments.id, paymentId),
        inArray(sandboxPayments.state, ['pending', 'waiting_for_capture']),
      ),
    )
    .returning();
  if (canceled) return paymentOf(db, canceled);
  const row = await mustRow(db, paymentId);
  if (row.state === 'canceled') return paymentOf(db, row);
  throw new Error(
    `cannot cancel sandbox payment ${row.id}: it is ${row.state}; give the money back by a refund`,
  );
}

/**
 * The refund, inside the transaction that holds the payment's row lock: refunds of one payment
 * are made one at a time, each reading the refunds committed before it (a new snapshot per
 * statement), so none is counted twice.
 */
async function refundUnderLock(tx: Tx, input: RefundInput): Promise<RefundRow> {
  const [payment] = await tx
    .select()
    .from(sandboxPayments)
    .where(eq(sandboxPayments.id, input.paymentId))
    .for('update');
  if (!payment) throw new Error(`unknown sandbox payment ${input.paymentId}`);
  const [earlier] = await tx
    .select()
    .from(sandboxRefunds)
    .where(eq(sandboxRefunds.idempotenceKey, input.idempotenceKey));
  if (earlier) {
    if (earlier.paymentId !== input.paymentId || earlier.amountKopecks !== input.amountKopecks) {
      throw new Error(
        `idempotence key ${input.idempotenceKey} was used for another refund (${earlier.amountKopecks} kopecks of payment ${earlier.paymentId})`,
      );
    }
    return earlier;
  }
  if (payment.state !== 'succeeded' || payment.capturedKopecks === null) {
    throw new Error(`cannot refund sandbox payment ${payment.id}: it is ${payment.state}`);
  }
  const [sum] = await tx
    .select({ total: sql<number>`coalesce(sum(${sandboxRefunds.amountKopecks}), 0)::int` })
    .from(sandboxRefunds)
    .where(eq(sandboxRefunds.paymentId, payment.id));
  const refunded = Number(sum?.total ?? 0);
  const left = payment.capturedKopecks - refunded;
  if (input.amountKopecks > left) {
    throw new Error(
      `cannot refund ${input.amountKopecks} kopecks of sandbox payment ${payment.id}: ${payment.capturedKopecks} were taken and ${refunded} already given back`,
    );
  }
  const [inserted] = await tx
    .insert(sandboxRefunds)
    .values({
      id: randomUUID(),
      idempotenceKey: input.idempotenceKey,
      paymentId: payment.id,
      amountKopecks: input.amountKopecks,
      description: input.description,
      receipt: input.receipt,
    })
    .returning();
  if (!inserted) throw new Error('sandbox refund vanished');
  return inserted;
}

async function createRefund(db: Db, input: RefundInput): Promise<ProviderRefund> {
  assertKopecks(input.amountKopecks, 'the refund amount');
  assertReceipt(input.receipt, input.amountKopecks, 'refund');
  if (!UUID_PATTERN.test(input.paymentId)) {
    throw new Error(`unknown sandbox payment ${input.paymentId}`);
  }
  return refundOf(await db.transaction((tx) => refundUnderLock(tx, input)));
}

async function getRefund(db: Db, refundId: string): Promise<ProviderRefund> {
  const [row] = UUID_PATTERN.test(refundId)
    ? await db.select().from(sandboxRefunds).where(eq(sandboxRefunds.id, refundId))
    : [];
  if (!row) throw new Error(`unknown sandbox refund ${refundId}`);
  return refundOf(row);
}

async function details(db: Db, paymentId: string): Promise<SandboxPaymentDetails | null> {
  const row = await rowOf(db, paymentId);
  if (!row) return null;
  const refunds = await db
    .select()
    .from(sandboxRefunds)
    .where(eq(sandboxRefunds.paymentId, row.id))
    .orderBy(asc(sandboxRefunds.createdAt), asc(sandboxRefunds.id));
  return {
    payment: await paymentOf(db, row),
    way: row.way === 'sbp' ? 'sbp' : 'bank_card',
    description: row.description,
    returnUrl: row.returnUrl,
    requestedKopecks: row.amountKopecks,
    capturedKopecks: row.capturedKopecks,
    receipt: (row.receipt as Receipt | null) ?? null,
    captureReceipt: (row.captureReceipt as Receipt | null) ?? null,
    refunds: refunds.map((refund) => ({
      refundId: refund.id,
      amountKopecks: refund.amountKopecks,
      description: refund.description,
      receipt: (refund.receipt as Receipt | null) ?? null,
      createdAt: refund.createdAt,
    })),
  };
}

/**
 * The test page's buttons. A pending payment is paid (a card's money is held, SBP's taken) or
 * declined; a hold is let run out as YooKassa releases one not captured in time. Anything
 * else changes nothing: a button pressed twice, or in two tabs, acts once.
 */
async function settle(
  db: Db,
  paymentId: string,
  outcome: SandboxOutcome,
): Promise<{ returnUrl: string } | null> {
  const row = await rowOf(db, paymentId);
  if (!row) return null;
  const id = eq(sandboxPayments.id, row.id);
  if (outcome === 'succeed') {
    await db
      .update(sandboxPayments)
      .set({
        state: sql`case when ${sandboxPayments.capture} then 'succeeded' else 'waiting_for_capture' end`,
        capturedKopecks: sql`case when ${sandboxPayments.capture} then ${sandboxPayments.amountKopecks} end`,
      })
      .where(and(id, eq(sandboxPayments.state, 'pending')));
  } else if (outcome === 'fail') {
    await db
      .update(sandboxPayments)
      .set({
        state: 'canceled',
        cancellationReason: declineReason[row.way === 'sbp' ? 'sbp' : 'bank_card'],
      })
      .where(and(id, eq(sandboxPayments.state, 'pending')));
  } else {
    await db
      .update(sandboxPayments)
      .set({ state: 'canceled', cancellationReason: 'expired_on_capture' })
      .where(and(id, eq(sandboxPayments.state, 'waiting_for_capture')));
  }
  return { returnUrl: row.returnUrl };
}

export function createSandboxProvider({
  db,
  publicUrl,
}: {
  db: Db;
  publicUrl: string;
}): SandboxProvider {
  return {
    name: 'sandbox',
    createPayment: (input) => createPayment(db, publicUrl, input),
    getPayment: async (paymentId) => paymentOf(db, await mustRow(db, paymentId)),
    capturePayment: (input) => capturePayment(db, input),
    cancelPayment: ({ paymentId }) => cancelPayment(db, paymentId),
    createRefund: (input) => createRefund(db, input),
    getRefund: (refundId) => getRefund(db, refundId),
    details: (paymentId) => details(db, paymentId),
    settle: (paymentId, outcome) => settle(db, paymentId, outcome),
  };
}
