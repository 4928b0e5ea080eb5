/** Renders a page the way the app does: a fresh store, a router at `route`, the toast area. */
import { cleanup, render } from '@testing-library/react';
import userEvent, { type Options } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { ToastContainer } from 'react-toastify';
import { onTestFinished } from 'vitest';
import { createStore, type RootState } from '../app/store';

interface RenderOptions {
  /** the address to start at: '/basket', or with navigation state */
  route?: string | { pathname: string; search?: string; state?: unknown };
  /** the route pattern the element answers: '/order/:id' (other addresses show where we went) */
  path?: string;
  preloadedState?: Partial<RootState>;
  user?: Options;
  /** more pages the page may go to: { '/basket': <BasketPage /> } */
  routes?: Record<string, ReactElement>;
}

/** What the router shows after the page navigated away. */
function Elsewhere() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

export function renderPage(element: ReactElement, options: RenderOptions = {}) {
  const { route = '/', preloadedState, user, routes = {} } = options;
  const path = options.path ?? (typeof route === 'string' ? route : route.pathname);
  const store = createStore(preloadedState);
  const result = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path={path} element={element} />
          {Object.entries(routes).map(([other, page]) => (
            <Route key={other} path={other} element={page} />
          ))}
          <Route path="*" element={<Elsewhere />} />
        </Routes>
      </MemoryRouter>
      <ToastContainer />
    </Provider>,
  );
  // Without Vitest's globals Testing Library cannot register its own cleanup.
  onTestFinished(() => cleanup());
  return { store, user: userEvent.setup(user), ...result };
}
