import { t as api } from "./api-BxkrzdhH.js";
// src/features/checkout/orders-api.ts
var ordersApi = api.injectEndpoints({ endpoints: (build) => ({
	checkConnection: build.query({
		query: () => "/checkConnection",
		keepUnusedDataFor: 0
	}),
	createOrder: build.mutation({ query: ({ body, idempotencyKey }) => ({
		url: "/delivery",
		method: "POST",
		body,
		headers: { "Idempotency-Key": idempotencyKey }
	}) }),
	getOrder: build.query({ query: ({ id, key }) => ({
		url: `/delivery/getOrder/${id}`,
		params: key === null ? void 0 : { key }
	}) }),
	/** 'Оплатить ещё раз': the payment page of a new payment for the same order */
	retryPayment: build.mutation({ query: ({ id, key }) => ({
		url: `/delivery/${id}/retryPayment`,
		method: "POST",
		body: key === null ? {} : { key }
	}) }),
	/** 'Оплатить курьеру': the unpaid order is paid on delivery and goes to the kitchen */
	payOnDelivery: build.mutation({
		query: ({ id, key, payment }) => ({
			url: `/delivery/${id}/payOnDelivery`,
			method: "POST",
			body: key === null ? { payment } : {
				key,
				payment
			}
		}),
		async onQueryStarted({ id, key }, { dispatch, queryFulfilled }) {
			const { data } = await queryFulfilled.catch(() => ({ data: null }));
			if (data) dispatch(ordersApi.util.upsertQueryData("getOrder", {
				id,
				key
			}, data));
		}
	})
}) });
var { useLazyCheckConnectionQuery, useCreateOrderMutation, useGetOrderQuery, useRetryPaymentMutation, usePayOnDeliveryMutation } = ordersApi;
export { useRetryPaymentMutation as a, usePayOnDeliveryMutation as i, useGetOrderQuery as n, useLazyCheckConnectionQuery as r, useCreateOrderMutation as t };
