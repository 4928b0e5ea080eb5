import { type ComponentType, type LazyExoticComponent, lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
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
};

function page(module: PageModule, name: string): LazyExoticComponent<ComponentType> {
  return lazy(async () => {
    const Page = (await loaders[module]())[name];
    if (!Page) throw new Error(`${name} is not exported by the ${module} page module`);
    return { default: Page as ComponentType };
  });
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
