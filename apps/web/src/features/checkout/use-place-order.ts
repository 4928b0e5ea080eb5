/**
 * Placing the order from the valid checkout form (SPEC.md §4 "Checkout", API.md "Orders"): the
 * request, its Idempotency-Key, and what each refusal changes in the basket and the form. The page
 * decides where a made order goes (`onPlaced`).
 */
import type { DeliveryZone } from '@storefront/contract/catalog';
import type { CheckoutForm as CheckoutFormValues } from '@storefront/contract/checkout';
import { useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useStore } from 'react-redux';
import { type RootState, useAppDispatch } from '../../app/hooks';
import { catalogApi } from '../../lib/catalog-api';
import { newIdempotencyKey } from '../../lib/idempotency-key';
import { toast } from '../../lib/toast';
import { selectBasketLines, updatePrices } from '../basket/basket-slice';
import { attemptFinished, attemptStarted, selectAttemptKey } from './checkout-slice';
import { buildOrderRequest, readOrderFailure } from './order-request';
import { useCreateOrderMutation, useLazyCheckConnectionQuery } from './orders-api';

/** The made order: the page goes to `url` (the confirmation, or the payment page). */
export type PlacedOrder = { id: number; url: string };

/** The form's submit handler: sends the order once at a time, however often it is called. */
export function usePlaceOrder(
  { setValue, setError, setFocus }: UseFormReturn<CheckoutFormValues>,
  zones: DeliveryZone[] | undefined,
  onPlaced: (answer: PlacedOrder) => void,
) {
  const dispatch = useAppDispatch();
  const store = useStore<RootState>();
  const [checkConnection] = useLazyCheckConnectionQuery();
  const [createOrder] = useCreateOrderMutation();
  const sending = useRef(false);

  return async (form: CheckoutFormValues) => {
    if (sending.current) return;
    sending.current = true;
    try {
      const isServerOk = await checkConnection()
        .unwrap()
        .then(
          (answer) => answer.isServerOk,
          () => false,
        );
      const state = store.getState();
      const shownFee = zones?.find((zone) => zone.id === form.deliveryZone)?.price;
      const body = buildOrderRequest(form, selectBasketLines(state), isServerOk, shownFee);
      // One key per attempt, kept until an order is made (see checkout-slice).
      const idempotencyKey = selectAttemptKey(state) ?? newIdempotencyKey();
      dispatch(attemptStarted(idempotencyKey));
      const result = await createOrder({ body, idempotencyKey });
      if (result.data) {
        dispatch(attemptFinished());
        onPlaced(result.data);
        return;
      }
      const failure = readOrderFailure(result.error, body.data);
      if (failure.kind === 'other') {
        toast.error(failure.message);
        return;
      }
      // A refusal made no order; the corrected order is a new attempt.
      dispatch(attemptFinished());
      toast.error(failure.message);
      // The basket shows today's prices and total; the guest orders again at those.
      if (failure.kind === 'priceChanged') {
        dispatch(updatePrices(failure.prices));
        const { deliveryFee } = failure;
        if (deliveryFee !== undefined) {
          // Straight into the zones shown: a refetch could be answered from the HTTP cache.
          dispatch(
            catalogApi.util.updateQueryData('getDeliveryZones', undefined, (shown) => {
              const zone = shown.find((z) => z.id === form.deliveryZone);
              if (zone) zone.price = deliveryFee;
            }),
          );
        }
      }
      if (failure.kind === 'time') setValue('timeMode', 'slot');
      if (failure.kind === 'validation') {
        const fields = Object.entries(failure.fields) as [keyof CheckoutFormValues, string][];
        for (const [field, message] of fields) setError(field, { type: 'server', message });
        const first = fields[0];
        if (first) setFocus(first[0]);
      }
    } finally {
      sending.current = false;
    }
  };
}
