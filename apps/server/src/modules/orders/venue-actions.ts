/**
 * One-click actions for venues without a POS (issue 12 item 6): the venue's ticket letter
 * carries a link per action ('Принять', 'Готовится', 'Готов / передан курьеру', 'Отклонить').
 * A link opens a small confirmation page (GET changes nothing, so mail scanners that fetch links
 * are harmless); its button (POST) acts through the order's lifecycle.
 *
 * The token is 32 random bytes; only its SHA-256 is kept, so the table cannot be replayed from a
 * database copy. A link works until it expires, once; a tampered one is simply unknown.
 */
import { createHash, randomBytes } from 'node:crypto';
import { ticketStatusAfter } from '@storefront/contract/kitchen-actions';
import { type VenueAction, venueActions } from '@storefront/contract/order-lifecycle';
import type { ServiceType } from '@storefront/contract/orders';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { venueActionLinks } from '../../db/schema';
import type { OrderLifecycle, TicketReport } from './lifecycle';
import { findOrder, findVenueTicket } from './repository';

/** How long a ticket letter's buttons work: the longest a pre-ordered dinner waits, and more. */
const VENUE_LINK_TTL_MS = 3 * 24 * 60 * 60 * 1000;

/** The actions a letter offers for an order of this kind, in the order a kitchen uses them. */
function venueActionsFor(serviceType: ServiceType): VenueAction[] {
  return serviceType === 'DeliveryByClient'
    ? ['accept', 'cooking', 'ready', 'handed', 'decline']
    : ['accept', 'cooking', 'ready', 'decline'];
}

const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

type VenueLink = { action: VenueAction; token: string };

export type VenueActionResult =
  | { outcome: 'done'; report: TicketReport }
  /** the link was used before */
  | { outcome: 'used' }
  /** the ticket is past this step already (another link, or the order was cancelled) */
  | { outcome: 'stale' }
  | { outcome: 'expired' }
  | { outcome: 'unknown' };

export function createVenueActions({
  db,
  lifecycle,
  now = () => new Date(),
}: {
  db: Db;
  lifecycle: OrderLifecycle;
  now?: () => Date;
}) {
  return {
    /** New links for a venue's ticket letter (a resent letter gets its own). */
    async issue(orderId: number, venueId: number, serviceType: ServiceType): Promise<VenueLink[]> {
      const expiresAt = new Date(now().getTime() + VENUE_LINK_TTL_MS);
      const links = venueActionsFor(serviceType).map((action) => ({
        action,
        token: randomBytes(32).toString('base64url'),
      }));
      await db.insert(venueActionLinks).values(
        links.map(({ action, token }) => ({
          tokenHash: hashOf(token),
          orderId,
          venueId,
          action,
          expiresAt,
        })),
      );
      return links;
    },

    /** What a link is for, or why it cannot be used. Changes nothing. */
    async look(token: string) {
      const [link] = await db
        .select()
        .from(venueActionLinks)
        .where(eq(venueActionLinks.tokenHash, hashOf(token)));
      if (!link) return { state: 'unknown' as const };
      if (link.usedAt) return { state: 'used' as const, link };
      if (link.expiresAt <= now()) return { state: 'expired' as const, link };
      return { state: 'open' as const, link };
    },

    /**
     * Acts once: the link is spent when its change is made. A link whose step the ticket has
     * passed (a second click, 'Принять' after 'Готовится') changes nothing: `stale`.
     */
    async act(
      token: string,
      reason: string | null,
      /** 'Принять' only: the final prices of the venue's weight-priced lines (line id → kopecks) */
      finalPrices?: ReadonlyMap<number, number>,
    ): Promise<VenueActionResult> {
      const seen = await this.look(token);
      if (seen.state !== 'open') return { outcome: seen.state };
      const { link } = seen;
      const [order, ticket] = await Promise.all([
        findOrder(db, link.orderId),
        findVenueTicket(db, link.orderId, link.venueId),
      ]);
      if (!order) return { outcome: 'unknown' };
      if (!ticket) return { outcome: 'stale' };
      const report = await lifecycle.reportTicket(
        ticket.ticketId,
        ticketStatusAfter(venueActions[link.action].step, order.serviceType),
        { actor: 'venue', reason: link.action === 'decline' ? reason : null },
        link.action === 'accept' ? { finalPrices } : {},
      );
      if (!report.applied) return { outcome: 'stale' };
      await db
        .update(venueActionLinks)
        .set({ usedAt: now() })
        .where(
          and(eq(venueActionLinks.tokenHash, link.tokenHash), isNull(venueActionLinks.usedAt)),
        );
      return { outcome: 'done', report };
    },
  };
}

export type VenueActions = ReturnType<typeof createVenueActions>;
