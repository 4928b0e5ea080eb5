/**
 * Online payments: the built-in `sandbox` (default) or YooKassa (DESIGN.md §4–§5).
 *
 * A card payment is a hold (two-stage: created with capture off) that the order's lifecycle
 * captures for what the venues accepted, or releases; SBP is charged at once. Money goes back by
 * refunds. Every call that moves money carries an idempotence key, so a retried call never moves
 * it twice, and (unless the shop fiscalises at its own register) a 54-FZ receipt.
 */

/** How the guest pays online: a bank card (held, then captured) or SBP (charged at once). */
export type PaymentWay = 'bank_card' | 'sbp';

/** One line of a fiscal receipt (54-FZ), as YooKassa's `receipt.items[]` takes it. */
export interface ReceiptItem {
  /** ≤ 128 characters */
  description: string;
  /** a whole number of portions */
  quantity: number;
  /** the price of one, kopecks */
  unitKopecks: number;
  /** YooKassa's vat_code: 1 no VAT, 2 0%, 3 10%, 4 20%, 5 10/110, 6 20/120, 7–12 later rates */
  vatCode: number;
  paymentSubject: 'commodity' | 'service';
  paymentMode: 'full_prepayment' | 'full_payment';
}

export interface Receipt {
  /** where the receipt is sent: the e-mail if the guest gave one, else the phone (79XXXXXXXXX) */
  customer: { email: string } | { phone: string };
  items: ReceiptItem[];
  /** the shop's tax system (1–6), when configured */
  taxSystemCode: number | null;
}

export interface CreatePaymentInput {
  orderId: number;
  amountKopecks: number;
  description: string;
  /** where the guest returns after paying: /order/{id}?key=… on our site (absolute URL) */
  returnUrl: string;
  /** one key per attempt: a retried create never makes a second payment */
  idempotenceKey: string;
  /** bank_card: a hold we capture later; sbp: charged at once */
  way: PaymentWay;
  /**
   * A card charged at once, not held: a pre-order whose kitchens take it after the hold would
   * have run out (issue 33); a declined part is refunded as an SBP payment's is
   */
  chargeNow?: boolean;
  /** null when receipts are off (the shop fiscalises at its own register) */
  receipt: Receipt | null;
}

export interface CreatedPayment {
  /** the provider's payment id */
  paymentId: string;
  /** where to send the guest's browser to pay */
  confirmationUrl: string;
}

/**
 * The provider's word on a payment: `held` is money blocked on the card waiting for our capture
 * (YooKassa's waiting_for_capture); `succeeded` is money taken.
 */
export type PaymentState = 'pending' | 'held' | 'succeeded' | 'canceled';

export interface ProviderPayment {
  paymentId: string;
  state: PaymentState;
  orderId: number | null;
  /** held: the amount blocked; succeeded: the amount taken (a capture may take less) */
  amountKopecks: number;
  /** the sum of its succeeded refunds */
  refundedKopecks: number;
  /** for a canceled payment, the provider's reason (e.g. expired_on_capture), else null */
  cancellationReason: string | null;
}

export type RefundState = 'pending' | 'succeeded' | 'canceled';

export interface ProviderRefund {
  refundId: string;
  paymentId: string;
  state: RefundState;
  amountKopecks: number;
}

export interface CapturePaymentInput {
  paymentId: string;
  /** ≤ the held amount: what the venues accepted */
  amountKopecks: number;
  /** the receipt of what is taken, when receipts are on */
  receipt: Receipt | null;
  idempotenceKey: string;
}

export interface RefundInput {
  paymentId: string;
  amountKopecks: number;
  description: string;
  /** the refund receipt (its items add up to the amount), when receipts are on */
  receipt: Receipt | null;
  idempotenceKey: string;
}

export interface PaymentProvider {
  readonly name: 'sandbox' | 'yookassa';
  createPayment(input: CreatePaymentInput): Promise<CreatedPayment>;
  /** Re-reads the payment from the provider (never trust a notification body or a return URL). */
  getPayment(paymentId: string): Promise<ProviderPayment>;
  /** Takes (part of) a held payment; repeating it with the same key answers the same. */
  capturePayment(input: CapturePaymentInput): Promise<ProviderPayment>;
  /** Releases a held payment: nothing is taken. */
  cancelPayment(input: { paymentId: string; idempotenceKey: string }): Promise<ProviderPayment>;
  /** Gives back (part of) a taken payment. */
  createRefund(input: RefundInput): Promise<ProviderRefund>;
  getRefund(refundId: string): Promise<ProviderRefund>;
}
