/**
 * iiko's loyalty, iikoCard (issue 32 item 3, decision 086): a venue's part of the basket priced by
 * `/api/1/loyalty/iiko/calculate` in the venue's organization (its coupons, programs and what the
 * guest's wallet may pay), and the guest's wallet by phone (`/api/1/loyalty/iiko/customer/info`).
 */
import { toKopecks } from '@storefront/contract/money';
import type { MenuVenueId } from '@storefront/contract/venues';
import type { PosLoyalty, PosLoyaltyPricing } from '../pos/pos';
import { IikoApiError, type IikoClient } from './client';
import { type IikoVenues, organizationOf } from './organizations';
import { terminalGroupOf } from './terminals';
import { orderItem } from './tickets';
import {
  type IikoCalculateAnswer,
  iikoCalculateAnswerSchema,
  iikoCustomerInfoSchema,
} from './wire/loyalty';
import { calculateCheckinRequest } from './wire/requests';

/** The wallet type of a bonus program (GuestBalanceInfo.type 1): the guest's points. */
const BONUS_WALLET = 1;

/** iiko's answer in the POS's terms: programs, what the wallet may pay, warnings. */
function pricingOf(answer: IikoCalculateAnswer): PosLoyaltyPricing {
  return {
    programs: (answer.loyaltyProgramResults ?? []).map((result) => ({
      id: result.marketingCampaignId,
      name: result.name?.trim() || 'Акция iiko',
      discounts: (result.discounts ?? []).map((operation) => ({
        positionId: operation.positionId ?? null,
        kopecks: toKopecks(operation.discountSum),
      })),
    })),
    walletKopecks: (answer.availablePayments ?? []).reduce(
      (sum, payment) => sum + toKopecks(payment.maxSum),
      0,
    ),
    warnings: [
      ...(answer.validationWarnings ?? []),
      ...(answer.Warnings ?? []).map(
        (warning) => warning.Message ?? warning.ErrorCode ?? warning.Code ?? 'warning',
      ),
    ],
  };
}

/**
 * `POST /api/1/loyalty/iiko/calculate` for a venue's lines, each an order item under its position
 * id, the coupon in the order's loyaltyInfo; throws IikoApiError.
 */
export async function calculate(
  client: IikoClient,
  venues: IikoVenues,
  venueId: MenuVenueId,
  query: Parameters<PosLoyalty['price']>[1],
): Promise<PosLoyaltyPricing> {
  const organizationId = organizationOf(venues, venueId);
  const terminalGroupId = await terminalGroupOf(client, venues, organizationId);
  const body = calculateCheckinRequest.parse({
    organizationId,
    terminalGroupId,
    order: {
      phone: query.phone,
      items: query.positions.map((position) => ({
        ...orderItem(position.productId, position.count, position.priceKopecks, position.choice),
        positionId: position.positionId,
      })),
      ...(query.coupon ? { loyaltyInfo: { coupon: query.coupon } } : {}),
    },
  });
  return pricingOf(
    await client.call('/api/1/loyalty/iiko/calculate', body, iikoCalculateAnswerSchema),
  );
}

/**
 * The guest's points: the balance of the bonus-program wallets of the guest iikoCard knows by
 * this phone, in the first venue's organization (the group's iikoCard is one). A guest iikoCard
 * does not know (iiko answers 400) has none.
 */
export async function walletBalance(
  client: IikoClient,
  venues: IikoVenues,
  phone: string,
): Promise<number> {
  try {
    const info = await client.call(
      '/api/1/loyalty/iiko/customer/info',
      { type: 'phone', phone, organizationId: organizationOf(venues, 1) },
      iikoCustomerInfoSchema,
    );
    const wallets = (info.walletBalances ?? []).filter((wallet) => wallet.type === BONUS_WALLET);
    return Math.max(0, Math.floor(wallets.reduce((sum, wallet) => sum + wallet.balance, 0)));
  } catch (error) {
    if (error instanceof IikoApiError && error.status === 400) return 0;
    throw error;
  }
}
