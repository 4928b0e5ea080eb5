/** The orders board's calls (packages/contract/src/staff-orders.ts, /api/staff/orders). */
import type {
  BoardAction,
  BoardActionRequest,
  StaffOrder,
  StaffPreorderEvent,
  staffOrdersResponseSchema,
} from '@storefront/contract/staff-orders';
import type { z } from 'zod/mini';
import { staffApi } from '../../app/staff-api';

/** A card is one venue's ticket of an order: the two numbers together name it. */
export const cardKey = (card: Pick<StaffOrder, 'orderId' | 'venueId'>) =>
  `${card.orderId}-${card.venueId}`;

/** undefined: every venue of the member's. */
export type BoardVenue = number | undefined;

export interface BoardActionArgs {
  orderId: number;
  venueId: number;
  action: BoardAction;
  body: BoardActionRequest;
}

/** What the board shows: the venues' tickets, and apart from them the pre-orders. */
export type StaffBoard = z.infer<typeof staffOrdersResponseSchema>;

/**
 * Puts a card into a board: in place of the one it changes, or as a new one; a pre-order whose
 * ticket this is has reached its kitchen and leaves «Предзаказы».
 */
export function upsertCard(board: StaffBoard, card: StaffOrder) {
  const index = board.orders.findIndex((known) => cardKey(known) === cardKey(card));
  if (index === -1) board.orders.push(card);
  else board.orders[index] = card;
  board.preorders = board.preorders.filter((known) => cardKey(known) !== cardKey(card));
}

/** A pre-order shown anew, or gone from «Предзаказы» (sent to its kitchen, or cancelled). */
export function applyPreorder(board: StaffBoard, change: StaffPreorderEvent) {
  const others = board.preorders.filter((known) => cardKey(known) !== cardKey(change));
  board.preorders = change.preorder ? [...others, change.preorder] : others;
}

export const ordersApi = staffApi.injectEndpoints({
  endpoints: (build) => ({
    staffOrders: build.query<StaffBoard, BoardVenue>({
      query: (venueId) => (venueId === undefined ? '/orders' : `/orders?venueId=${venueId}`),
      providesTags: ['Orders'],
    }),
    boardAction: build.mutation<StaffOrder, BoardActionArgs>({
      query: ({ orderId, venueId, action, body }) => ({
        url: `/orders/${orderId}/venues/${venueId}/${action}`,
        method: 'POST',
        body,
      }),
      async onQueryStarted({ venueId }, { dispatch, queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => null);
        if (!answer) return;
        // The card stands in the board of every venue and in its own venue's: both follow.
        for (const board of [undefined, venueId]) {
          dispatch(
            ordersApi.util.updateQueryData('staffOrders', board, (shown) =>
              upsertCard(shown, answer.data),
            ),
          );
        }
      },
    }),
  }),
});

export const { useStaffOrdersQuery, useBoardActionMutation } = ordersApi;
