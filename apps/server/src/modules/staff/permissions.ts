/**
 * Who may do what (issue 14 item 1), decided here and nowhere else: every staff call names the
 * area it acts in and, where it touches one venue's order, booking or dish, that venue.
 */
import type { StaffRole } from '@storefront/contract/staff';

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
  /** opening hours, delivery hours and zones, busy mode */
  'hoursAndZones',
  /** staff accounts and rights */
  'staff',
  'audit',
  /** the menu from the POS: its syncs and the button that syncs now (issue 15) */
  'menuSync',
] as const;
export type StaffArea = (typeof staffAreas)[number];

const areasOf: Record<StaffRole, readonly StaffArea[]> = {
  admin: staffAreas,
  manager: ['orders', 'bookings', 'stopList', 'menu', 'hoursAndZones'],
  operator: ['orders', 'bookings'],
};

/** Whether a member may act in `area`, for `venueId` when the call concerns one venue. */
export function can(
  member: { role: StaffRole; venues: readonly number[] },
  area: StaffArea,
  venueId?: number,
): boolean {
  if (!areasOf[member.role].includes(area)) return false;
  return venueId === undefined || member.role === 'admin' || member.venues.includes(venueId);
}
