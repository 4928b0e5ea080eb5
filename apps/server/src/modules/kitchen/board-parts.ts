/**
 * What the orders board reads of the kitchens (issue 33 items 2 and 3): each order's planned
 * parts — when each venue's kitchen should start so all are ready together — and the parts whose
 * tickets have not reached their kitchens yet (pre-orders). The orders module reads them here,
 * not from this module's repository.
 */
import type { Db } from '../../db/client';
import { partsOfOrders, unsentParts } from './repository';

type Reader = Pick<Db, 'select'>;

/** One venue's part of an order as the board shows it. */
export interface BoardPart {
  orderId: number;
  venueId: number;
  startAt: Date;
  readyAt: Date;
  sendAt: Date;
}

const boardPart = (row: BoardPart): BoardPart => ({
  orderId: row.orderId,
  venueId: row.venueId,
  startAt: row.startAt,
  readyAt: row.readyAt,
  sendAt: row.sendAt,
});

/** The planned parts of these orders (none for an order placed before they were planned). */
export async function boardPartsOf(reader: Reader, orderIds: readonly number[]) {
  return (await partsOfOrders(reader, orderIds)).map(boardPart);
}

/** These venues' parts with no ticket written yet, the soonest start first, at most `limit`. */
export async function unsentBoardParts(
  reader: Reader,
  venueIds: readonly number[],
  limit: number,
): Promise<BoardPart[]> {
  return (await unsentParts(reader, venueIds, limit)).map(boardPart);
}

/** One `orderId`–`venueId` key for a part or a card. */
export const partKey = (part: { orderId: number; venueId: number }) =>
  `${part.orderId}-${part.venueId}`;
