/** Outbox handlers that take a confirmed order to the kitchens and the guest. */
import { linesDiscounts } from '@storefront/contract/discount-lines';
import { venueActions as venueActionLabels } from '@storefront/contract/order-lifecycle';
import { isOnlinePayment } from '@storefront/contract/orders';
import { isMenuVenueId, type MenuVenueId } from '@storefront/contract/venues';
import type { EmailSender } from '../../adapters/email/email';
import type { PosAdapter, PosTicket } from '../../adapters/pos/pos';
import type { SmsSender } from '../../adapters/sms/sms';
import type { Db } from '../../db/client';
import {
  guestLateLetter,
  guestLateSms,
  guestLetter,
  guestStatusLetter,
  guestStatusSms,
  venueCancelLetter,
  venueTicketLetter,
} from '../notifications/letters';
import type { OutboxHandlers } from '../outbox/topics';
import { PermanentFailure } from '../outbox/worker';
import { createOrderLifecycle, type OrderLifecycle } from './lifecycle';
import { eventsOf, findOrder, linesOf, posZoneNameOf, ticketsOf } from './repository';
import { ticketIdFor } from './ticket-id';
import { createVenueActions } from './venue-actions';

export interface OrderHandlersOptions {
  db: Db;
  pos: PosAdapter;
  email: EmailSender;
  publicUrl: string;
  venueEmails: Partial<Record<MenuVenueId, string>>;
  /** the guest's SMS on "ready" and "on the way"; absent: none are sent */
  sms?: SmsSender;
  /** the app's one lifecycle (its money settings); absent: one with the defaults */
  lifecycle?: OrderLifecycle;
}

export function createOrderHandlers(options: OrderHandlersOptions): OutboxHandlers {
  const { db, pos, email } = options;
  const lifecycle = options.lifecycle ?? createOrderLifecycle(db);
  const venueActions = createVenueActions({ db, lifecycle });

  async function load(orderId: number) {
    const order = await findOrder(db, orderId);
    if (!order) throw new PermanentFailure(`order ${orderId} does not exist`);
    return { order, lines: await linesOf(db, order.id) };
  }

  const orderUrl = (order: { id: number; accessKey: string }) =>
    `${options.publicUrl}/order/${order.id}?key=${order.accessKey}`;

  function venueOf(value: number): MenuVenueId {
    const venueId = Number(value);
    if (!isMenuVenueId(venueId)) throw new PermanentFailure(`unknown venue ${String(value)}`);
    return venueId;
  }

  return {
    async 'pos.ticket'({ orderId, venueId: payloadVenue }) {
      const { order, lines } = await load(orderId);
      // An order cancelled before its turn in the queue does not reach the kitchen.
      if (order.status === 'cancelled') return;
      const venueId = venueOf(payloadVenue);
      const own = lines.filter((line) => line.venueId === venueId);
      const ownDiscounts = linesDiscounts(own);
      const first = Math.min(...lines.map((line) => line.venueId)) === venueId;
      const ticket: PosTicket = {
        orderId: order.id,
        venueId,
        ticketId: ticketIdFor(order, venueId),
        createdAt: order.createdAt,
        serviceType: order.serviceType,
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
        deliveryZone:
          order.serviceType === 'DeliveryByCourier'
            ? await posZoneNameOf(db, order.deliveryZoneId)
            : null,
        completeBefore: order.completeBefore,
        comment: order.comment,
        lines: own.map((line) => ({
          productId: line.iikoId,
          name: line.name,
          count: line.count,
          priceKopecks: line.priceKopecks,
          choice: line.posChoice ?? null,
        })),
        dishesKopecks: own.reduce((sum, line) => sum + line.sumKopecks, 0),
        discountKopecks: ownDiscounts.offerKopecks + ownDiscounts.pointsKopecks,
        discountedLines: own.flatMap((line, index) =>
          line.offerKopecks + line.pointsKopecks > 0 ? [index] : [],
        ),
        deliveryFeeKopecks: first ? order.deliveryFeeKopecks : 0,
        payment: {
          // The POS knows paid-on-the-site as one kind, whether by card or SBP.
          method: isOnlinePayment(order.paymentMethod) ? 'ONLINE' : order.paymentMethod,
          paid: order.paymentStatus === 'succeeded' || order.paymentStatus === 'held',
        },
        rewards: {
          code: order.promoCode,
          pointsKopecks: ownDiscounts.pointsKopecks,
          offerLines: own.flatMap((line, index) => (line.offerKopecks > 0 ? [index] : [])),
        },
      };
      const result = await pos.submit(ticket);
      await lifecycle.ticketSubmitted(ticket, result);
      if (result.status === 'rejected')
        throw new PermanentFailure(`POS refused the ticket: ${result.reason}`);
    },

    async 'email.guest'({ orderId }) {
      const { order, lines } = await load(orderId);
      if (!order.customerEmail) return;
      await email.send(guestLetter(order, lines, orderUrl(order)));
    },

    async 'email.venue'({ orderId, venueId: payloadVenue }) {
      const { order, lines } = await load(orderId);
      const venueId = venueOf(payloadVenue);
      const to = options.venueEmails[venueId];
      if (!to) return;
      // Without a POS the letter is the kitchen's screen: its buttons move the ticket on.
      const links =
        pos.name === 'local' ? await venueActions.issue(order.id, venueId, order.serviceType) : [];
      await email.send(
        venueTicketLetter(
          order,
          lines,
          venueId,
          to,
          links.map(({ action, token }) => ({
            label: venueActionLabels[action].label,
            url: `${options.publicUrl}/venue-actions/${token}`,
          })),
        ),
      );
    },

    async 'email.venue-cancelled'({ orderId, venueId: payloadVenue }) {
      const { order, lines } = await load(orderId);
      const venueId = venueOf(payloadVenue);
      const to = options.venueEmails[venueId];
      if (!to) return;
      const cancellation = (await eventsOf(db, order.id)).findLast(
        (event) => event.subject === 'order' && event.toStatus === 'cancelled',
      );
      await email.send(venueCancelLetter(order, lines, venueId, to, cancellation?.reason ?? null));
    },

    async 'email.order-status'({ orderId, status }) {
      const { order, lines } = await load(orderId);
      if (!order.customerEmail) return;
      const tickets = await ticketsOf(db, order.id);
      // The reason given when the order was cancelled (by the guest, a venue or staff).
      const cancellation = (await eventsOf(db, order.id)).findLast(
        (event) => event.subject === 'order' && event.toStatus === 'cancelled',
      );
      await email.send(
        guestStatusLetter(order, lines, status, {
          declinedVenues: tickets
            .filter((ticket) => ticket.status === 'declined')
            .map((ticket) => ticket.venueId),
          reason: cancellation?.reason ?? null,
          orderUrl: orderUrl(order),
        }),
      );
    },

    async 'email.order-late'({ orderId }) {
      const { order } = await load(orderId);
      if (!order.customerEmail) return;
      await email.send(guestLateLetter(order, orderUrl(order)));
    },

    async 'sms.order-late'({ orderId }) {
      if (!options.sms) return;
      const { order } = await load(orderId);
      // Done or on its way by now: the news is old.
      if (!['new', 'accepted', 'cooking'].includes(order.status)) return;
      const result = await options.sms.send(order.phone.replace(/^\+/, ''), guestLateSms(order));
      if (result.status === 'failed' && result.reason !== 'errorSendSMS') return;
      if (result.status === 'failed') throw new Error(`SMS not sent: ${result.detail}`);
    },

    async 'sms.order-status'({ orderId, status }) {
      if (!options.sms) return;
      const { order } = await load(orderId);
      const result = await options.sms.send(
        order.phone.replace(/^\+/, ''),
        guestStatusSms(order, status),
      );
      // A number that cannot take SMS will not take it on a retry either; the letter still goes.
      if (result.status === 'failed' && result.reason !== 'errorSendSMS') return;
      if (result.status === 'failed') throw new Error(`SMS not sent: ${result.detail}`);
    },
  };
}
