/**
 * Every page route of SPEC.md §2 (case-sensitive, DESIGN.md §4) and the code-split module holding
 * its page. Plain data: the router loads the modules, and the build (page-preloads.ts) turns this
 * table into the files the server preloads for each route.
 */
export const pageModules = {
  home: 'src/features/content/home-page.tsx',
  showcase: 'src/features/content/showcase-page.tsx',
  content: 'src/features/content/content-pages.tsx',
  menu: 'src/features/menu/menu-routes.tsx',
  basket: 'src/features/basket/basket-page.tsx',
  order: 'src/features/checkout/order-page.tsx',
  account: 'src/features/account/account-page.tsx',
  contacts: 'src/features/booking/contacts-page.tsx',
  privacy: 'src/features/content/privacy-page.tsx',
} as const;

export type PageModule = keyof typeof pageModules;

export const routeTable: readonly (readonly [path: string, module: PageModule, page: string])[] = [
  ['/', 'home', 'HomePage'],
  ['/about', 'showcase', 'AboutPage'],
  ['/gastropub', 'showcase', 'GastropubPage'],
  ['/sibumi', 'showcase', 'SibumiPage'],
  ['/bistro', 'showcase', 'BistroPage'],
  ['/Konditory', 'showcase', 'BistroPage'],
  ['/Gastropub', 'menu', 'GastropubMenu'],
  ['/Sibumii', 'menu', 'SibumiMenu'],
  ['/Bistro', 'menu', 'BistroMenu'],
  ['/menu', 'menu', 'AllVenuesMenu'],
  ['/menu/:id', 'menu', 'ProductCardPage'],
  ['/specials/card/:id', 'menu', 'SpecialProductCardPage'],
  ['/specials/:url', 'menu', 'SpecialMenu'],
  ['/contacts', 'contacts', 'ContactsPage'],
  ['/delivery', 'content', 'DeliveryPage'],
  ['/payment', 'content', 'PaymentPage'],
  ['/test', 'content', 'PaymentPage'],
  ['/basket', 'basket', 'BasketPage'],
  ['/order/:id', 'order', 'OrderPage'],
  ['/my-account', 'account', 'MyAccountPage'],
  ['/privacy', 'privacy', 'PrivacyPage'],
  ['/load', 'content', 'LoadPage'],
];

/**
 * Pages for one guest (their basket, order, account): the server renders their frame only, and
 * they are not indexed.
 */
export const personalPages: Readonly<Partial<Record<PageModule, string>>> = {
  basket: 'Корзина',
  order: 'Заказ',
  account: 'Личный кабинет',
};
