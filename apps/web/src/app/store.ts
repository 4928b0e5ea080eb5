import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { type TypedUseSelectorHook, useDispatch, useSelector } from 'react-redux';
import { basketSlice, replaceBasket } from '../features/basket/basket-slice';
import { BASKET_STORAGE_KEY, loadBasket, saveBasket } from '../features/basket/basket-storage';
import { checkoutSlice } from '../features/checkout/checkout-slice';
import { menuUiSlice } from '../features/menu/menu-ui-slice';
import { api } from '../lib/api';

const rootReducer = combineSlices(basketSlice, checkoutSlice, menuUiSlice, api);

export type RootState = ReturnType<typeof rootReducer>;

export function createStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof createStore>;
export type AppDispatch = AppStore['dispatch'];
export const useAppDispatch: () => AppDispatch = useDispatch;
export const useAppSelector: TypedUseSelectorHook<RootState> = useSelector;

/** The browser's store: the basket comes from and goes to localStorage, and follows other tabs. */
export function createBrowserStore(): AppStore {
  const basket = loadBasket();
  const store = createStore(basket ? { basket } : undefined);
  let saved = store.getState().basket;
  store.subscribe(() => {
    const current = store.getState().basket;
    if (current !== saved) {
      saved = current;
      saveBasket(current);
    }
  });
  window.addEventListener('storage', (event) => {
    if (event.key !== BASKET_STORAGE_KEY) return;
    const next = loadBasket() ?? { lines: [] };
    saved = next;
    store.dispatch(replaceBasket(next));
  });
  return store;
}
