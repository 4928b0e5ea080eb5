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
import { api, type ServerRenderExtra } from '../lib/api';

const rootReducer = combineSlices(basketSlice, checkoutSlice, menuUiSlice, sessionSlice, api);

export type RootState = ReturnType<typeof rootReducer>;

/** `extra`: what the store's calls are made with while the server renders (lib/api.ts). */
export function createStore(preloadedState?: Partial<RootState>, extra?: ServerRenderExtra) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: extra } }).concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof createStore>;
export type AppDispatch = AppStore['dispatch'];
export const useAppDispatch: () => AppDispatch = useDispatch;
export const useAppSelector: TypedUseSelectorHook<RootState> = useSelector;

/**
 * The browser's store: the basket and the session token come from and go to localStorage, and
 * follow other tabs.
 *
 * A server-rendered page (entry-server.tsx) brings `serverState`: the catalogue answers it was
 * rendered with. The store then starts as the server's did (empty basket, no guest), so that
 * hydration sees what the server rendered; `adoptStoredState` brings in the basket and the session
 * once the page has hydrated.
 */
export function createBrowserStore(serverState?: Partial<RootState>): {
  store: AppStore;
  adoptStoredState: () => void;
} {
  const stored = () => {
    const basket = loadBasket();
    const token = loadSessionToken();
    return { basket, token };
  };
  const initial = serverState ? { basket: undefined, token: null } : stored();
  const store = createStore({
    ...serverState,
    ...(initial.basket ? { basket: initial.basket } : {}),
    ...(initial.token
      ? { session: { ...initialSessionState, loggedIn: true, accessToken: initial.token } }
      : {}),
  });
  let saved = store.getState().basket;
  let savedToken = store.getState().session.accessToken;
  const adoptStoredState = () => {
    if (!serverState) return;
    const { basket, token } = stored();
    saved = basket ?? saved;
    savedToken = token;
    if (basket) store.dispatch(replaceBasket(basket));
    if (token) store.dispatch(sessionRestored(token));
  };
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
  return { store, adoptStoredState };
}
