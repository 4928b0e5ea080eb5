/** The outbox work of online payments: captures, releases and refunds, and the guest's letters. */
import type { EmailSender } from '../../adapters/email/email';
import type { Db } from '../../db/client';
import { guestHoldExpiredLetter, guestRefundLetter } from '../notifications/letters';
import { findOperation, findOrder } from '../orders/payment-records';
import type { OutboxHandlers } from '../outbox/topics';
import type { PaymentsService } from './service';

export function createPaymentHandlers({
  db,
  payments,
  email,
  publicUrl,
}: {
  db: Db;
  payments: PaymentsService;
  email: EmailSender;
  publicUrl: string;
}): OutboxHandlers {
  return {
    async 'payment.operation'({ operationId }) {
      await payments.runOperation(operationId);
    },

    async 'email.payment'({ orderId, operationId, kind }) {
      const order = await findOrder(db, orderId);
      if (!order?.customerEmail) return;
      const orderUrl = `${publicUrl}/order/${order.id}?key=${order.accessKey}`;
      if (kind === 'holdExpired') {
        await email.send(guestHoldExpiredLetter(order, orderUrl));
        return;
      }
      const refund = operationId === null ? undefined : await findOperation(db, operationId);
      if (!refund) return;
      await email.send(guestRefundLetter(order, refund, orderUrl));
    },
  };
}
