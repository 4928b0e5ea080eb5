/**
 * The web's page routes: the contract's page manifest (packages/contract/src/page-manifest.ts)
 * with the code-split module and component that draw each kind of page. Plain data: the router
 * loads the modules, and the build (page-preloads.ts) turns this table into the files the server
 * preloads for each route.
 */
import { type PageKind, pageRoutes, personalPageNames } from '@storefront/contract/page-manifest';
import type { MenuVenueId } from '@storefront/contract/venues';

export const pageModules = {
  home: 'src/features/content/home-page.tsx',
  about: 'src/features/content/about-page.tsx',
  gastropub: 'src/features/content/gastropub-page.tsx',
  sibumi: 'src/features/content/sibumi-page.tsx',
  bistro: 'src/features/content/bistro-page.tsx',
  content: 'src/features/content/content-pages.tsx',
  menu: 'src/features/menu/menu-routes.tsx',
  dish: 'src/features/menu/dish-routes.tsx',
  basket: 'src/app/routes/basket-page.tsx',
  order: 'src/features/checkout/order-page.tsx',
  account: 'src/features/account/account-page.tsx',
  contacts: 'src/features/booking/contacts-page.tsx',
  privacy: 'src/features/content/privacy-page.tsx',
  staff: 'src/back-office/app/staff-pages.tsx',
} as const;

export type PageModule = keyof typeof pageModules;

type PageComponent = readonly [module: PageModule, component: string];

/**
 * Where each kind of page is drawn: its module and the component the module exports. Each venue
 * page is a module of its own (`venuePageModules`), so its first load carries only its own words.
 */
const pageComponents: Record<Exclude<PageKind, 'venue'>, PageComponent> = {
  home: ['home', 'HomePage'],
  about: ['about', 'AboutPage'],
  menu: ['menu', 'VenueMenu'],
  dish: ['dish', 'ProductCardPage'],
  specialMenu: ['menu', 'SpecialMenu'],
  specialDish: ['dish', 'SpecialProductCardPage'],
  contacts: ['contacts', 'ContactsPage'],
  delivery: ['content', 'DeliveryPage'],
  payment: ['content', 'PaymentPage'],
  privacy: ['privacy', 'PrivacyPage'],
  basket: ['basket', 'BasketPage'],
  order: ['order', 'OrderPage'],
  account: ['account', 'MyAccountPage'],
  load: ['content', 'LoadPage'],
};

const venuePageModules: Record<MenuVenueId, PageModule> = {
  1: 'gastropub',
  2: 'sibumi',
  3: 'bistro',
};

function pageComponent({ kind, venueId, path }: (typeof pageRoutes)[number]): PageComponent {
  if (kind !== 'venue') return pageComponents[kind];
  if (venueId === undefined) throw new Error(`The venue page ${path} names no venue`);
  return [venuePageModules[venueId], 'VenuePage'];
}

export interface RouteEntry {
  path: string;
  module: PageModule;
  component: string;
  /** given to the component: whose venue page or menu it is */
  venueId?: MenuVenueId;
  /** a page for one guest: its title's name (the server renders its frame only) */
  personalName?: string;
}

/**
 * The staff back office (issue 14): personal pages in their own frame, not the storefront's
 * layout. Kept apart from `routeTable`, which is the storefront's pages: the build's preload lists
 * and the first-load budgets are about those.
 */
export const staffRouteTable: readonly RouteEntry[] = [
  { path: '/staff', module: 'staff', component: 'StaffHomePage', personalName: 'Рабочий кабинет' },
  {
    path: '/staff/orders',
    module: 'staff',
    component: 'StaffOrdersPage',
    personalName: 'Заказы',
  },
  {
    path: '/staff/bookings',
    module: 'staff',
    component: 'StaffBookingsPage',
    personalName: 'Бронирования',
  },
  {
    path: '/staff/stop-list',
    module: 'staff',
    component: 'StaffStopListPage',
    personalName: 'Стоп-лист',
  },
  {
    path: '/staff/menu',
    module: 'staff',
    component: 'StaffMenuPage',
    personalName: 'Меню',
  },
  {
    path: '/staff/hours',
    module: 'staff',
    component: 'StaffHoursPage',
    personalName: 'Часы работы',
  },
  {
    path: '/staff/zones',
    module: 'staff',
    component: 'StaffZonesPage',
    personalName: 'Зоны доставки и загрузка',
  },
  {
    path: '/staff/offers',
    module: 'staff',
    component: 'StaffOffersPage',
    personalName: 'Акции и промокоды',
  },
  {
    path: '/staff/security',
    module: 'staff',
    component: 'StaffSecurityPage',
    personalName: 'Безопасность',
  },
  {
    path: '/staff/members',
    module: 'staff',
    component: 'StaffMembersPage',
    personalName: 'Сотрудники',
  },
  {
    path: '/staff/audit',
    module: 'staff',
    component: 'StaffAuditPage',
    personalName: 'Журнал изменений',
  },
  {
    path: '/staff/menu-sync',
    module: 'staff',
    component: 'StaffMenuSyncPage',
    personalName: 'Меню из iiko',
  },
];

export const routeTable: readonly RouteEntry[] = pageRoutes.map((route) => {
  const [module, component] = pageComponent(route);
  return {
    path: route.path,
    module,
    component,
    ...(route.venueId === undefined ? {} : { venueId: route.venueId }),
    ...(personalPageNames[route.kind] === undefined
      ? {}
      : { personalName: personalPageNames[route.kind] }),
  };
});
