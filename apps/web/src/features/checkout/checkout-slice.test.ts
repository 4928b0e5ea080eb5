import { defaultCheckoutForm } from '@storefront/contract/checkout';
import { describe, expect, it } from 'vitest';
import { createStore } from '../../app/store';
import {
  attemptFinished,
  attemptStarted,
  checkoutFormChanged,
  selectAttemptKey,
  selectCheckoutForm,
} from './checkout-slice';

describe('checkout state', () => {
  it('is empty until the form changes, then holds its values', () => {
    const store = createStore();
    expect(selectCheckoutForm(store.getState())).toBeNull();
    const values = { ...defaultCheckoutForm, name: 'Иван', deliveryType: 'DeliveryByCourier' };
    store.dispatch(checkoutFormChanged(values as typeof defaultCheckoutForm));
    expect(selectCheckoutForm(store.getState())).toEqual(values);
  });

  it('keeps one attempt key until the attempt is over', () => {
    const store = createStore();
    store.dispatch(attemptStarted('key-1'));
    expect(selectAttemptKey(store.getState())).toBe('key-1');
    store.dispatch(attemptFinished());
    expect(selectAttemptKey(store.getState())).toBeNull();
  });
});
