import type {
  DeliveryZone,
  ProductCard,
  SpecialHeaderItem,
  VenueMenu,
  VenueStatus,
} from '@storefront/contract/catalog';
import { api } from './api';

export interface MenuRequest {
  venueId: number;
  /** a special's URL name, or null for the regular menu */
  special: string | null;
}

/**
 * Once the catalogue is known to have changed (features/menu/use-catalog-updates.ts), its answers
 * are checked with the server (ETag) instead of taken from the browser's HTTP cache, which would
 * keep the old menu for CATALOG_MAX_AGE seconds.
 */
let revalidate: RequestCache | undefined;
export function catalogChanged(): void {
  revalidate = 'no-cache';
}

export const catalogApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSpecials: build.query<SpecialHeaderItem[], void>({ query: () => '/special-header' }),
    getVenueMenu: build.query<VenueMenu, MenuRequest>({
      query: ({ venueId, special }) =>
        special === null
          ? { url: `/test/${venueId}`, cache: revalidate }
          : { url: `/test/special/${venueId}`, params: { nameURL: special }, cache: revalidate },
    }),
    getProduct: build.query<ProductCard, { id: number; special: boolean }>({
      query: ({ id, special }) => ({
        url: special ? `/specialProduct/${id}` : `/product/${id}`,
        cache: revalidate,
      }),
    }),
    getDeliveryZones: build.query<DeliveryZone[], void>({
      query: () => ({ url: '/delivery-zones', cache: revalidate }),
    }),
    /** busy mode: which venues paused orders, with the message their menu shows */
    getVenueStatuses: build.query<VenueStatus[], void>({
      query: () => ({ url: '/venues/status', cache: revalidate }),
    }),
  }),
});

export const {
  useGetSpecialsQuery,
  useGetVenueMenuQuery,
  useGetProductQuery,
  useGetDeliveryZonesQuery,
  useGetVenueStatusesQuery,
} = catalogApi;
