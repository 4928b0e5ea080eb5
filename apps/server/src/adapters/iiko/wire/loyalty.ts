/**
 * iiko's loyalty (iikoCard) answers, transcribed from iiko Cloud's published description
 * (decision 086): `CalculateCheckinResponse` of `/api/1/loyalty/iiko/calculate` and
 * `GetCustomerInfoResponse` of `/api/1/loyalty/iiko/customer/info`.
 *
 * The `described…` schemas are the strict side, as in answers.ts: the local iiko checks what it
 * answers against them and `npm run check:iiko-description` compares them with the description.
 * The `iiko…AnswerSchema`s are how the adapter reads the answers: only the fields it uses.
 */
import { z } from 'zod';
import { listOf, nullableNumber, nullableText } from './common';

/** DiscountOperation: what a program takes off one position (`positionId`) or the whole order (null) */
export const describedDiscountOperation = z.object({
  /** 0 fixed discount for the whole order, 1 for the item, 2 free product, 3 other */
  code: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]),
  orderItemId: z.string().nullish(),
  positionId: z.string().nullish(),
  discountSum: z.number(),
  amount: z.number().nullish(),
  comment: z.string().nullish(),
});

/** LoyaltyProgramResult: one program (marketing campaign) that applies to the order */
export const describedProgramResult = z.object({
  marketingCampaignId: z.string(),
  name: z.string(),
  discounts: z.array(describedDiscountOperation),
  upsales: z.array(z.unknown()),
  freeProducts: z.array(z.unknown()),
  availableComboSpecifications: z.array(z.string()),
  availableCombos: z.array(z.unknown()),
  needToActivateCertificate: z.boolean(),
});

/** AvailablePayment: a campaign's wallet the order may be paid by, up to `maxSum` */
export const describedAvailablePayment = z.object({
  id: z.string(),
  maxSum: z.number(),
  order: z.number().int(),
  walletInfos: z.array(z.object({ id: z.string(), maxSum: z.number(), canHoldMoney: z.boolean() })),
});

/** WarningInfo: "errors, not blocking loyalty calculation" (a coupon it does not know, say) */
export const describedWarning = z.object({
  Code: z.string().nullish(),
  ErrorCode: z.string().nullish(),
  Message: z.string().nullish(),
});

/** CalculateCheckinResponse */
export const describedCalculateAnswer = z.object({
  loyaltyProgramResults: z.array(describedProgramResult),
  availablePayments: z.array(describedAvailablePayment),
  validationWarnings: z.array(z.string()),
  Warnings: z.array(describedWarning),
  loyaltyTrace: z.string().nullish(),
});
export type DescribedCalculateAnswer = z.infer<typeof describedCalculateAnswer>;

/** GuestBalanceInfo: a wallet (type 1: a bonus program) and its balance */
export const describedWalletBalance = z.object({
  id: z.string(),
  name: z.string(),
  type: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
  balance: z.number(),
});

/** GetCustomerInfoResponse, the fields the local iiko gives */
export const describedCustomerInfo = z.object({
  id: z.string(),
  name: z.string().nullish(),
  phone: z.string().nullish(),
  walletBalances: z.array(describedWalletBalance),
});

// How the adapter reads them: leniently, a broken entry left out.

export const iikoCalculateAnswerSchema = z.object({
  loyaltyProgramResults: listOf(
    z.object({
      marketingCampaignId: z.string(),
      name: nullableText,
      discounts: listOf(
        z.object({
          code: nullableNumber,
          positionId: nullableText,
          discountSum: z.number(),
        }),
      ).nullish(),
    }),
  ).nullish(),
  availablePayments: listOf(z.object({ id: z.string(), maxSum: z.number() })).nullish(),
  validationWarnings: z.array(z.string()).nullish(),
  Warnings: listOf(
    z.object({ Code: nullableText, ErrorCode: nullableText, Message: nullableText }),
  ).nullish(),
});
export type IikoCalculateAnswer = z.infer<typeof iikoCalculateAnswerSchema>;

export const iikoCustomerInfoSchema = z.object({
  id: z.string(),
  walletBalances: listOf(
    z.object({ id: z.string(), type: nullableNumber, balance: z.number() }),
  ).nullish(),
});
export type IikoCustomerInfo = z.infer<typeof iikoCustomerInfoSchema>;
