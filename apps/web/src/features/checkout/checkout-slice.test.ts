import { defaultCheckoutForm } from '@storefront/contract/checkout';
import { describe, expect, it, vi } from 'vitest';
import { createStore } from '../../app/store';
import {
  attemptFinished,
  attemptStarted,
  checkoutFormChanged,
  newIdempotencyKey,
  selectAttemptKey,
  selectCheckoutForm,
} from './checkout-slice';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

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

describe('idempotency keys', () => {
  it('are v4 UUIDs, also where crypto.randomUUID is missing (plain HTTP)', () => {
    expect(newIdempotencyKey()).toMatch(UUID);
    vi.stubGlobal('crypto', { getRandomValues: crypto.getRandomValues.bind(crypto) });
    const keys = new Set(Array.from({ length: 50 }, () => newIdempotencyKey()));
    vi.unstubAllGlobals();
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(UUID);
  });
});
