/**
 * The order whose online payment the guest left to make (issue 9): the basket stays as it was
 * until that order is really accepted — paid, or switched to payment on delivery — so a declined
 * payment leaves nothing lost. Kept in localStorage: the payment page is another site, and the
 * guest comes back to a fresh page.
 */
export const AWAITING_PAYMENT_KEY = 'storefront.awaiting-payment.v1';

export function rememberAwaitingPayment(orderId: number, storage: Storage = localStorage) {
  try {
    storage.setItem(AWAITING_PAYMENT_KEY, String(orderId));
  } catch {
    // Storage disabled: the basket is then kept until the guest empties it.
  }
}

/** True once: when `orderId` is the order the basket waited for (the key is then forgotten). */
export function takeAwaitingPayment(orderId: number, storage: Storage = localStorage): boolean {
  try {
    if (storage.getItem(AWAITING_PAYMENT_KEY) !== String(orderId)) return false;
    storage.removeItem(AWAITING_PAYMENT_KEY);
    return true;
  } catch {
    return false;
  }
}
