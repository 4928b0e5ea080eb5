/**
 * When the guest can expect an order placed "as soon as possible" (issue 12 item 7): the time
 * its kitchens promised from their load when it was placed (issue 33), moved on when a kitchen
 * runs late; once on the way, the courier's time from then. An order placed before the kitchens
 * kept a promise: from the moment it was accepted (or paid, or placed), the slowest kitchen's
 * preparation time plus the zone's courier time. An order for a chosen time shows that time
 * instead — unless a late kitchen moved it past it — and a finished one nothing.
 */
import { slotInstant } from '@storefront/contract/delivery-time';
import type { OrderStatus } from '@storefront/contract/order-lifecycle';
import type { ServiceType } from '@storefront/contract/orders';

export interface EstimateInput {
  status: OrderStatus;
  serviceType: ServiceType;
  /** the slot the guest chose; null: as soon as possible */
  completeBefore: string | null;
  /** the time promised when placed, or as a late kitchen moved it; null: placed before */
  promisedAt: Date | null;
  /** when the kitchens could start: accepted, else paid, else placed */
  startedAt: Date;
  /** when it left with the courier, if it has */
  onTheWayAt: Date | null;
  /** preparation minutes of each venue still making its part (with its busy-mode minutes) */
  prepMinutes: readonly number[];
  /** the delivery zone's courier minutes (0 for pickup) */
  deliveryMinutes: number;
}

const MINUTE = 60_000;

export function expectedBy(input: EstimateInput): Date | null {
  if (['collected', 'delivered', 'cancelled'].includes(input.status)) return null;
  const courier = input.serviceType === 'DeliveryByCourier' ? input.deliveryMinutes : 0;
  if (input.onTheWayAt) return new Date(input.onTheWayAt.getTime() + courier * MINUTE);
  if (input.completeBefore !== null) {
    const slot = slotInstant(input.completeBefore);
    const moved = input.promisedAt && slot !== null && input.promisedAt.getTime() > slot;
    return moved ? input.promisedAt : null;
  }
  if (input.promisedAt) return input.promisedAt;
  if (input.prepMinutes.length === 0) return null;
  const prep = Math.max(...input.prepMinutes);
  return new Date(input.startedAt.getTime() + (prep + courier) * MINUTE);
}
