/**
 * The checkout (SPEC.md §3 "Checkout state", §4): the form's values, mirrored here as the guest
 * types so they survive leaving the basket page, and the key of the current order attempt.
 * Kept in memory only: the basket is the one thing stored in the browser.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
// Only the type: the contract's schemas would otherwise ride in every page's first load.
import type { CheckoutForm } from '@storefront/contract/checkout';

export interface CheckoutState {
  /** null until the guest changes something: the form then starts from the contract's defaults */
  form: CheckoutForm | null;
  /**
   * Idempotency-Key of the attempt in progress. It is kept until an order is made, so a double
   * click or a retry after a lost answer can never make a second order.
   */
  attemptKey: string | null;
}

export const initialCheckoutState: CheckoutState = { form: null, attemptKey: null };

export const checkoutSlice = createSlice({
  name: 'checkout',
  initialState: initialCheckoutState,
  reducers: {
    checkoutFormChanged(state, { payload }: PayloadAction<CheckoutForm>) {
      state.form = payload;
    },
    attemptStarted(state, { payload }: PayloadAction<string>) {
      state.attemptKey = payload;
    },
    /** An order was made, or the server refused this one for good: the next try is new. */
    attemptFinished(state) {
      state.attemptKey = null;
    },
  },
  selectors: {
    selectCheckoutForm: (state) => state.form,
    selectAttemptKey: (state) => state.attemptKey,
  },
});

export const { checkoutFormChanged, attemptStarted, attemptFinished } = checkoutSlice.actions;
export const { selectCheckoutForm, selectAttemptKey } = checkoutSlice.selectors;
