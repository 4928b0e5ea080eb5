/** Online card payments: the built-in `sandbox` (default) or YooKassa (DESIGN.md §4–§5). */

export interface CreatePaymentInput {
  orderId: number;
  amountKopecks: number;
  description: string;
  /** where the guest returns after paying: /order/{id}?key=… on our site (absolute URL) */
  returnUrl: string;
  /** one key per order: a retried create never makes a second payment */
  idempotenceKey: string;
}

export interface CreatedPayment {
  /** the provider's payment id */
  paymentId: string;
  /** where to send the guest's browser to pay */
  confirmationUrl: string;
}

/** The provider's word on a payment, re-read from the provider itself. */
export type PaymentState = 'pending' | 'succeeded' | 'canceled';

export interface PaymentProvider {
  readonly name: 'sandbox' | 'yookassa';
  createPayment(input: CreatePaymentInput): Promise<CreatedPayment>;
  /** Re-reads the payment from the provider (never trust a notification body or a return URL). */
  getPayment(
    paymentId: string,
  ): Promise<{ paymentId: string; state: PaymentState; orderId: number | null }>;
}
