import { SITE_NAME } from '@storefront/contract/site-page-heads';
import type { MenuVenueId } from '@storefront/contract/venues';
import {
  type ComponentType,
  type LazyExoticComponent,
  lazy,
  type ReactNode,
  Suspense,
  useSyncExternalStore,
} from 'react';
import { matchPath, Route, Routes } from 'react-router';
import { belowTheFold } from '../lib/below-the-fold';
import { NotFoundPage } from '../ui/not-found-page';
import { PageHead } from '../ui/page-head';
import { AppLayout, PageLoading } from './layout/app-layout';
import { type PageModule, type RouteEntry, routeTable, staffRouteTable } from './route-table';

type Module = Record<string, unknown>;

/** Each page module is its own chunk, loaded on the first visit of one of its routes. */
const loaders: Record<PageModule, () => Promise<Module>> = {
  home: () => import('../features/content/home-page'),
  about: () => import('../features/content/about-page'),
  gastropub: () => import('../features/content/gastropub-page'),
  sibumi: () => import('../features/content/sibumi-page'),
  bistro: () => import('../features/content/bistro-page'),
  content: () => import('../features/content/content-pages'),
  menu: () => import('../features/menu/menu-routes'),
  dish: () => import('../features/menu/dish-routes'),
  basket: () => import('./routes/basket-page'),
  order: () => import('../features/checkout/order-page'),
  account: () => import('../features/account/account-page'),
  contacts: () => import('../features/booking/contacts-page'),
  privacy: () => import('../features/content/privacy-page'),
  staff: () => import('../back-office/app/staff-pages'),
};

/** Page modules already loaded: their pages render at once instead of suspending first. */
const loaded: Partial<Record<PageModule, Module>> = {};

/** What the router gives a page: whose venue it shows, for venue pages and venue menus. */
export interface PageProps {
  venueId?: MenuVenueId;
}

function pageOf(module: Module, moduleName: PageModule, name: string) {
  const Page = module[name];
  if (!Page) throw new Error(`${name} is not exported by the ${moduleName} page module`);
  return { default: Page as ComponentType<PageProps> };
}

function page(module: PageModule, name: string): LazyExoticComponent<ComponentType<PageProps>> {
  return lazy(() => {
    const ready = loaded[module];
    // A thenable that answers synchronously: React then renders the page without suspending
    // (a shown fallback would hold the page back for React's 300 ms reveal throttle).
    if (ready) {
      const page = pageOf(ready, module, name);
      // biome-ignore lint/suspicious/noThenProperty: React.lazy takes a thenable; this one is synchronous on purpose
      return { then: (resolve: (value: typeof page) => void) => resolve(page) } as Promise<
        typeof page
      >;
    }
    return loaders[module]().then((loadedModule) => pageOf(loadedModule, module, name));
  });
}

/**
 * Loads the page module of `pathname` (the server has already listed it for preloading), so the
 * first render shows the page itself. A failure is left to the page's own loading.
 */
export async function preloadPage(pathname: string): Promise<void> {
  const route = [...routeTable, ...staffRouteTable].find(({ path }) =>
    matchPath({ path, caseSensitive: true }, pathname),
  );
  if (!route) return;
  const { module } = route;
  try {
    loaded[module] = await loaders[module]();
  } catch {
    // the lazy page retries and shows the error where the page would be
  }
}

/** One lazy component per module and export, shared by the routes that show it. */
const lazyPages = new Map<string, LazyExoticComponent<ComponentType<PageProps>>>();
function pageComponent({ module, component }: RouteEntry) {
  const key = `${module} ${component}`;
  let Page = lazyPages.get(key);
  if (!Page) {
    Page = page(module, component);
    lazyPages.set(key, Page);
  }
  return Page;
}

const pages = routeTable.map((route) => ({ route, Page: pageComponent(route) }));
const staffPages = staffRouteTable.map((route) => ({ route, Page: pageComponent(route) }));

/**
 * The structured data of a page with fixed texts (features/seo/page-json-ld.ts). Only the server's
 * render passes it (decision 035): the browser's build makes none, and its first load does not
 * carry the builders.
 */
export type FixedPageJsonLd = (path: string, origin: string) => readonly object[];

/**
 * The head of a route whose texts are fixed (site-pages.ts). The lists of every page's texts are
 * not in the first load (decision 037): the server has them before it renders; in the browser the
 * document already has the page's head, and the lists come for the next page's.
 */
const FixedPageHead = belowTheFold(async () => (await import('./fixed-page-head')).FixedPageHead);

function fixedHead({ path, personalName }: RouteEntry, jsonLdOf?: FixedPageJsonLd): ReactNode {
  if (personalName !== undefined) {
    const title = `${personalName} — ${SITE_NAME}`;
    return <PageHead title={title} description={title} canonicalPath={null} />;
  }
  return <FixedPageHead path={path} jsonLdOf={jsonLdOf} />;
}

const subscribeToNothing = () => () => {};

/**
 * Personal pages: the server and the hydrating browser show the loading frame (the server knows
 * neither basket nor guest); the page itself follows at once in the browser.
 */
function InBrowserOnly({ children }: { children: ReactNode }) {
  const inBrowser = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
  return inBrowser ? children : <PageLoading />;
}

type RoutedPage = (typeof pages)[number];

function pageRoute({ route, Page }: RoutedPage, afterPage: ReactNode, jsonLdOf?: FixedPageJsonLd) {
  return (
    <Route
      key={route.path}
      path={route.path}
      caseSensitive
      element={
        <>
          {fixedHead(route, jsonLdOf)}
          <Suspense fallback={<PageLoading />}>
            {route.personalName === undefined ? (
              <Page venueId={route.venueId} />
            ) : (
              <InBrowserOnly>
                <Page />
              </InBrowserOnly>
            )}
            {afterPage}
          </Suspense>
        </>
      }
    />
  );
}

/**
 * `afterPage`: rendered after the page, inside its Suspense boundary, so that its effects run only
 * once the page itself has hydrated (the browser passes main.tsx's hydration marker).
 * `fixedPageJsonLd`: the server's render gives it (see FixedPageJsonLd).
 */
export function AppRoutes({
  afterPage,
  fixedPageJsonLd,
}: {
  afterPage?: ReactNode;
  fixedPageJsonLd?: FixedPageJsonLd;
}) {
  return (
    <Routes>
      {/* The back office draws its own frame (back-office/): no storefront header or basket. */}
      {staffPages.map((page) => pageRoute(page, afterPage, fixedPageJsonLd))}
      <Route element={<AppLayout />}>
        {pages.map((page) => pageRoute(page, afterPage, fixedPageJsonLd))}
        <Route
          path="*"
          element={
            <>
              <NotFoundPage />
              {afterPage}
            </>
          }
        />
      </Route>
    </Routes>
  );
}
