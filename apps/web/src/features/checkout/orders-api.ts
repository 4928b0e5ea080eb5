/** The order calls (API.md "Orders"). */
import type { CheckConnection } from '@storefront/contract/catalog';
import type {
  CreateOrderRequest,
  CreateOrderResponse,
  OrderView,
  PaymentWays,
} from '@storefront/contract/orders';
import { api } from '../../lib/api';

export interface CreateOrderArgs {
  body: CreateOrderRequest;
  /** one per checkout attempt: the server answers a repeat with the first answer */
  idempotencyKey: string;
}

export interface GetOrderArgs {
  id: number;
  /** the order's access key from the confirmation URL */
  key: string | null;
}

export const ordersApi = api.injectEndpoints({
  endpoints: (build) => ({
    checkConnection: build.query<CheckConnection, void>({
      query: () => '/checkConnection',
      keepUnusedDataFor: 0,
    }),
    createOrder: build.mutation<CreateOrderResponse, CreateOrderArgs>({
      query: ({ body, idempotencyKey }) => ({
        url: '/delivery',
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    }),
    /** the online ways besides a card the shop offers now ('СБП' only when it does) */
    getPaymentWays: build.query<PaymentWays, void>({
      query: () => '/delivery/paymentWays',
    }),
    getOrder: build.query<OrderView, GetOrderArgs>({
      query: ({ id, key }) => ({
        url: `/delivery/getOrder/${id}`,
        params: key === null ? undefined : { key },
      }),
    }),
    /** 'Оплатить ещё раз': the payment page of a new payment for the same order */
    retryPayment: build.mutation<{ url: string }, GetOrderArgs>({
      query: ({ id, key }) => ({
        url: `/delivery/${id}/retryPayment`,
        method: 'POST',
        body: key === null ? {} : { key },
      }),
    }),
    /** 'Оплатить курьеру': the unpaid order is paid on delivery and goes to the kitchen */
    payOnDelivery: build.mutation<OrderView, GetOrderArgs & { payment: 'CASH' | 'BNCUR' }>({
      query: ({ id, key, payment }) => ({
        url: `/delivery/${id}/payOnDelivery`,
        method: 'POST',
        body: key === null ? { payment } : { key, payment },
      }),
      async onQueryStarted({ id, key }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(ordersApi.util.upsertQueryData('getOrder', { id, key }, data));
      },
    }),
    /** 'Отменить заказ': while no kitchen has started and no money was taken */
    cancelOrder: build.mutation<OrderView, GetOrderArgs>({
      query: ({ id, key }) => ({
        url: `/delivery/${id}/cancel`,
        method: 'POST',
        body: key === null ? {} : { key },
      }),
      async onQueryStarted({ id, key }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(ordersApi.util.upsertQueryData('getOrder', { id, key }, data));
      },
    }),
  }),
});

export const {
  useLazyCheckConnectionQuery,
  useCreateOrderMutation,
  useGetOrderQuery,
  useGetPaymentWaysQuery,
  useRetryPaymentMutation,
  usePayOnDeliveryMutation,
  useCancelOrderMutation,
} = ordersApi;
