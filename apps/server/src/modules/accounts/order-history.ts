/** The guest's orders as the account shows them (API.md "Account"): totals, history, one order's lines. */
import type { OrderHistoryEntry, UserOrdersInfo } from '@storefront/contract/accounts';
import { toRoubles } from '@storefront/contract/money';
import type { Db } from '../../db/client';
import type { orderLines } from '../../db/schema';
import { ownerOrderLines, ownerOrders, ownerTotals } from '../orders/account-history';
import { fail } from './account-checks';

export function createOrderHistory(db: Db) {
  return {
    async ordersInfo(userId: number): Promise<UserOrdersInfo> {
      const totals = await ownerTotals(db, userId);
      return {
        amountSpent: toRoubles(totals.spentKopecks),
        ordersCount: totals.orders,
        dishesOrdered: totals.dishes,
      };
    },

    async ordersHistory(userId: number): Promise<OrderHistoryEntry[]> {
      return (await ownerOrders(db, userId, 100)).map(({ order, lines }) => ({
        id: order.id,
        date: order.createdAt.toISOString(),
        address:
          order.serviceType === 'DeliveryByCourier'
            ? {
                street: { name: order.street ?? '', city: order.city ?? '' },
                house: order.house ?? '',
                flat: order.flat ?? '',
              }
            : null,
        items: lines.map(historyItem),
        deliveryFee: toRoubles(order.deliveryFeeKopecks),
        sum: toRoubles(order.totalKopecks),
        status: order.status,
      }));
    },

    async orderHistoryInfo(userId: number, orderId: number) {
      const lines = await ownerOrderLines(db, userId, orderId);
      if (!lines) throw fail(404, 'notFound');
      return lines.map(historyItem);
    },
  };
}

function historyItem(line: typeof orderLines.$inferSelect) {
  return {
    id: line.productId,
    name: line.name,
    count: line.count,
    price: toRoubles(line.priceKopecks),
    summa: toRoubles(line.sumKopecks),
    gramm: line.costPerGram,
    guid: line.iikoId,
    special: line.special,
    // The size and modifiers it was ordered with: "repeat the order" chooses them again.
    ...(line.choice === null ? {} : { choice: line.choice }),
    ...(line.choiceText === '' ? {} : { choiceText: line.choiceText }),
  };
}
