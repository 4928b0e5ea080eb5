/** The kitchen's point-of-sale system: `local` (default) or iiko Cloud (DESIGN.md §4–§5). */
import type { TicketStatus } from '@storefront/contract/order-lifecycle';
import type { MenuVenueId } from '@storefront/contract/venues';

/** A dish's size and modifiers in the POS's ids (iiko: productSizeId and modifiers[]). */
export interface PosChoice {
  /** the size's POS id; null: the dish has no sizes */
  sizeId: string | null;
  /**
   * one portion's own price (kopecks): the size's, else the dish's, its modifiers not in it — what
   * the POS lists the dish or size at. Absent on lines ordered before it was kept (decision 068).
   */
  ownPriceKopecks?: number;
  modifiers: {
    /** the modifier product's POS id */
    productId: string;
    /** the POS group it was chosen in; null: a single modifier */
    groupId: string | null;
    amount: number;
    /** one portion's price, kopecks (0 for a free one) */
    priceKopecks: number;
  }[];
}

export interface PosTicketLine {
  /** the dish's iiko id */
  productId: string;
  name: string;
  count: number;
  /**
   * what the guest pays for one portion, kopecks, its paid modifiers included; the POS's own
   * prices of the dish and of each modifier are in `choice`
   */
  priceKopecks: number;
  /** the size and modifiers chosen; null: none */
  choice: PosChoice | null;
}

/** One venue's part of an order: an order is split into one ticket per venue. */
export interface PosTicket {
  orderId: number;
  venueId: MenuVenueId;
  /**
   * Our own id for this ticket (a UUID derived from order id and venue): sent as the POS order
   * id, so a retry of the same ticket can never create a second order in the POS.
   */
  ticketId: string;
  createdAt: Date;
  serviceType: 'DeliveryByCourier' | 'DeliveryByClient';
  customer: { name: string; surname: string; email: string | null };
  /** +7XXXXXXXXXX */
  phone: string;
  deliveryPoint: {
    street: string;
    city: string;
    house: string;
    flat: string | null;
    entrance: string | null;
    floor: string | null;
  } | null;
  /**
   * the order's delivery zone by its name in the POS (iiko's delivery restrictions), whose
   * delivery-service product carries the fee; null: pickup, or a zone of our own
   */
  deliveryZone: string | null;
  /** null: as soon as possible; otherwise local Vladivostok time 'YYYY-MM-DD HH:mm:ss.000' */
  completeBefore: string | null;
  comment: string;
  lines: PosTicketLine[];
  /** this ticket's dishes at their menu prices: its lines' sum (kopecks), the fee not in it */
  dishesKopecks: number;
  /**
   * what offers and points take off this ticket's dishes (its lines' shares, kopecks), and the
   * lines they are taken from (indexes into `lines`); 0 and [] without either (issue 32)
   */
  discountKopecks: number;
  discountedLines: number[];
  /**
   * the order's delivery fee (kopecks) when this ticket carries it (the first venue's), else 0:
   * the ticket's share of what the guest pays is dishesKopecks - discountKopecks +
   * deliveryFeeKopecks
   */
  deliveryFeeKopecks: number;
  payment: { method: 'CASH' | 'BNCUR' | 'ONLINE'; paid: boolean };
  /**
   * How the discount divides (decision 086): the order's promo code, the points' part of
   * `discountKopecks` (kopecks) and the lines the offers alone are taken from. A POS whose own
   * loyalty priced the order (iikoCard) sends the code to it and the points as a payment by the
   * guest's wallet; otherwise the whole discount is one, as decision 084 sends it.
   */
  rewards?: { code: string | null; pointsKopecks: number; offerLines: number[] };
}

export type PosSubmitResult =
  /** the POS has the ticket */
  | { status: 'accepted'; externalId: string }
  /** the POS refused it for good (bad data): retrying will not help */
  | { status: 'rejected'; reason: string };

/** Where the POS says a ticket is, in our terms; `status` null: nothing we act on. */
export interface PosTicketState {
  status: TicketStatus | null;
  /** why it was declined, when it was */
  reason: string | null;
}

export interface PosAdapter {
  readonly name: 'local' | 'iiko';
  /**
   * Delivers a ticket. Throws on a temporary failure (network, 5xx, timeouts): the outbox
   * worker retries with backoff, and the same ticketId makes the retry harmless.
   */
  submit(ticket: PosTicket): Promise<PosSubmitResult>;
  /** Whether tickets can reach the kitchen now (GET /api/checkConnection). */
  isAvailable(): Promise<boolean>;
  /**
   * Asks the POS where a ticket is, for a ticket whose webhook is late (a POS that reports by
   * webhook only; absent where our own database is the truth). Null: the POS does not know it.
   */
  ticketState?(ticket: { ticketId: string; venueId: MenuVenueId }): Promise<PosTicketState | null>;
}

/** A venue's line as a POS's loyalty prices it: the POS's product, portions, price and choice. */
export interface PosLoyaltyPosition {
  /** our id of the position, by which the answer names what it takes off */
  positionId: string;
  productId: string;
  count: number;
  /** a portion's price, kopecks */
  priceKopecks: number;
  choice: PosChoice | null;
}

/** What a POS's loyalty makes of a venue's part of the basket (iikoCard's calculate). */
export interface PosLoyaltyPricing {
  /** each program that applies: what it takes off a position, or (null) the venue's whole part */
  programs: {
    id: string;
    name: string;
    discounts: { positionId: string | null; kopecks: number }[];
  }[];
  /** the most the guest's wallet may pay of this part, kopecks */
  walletKopecks: number;
  /** what the loyalty could not apply, in its words (a coupon it does not know) */
  warnings: string[];
}

/**
 * A POS that keeps the guests' loyalty itself (iikoCard, decision 086): it prices each venue's
 * part of a basket with a coupon and says what the guest's wallet holds.
 */
export interface PosLoyalty {
  price(
    venueId: MenuVenueId,
    query: { phone: string; coupon: string | null; positions: PosLoyaltyPosition[] },
  ): Promise<PosLoyaltyPricing>;
  /** the guest's points by phone; 0 for a guest the loyalty does not know */
  walletBalance(phone: string): Promise<number>;
}
