/**
 * Which iiko organization (and terminal group) is which venue's: IIKO_ORGANIZATIONS and
 * IIKO_TERMINAL_GROUPS, read both ways. The adapter sends a venue's tickets to its organization;
 * a webhook naming an organization is ours when some venue's it is.
 */
import { type MenuVenueId, menuVenueIds } from '@storefront/contract/venues';
import { sameId } from './wire/common';

/** The venues' iiko organizations and, where chosen, terminal groups. */
export interface IikoVenues {
  /** iiko organization id per venue (1 gastropub, 2 Asian restaurant, 3 pastry shop) */
  organizations: Record<MenuVenueId, string>;
  /**
   * the terminal group that takes a venue's deliveries (IIKO_TERMINAL_GROUPS), for an
   * organization with several (a hall's and a delivery kitchen's); absent: its first
   */
  terminalGroups?: Partial<Record<MenuVenueId, string>>;
}

/** The venue's iiko organization (IIKO_ORGANIZATIONS). */
export function organizationOf(venues: IikoVenues, venueId: MenuVenueId): string {
  return venues.organizations[venueId];
}

/**
 * The first venue whose organization this is (iiko's ids compared without case); undefined for
 * an organization of no venue, or when none is configured.
 */
export function venueOfOrganization(
  organizations: Partial<Record<MenuVenueId, string>> | undefined,
  organizationId: string,
): MenuVenueId | undefined {
  return menuVenueIds.find((venueId) => {
    const ours = organizations?.[venueId];
    return ours !== undefined && sameId(ours, organizationId);
  });
}

/**
 * The configured terminal group of the venue whose organization this is, if any. The id is one
 * of IIKO_ORGANIZATIONS as configured, so it is matched as written.
 */
export function chosenTerminalGroup(
  venues: IikoVenues,
  organizationId: string,
): string | undefined {
  const venue = menuVenueIds.find((id) => venues.organizations[id] === organizationId);
  return venue === undefined ? undefined : venues.terminalGroups?.[venue];
}

/** Each venue with its organization, in the venues' order. */
export function venueOrganizations(
  venues: IikoVenues,
): { venueId: MenuVenueId; organizationId: string }[] {
  return Object.entries(venues.organizations).map(([venueId, organizationId]) => ({
    venueId: Number(venueId) as MenuVenueId,
    organizationId,
  }));
}
