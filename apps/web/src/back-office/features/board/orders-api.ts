/** The orders board's calls (packages/contract/src/staff-orders.ts, /api/staff/orders). */
import type {
  BoardAction,
  BoardActionRequest,
  StaffOrder,
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

/** Puts a card into a board list: in place of the one it changes, or as a new one. */
export function upsertCard(cards: StaffOrder[], card: StaffOrder) {
  const index = cards.findIndex((known) => cardKey(known) === cardKey(card));
  if (index === -1) cards.push(card);
  else cards[index] = card;
}

export const ordersApi = staffApi.injectEndpoints({
  endpoints: (build) => ({
    staffOrders: build.query<StaffOrder[], BoardVenue>({
      query: (venueId) => (venueId === undefined ? '/orders' : `/orders?venueId=${venueId}`),
      transformResponse: (answer: z.infer<typeof staffOrdersResponseSchema>) => answer.orders,
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
            ordersApi.util.updateQueryData('staffOrders', board, (cards) =>
              upsertCard(cards, answer.data),
            ),
          );
        }
      },
    }),
  }),
});

export const { useStaffOrdersQuery, useBoardActionMutation } = ordersApi;
