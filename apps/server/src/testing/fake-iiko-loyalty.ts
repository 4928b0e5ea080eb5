/**
 * The local iiko's loyalty, iikoCard (decision 086): `loyalty/iiko/calculate` prices an order with
 * its coupons (a percent off every position, or a sum off the whole order) and its automatic
 * programs (a percent off one product), and says what the guest's bonus wallet may pay of it;
 * `loyalty/iiko/customer/info` answers the guest's wallet by phone. A delivery paid by the wallet
 * (`LoyaltyCard`) is refused when the coupon is unknown or the wallet holds less, and takes the
 * points from the wallet when it is created.
 *
 * iiko documents the shapes (checked against wire/loyalty.ts's described schemas), not the
 * wording: an unknown coupon is a warning of the calculation, not an error (iiko's description:
 * "errors, not blocking loyalty calculation"), and an unknown guest a 400 — both texts are our
 * stand-ins, as is the refusal of a payment above the wallet.
 */
import { randomUUID } from 'node:crypto';
import { toKopecks, toRoubles } from '@storefront/contract/money';
import {
  type DescribedCalculateAnswer,
  describedCalculateAnswer,
  describedCustomerInfo,
} from '../adapters/iiko/wire/loyalty';
import * as wire from '../adapters/iiko/wire/requests';
import { orderSumKopecks } from './fake-iiko-sums';

/** A coupon of a program: a percent off every position, or a sum (roubles) off the whole order. */
export interface FakeIikoCoupon {
  code: string;
  campaignId: string;
  name: string;
  benefit: { percent: number } | { roubles: number };
}

/** A program that applies by itself: a percent off one product. */
export interface FakeIikoProgram {
  campaignId: string;
  name: string;
  productId: string;
  percent: number;
}

export interface FakeIikoLoyaltyState {
  coupons: FakeIikoCoupon[];
  programs: FakeIikoProgram[];
  /** the bonus wallet's balance of each guest iikoCard knows, by phone */
  wallets: Map<string, number>;
  /** the most of an order (after its discounts) the wallet may pay, percent */
  walletMaxPercent: number;
  /** every calculate request, in order */
  readonly calculations: wire.IikoCalculateRequest[];
}

interface Answer {
  status: number;
  body: unknown;
}

const WALLET_CAMPAIGN = '00000000-0000-4000-8000-0000000b0000';
const walletIdOf = (phone: string) =>
  `00000000-0000-4000-8000-${phone.replace(/\D/g, '').slice(-12).padStart(12, '0')}`;

const fail = (status: number, errorDescription: string): Answer => ({
  status,
  body: { correlationId: randomUUID(), errorDescription, error: null },
});

const issues = (error: { issues: { path: PropertyKey[]; message: string }[] }) =>
  error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');

type Item = wire.IikoCalculateRequest['order']['items'][number];

export function createFakeIikoLoyalty(organizationMenu: (organizationId: string) => unknown) {
  const state: FakeIikoLoyaltyState = {
    coupons: [],
    programs: [],
    wallets: new Map(),
    walletMaxPercent: 50,
    calculations: [],
  };
  const couponOf = (code: string | null | undefined) =>
    code ? state.coupons.find((coupon) => coupon.code === code) : undefined;

  /** Each program's discounts on the items (kopecks), in iiko's operations. */
  function programResults(menu: unknown, items: Item[], coupon: FakeIikoCoupon | undefined) {
    const itemSum = (item: Item) => orderSumKopecks(menu, [item]) ?? 0;
    const results: DescribedCalculateAnswer['loyaltyProgramResults'] = [];
    const result = (
      campaignId: string,
      name: string,
      discounts: DescribedCalculateAnswer['loyaltyProgramResults'][number]['discounts'],
    ) => {
      if (discounts.length === 0) return;
      results.push({
        marketingCampaignId: campaignId,
        name,
        discounts,
        upsales: [],
        freeProducts: [],
        availableComboSpecifications: [],
        availableCombos: [],
        needToActivateCertificate: false,
      });
    };
    for (const program of state.programs) {
      result(
        program.campaignId,
        program.name,
        items
          .filter((item) => item.productId === program.productId)
          .map((item) => ({
            code: 1 as const,
            positionId: item.positionId ?? null,
            discountSum: toRoubles(Math.floor((itemSum(item) * program.percent) / 100)),
            amount: item.amount,
            comment: null,
          })),
      );
    }
    if (coupon) {
      const { benefit } = coupon;
      const whole = items.reduce((sum, item) => sum + itemSum(item), 0);
      result(
        coupon.campaignId,
        coupon.name,
        'percent' in benefit
          ? items.map((item) => ({
              code: 1 as const,
              positionId: item.positionId ?? null,
              discountSum: toRoubles(Math.floor((itemSum(item) * benefit.percent) / 100)),
              amount: item.amount,
              comment: null,
            }))
          : [
              {
                code: 0 as const,
                positionId: null,
                discountSum: toRoubles(Math.min(whole, toKopecks(benefit.roubles))),
                amount: null,
                comment: null,
              },
            ],
      );
    }
    return results;
  }

  /** `POST /api/1/loyalty/iiko/calculate` */
  function calculate(body: unknown, knows: (organizationId: string) => boolean): Answer {
    const parsed = wire.calculateCheckinRequest.safeParse(body);
    if (!parsed.success) return fail(400, issues(parsed.error));
    const request = parsed.data;
    if (!knows(request.organizationId)) {
      return fail(400, `Organization ${request.organizationId} not found`);
    }
    state.calculations.push(request);
    const menu = organizationMenu(request.organizationId);
    const code = request.order.loyaltyInfo?.coupon;
    const coupon = couponOf(code);
    const results = programResults(menu, request.order.items, coupon);
    const whole = orderSumKopecks(menu, request.order.items) ?? 0;
    const discounted = results
      .flatMap((one) => one.discounts)
      .reduce((sum, operation) => sum + toKopecks(operation.discountSum), 0);
    const balance = state.wallets.get(request.order.phone);
    const most =
      balance === undefined
        ? 0
        : Math.min(
            toKopecks(balance),
            Math.floor(((whole - discounted) * state.walletMaxPercent) / 100),
          );
    const answer = describedCalculateAnswer.parse({
      loyaltyProgramResults: results,
      availablePayments:
        balance === undefined
          ? []
          : [
              {
                id: WALLET_CAMPAIGN,
                maxSum: toRoubles(most),
                order: 0,
                walletInfos: [
                  {
                    id: walletIdOf(request.order.phone),
                    maxSum: toRoubles(most),
                    canHoldMoney: true,
                  },
                ],
              },
            ],
      validationWarnings: [],
      Warnings:
        code && !coupon
          ? [
              {
                Code: 'CouponNotFound',
                ErrorCode: 'CouponNotFound',
                Message: `Купон ${code} не найден`,
              },
            ]
          : [],
      loyaltyTrace: null,
    });
    return { status: 200, body: { correlationId: randomUUID(), ...answer } };
  }

  /** `POST /api/1/loyalty/iiko/customer/info` */
  function customerInfo(body: unknown, knows: (organizationId: string) => boolean): Answer {
    const parsed = wire.customerInfoRequest.safeParse(body);
    if (!parsed.success) return fail(400, issues(parsed.error));
    const { phone, organizationId } = parsed.data;
    if (!knows(organizationId)) return fail(400, `Organization ${organizationId} not found`);
    const balance = state.wallets.get(phone);
    if (balance === undefined) return fail(400, `There is no user with phone ${phone}`);
    const info = describedCustomerInfo.parse({
      id: walletIdOf(phone),
      name: null,
      phone,
      walletBalances: [{ id: walletIdOf(phone), name: 'Бонусы', type: 1, balance }],
    });
    return { status: 200, body: { correlationId: randomUUID(), ...info } };
  }

  /**
   * Why iiko refuses a delivery's loyalty, if it does: a coupon it does not know, a wallet payment
   * without the guest or above the guest's wallet.
   */
  function orderRefusal(order: wire.IikoCreateOrderRequest['order']): string | null {
    const code = order.loyaltyInfo?.coupon;
    if (code && !couponOf(code)) return `Coupon ${code} not found`;
    for (const payment of order.payments ?? []) {
      if (payment.paymentTypeKind !== 'LoyaltyCard') continue;
      const guest = payment.paymentAdditionalData;
      if (guest?.searchScope !== 'Phone') return 'LoyaltyCard payment needs the guest';
      const balance = state.wallets.get(guest.credential);
      if (balance === undefined) return `There is no user with phone ${guest.credential}`;
      if (toKopecks(payment.sum) > toKopecks(balance)) {
        return `Not enough bonuses: ${payment.sum} asked, ${balance} on the wallet`;
      }
    }
    return null;
  }

  /** The wallet pays the delivery's LoyaltyCard payments (once it is created). */
  function charge(order: wire.IikoCreateOrderRequest['order']): void {
    for (const payment of order.payments ?? []) {
      const phone = payment.paymentAdditionalData?.credential;
      if (payment.paymentTypeKind !== 'LoyaltyCard' || !phone) continue;
      const balance = state.wallets.get(phone) ?? 0;
      state.wallets.set(phone, toRoubles(toKopecks(balance) - toKopecks(payment.sum)));
    }
  }

  return { state, calculate, customerInfo, orderRefusal, charge };
}
