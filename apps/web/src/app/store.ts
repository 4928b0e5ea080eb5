import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { type TypedUseSelectorHook, useDispatch, useSelector } from 'react-redux';
import { initialSessionState, sessionRestored, sessionSlice } from '../features/auth/session-slice';
import {
  loadSessionToken,
  SESSION_STORAGE_KEY,
  saveSessionToken,
} from '../features/auth/session-storage';
import { basketSlice, replaceBasket } from '../features/basket/basket-slice';
import { BASKET_STORAGE_KEY, loadBasket, saveBasket } from '../features/basket/basket-storage';
import { checkoutSlice } from '../features/checkout/checkout-slice';
import { menuUiSlice } from '../features/menu/menu-ui-slice';
import { api } from '../lib/api';

const rootReducer = combineSlices(basketSlice, checkoutSlice, menuUiSlice, sessionSlice, api);

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

/**
 * The browser's store: the basket and the session token come from and go to localStorage, and
 * follow other tabs.
 */
export function createBrowserStore(): AppStore {
  const basket = loadBasket();
  const token = loadSessionToken();
  const store = createStore({
    ...(basket ? { basket } : {}),
    ...(token ? { session: { ...initialSessionState, loggedIn: true, accessToken: token } } : {}),
  });
  let saved = store.getState().basket;
  let savedToken = store.getState().session.accessToken;
  store.subscribe(() => {
    const state = store.getState();
    if (state.basket !== saved) {
      saved = state.basket;
      saveBasket(state.basket);
    }
    if (state.session.accessToken !== savedToken) {
      savedToken = state.session.accessToken;
      saveSessionToken(savedToken);
    }
  });
  window.addEventListener('storage', (event) => {
    if (event.key === BASKET_STORAGE_KEY) {
      const next = loadBasket() ?? { lines: [] };
      saved = next;
      store.dispatch(replaceBasket(next));
    } else if (event.key === SESSION_STORAGE_KEY || event.key === null) {
      // null: the other tab cleared the whole storage.
      const next = loadSessionToken();
      if (next === savedToken) return;
      savedToken = next;
      store.dispatch(sessionRestored(next));
    }
  });
  return store;
}
