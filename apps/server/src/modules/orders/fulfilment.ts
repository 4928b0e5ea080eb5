/** Outbox handlers that take a confirmed order to the kitchens and the guest. */
import type { OrderStatus } from '@storefront/contract/orders';
import { isMenuVenueId, type MenuVenueId } from '@storefront/contract/venues';
import { and, eq, sql } from 'drizzle-orm';
import type { EmailSender } from '../../adapters/email/email';
import type { PosAdapter, PosTicket } from '../../adapters/pos/pos';
import type { Db } from '../../db/client';
import { orderLines, orders, posTickets } from '../../db/schema';
import { stableUuid } from '../../lib/stable-uuid';
import { guestLetter, venueTicketLetter } from '../notifications/letters';
import { type OutboxHandler, PermanentFailure } from '../outbox/worker';
import { canChangeOrderStatus } from './order-status';

export interface FulfilmentOptions {
  db: Db;
  pos: PosAdapter;
  email: EmailSender;
  publicUrl: string;
  venueEmails: Partial<Record<MenuVenueId, string>>;
}

export function ticketIdFor(orderId: number, venueId: number): string {
  return stableUuid(`pos-ticket:${orderId}:${venueId}`);
}

export function createFulfilmentHandlers(
  options: FulfilmentOptions,
): Record<string, OutboxHandler> {
  const { db, pos, email } = options;

  async function load(orderId: unknown) {
    const [order] = await db
      .select()
      .from(orders)
      .where(eq(orders.id, Number(orderId)));
    if (!order) throw new PermanentFailure(`order ${String(orderId)} does not exist`);
    const lines = await db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, order.id))
      .orderBy(orderLines.id);
    return { order, lines };
  }

  function venueOf(value: unknown): MenuVenueId {
    const venueId = Number(value);
    if (!isMenuVenueId(venueId)) throw new PermanentFailure(`unknown venue ${String(value)}`);
    return venueId;
  }

  return {
    async 'pos.ticket'(payload) {
      const { order, lines } = await load(payload.orderId);
      const venueId = venueOf(payload.venueId);
      const own = lines.filter((line) => line.venueId === venueId);
      const first = Math.min(...lines.map((line) => line.venueId)) === venueId;
      const ticket: PosTicket = {
        orderId: order.id,
        venueId,
        ticketId: ticketIdFor(order.id, venueId),
        createdAt: order.createdAt,
        serviceType: order.serviceType as PosTicket['serviceType'],
        customer: {
          name: order.customerName,
          surname: order.customerSurname,
          email: order.customerEmail,
        },
        phone: order.phone,
        deliveryPoint:
          order.serviceType === 'DeliveryByCourier'
            ? {
                street: order.street ?? '',
                city: order.city ?? '',
                house: order.house ?? '',
                flat: order.flat,
                entrance: order.entrance,
                floor: order.floor,
              }
            : null,
        completeBefore: order.completeBefore,
        comment: order.comment,
        lines: own.map((line) => ({
          productId: line.iikoId,
          name: line.name,
          count: line.count,
          priceKopecks: line.priceKopecks,
        })),
        sumKopecks:
          own.reduce((sum, line) => sum + line.sumKopecks, 0) +
          (first ? order.deliveryFeeKopecks : 0),
        deliveryFeeKopecks: first ? order.deliveryFeeKopecks : 0,
        payment: {
          method: order.paymentMethod as PosTicket['payment']['method'],
          paid: order.paymentStatus === 'succeeded',
        },
      };
      const result = await pos.submit(ticket);
      const status = result.status;
      await db
        .insert(posTickets)
        .values({
          orderId: order.id,
          venueId,
          ticketId: ticket.ticketId,
          status,
          externalId: result.status === 'accepted' ? result.externalId : null,
          detail: result.status === 'rejected' ? result.reason : null,
        })
        .onConflictDoUpdate({
          target: [posTickets.orderId, posTickets.venueId],
          set: {
            status,
            externalId: result.status === 'accepted' ? result.externalId : null,
            detail: result.status === 'rejected' ? result.reason : null,
            updatedAt: new Date(),
          },
        });
      if (result.status === 'rejected')
        throw new PermanentFailure(`POS refused the ticket: ${result.reason}`);
      const venues = new Set(lines.map((line) => line.venueId)).size;
      if (canChangeOrderStatus(order.status as OrderStatus, 'accepted')) {
        // Accepted once every venue of the order has its ticket accepted.
        await db
          .update(orders)
          .set({ status: 'accepted' })
          .where(
            and(
              eq(orders.id, order.id),
              eq(orders.status, order.status),
              sql`(select count(*) from ${posTickets} where ${posTickets.orderId} = ${order.id} and ${posTickets.status} = 'accepted') = ${venues}`,
            ),
          );
      }
    },

    async 'email.guest'(payload) {
      const { order, lines } = await load(payload.orderId);
      if (!order.customerEmail) return;
      const url = `${options.publicUrl}/order/${order.id}?key=${order.accessKey}`;
      await email.send(guestLetter(order, lines, url));
    },

    async 'email.venue'(payload) {
      const { order, lines } = await load(payload.orderId);
      const venueId = venueOf(payload.venueId);
      const to = options.venueEmails[venueId];
      if (!to) return;
      await email.send(venueTicketLetter(order, lines, venueId, to));
    },
  };
}
