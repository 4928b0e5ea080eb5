/**
 * The delivery order the local iiko keeps for a `deliveries/create` request, as iiko answers it in
 * `deliveries/by_id` and its webhook events: every field iiko's description requires
 * (adapters/iiko/wire/answers.ts `describedOrder`), with the items and payments as sent, the
 * products and sizes named from its menu, and iiko's own number for the order.
 */
import { toKopecks } from '@storefront/contract/money';
import type { DescribedOrder } from '../adapters/iiko/wire/answers';
import type { IikoCreateOrderRequest } from '../adapters/iiko/wire/requests';
import { menuNames, orderSumKopecks } from './fake-iiko-sums';

type DescribedPayment = NonNullable<DescribedOrder['payments']>[number];

/** 'yyyy-MM-dd HH:mm:ss.fff', UTC */
export const iikoTime = (instant: number) =>
  new Date(instant).toISOString().replace('T', ' ').replace('Z', '');

interface PaymentTypeNames {
  id: string;
  name: string;
  paymentTypeKind: 'Cash' | 'Card' | 'External' | 'IikoCard';
}

const kopecksToRoubles = (kopecks: number) => kopecks / 100;

export function describedOrderOf(
  order: {
    request: IikoCreateOrderRequest;
    status: DescribedOrder['status'];
    terminalGroupId: string;
    /** iiko's number for it */
    number: number;
    /** the local iiko's clock when it was created */
    createdAt: number;
  },
  menuAnswer: unknown,
  paymentTypes: readonly PaymentTypeNames[],
): DescribedOrder {
  const sent = order.request.order;
  const names = menuNames(menuAnswer);
  const items = sent.items.map((item) => {
    const cost = kopecksToRoubles(toKopecks(item.price) * item.amount);
    return {
      type: 'Product' as const,
      status: 'Added' as const,
      amount: item.amount,
      product: { id: item.productId, name: names.product(item.productId) },
      size: item.productSizeId
        ? { id: item.productSizeId, name: names.size(item.productSizeId) }
        : null,
      modifiers: (item.modifiers ?? []).map((modifier) => {
        const price = modifier.price ?? 0;
        const amount = modifier.amount * item.amount;
        return {
          product: { id: modifier.productId, name: names.product(modifier.productId) },
          amount,
          amountIndependentOfParentAmount: false,
          price,
          pricePredefined: modifier.price != null,
          resultSum: kopecksToRoubles(toKopecks(price) * amount),
        };
      }),
      price: item.price,
      cost,
      pricePredefined: true,
      resultSum: cost,
      comment: item.comment ?? null,
    };
  });
  const payments = (sent.payments ?? []).map((payment): DescribedPayment => {
    const type = paymentTypes.find((candidate) => candidate.id === payment.paymentTypeId);
    return {
      paymentType: {
        id: payment.paymentTypeId,
        name: type?.name ?? '',
        // an order's PaymentTypeKind has no IikoCard in iiko's description: what iiko names a
        // wallet's payment there is not documented
        kind:
          type?.paymentTypeKind === 'IikoCard' ? 'Unknown' : (type?.paymentTypeKind ?? 'Unknown'),
      },
      sum: payment.sum,
      isPreliminary: false,
      isExternal: payment.paymentTypeKind === 'External',
      isProcessedExternally: payment.isProcessedExternally ?? false,
      isPrepay: payment.isPrepay ?? false,
    };
  });
  const itemsKopecks = items.reduce(
    (sum, item) =>
      sum +
      toKopecks(item.resultSum) +
      item.modifiers.reduce((all, modifier) => all + toKopecks(modifier.resultSum), 0),
    0,
  );
  const serviceType = sent.orderServiceType ?? 'DeliveryByCourier';
  const created = iikoTime(order.createdAt);
  return {
    customer:
      sent.customer?.type === 'one-time' ? { type: 'one-time', name: sent.customer.name } : null,
    phone: sent.phone,
    status: order.status,
    completeBefore: sent.completeBefore ?? iikoTime(order.createdAt + 3_600_000),
    whenCreated: created,
    cookingStartTime: created,
    comment: sent.comment ?? null,
    // iiko's sum of the positions, free modifier portions free (fake-iiko-sums.ts)
    sum: kopecksToRoubles(orderSumKopecks(menuAnswer, sent.items) ?? itemsKopecks),
    number: order.number,
    guestsInfo: { count: 1, splitBetweenPersons: false },
    items,
    payments,
    orderType: {
      // iiko's built-in order types, one per service type
      id:
        serviceType === 'DeliveryByCourier'
          ? '76067ea3-356f-eb93-9d14-1fa00d082c4e'
          : '5b1508f9-fe5b-d6af-cb8d-043af587d5c2',
      name: serviceType === 'DeliveryByCourier' ? 'Доставка курьером' : 'Доставка самовывоз',
      orderServiceType: serviceType,
    },
    terminalGroupId: order.terminalGroupId,
    processedPaymentsSum: payments
      .filter((payment) => payment.isProcessedExternally)
      .reduce((sum, payment) => sum + payment.sum, 0),
  };
}
