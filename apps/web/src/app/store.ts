import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { initialSessionState, sessionRestored, sessionSlice } from '../features/auth/session-slice';
import {
  loadSessionToken,
  SESSION_STORAGE_KEY,
  saveSessionToken,
} from '../features/auth/session-storage';
import { basketSlice, mergeLines, replaceBasket } from '../features/basket/basket-slice';
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

/**
 * The browser's store: the basket and the session token come from and go to localStorage, and
 * follow other tabs.
 *
 * A server-rendered page (entry-server.tsx) brings `serverState`: the catalogue answers it was
 * rendered with. The store then starts as the server's did (empty basket, no guest), so that
 * hydration sees what the server rendered; `adoptStoredState` brings in the basket and the session
 * once the page has hydrated. The stored basket is checked by code loaded then (stored-basket.ts),
 * so it always joins a moment after the first render, server-rendered or not.
 */
export function createBrowserStore(serverState?: Partial<RootState>): {
  store: AppStore;
  /** Resolves once the stored basket (and, on a server-rendered page, the guest) has joined. */
  adoptStoredState: () => Promise<void>;
} {
  const initialToken = serverState ? null : loadSessionToken();
  const store = createStore({
    ...serverState,
    ...(initialToken
      ? { session: { ...initialSessionState, loggedIn: true, accessToken: initialToken } }
      : {}),
  });
  let saved = store.getState().basket;
  let savedToken = store.getState().session.accessToken;
  let adopted: Promise<void> | undefined;
  // Until the stored basket has been read, the store's basket is not written back: a dish added
  // in that moment would overwrite it.
  let basketRead = false;
  const persist = () => {
    const state = store.getState();
    if (basketRead && state.basket !== saved) {
      saved = state.basket;
      saveBasket(state.basket);
    }
    if (state.session.accessToken !== savedToken) {
      savedToken = state.session.accessToken;
      saveSessionToken(savedToken);
    }
  };
  const adoptStoredState = () => {
    adopted ??= (async () => {
      if (serverState) {
        const token = loadSessionToken();
        savedToken = token;
        if (token) store.dispatch(sessionRestored(token));
      }
      const basket = await loadBasket();
      // A dish added in the moment before the stored basket was read stays, beside it.
      const added = store.getState().basket.lines;
      if (basket) {
        saved = basket;
        store.dispatch(replaceBasket(basket));
        if (added.length > 0) store.dispatch(mergeLines(added));
      }
      basketRead = true;
      persist();
    })();
    return adopted;
  };
  store.subscribe(persist);
  window.addEventListener('storage', (event) => {
    if (event.key === BASKET_STORAGE_KEY) {
      void loadBasket().then((next = { lines: [], unavailable: [] }) => {
        saved = next;
        store.dispatch(replaceBasket(next));
      });
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
