/**
 * iiko's stop lists: what a venue's terminal group has run out of (the stop-list pull), and which
 * of a ticket's items it cannot sell now (the check before an order is taken).
 */
import type { MenuVenueId } from '@storefront/contract/venues';
import type { PosChoice } from '../pos/pos';
import type { IikoClient } from './client';
import { type IikoVenues, organizationOf } from './organizations';
import { terminalGroupOf } from './terminals';
import { orderItem } from './tickets';
import { iikoStopListCheckAnswerSchema, iikoStopListsAnswerSchema } from './wire/stop-lists';

/** One out-of-stock entry of a venue's terminal group. */
export interface IikoStopListEntry {
  productId: string;
  /** null: the product as a whole (every size) */
  sizeId: string | null;
  /** what is left; 0 or less: not available */
  balance: number;
}

/** One item of a ticket, as the stop-list check asks about it. */
export interface StopListCheckItem {
  /** the dish's iiko id */
  productId: string;
  amount: number;
  priceKopecks: number;
  /** the size and modifiers in iiko's ids; null: none */
  choice: PosChoice | null;
}

function entryOf(item: {
  productId: string;
  sizeId?: string | null;
  balance: number;
}): IikoStopListEntry {
  return { productId: item.productId, sizeId: item.sizeId ?? null, balance: item.balance };
}

/** `POST /api/1/stop_lists` for the venue's terminal group, with sizes. */
export async function stopLists(
  client: IikoClient,
  venues: IikoVenues,
  venueId: MenuVenueId,
): Promise<IikoStopListEntry[]> {
  const organizationId = organizationOf(venues, venueId);
  const terminalGroupId = await terminalGroupOf(client, venues, organizationId);
  const answer = await client.call(
    '/api/1/stop_lists',
    // returnSize: without it iiko leaves out which size of a dish is out
    { organizationIds: [organizationId], terminalGroupsIds: [terminalGroupId], returnSize: true },
    iikoStopListsAnswerSchema,
  );
  return answer.terminalGroupStopLists
    .filter((list) => list.organizationId === organizationId)
    .flatMap((list) => list.items)
    .filter((group) => !group.terminalGroupId || group.terminalGroupId === terminalGroupId)
    .flatMap((group) => group.items)
    .map(entryOf);
}

/** `POST /api/1/stop_lists/check`: of the items, those the venue's terminal group cannot sell. */
export async function checkStopList(
  client: IikoClient,
  venues: IikoVenues,
  venueId: MenuVenueId,
  items: readonly StopListCheckItem[],
): Promise<IikoStopListEntry[]> {
  const organizationId = organizationOf(venues, venueId);
  const terminalGroupId = await terminalGroupOf(client, venues, organizationId);
  const answer = await client.call(
    '/api/1/stop_lists/check',
    {
      organizationId,
      terminalGroupId,
      // the items as the delivery will carry them (tickets.ts orderBody)
      items: items.map((item) =>
        orderItem(item.productId, item.amount, item.priceKopecks, item.choice),
      ),
    },
    iikoStopListCheckAnswerSchema,
  );
  return (answer.rejectedItems ?? []).map(entryOf);
}
