import { type ComponentType, type LazyExoticComponent, lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { NotFoundPage } from '../ui/not-found-page';
import { AppLayout, PageLoading } from './layout/app-layout';

type Module = Record<string, unknown>;

/** A code-split page: its module loads on first visit. */
function page(load: () => Promise<Module>, name: string): LazyExoticComponent<ComponentType> {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}

const menu = () => import('../features/menu/menu-routes');
const content = () => import('../features/content/content-pages');
const basket = () => import('../features/checkout/basket-page');
const order = () => import('../features/checkout/order-page');
const account = () => import('../features/account/account-page');
const contacts = () => import('../features/booking/contacts-page');

/** Every route of SPEC.md §2; case-sensitive (DESIGN.md §4). */
const pages: [path: string, Page: ComponentType][] = [
  ['/', page(content, 'HomePage')],
  ['/about', page(content, 'AboutPage')],
  ['/gastropub', page(content, 'GastropubPage')],
  ['/sibumi', page(content, 'SibumiPage')],
  ['/bistro', page(content, 'BistroPage')],
  ['/Konditory', page(content, 'BistroPage')],
  ['/Gastropub', page(menu, 'GastropubMenu')],
  ['/Sibumii', page(menu, 'SibumiMenu')],
  ['/Bistro', page(menu, 'BistroMenu')],
  ['/menu', page(menu, 'AllVenuesMenu')],
  ['/menu/:id', page(menu, 'ProductCardPage')],
  ['/specials/card/:id', page(menu, 'SpecialProductCardPage')],
  ['/specials/:url', page(menu, 'SpecialMenu')],
  ['/contacts', page(contacts, 'ContactsPage')],
  ['/delivery', page(content, 'DeliveryPage')],
  ['/payment', page(content, 'PaymentPage')],
  ['/test', page(content, 'PaymentPage')],
  ['/basket', page(basket, 'BasketPage')],
  ['/order/:id', page(order, 'OrderPage')],
  ['/my-account', page(account, 'MyAccountPage')],
  ['/privacy', page(content, 'PrivacyPage')],
  ['/load', page(content, 'LoadPage')],
];

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
