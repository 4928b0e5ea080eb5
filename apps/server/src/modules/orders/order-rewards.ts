/**
 * What placing an order needs of the promotions (issue 32, decision 084), as a port the app
 * wires: the basket priced with a promo code and loyalty points by the contract's rules, and the
 * claim of the code's use and of the points in the order's own transaction. The orders module
 * never reads the offers' or the points' tables; the promotions module implements this.
 */
import type { PricedBasket, PricingLine } from '@storefront/contract/promotions';
import type { PosChoice } from '../../adapters/pos/pos';
import { AppError } from '../../lib/app-error';
import type { Tx } from './repository';

/** The order's field of the promo code (the basket's check call names it `code`). */
export const ORDER_CODE_FIELD = 'metadata.promoCode';

/** A code that does not apply: 422 `promoCodeRefused`, the message saying why, at its field. */
export const promoCodeRefused = (message: string, field: string = ORDER_CODE_FIELD) =>
  new AppError(422, 'promoCodeRefused', { [field]: message }, message);

/** A line as the POS sells it: its product, portions, a portion's price and the choice. */
export interface PosPricingLine {
  productId: string;
  count: number;
  priceKopecks: number;
  choice: PosChoice | null;
}

export interface RewardsAsked {
  /** the promo code as typed; null: none */
  code: string | null;
  /** points to spend; 0: none */
  points: number;
  /** the dishes at menu prices, keyed by their index in the order's lines */
  lines: PricingLine[];
  /**
   * the same lines as the POS sells them (by index): what a POS that prices the basket itself
   * is asked about (iikoCard, decision 086)
   */
  posLines: PosPricingLine[];
  /** the zone's fee before any offer */
  deliveryFeeKopecks: number;
  /** the guest: the phone (normalised) and the signed-in account */
  phone: string;
  userId: number | null;
}

export interface PricedRewards {
  /** every figure of the order: lines after offers and points, the fee, the total */
  priced: PricedBasket;
  /** each offer applied, the code's first: what it is and what it takes off */
  offers: {
    code: string | null;
    title: string;
    discountKopecks: number;
    deliveryKopecks: number;
    gift: string | null;
  }[];
  /** the code's offer; null: no code (offers that apply by themselves are counted by `claim`) */
  offerId: number | null;
  /** the code as kept (upper case); null: none */
  code: string | null;
  points: number;
  /**
   * The dishes the offers give with the order: the order adds each as a line whose whole sum is
   * the offer's. Priced by the order, they are not in `priced`.
   */
  gifts: { id: number; special: boolean; name: string }[];
  /**
   * Counts the offers' uses and spends the points for the order just written, under the offers'
   * and the account's locks: a 422 (and nothing written) when a last use went or the balance
   * fell since the price was made.
   */
  claim(tx: Tx, orderId: number): Promise<void>;
}

export interface OrderRewards {
  /** null: no code, no points, and no offer applies by itself (the order is at menu prices) */
  price(asked: RewardsAsked): Promise<PricedRewards | null>;
}
