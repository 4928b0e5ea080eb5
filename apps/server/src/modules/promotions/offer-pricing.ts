/**
 * A promo code against a basket (issue 32 item 1): the offer of the code, what is known of the
 * guest and of its uses, and the basket priced with it by the contract's rules (promotions.ts) —
 * the one computation the basket's preview and, next, the order itself use.
 */
import { toRoubles } from '@storefront/contract/money';
import {
  automaticOffersToApply,
  type OfferContext,
  type OfferDiscount,
  offerDiscount,
  offerRefusal,
  type PricedBasket,
  type PricingLine,
  priceBasket,
  promotionMessages,
} from '@storefront/contract/promotions';
import { normalOfferCode, offerRules, type StaffOffer } from '@storefront/contract/staff-offers';

/** An offer as pricing reads it: its terms and uses, not its takings. */
type PricedOffer = Omit<StaffOffer, 'revenueKopecks'>;

import { and, asc, count, eq, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { offers, offerUses, orders } from '../../db/schema';
import { ORDER_CODE_FIELD, promoCodeRefused } from '../orders/order-rewards';
import { offerColumns, usesCount } from './offers';

/** Who is ordering: the phone typed (normalised) and the signed-in account, either may be absent. */
export interface OfferGuest {
  phone: string | null;
  userId: number | null;
}

export interface CodeApplied {
  offer: PricedOffer;
  priced: PricedBasket;
  gift: { dishKey: string; name: string } | null;
}

/** The check call's field of the code; the order's is ORDER_CODE_FIELD. */
const refused = (message: string, field = 'code') => promoCodeRefused(message, field);

/** The guest's rows of a table with a phone and an account column; null when nothing is known. */
function ofGuest(
  guest: OfferGuest,
  phone: typeof orders.phone | typeof offerUses.phone,
  userId: typeof orders.userId | typeof offerUses.userId,
): SQL | null {
  const known = [
    guest.phone === null ? undefined : eq(phone, guest.phone),
    guest.userId === null ? undefined : eq(userId, guest.userId),
  ].filter((condition): condition is SQL => condition !== undefined);
  return known.length === 0 ? null : (or(...known) ?? null);
}

export function createOfferPricing({ db, now }: { db: Db; now: () => Date }) {
  async function contextOf(
    ex: Pick<Db, 'select'>,
    offerId: number,
    guest: OfferGuest,
  ): Promise<OfferContext> {
    const mine = ofGuest(guest, offerUses.phone, offerUses.userId);
    const ordersOfGuest = ofGuest(guest, orders.phone, orders.userId);
    const [[uses], [guestOrders]] = await Promise.all([
      ex
        .select({
          total: count(),
          guest:
            mine === null
              ? sql<number>`0`.mapWith(Number)
              : sql<number>`count(*) filter (where ${mine})`.mapWith(Number),
        })
        .from(offerUses)
        .where(and(eq(offerUses.offerId, offerId), isNull(offerUses.returnedAt))),
      ordersOfGuest === null
        ? [{ count: 0 }]
        : ex
            .select({ count: count() })
            .from(orders)
            .where(and(ordersOfGuest, ne(orders.status, 'cancelled'))),
    ]);
    return {
      at: now(),
      guestOrders: guestOrders?.count ?? 0,
      guestUses: uses?.guest ?? 0,
      totalUses: uses?.total ?? 0,
    };
  }

  /**
   * The code's offer and what it takes off these lines; a 422 `promoCodeRefused` naming why not
   * (an unknown or switched-off code reads as unknown: which codes exist is not told).
   */
  async function offerOfCode(
    typedCode: string,
    lines: readonly PricingLine[],
    deliveryFeeKopecks: number,
    guest: OfferGuest,
    field = 'code',
  ): Promise<{ offer: PricedOffer; discount: OfferDiscount }> {
    const code = normalOfferCode(typedCode);
    const [offer] =
      code === ''
        ? []
        : await db
            .select({ ...offerColumns, uses: usesCount })
            .from(offers)
            .where(and(eq(offers.code, code), eq(offers.active, true)));
    if (!offer) throw refused(promotionMessages.unknownCode, field);
    const rules = offerRules(offer);
    const refusal = offerRefusal(rules, lines, await contextOf(db, offer.id, guest));
    if (refusal !== null) throw refused(refusal, field);
    return { offer, discount: offerDiscount(rules, lines, deliveryFeeKopecks) };
  }

  /**
   * The automatic offers (no code) this basket gets now (contract `automaticOffersToApply`):
   * beside the code's when both combine, never one that does not combine with points when points
   * are spent.
   */
  async function automaticOffers(
    lines: readonly PricingLine[],
    deliveryFeeKopecks: number,
    guest: OfferGuest,
    code: PricedOffer | null,
    withPoints: boolean,
  ): Promise<{ offer: PricedOffer; discount: OfferDiscount }[]> {
    const candidates = await db
      .select({ ...offerColumns, uses: usesCount })
      .from(offers)
      .where(and(isNull(offers.code), eq(offers.active, true)))
      .orderBy(asc(offers.id));
    const applying: { offer: PricedOffer; discount: OfferDiscount }[] = [];
    for (const offer of candidates) {
      if (withPoints && !offer.combinesWithPoints) continue;
      const rules = offerRules(offer);
      if (offerRefusal(rules, lines, await contextOf(db, offer.id, guest)) !== null) continue;
      applying.push({ offer, discount: offerDiscount(rules, lines, deliveryFeeKopecks) });
    }
    return automaticOffersToApply(applying, code);
  }

  return {
    offerOfCode,
    automaticOffers,

    /**
     * Counts the order's use of the offer, under the offer's row lock so that two orders racing
     * for its last use are one after the other: the second sees the first's use and is refused.
     */
    async claimUse(
      tx: Tx,
      offerId: number,
      orderId: number,
      guest: OfferGuest & { phone: string },
    ) {
      const [offer] = await tx
        .select({ totalLimit: offers.totalLimit, perGuestLimit: offers.perGuestLimit })
        .from(offers)
        .where(eq(offers.id, offerId))
        // not `update`: the order's foreign key holds a key-share lock on the row already
        .for('no key update');
      if (!offer) throw refused(promotionMessages.exhausted, ORDER_CODE_FIELD);
      const uses = await contextOf(tx, offerId, guest);
      if (offer.totalLimit !== null && uses.totalUses >= offer.totalLimit) {
        throw refused(promotionMessages.exhausted, ORDER_CODE_FIELD);
      }
      if (offer.perGuestLimit !== null && uses.guestUses >= offer.perGuestLimit) {
        throw refused(promotionMessages.used, ORDER_CODE_FIELD);
      }
      await tx
        .insert(offerUses)
        .values({ offerId, orderId, phone: guest.phone, userId: guest.userId });
    },

    /** The basket priced with the code's offer (the basket's «Промокод» check). */
    async applyCode(
      typedCode: string,
      lines: readonly PricingLine[],
      deliveryFeeKopecks: number,
      guest: OfferGuest,
    ): Promise<CodeApplied> {
      const { offer, discount } = await offerOfCode(typedCode, lines, deliveryFeeKopecks, guest);
      return {
        offer,
        priced: priceBasket(lines, deliveryFeeKopecks, [discount], 0),
        gift: discount.gift,
      };
    },
  };
}

export type OfferPricing = ReturnType<typeof createOfferPricing>;

/** The check call's answer, in roubles. */
export function codeCheckAnswer({ offer, priced, gift }: CodeApplied) {
  return {
    code: offer.code ?? '',
    title: offer.title,
    discount: toRoubles(priced.offerKopecks),
    deliveryDiscount: toRoubles(priced.deliveryDiscountKopecks),
    gift: gift === null ? null : { name: gift.name },
    total: toRoubles(priced.totalKopecks),
  };
}
