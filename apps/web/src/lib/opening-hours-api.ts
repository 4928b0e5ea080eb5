/**
 * The places' opening hours (GET /api/opening-hours, issue 14 item 6), as staff set them. Pages
 * that show hours call the hook: the server's render waits for the answer and sends it with the
 * page, so the browser hydrates with the same hours; until an answer is at hand (a page reached
 * in the browser), the contract's defaults stand in.
 */
import type { OpeningHoursResponse } from '@storefront/contract/place-hours';
import { api } from './api';

export const openingHoursApi = api.injectEndpoints({
  endpoints: (build) => ({
    getOpeningHours: build.query<OpeningHoursResponse, void>({ query: () => '/opening-hours' }),
  }),
});

export const { useGetOpeningHoursQuery } = openingHoursApi;
