/**
 * The orders' `OrderRewards` port when the POS's loyalty prices the basket (IIKO_LOYALTY=iikocard,
 * issue 32 item 3, decision 086): each venue's lines go to iikoCard's calculate in the venue's
 * organization (adapters/iiko/loyalty.ts), the coupon with each; its discounts (per position, or
 * on the whole venue's part, shared over its lines) become the contract's offer discounts, one per iiko program, and
 * `priceBasket` makes every figure of them, so the lines, tickets, fee and total agree in kopecks
 * as they do with our own offers. Points are the guest's iikoCard wallet, up to what iiko's
 * `availablePayments` allow in each venue: iiko keeps the wallet, so nothing is claimed here —
 * the points reach iiko as the ticket's payment of kind LoyaltyCard (tickets.ts).
 */
import {
  allocate,
  type OfferDiscount,
  type PricingLine,
  pointsMessages,
  priceBasket,
  promotionMessages,
} from '@storefront/contract/promotions';
import type { MenuVenueId } from '@storefront/contract/venues';
import type { PosLoyalty, PosLoyaltyPricing } from '../../adapters/pos/pos';
import { AppError } from '../../lib/app-error';
import { stableUuid } from '../../lib/stable-uuid';
import {
  type OrderRewards,
  type PosPricingLine,
  type PricedRewards,
  promoCodeRefused,
  type RewardsAsked,
} from '../orders/order-rewards';
import { pointsRefused } from './points-spending';

/** The guest-facing words of iikoCard's refusals. */
export const iikoCardMessages = {
  phoneNeeded: 'Чтобы применить промокод, укажите телефон',
  accountPhone: 'Баллы списываются по телефону личного кабинета: укажите его в заказе',
} as const;

interface VenuePart {
  venueId: MenuVenueId;
  lines: PricingLine[];
  /** the line of each position id sent */
  byPosition: Map<string, PricingLine>;
  answer: PosLoyaltyPricing;
}

/** A program's discounts over the basket, by iiko's marketing campaign. */
interface ProgramDiscount {
  title: string;
  lines: Map<string, number>;
}

const positionIdOf = (line: PricingLine) => stableUuid(`iikocard-position:${line.key}`);

/** iiko's discounts of each venue's part as the programs' discounts on our lines. */
function programDiscounts(parts: readonly VenuePart[]): Map<string, ProgramDiscount> {
  const programs = new Map<string, ProgramDiscount>();
  for (const part of parts) {
    for (const result of part.answer.programs) {
      const program = programs.get(result.id) ?? {
        title: result.name,
        lines: new Map<string, number>(),
      };
      programs.set(result.id, program);
      const add = (line: PricingLine, kopecks: number) => {
        const taken = [...programs.values()].reduce(
          (sum, one) => sum + (one.lines.get(line.key) ?? 0),
          0,
        );
        const share = Math.min(kopecks, line.sumKopecks - taken);
        if (share > 0) program.lines.set(line.key, (program.lines.get(line.key) ?? 0) + share);
      };
      for (const operation of result.discounts) {
        const { kopecks } = operation;
        if (kopecks <= 0) continue;
        const line = operation.positionId ? part.byPosition.get(operation.positionId) : undefined;
        if (line) {
          add(line, kopecks);
          continue;
        }
        // a discount on the whole order: shared over the venue's lines by their sums
        const shares = allocate(
          kopecks,
          part.lines.map((one) => one.sumKopecks),
        );
        for (const [index, one] of part.lines.entries()) add(one, shares[index] ?? 0);
      }
    }
  }
  for (const [id, program] of programs) if (program.lines.size === 0) programs.delete(id);
  return programs;
}

/**
 * The most points iiko lets the basket pay: the wallet, and in each venue what its
 * `availablePayments` allow, the points being shared over the venues' dishes as priceBasket
 * shares them.
 */
function mostPoints(
  parts: readonly VenuePart[],
  asked: RewardsAsked,
  discounts: readonly OfferDiscount[],
  balance: number,
): number {
  const allowed = new Map(parts.map((part) => [part.venueId as number, part.answer.walletKopecks]));
  const after = priceBasket(asked.lines, asked.deliveryFeeKopecks, discounts, 0).venues;
  const whole = [...after.values()].reduce((sum, kopecks) => sum + kopecks, 0);
  let most = balance;
  for (const [venueId, kopecks] of after) {
    if (kopecks <= 0) continue;
    const venueMost = allowed.get(venueId) ?? 0;
    most = Math.min(most, Math.floor((venueMost * whole) / kopecks / 100));
  }
  // the shares are whole kopecks, so a venue may come out a kopeck over: step down until none is
  const over = (points: number) => {
    const spent = priceBasket(asked.lines, asked.deliveryFeeKopecks, discounts, points).lines;
    return [...allowed].some(
      ([venueId, kopecks]) =>
        spent
          .filter((line) => line.venueId === venueId)
          .reduce((sum, line) => sum + line.pointsKopecks, 0) > kopecks,
    );
  };
  while (most > 0 && over(most)) most -= 1;
  return Math.max(0, most);
}

/** Each venue's lines priced by iiko's calculate, in parallel. */
async function calculateParts(
  loyalty: PosLoyalty,
  asked: RewardsAsked,
  phone: string,
): Promise<VenuePart[]> {
  const venues = [...new Set(asked.lines.map((line) => line.venueId as MenuVenueId))];
  return Promise.all(
    venues.map(async (venueId) => {
      const indexes = asked.lines.flatMap((line, index) =>
        line.venueId === venueId ? [index] : [],
      );
      const lines = indexes.map((index) => asked.lines[index] as PricingLine);
      const positions = indexes.map((index) => ({
        ...(asked.posLines[index] as PosPricingLine),
        positionId: positionIdOf(asked.lines[index] as PricingLine),
      }));
      const answer = await loyalty.price(venueId, { phone, coupon: asked.code, positions });
      return {
        venueId,
        lines,
        byPosition: new Map(lines.map((line) => [positionIdOf(line), line])),
        answer,
      };
    }),
  );
}

export function createIikoCardRewards({
  loyalty,
  accountPhone,
  log,
}: {
  loyalty: PosLoyalty;
  /** the signed-in guest's phone, whose wallet pays */
  accountPhone(userId: number): Promise<string | null>;
  log: { warn(details: object, message: string): void };
}): OrderRewards & { returnUnused(orderId: number): Promise<void> } {
  return {
    async price(asked: RewardsAsked): Promise<PricedRewards | null> {
      const { code, points, userId } = asked;
      if (points > 0 && userId === null) throw pointsRefused(pointsMessages.signIn);
      const own = userId === null ? null : await accountPhone(userId);
      // iiko's wallet pays by the phone the ticket carries: the order's must be the account's
      if (points > 0 && (own === null || (asked.phone !== '' && asked.phone !== own))) {
        throw pointsRefused(iikoCardMessages.accountPhone);
      }
      const phone = own ?? (asked.phone || null);
      if (phone === null || asked.lines.length === 0) {
        if (code) throw promoCodeRefused(iikoCardMessages.phoneNeeded);
        return null;
      }
      let parts: VenuePart[];
      try {
        parts = await calculateParts(loyalty, asked, phone);
      } catch (error) {
        if (error instanceof AppError) throw error;
        // iiko did not answer, or not as described: without a code or points the order is taken
        // at menu prices rather than not at all
        log.warn({ err: error }, 'iikoCard calculate failed');
        if (!code && points === 0) return null;
        throw new AppError(503, 'serviceUnavailable');
      }
      const programs = programDiscounts(parts);
      if (code) {
        const warnings = parts.map((part) => part.answer.warnings);
        if (warnings.every((said) => said.length > 0)) {
          log.warn({ code, warnings }, 'iikoCard refused the coupon');
          throw promoCodeRefused(promotionMessages.unknownCode);
        }
        if (programs.size === 0) throw promoCodeRefused(promotionMessages.notForDishes);
      }
      if (programs.size === 0 && points === 0) return null;
      const discounts: OfferDiscount[] = [...programs.values()].map((program) => ({
        lines: program.lines,
        deliveryKopecks: 0,
        gift: null,
      }));
      if (points > 0) {
        const most = mostPoints(parts, asked, discounts, await loyalty.walletBalance(phone));
        if (points > most) throw pointsRefused(pointsMessages.atMost(most));
      }
      return {
        priced: priceBasket(asked.lines, asked.deliveryFeeKopecks, discounts, points),
        offers: [...programs.values()].map((program, index) => ({
          code: index === 0 ? code : null,
          title: program.title,
          discountKopecks: [...program.lines.values()].reduce((sum, kopecks) => sum + kopecks, 0),
          deliveryKopecks: 0,
          gift: null,
        })),
        offerId: null,
        code,
        points,
        gifts: [],
        // iiko keeps the coupon's uses and the wallet: the ticket's LoyaltyCard payment spends
        async claim() {},
      };
    },

    /** Nothing of ours was claimed: the coupon's use and the wallet are iiko's (decision 086). */
    async returnUnused(): Promise<void> {},
  };
}
