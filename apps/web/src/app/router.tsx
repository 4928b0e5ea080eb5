import { type ComponentType, type LazyExoticComponent, lazy, Suspense } from 'react';
import { matchPath, Route, Routes } from 'react-router';
import { NotFoundPage } from '../ui/not-found-page';
import { AppLayout, PageLoading } from './layout/app-layout';
import { type PageModule, routeTable } from './route-table';

type Module = Record<string, unknown>;

/** Each page module is its own chunk, loaded on the first visit of one of its routes. */
const loaders: Record<PageModule, () => Promise<Module>> = {
  content: () => import('../features/content/content-pages'),
  menu: () => import('../features/menu/menu-routes'),
  basket: () => import('../features/checkout/basket-page'),
  order: () => import('../features/checkout/order-page'),
  account: () => import('../features/account/account-page'),
  contacts: () => import('../features/booking/contacts-page'),
  privacy: () => import('../features/content/privacy-page'),
};

/** Page modules already loaded: their pages render at once instead of suspending first. */
const loaded: Partial<Record<PageModule, Module>> = {};

function pageOf(module: Module, moduleName: PageModule, name: string) {
  const Page = module[name];
  if (!Page) throw new Error(`${name} is not exported by the ${moduleName} page module`);
  return { default: Page as ComponentType };
}

function page(module: PageModule, name: string): LazyExoticComponent<ComponentType> {
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
  const route = routeTable.find(([path]) => matchPath({ path, caseSensitive: true }, pathname));
  if (!route) return;
  const [, module] = route;
  try {
    loaded[module] = await loaders[module]();
  } catch {
    // the lazy page retries and shows the error where the page would be
  }
}

const pages = routeTable.map(([path, module, name]) => [path, page(module, name)] as const);

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        {pages.map(([path, Page]) => (
          <Route
            key={path}
            path={path}
            caseSensitive
            element={
              <Suspense fallback={<PageLoading />}>
                <Page />
              </Suspense>
            }
          />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
