/**
 * iiko's terminal groups: which one takes a venue's deliveries (looked up once an hour), whether
 * iiko answers at all, and whether each venue's iikoFront is on line.
 */
import type { MenuVenueId } from '@storefront/contract/venues';
import type { IikoClient } from './client';
import { chosenTerminalGroup, type IikoVenues, venueOrganizations } from './organizations';
import { sameId } from './wire/common';
import {
  iikoAwakeAnswerSchema,
  iikoIsAliveAnswerSchema,
  iikoTerminalGroupsAnswerSchema,
} from './wire/terminal-groups';

/**
 * iiko puts a terminal group that has been inactive to sleep, and a delivery for it is not taken:
 * `terminal_groups/awake` wakes it (decision 071). One it cannot wake is a temporary failure the
 * ticket waits through (the outbox retries), logged by the caller with the group named.
 */
async function wake(client: IikoClient, organizationId: string, groupId: string): Promise<void> {
  const answer = await client.call(
    '/api/1/terminal_groups/awake',
    { organizationIds: [organizationId], terminalGroupIds: [groupId] },
    iikoAwakeAnswerSchema,
  );
  if (!(answer.successfullyProcessed ?? []).some((id) => sameId(id, groupId))) {
    throw new Error(
      `iiko terminal group ${groupId} of ${organizationId} is asleep and did not wake`,
    );
  }
}

/**
 * The terminal group that takes the organization's deliveries: the venue's chosen one, or its
 * first — woken first when iiko has put it to sleep. Looked up once an hour.
 */
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
    const of = (lists: { organizationId: string; items: { id: string }[] }[] | null | undefined) =>
      (lists ?? []).find((g) => sameId(g.organizationId, organizationId))?.items ?? [];
    const awakeGroups = of(answer.terminalGroups);
    const asleep = of(answer.terminalGroupsInSleep);
    const groups = [...awakeGroups, ...asleep];
    const chosen = chosenTerminalGroup(venues, organizationId);
    const group = chosen ? groups.find((g) => sameId(g.id, chosen)) : groups[0];
    if (group && asleep.some((g) => sameId(g.id, group.id))) {
      await wake(client, organizationId, group.id);
    }
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
