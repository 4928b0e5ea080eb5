/**
 * Server rendering (decision 033): the storefront's page for a URL as HTML with its data, for the
 * Fastify server to put into index.html. The same routes and components as the browser; the
 * catalogue calls go to the server's own routes through `fetch` (no network), and the answers
 * travel in the page as the store's state, so the browser hydrates without asking again.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { StaticRouter } from 'react-router';
import { AppRoutes, preloadPage } from './app/router';
import { createStore } from './app/store';
import { fixedPageJsonLd } from './features/seo/page-json-ld';
import { api } from './lib/api';
import { loadBelowTheFold } from './lib/below-the-fold';
import { openingHoursApi } from './lib/opening-hours-api';
import { headHtml, type RenderRecord, RenderRecordContext, scriptJson } from './ui/page-head';

export interface RenderedPage {
  status: number;
  /** the head's tags: title, description, canonical, Open Graph, JSON-LD */
  head: string;
  /** the inside of #root */
  html: string;
  /** the store's state as JSON safe inside a script element */
  state: string;
}

export interface RenderOptions {
  /** answers the catalogue calls (`Request` URLs are under SERVER_RENDER_ORIGIN/api) */
  fetch: (request: Request) => Promise<Response>;
  /** the site's address for canonical and Open Graph URLs */
  origin: string;
}

/** A page whose calls keep asking for more is cut off after this many passes. */
const MAX_PASSES = 4;

export async function renderPage(url: string, options: RenderOptions): Promise<RenderedPage> {
  const { pathname } = new URL(url, options.origin);
  await preloadPage(pathname);
  await loadBelowTheFold();
  const store = createStore(undefined, { fetch: options.fetch });
  // Every page's footer states the courier's hours and the structured data the places' hours,
  // as staff set them: asked for before the first pass, so one pass has them.
  const openingHours = openingHoursApi.endpoints.getOpeningHours;
  store.dispatch(openingHours.initiate());
  const pageJsonLd = (path: string, origin: string) =>
    fixedPageJsonLd(path, origin, openingHours.select()(store.getState()).data);
  let record: RenderRecord = { status: 200, head: null, origin: options.origin };
  let html = '';
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    record = { status: 200, head: null, origin: options.origin };
    html = renderToString(
      <StrictMode>
        <RenderRecordContext value={record}>
          <Provider store={store}>
            <StaticRouter location={url}>
              <AppRoutes fixedPageJsonLd={pageJsonLd} />
            </StaticRouter>
          </Provider>
        </RenderRecordContext>
      </StrictMode>,
    );
    // Query hooks started their calls while rendering; render again once they have answered.
    const running = store.dispatch(api.util.getRunningQueriesThunk());
    if (running.length === 0) break;
    await Promise.all(running);
  }
  // The answers go to the browser; the render's subscriptions do not (the browser's own
  // components subscribe as they mount).
  const { api: apiState } = store.getState();
  return {
    status: record.status,
    head: record.head ? headHtml(record.head, options.origin) : '',
    html,
    state: scriptJson({ api: { ...apiState, subscriptions: {} } }),
  };
}
