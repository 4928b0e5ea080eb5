/**
 * Placing the order from the valid checkout form (SPEC.md §4 "Checkout", API.md "Orders"): the
 * request, its Idempotency-Key, and what each refusal changes in the basket and the form. The page
 * decides where a made order goes (`onPlaced`).
 */
import type { DeliveryZone } from '@storefront/contract/catalog';
import {
  type CheckoutForm as CheckoutFormValues,
  zoneDelivery,
  zoneTermsOf,
} from '@storefront/contract/checkout';
import { zoneMinimumMessage } from '@storefront/contract/checkout-messages';
import { toKopecks, toRoubles } from '@storefront/contract/money';
import { useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useStore } from 'react-redux';
import { type RootState, useAppDispatch } from '../../app/hooks';
import { catalogApi, catalogChanged } from '../../lib/catalog-api';
import { newIdempotencyKey } from '../../lib/idempotency-key';
import { toast } from '../../lib/toast';
import { pauseMessagesOf } from '../../ui/venue-pause-notice';
import {
  basketVenueIds,
  markUnavailable,
  selectBasketLines,
  selectBasketTotal,
  updatePrices,
} from '../basket/basket-slice';
import { attemptFinished, attemptStarted, selectAttemptKey } from './checkout-slice';
import { buildOrderRequest, readOrderFailure } from './order-request';
import { useCreateOrderMutation, useLazyCheckConnectionQuery } from './orders-api';

/** The pause messages of the basket's venues that paused orders, as the page last read them. */
function pausedMessages(state: RootState): string[] {
  return pauseMessagesOf(
    catalogApi.endpoints.getVenueStatuses.select()(state).data,
    basketVenueIds(selectBasketLines(state)),
  );
}

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

  /** The catalogue's answer as the server has it now, not as the page or the HTTP cache kept it. */
  const refetchFresh = async (endpoint: 'getVenueStatuses' | 'getDeliveryZones') => {
    catalogChanged();
    const options = { subscribe: false, forceRefetch: true };
    await (endpoint === 'getVenueStatuses'
      ? dispatch(catalogApi.endpoints.getVenueStatuses.initiate(undefined, options))
      : dispatch(catalogApi.endpoints.getDeliveryZones.initiate(undefined, options)));
  };

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
      // Busy mode: a paused venue takes no order; its message says so instead of a round trip.
      // The page may have read the pause long ago: asked again (past the HTTP cache) first, so a
      // pause that has ended never keeps the guest from ordering.
      if (pausedMessages(store.getState()).length > 0) await refetchFresh('getVenueStatuses');
      const state = store.getState();
      const paused = pausedMessages(state);
      if (paused.length > 0) {
        toast.error(paused.join('. '));
        return;
      }
      const lines = selectBasketLines(state);
      const zone =
        form.deliveryType === 'DeliveryByCourier'
          ? zones?.find((known) => known.id === form.deliveryZone)
          : undefined;
      // The zone's terms as the summary shows them: the same rule the server charges by.
      const terms = zone ? zoneTermsOf(zone) : undefined;
      const delivery = terms ? zoneDelivery(terms, toKopecks(selectBasketTotal(state))) : undefined;
      if (terms && delivery && delivery.belowMinimumBy > 0) {
        const message = zoneMinimumMessage(terms.minOrderKopecks);
        setError('deliveryZone', { type: 'minimum', message });
        setFocus('deliveryZone');
        toast.error(message);
        return;
      }
      const shownFee = delivery ? toRoubles(delivery.feeKopecks) : undefined;
      const body = buildOrderRequest(form, lines, isServerOk, shownFee);
      // One key per attempt, kept until an order is made (see checkout-slice).
      const idempotencyKey = selectAttemptKey(state) ?? newIdempotencyKey();
      dispatch(attemptStarted(idempotencyKey));
      const result = await createOrder({ body, idempotencyKey });
      if (result.data) {
        dispatch(attemptFinished());
        // The code and the points were this order's: the next one starts without them.
        setValue('promoCode', '');
        setValue('points', 0);
        onPlaced(result.data);
        return;
      }
      const failure = readOrderFailure(result.error, lines);
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
        // The zone's terms changed too (its fee, its free-delivery sum): the zones are asked
        // again, so the summary and the next attempt follow the server's terms, not a patch.
        if (failure.deliveryFee !== undefined) await refetchFresh('getDeliveryZones');
      }
      // The basket marks the dishes the kitchens cannot sell now, for the guest to take out.
      if (failure.kind === 'unavailable') dispatch(markUnavailable(failure.keys));
      // A size or modifier the menu has no more: the line is marked, to take out and choose again.
      if (failure.kind === 'validation' && failure.lines) dispatch(markUnavailable(failure.lines));
      if (failure.kind === 'paused') {
        // The pause came after the page read the venues: the basket's notice shows it too.
        await refetchFresh('getVenueStatuses');
      }
      // Refused under the zone's minimum the page did not know of: its terms are asked again.
      if (failure.kind === 'validation' && 'deliveryZone' in failure.fields)
        await refetchFresh('getDeliveryZones');
      if (failure.kind === 'time') {
        setValue('timeMode', 'slot');
        // A kitchen gone off line since the page read the venues: its reason shows by the time.
        await refetchFresh('getVenueStatuses');
      }
      if (failure.kind === 'validation') {
        // A refused code is dropped and refused points go back to none; the rest of the form
        // stays as it was (the rewards panel shows the message at its field).
        if (failure.fields.promoCode !== undefined) setValue('promoCode', '');
        if (failure.fields.points !== undefined) setValue('points', 0);
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
