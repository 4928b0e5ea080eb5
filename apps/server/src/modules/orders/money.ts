/**
 * The rules of an order's online money (issue 13), as pure functions the lifecycle applies under
 * the order's lock:
 *
 * - what the guest owes now (`due`): what is paid for the dishes of the venues that did not
 *   decline (after offers and points), and the delivery fee while anything comes; nothing once
 *   the order is cancelled;
 * - the one next step that brings the money to it (`nextMoneyStep`): a card hold is captured for
 *   what is due once every venue has accepted (a venue that declined first is simply not
 *   charged), or released when nothing is due; money taken beyond what is due goes back by a
 *   refund;
 * - the 54-FZ receipt items of each movement, keyed by order line, so a refund's receipt names
 *   exactly the dishes given back and adds up to its amount.
 *
 * Settled, the order holds `captured − refunded = due`; money.test.ts checks it over random
 * sequences of accepts, declines and cancellations.
 */
import type { OrderStatus } from '@storefront/contract/order-lifecycle';
import type { PaymentStatus } from '@storefront/contract/orders';
import { linePayKopecks } from '@storefront/contract/promotions';
import type { Receipt, ReceiptItem } from '../../adapters/payments/payments';

/** What the receipt's delivery line is called. */
export const DELIVERY_ITEM_DESCRIPTION = 'Доставка';
const MAX_ITEM_DESCRIPTION = 128;

/** A receipt item owed for one order line (`line-<id>`) or the delivery (`delivery`). */
export interface KeyedReceiptItem extends ReceiptItem {
  key: string;
}

export interface KeyedReceipt extends Omit<Receipt, 'items'> {
  items: KeyedReceiptItem[];
}

export interface ReceiptSettings {
  /** the shop's VAT code for dishes and delivery (YOOKASSA_VAT_CODE) */
  vatCode: number;
  taxSystemCode: number | null;
}

export interface MoneyLine {
  id: number;
  name: string;
  /** the size and modifiers chosen ('8 шт · Соевый соус ×2'); '' or absent for none */
  choiceText?: string;
  count: number;
  sumKopecks: number;
  /** the line's shares of the offers' and the points' discount: the guest pays the rest */
  offerKopecks: number;
  pointsKopecks: number;
  venueId: number;
  vatCode: number | null;
}

export interface MoneyOrder {
  status: OrderStatus;
  customerEmail: string | null;
  phone: string;
  deliveryFeeKopecks: number;
}

/** Cut by code points, so a multi-unit character is never split. */
function shortText(text: string): string {
  return Array.from(text.trim()).slice(0, MAX_ITEM_DESCRIPTION).join('').trim() || 'Товар';
}

/**
 * `sum` kopecks as quantity × unit price: the portions at their price when it divides evenly, or
 * one item of the whole sum (a weight-priced dish whose venue set another final price).
 */
function asQuantity(sum: number, count: number): { quantity: number; unitKopecks: number } {
  return count > 0 && sum % count === 0
    ? { quantity: count, unitKopecks: sum / count }
    : { quantity: 1, unitKopecks: sum };
}

function item(
  key: string,
  description: string,
  sum: number,
  count: number,
  vatCode: number,
  paymentSubject: ReceiptItem['paymentSubject'],
): KeyedReceiptItem {
  return {
    key,
    description: shortText(description),
    ...asQuantity(sum, count),
    vatCode,
    paymentSubject,
    // Paid on the site before the food is handed over (54-FZ "предоплата 100%").
    paymentMode: 'full_prepayment',
  };
}

export function itemsSum(items: readonly ReceiptItem[]): number {
  return items.reduce((sum, entry) => sum + entry.quantity * entry.unitKopecks, 0);
}

/** The e-mail if the guest gave one, else the phone; null with neither (no online payment). */
export function receiptCustomer(order: Pick<MoneyOrder, 'customerEmail' | 'phone'>) {
  if (order.customerEmail) return { email: order.customerEmail };
  const digits = order.phone.replace(/\D/g, '');
  return digits.length >= 11 ? { phone: digits } : null;
}

/**
 * The receipt items of what the guest gets now: the lines of venues that did not decline, and
 * the delivery while any dish comes. Empty for a cancelled order.
 */
export function dueItems(
  order: MoneyOrder,
  lines: readonly MoneyLine[],
  declinedVenues: ReadonlySet<number>,
  settings: ReceiptSettings,
): KeyedReceiptItem[] {
  if (order.status === 'cancelled') return [];
  // A line's receipt sum is what is paid for it: after its offers and points (54-FZ takes the
  // price after the discount; a gift, paid nothing, is not a receipt line).
  const dishes = lines
    .filter((line) => !declinedVenues.has(line.venueId) && linePayKopecks(line) > 0)
    .map((line) =>
      item(
        `line-${line.id}`,
        // the receipt names what was sold: the dish as chosen
        line.choiceText ? `${line.name} (${line.choiceText})` : line.name,
        linePayKopecks(line),
        line.count,
        line.vatCode ?? settings.vatCode,
        'commodity',
      ),
    );
  if (dishes.length === 0) return [];
  const fee =
    order.deliveryFeeKopecks > 0
      ? [
          item(
            'delivery',
            DELIVERY_ITEM_DESCRIPTION,
            order.deliveryFeeKopecks,
            1,
            settings.vatCode,
            'service',
          ),
        ]
      : [];
  return [...dishes, ...fee];
}

function sumsByKey(items: readonly KeyedReceiptItem[]): Map<string, number> {
  const sums = new Map<string, number>();
  for (const entry of items) {
    sums.set(entry.key, (sums.get(entry.key) ?? 0) + entry.quantity * entry.unitKopecks);
  }
  return sums;
}

/**
 * The refund receipt's items: what was paid for, less what is due now and what earlier refunds
 * gave back, per line. A line's portions stay whole when its price divides what is given back.
 */
export function refundItems(
  paid: readonly KeyedReceiptItem[],
  due: readonly KeyedReceiptItem[],
  refunded: readonly KeyedReceiptItem[],
): KeyedReceiptItem[] {
  const dueSums = sumsByKey(due);
  const refundedSums = sumsByKey(refunded);
  const result: KeyedReceiptItem[] = [];
  for (const [key, paidSum] of sumsByKey(paid)) {
    const back = paidSum - (dueSums.get(key) ?? 0) - (refundedSums.get(key) ?? 0);
    if (back <= 0) continue;
    const model = paid.find((entry) => entry.key === key) as KeyedReceiptItem;
    const portions = back % model.unitKopecks === 0 ? back / model.unitKopecks : 0;
    result.push({
      ...model,
      ...(portions > 0
        ? { quantity: portions, unitKopecks: model.unitKopecks }
        : { quantity: 1, unitKopecks: back }),
    });
  }
  return result;
}

/** The receipt as the provider takes it: the line keys stay on our side. */
export function toProviderReceipt(receipt: KeyedReceipt | null | undefined): Receipt | null {
  if (!receipt) return null;
  return {
    customer: receipt.customer,
    taxSystemCode: receipt.taxSystemCode,
    items: receipt.items.map(({ key: _key, ...rest }) => rest),
  };
}

/** What the order's online money looks like now. */
export interface MoneyState {
  paymentStatus: PaymentStatus;
  orderStatus: OrderStatus;
  heldKopecks: number;
  capturedKopecks: number;
  /** refunds done and under way */
  refundingKopecks: number;
  dueKopecks: number;
  /** a capture or release is under way: its outcome comes first */
  settling: boolean;
}

export type MoneyStep =
  | { kind: 'capture'; amountKopecks: number }
  | { kind: 'release' }
  | { kind: 'refund'; amountKopecks: number }
  | null;

/** The one movement that brings the order's money to what is due, or null when none is needed. */
export function nextMoneyStep(state: MoneyState): MoneyStep {
  if (state.paymentStatus === 'held') {
    if (state.settling) return null;
    if (state.dueKopecks <= 0) return { kind: 'release' };
    // Every venue has accepted (the order left `new`): take what they accepted, never more than
    // the hold (a weight-priced dish whose final price came out higher is not charged more).
    if (state.orderStatus !== 'new') {
      return { kind: 'capture', amountKopecks: Math.min(state.dueKopecks, state.heldKopecks) };
    }
    return null;
  }
  if (state.paymentStatus === 'succeeded') {
    const excess = state.capturedKopecks - state.refundingKopecks - state.dueKopecks;
    return excess > 0 ? { kind: 'refund', amountKopecks: excess } : null;
  }
  return null;
}
