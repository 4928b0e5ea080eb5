/**
 * iiko's terminal groups: which one takes a venue's deliveries (looked up once an hour), whether
 * iiko answers at all, and whether each venue's iikoFront is on line.
 */
import type { MenuVenueId } from '@storefront/contract/venues';
import type { IikoClient } from './client';
import { chosenTerminalGroup, type IikoVenues, venueOrganizations } from './organizations';
import { sameId } from './wire/common';
import { iikoIsAliveAnswerSchema, iikoTerminalGroupsAnswerSchema } from './wire/terminal-groups';

/** The terminal group that takes the organization's deliveries: the venue's chosen one, or its first. */
export function terminalGroupOf(
  client: IikoClient,
  venues: IikoVenues,
  organizationId: string,
): Promise<string> {
  return client.cached(`terminal-group:${organizationId}`, async () => {
    const answer = await client.call(
      '/api/1/terminal_groups',
      { organizationIds: [organizationId] },
      iikoTerminalGroupsAnswerSchema,
    );
    const groups =
      answer.terminalGroups.find((g) => g.organizationId === organizationId)?.items ?? [];
    const chosen = chosenTerminalGroup(venues, organizationId);
    const group = chosen
      ? groups.find((g) => g.id.toLowerCase() === chosen.toLowerCase())
      : groups[0];
    // a configuration problem, not the ticket's: throw so the ticket waits for the fix
    if (!group) {
      throw new Error(
        chosen
          ? `iiko organization ${organizationId} has no terminal group ${chosen} (IIKO_TERMINAL_GROUPS)`
          : `iiko organization ${organizationId} has no terminal group`,
      );
    }
    return group.id;
  });
}

/** Whether iiko gives a token and answers for the venues' organizations; never throws. */
export async function isAvailable(client: IikoClient, venues: IikoVenues): Promise<boolean> {
  try {
    await client.call(
      '/api/1/terminal_groups',
      { organizationIds: Object.values(venues.organizations) },
      iikoTerminalGroupsAnswerSchema,
    );
    return true;
  } catch {
    return false;
  }
}

/** `POST /api/1/terminal_groups/is_alive` for every venue's terminal group. */
export async function terminalsAlive(
  client: IikoClient,
  venues: IikoVenues,
): Promise<Record<MenuVenueId, boolean>> {
  const organizations = venueOrganizations(venues);
  const groups = await Promise.all(
    organizations.map(({ organizationId }) => terminalGroupOf(client, venues, organizationId)),
  );
  const answer = await client.call(
    '/api/1/terminal_groups/is_alive',
    {
      organizationIds: [...new Set(organizations.map((venue) => venue.organizationId))],
      terminalGroupIds: [...new Set(groups)],
    },
    iikoIsAliveAnswerSchema,
  );
  return Object.fromEntries(
    organizations.map(({ venueId }, index) => [
      venueId,
      // a terminal group iiko does not report on is taken as on line: only iiko's own "no" counts
      answer.isAliveStatus.find((status) => sameId(status.terminalGroupId, groups[index] ?? ''))
        ?.isAlive ?? true,
    ]),
  ) as Record<MenuVenueId, boolean>;
}
