/** Offers and promo codes (packages/contract/src/staff-offers.ts, /api/staff/offers). */
import type { OfferCreate, OfferUpdate, StaffOffer } from '@storefront/contract/staff-offers';
import { staffApi } from '../../app/staff-api';
import { conflictCurrent } from '../../app/staff-errors';

export const offersApi = staffApi.injectEndpoints({
  endpoints: (build) => ({
    offers: build.query<StaffOffer[], void>({
      query: () => '/offers',
      transformResponse: (answer: { offers: StaffOffer[] }) => answer.offers,
    }),
    createOffer: build.mutation<StaffOffer, OfferCreate>({
      query: (body) => ({ url: '/offers', method: 'POST', body }),
      async onQueryStarted(_args, { dispatch, queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => null);
        if (!answer) return;
        dispatch(
          offersApi.util.updateQueryData('offers', undefined, (offers) => {
            offers.push(answer.data);
          }),
        );
      },
    }),
    updateOffer: build.mutation<StaffOffer, { id: number; body: OfferUpdate }>({
      query: ({ id, body }) => ({ url: `/offers/${id}`, method: 'PUT', body }),
      // The saved offer, or on a conflict the offer as it is now, replaces the listed one.
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        const offer = await queryFulfilled.then(
          (answer) => answer.data,
          (failure: { error?: unknown }) => conflictCurrent<StaffOffer>(failure.error),
        );
        if (!offer) return;
        dispatch(
          offersApi.util.updateQueryData('offers', undefined, (offers) => {
            const index = offers.findIndex((known) => known.id === id);
            if (index !== -1) offers[index] = offer;
          }),
        );
      },
    }),
  }),
});

export const { useOffersQuery, useCreateOfferMutation, useUpdateOfferMutation } = offersApi;
