/** The built-in test payment provider: payments live in our database, a test page settles them. */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sandboxPayments } from '../../db/schema';
import type { PaymentProvider, PaymentState } from './payments';

export function createSandboxProvider({
  db,
  publicUrl,
}: {
  db: Db;
  publicUrl: string;
}): PaymentProvider & {
  settle(paymentId: string, state: 'succeeded' | 'canceled'): Promise<{ returnUrl: string } | null>;
  details(
    paymentId: string,
  ): Promise<{ amountKopecks: number; description: string; returnUrl: string } | null>;
} {
  async function byId(paymentId: string) {
    const [row] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.id, paymentId));
    return row ?? null;
  }
  return {
    name: 'sandbox',
    async createPayment(input) {
      await db
        .insert(sandboxPayments)
        .values({
          id: randomUUID(),
          idempotenceKey: input.idempotenceKey,
          orderId: input.orderId,
          amountKopecks: input.amountKopecks,
          description: input.description,
          returnUrl: input.returnUrl,
        })
        .onConflictDoNothing();
      const [row] = await db
        .select()
        .from(sandboxPayments)
        .where(eq(sandboxPayments.idempotenceKey, input.idempotenceKey));
      if (!row) throw new Error('sandbox payment vanished');
      // The test page is on the site the guest returns to, as a real provider's page would be
      // reachable from wherever the guest is.
      const site = URL.canParse(row.returnUrl) ? new URL(row.returnUrl).origin : publicUrl;
      return { paymentId: row.id, confirmationUrl: `${site}/pay/${row.id}` };
    },
    async getPayment(paymentId) {
      const row = await byId(paymentId);
      if (!row) throw new Error(`unknown sandbox payment ${paymentId}`);
      return { paymentId, state: row.state as PaymentState, orderId: row.orderId };
    },
    details: byId,
    /** The test page's buttons: a pending payment succeeds or fails, once. */
    async settle(paymentId, state) {
      const row = await byId(paymentId);
      if (!row) return null;
      if (row.state === 'pending') {
        await db.update(sandboxPayments).set({ state }).where(eq(sandboxPayments.id, paymentId));
      }
      return { returnUrl: row.returnUrl };
    },
  };
}

export type SandboxProvider = ReturnType<typeof createSandboxProvider>;
