/**
 * iiko's delivery orders on the wire: `payment_types`, `discounts`, `deliveries/create`,
 * `commands/status` and `deliveries/by_id` (the requests are built in tickets.ts).
 */
import { z } from 'zod';
import { listOf } from './common';

export const iikoPaymentTypeSchema = z.object({
  id: z.string(),
  /** the code staff give it in iiko, by which IIKO_ONLINE_PAYMENT_TYPE names one */
  code: z.string().nullish(),
  paymentTypeKind: z.string().nullish(),
  /** 'Internal' | 'External' | 'Both': whether the payment may be marked as processed outside iiko */
  paymentProcessingType: z.string().nullish(),
  isDeleted: z.boolean().nullish(),
  terminalGroups: z.array(z.object({ id: z.string() })).nullish(),
});
export type IikoPaymentType = z.infer<typeof iikoPaymentTypeSchema>;

/** `POST /api/1/payment_types` */
export const iikoPaymentTypesAnswerSchema = z.object({
  paymentTypes: listOf(iikoPaymentTypeSchema),
});

/** DiscountCardTypeInfo: one of an organization's discount types, as we read it */
export const iikoDiscountTypeSchema = z.object({
  id: z.string(),
  name: z.string().nullish(),
  /** 'Percent' | 'FlexibleSum' | 'FixedSum': a FlexibleSum type takes the amount we assign */
  mode: z.string(),
  canBeAppliedSelectively: z.boolean(),
  isDeleted: z.boolean().nullish(),
});
export type IikoDiscountType = z.infer<typeof iikoDiscountTypeSchema>;

/** `POST /api/1/discounts`: per organization (RMS), its discount types */
export const iikoDiscountsAnswerSchema = z.object({
  discounts: listOf(
    z.object({ organizationId: z.string(), items: listOf(iikoDiscountTypeSchema) }),
  ),
});

const errorInfoSchema = z
  .object({
    code: z.string().nullish(),
    message: z.string().nullish(),
    description: z.string().nullish(),
  })
  .nullish();
export type IikoErrorInfo = z.infer<typeof errorInfoSchema>;

/** `POST /api/1/deliveries/create` */
export const iikoCreateAnswerSchema = z.object({
  correlationId: z.string(),
  orderInfo: z.object({
    id: z.string(),
    creationStatus: z.string().nullish(),
    errorInfo: errorInfoSchema,
  }),
});
export type IikoCreateAnswer = z.infer<typeof iikoCreateAnswerSchema>;

/** `POST /api/1/commands/status` */
export const iikoCommandStatusAnswerSchema = z.object({
  state: z.string(),
  // documented only as "occurred exception details": take its message when it has one
  exception: z.object({ message: z.string().nullish() }).nullish().catch(null),
  errorReason: z.string().nullish(),
});

/** `POST /api/1/deliveries/by_id` */
export const iikoOrdersByIdAnswerSchema = z.object({
  orders: z.array(
    z.object({
      id: z.string(),
      creationStatus: z.string().nullish(),
      errorInfo: errorInfoSchema,
      // the delivery itself, once created; its fields beyond the status are not read
      order: z.object({ status: z.string().nullish() }).nullish().catch(null),
    }),
  ),
});
