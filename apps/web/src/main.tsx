import './app/global.css';
import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router';
import { AppRoutes, preloadPage } from './app/router';
import { createBrowserStore, type RootState } from './app/store';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

/** The state the server rendered the page with (entry-server.tsx), when it rendered it. */
function serverState(): Partial<RootState> | undefined {
  const script = document.getElementById('storefront-state');
  return script?.textContent ? (JSON.parse(script.textContent) as Partial<RootState>) : undefined;
}

const fromServer = serverState();
const { store, adoptStoredState } = createBrowserStore(fromServer);

let hydrated = false;

/**
 * Rendered after the page, inside its Suspense boundary (AppRoutes' afterPage): its effect runs
 * once the page itself has hydrated — the layout may hydrate before a lazy page, and a basket
 * adopted then would make the page differ from the server's HTML. The basket and the guest join
 * then, once; `<html data-hydrated>` says the page's controls answer and the basket has joined (the e2e runs wait for it
 * before they click what the server rendered).
 */
function Hydrated() {
  useEffect(() => {
    if (hydrated) return;
    hydrated = true;
    void adoptStoredState().finally(() => {
      document.documentElement.dataset.hydrated = 'true';
    });
  }, []);
  return null;
}

const app = (
  <StrictMode>
    <Provider store={store}>
      <BrowserRouter>
        <AppRoutes afterPage={<Hydrated />} />
      </BrowserRouter>
    </Provider>
  </StrictMode>
);

// The first render shows the page itself: a suspended page would wait for React's reveal throttle
// (and, when hydrating, would not match the server's HTML).
void preloadPage(window.location.pathname).then(() => {
  if (fromServer) {
    // Hydrating as a transition lets React yield to the browser every few milliseconds instead of
    // holding the main thread for the whole page (a phone's one long task at start); the page is
    // already drawn, and a tap on a part not yet hydrated hydrates that part first.
    startTransition(() => {
      hydrateRoot(root, app, {
        onRecoverableError(error) {
          // A page that does not hydrate as rendered: e2e runs fail on this message.
          console.error('Hydration mismatch:', error);
        },
      });
    });
  } else createRoot(root).render(app);
});
