import type {
  DeliveryZone,
  ProductCard,
  SpecialHeaderItem,
  VenueMenu,
} from '@storefront/contract/catalog';
import { api } from './api';

export interface MenuRequest {
  venueId: number;
  /** a special's URL name, or null for the regular menu */
  special: string | null;
}

export const catalogApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSpecials: build.query<SpecialHeaderItem[], void>({ query: () => '/special-header' }),
    getVenueMenu: build.query<VenueMenu, MenuRequest>({
      query: ({ venueId, special }) =>
        special === null
          ? `/test/${venueId}`
          : { url: `/test/special/${venueId}`, params: { nameURL: special } },
    }),
    getProduct: build.query<ProductCard, { id: number; special: boolean }>({
      query: ({ id, special }) => (special ? `/specialProduct/${id}` : `/product/${id}`),
    }),
    getDeliveryZones: build.query<DeliveryZone[], void>({ query: () => '/delivery-zones' }),
  }),
});

export const {
  useGetSpecialsQuery,
  useGetVenueMenuQuery,
  useGetProductQuery,
  useGetDeliveryZonesQuery,
} = catalogApi;
