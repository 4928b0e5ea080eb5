/**
 * Which of the organization's iiko payment types a ticket's payment is (decision 072): cash and
 * card to the courier as iiko's own kinds, processed and fiscalised by the venue's register; a
 * payment made on our site as the organization's payment type for the site — the one whose code
 * is configured (IIKO_ONLINE_PAYMENT_TYPE), else its payment type of kind `External` — marked as
 * processed and fiscalised outside iiko (YooKassa printed its 54-FZ receipt, decision 069).
 */

import type { z } from 'zod';
import type { PosTicket } from '../pos/pos';
import type { IikoClient } from './client';
import { type IikoPaymentType, iikoPaymentTypesAnswerSchema } from './wire/deliveries';
import { type loyaltyCardPaymentData, orderPayment } from './wire/requests';

/** A configuration gap: the ticket waits (the outbox retries) until iiko or our settings name it. */
export class IikoConfigurationError extends Error {
  override name = 'IikoConfigurationError';
}

/** A ticket's payment in iiko's terms (iiko's Payment: Cash, Card or External). */
export interface IikoPayment {
  paymentTypeKind: z.infer<typeof orderPayment>['paymentTypeKind'];
  paymentTypeId: string;
  isProcessedExternally: boolean;
  isFiscalizedExternally: boolean;
  /** a LoyaltyCard payment's guest (decision 086) */
  paymentAdditionalData?: z.infer<typeof loyaltyCardPaymentData>;
}

function paymentTypesOf(client: IikoClient, organizationId: string): Promise<IikoPaymentType[]> {
  return client.cached(`payment-types:${organizationId}`, async () => {
    const answer = await client.call(
      '/api/1/payment_types',
      { organizationIds: [organizationId] },
      iikoPaymentTypesAnswerSchema,
    );
    return answer.paymentTypes;
  });
}

/** Of the candidates, a live one that allows our processing, on our terminal group first. */
function best(
  types: IikoPaymentType[],
  external: boolean,
  terminalGroupId: string,
): IikoPaymentType | undefined {
  const processingFits = (type: IikoPaymentType) =>
    !type.paymentProcessingType ||
    type.paymentProcessingType === 'Both' ||
    type.paymentProcessingType === (external ? 'External' : 'Internal');
  const onTerminal = (type: IikoPaymentType) =>
    !type.terminalGroups?.length || type.terminalGroups.some((g) => g.id === terminalGroupId);
  return types
    .filter((type) => !type.isDeleted && processingFits(type))
    .sort((a, b) => Number(onTerminal(b)) - Number(onTerminal(a)))[0];
}

/** The payment type a site payment goes as; throws IikoConfigurationError naming what is missing. */
function sitePaymentType(
  types: IikoPaymentType[],
  organizationId: string,
  terminalGroupId: string,
  code: string | undefined,
): IikoPaymentType {
  if (code) {
    const named = best(
      types.filter((type) => type.code === code),
      true,
      terminalGroupId,
    );
    if (named) return named;
    throw new IikoConfigurationError(
      `iiko organization ${organizationId} has no live payment type with code '${code}' that may be processed externally (IIKO_ONLINE_PAYMENT_TYPE)`,
    );
  }
  const external = best(
    types.filter((type) => type.paymentTypeKind === 'External'),
    true,
    terminalGroupId,
  );
  if (external) return external;
  throw new IikoConfigurationError(
    `iiko organization ${organizationId} has no payment type of kind External for payments made on the site: add one in iiko or name one by its code (IIKO_ONLINE_PAYMENT_TYPE)`,
  );
}

/** The ticket's payment method as one of the organization's payment types. */
export async function paymentOf(
  client: IikoClient,
  organizationId: string,
  terminalGroupId: string,
  method: PosTicket['payment']['method'],
  onlinePaymentTypeCode: string | undefined,
): Promise<IikoPayment> {
  const types = await paymentTypesOf(client, organizationId);
  if (method === 'ONLINE') {
    const type = sitePaymentType(types, organizationId, terminalGroupId, onlinePaymentTypeCode);
    const kind = orderPayment.shape.paymentTypeKind.safeParse(type.paymentTypeKind ?? 'External');
    if (!kind.success) {
      throw new IikoConfigurationError(
        `iiko payment type '${type.code ?? type.id}' of organization ${organizationId} is of kind ${type.paymentTypeKind}, which a delivery is not paid by (IIKO_ONLINE_PAYMENT_TYPE)`,
      );
    }
    return {
      paymentTypeKind: kind.data,
      paymentTypeId: type.id,
      isProcessedExternally: true,
      isFiscalizedExternally: true,
    };
  }
  const kind = method === 'CASH' ? 'Cash' : 'Card';
  const type = best(
    types.filter((candidate) => candidate.paymentTypeKind === kind),
    false,
    terminalGroupId,
  );
  if (!type) {
    throw new IikoConfigurationError(
      `iiko organization ${organizationId} has no live payment type of kind ${kind}`,
    );
  }
  return {
    paymentTypeKind: kind,
    paymentTypeId: type.id,
    isProcessedExternally: false,
    isFiscalizedExternally: false,
  };
}

/**
 * The payment by the guest's iikoCard wallet (decision 086): the organization's payment type
 * whose code is IIKO_LOYALTY_PAYMENT_TYPE, else its type of kind `IikoCard`, paid as iiko's
 * `LoyaltyCard` payment of the guest found by phone.
 */
export async function loyaltyPaymentOf(
  client: IikoClient,
  organizationId: string,
  terminalGroupId: string,
  code: string | undefined,
  phone: string,
): Promise<IikoPayment> {
  const types = await paymentTypesOf(client, organizationId);
  const type = best(
    types.filter((candidate) =>
      code ? candidate.code === code : candidate.paymentTypeKind === 'IikoCard',
    ),
    false,
    terminalGroupId,
  );
  if (!type) {
    throw new IikoConfigurationError(
      code
        ? `iiko organization ${organizationId} has no live payment type with code '${code}' (IIKO_LOYALTY_PAYMENT_TYPE)`
        : `iiko organization ${organizationId} has no live payment type of kind IikoCard for points: add one in iiko or name one by its code (IIKO_LOYALTY_PAYMENT_TYPE)`,
    );
  }
  return {
    paymentTypeKind: 'LoyaltyCard',
    paymentTypeId: type.id,
    isProcessedExternally: false,
    isFiscalizedExternally: false,
    paymentAdditionalData: { type: 'LoyaltyCard', credential: phone, searchScope: 'Phone' },
  };
}
