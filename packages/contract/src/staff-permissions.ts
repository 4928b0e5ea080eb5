/**
 * Who may do what in the back office (issue 14 item 1), decided here and nowhere else: every
 * staff call names the area it acts in and, where it touches one venue's order, booking or dish,
 * that venue; the back office's pages and buttons ask the same table what to show.
 */
import type { StaffRole } from './staff';

export const staffAreas = [
  /** the orders board */
  'orders',
  'bookings',
  'stopList',
  'menu',
  /**
   * the group's special menus themselves (name, address, on/off, dates): shared by every venue,
   * so not one venue's manager's; their categories and dishes are each venue's ('menu')
   */
  'specials',
  /** a venue's opening hours and busy mode; reading the group's zones and delivery week */
  'hoursAndZones',
  /**
   * the group's delivery: its zones (shared by every venue) and the courier's delivery week —
   * an admin's, like the special menus (issue 31 item 2, decision 064)
   */
  'groupDelivery',
  /** staff accounts and rights */
  'staff',
  'audit',
  /** the menu from the POS: its syncs and the button that syncs now (issue 15) */
  'menuSync',
  /** a venue's offers and promo codes (issue 32): its managers' */
  'offers',
  /** the group's offers and promo codes, on any venue's dishes: an admin's */
  'groupOffers',
  /** guests' loyalty points: an admin adjusts a balance with a reason */
  'loyalty',
] as const;
export type StaffArea = (typeof staffAreas)[number];

const areasOf: Record<StaffRole, readonly StaffArea[]> = {
  admin: staffAreas,
  manager: ['orders', 'bookings', 'stopList', 'menu', 'hoursAndZones', 'offers'],
  operator: ['orders', 'bookings'],
};

type Member = { role: StaffRole; venues: readonly number[] };

/** Whether a member may act in `area`, for `venueId` when the call concerns one venue. */
export function can(member: Member, area: StaffArea, venueId?: number): boolean {
  if (!areasOf[member.role].includes(area)) return false;
  return venueId === undefined || worksAt(member, venueId);
}

/** Whether the member works at the venue (an admin works at every one). */
export function worksAt(member: Member, venueId: number): boolean {
  return member.role === 'admin' || member.venues.includes(venueId);
}

/** Whether the member has any venue to act for (an admin has them all). */
export function hasVenues(member: Member): boolean {
  return member.role === 'admin' || member.venues.length > 0;
}

/**
 * What the board says when a cancellation of the whole order is refused: the rule is the orders
 * module's (`staffCancelRight` in the server's orders/transitions.ts, decision 077).
 */
export const cancelRefusals = {
  notTheirs:
    'Заказ собирают и другие заведения: отклоните свою часть — её оплата вернётся гостю. Отменить заказ целиком может управляющий этих заведений',
  managersOnly:
    'Другая кухня уже готовит свою часть: отменить заказ целиком может управляющий или администратор',
  reasonNeeded: 'Другая кухня уже готовит свою часть: напишите гостю причину отмены',
} as const;
