/**
 * The storefront's public pages as search engines and link previews see them (issue 11): the one
 * list the server's sitemap.xml and robots.txt and the pages' heads (title, description,
 * canonical address) are made from. Menu pages of a venue, special menus and dish cards take
 * their texts from the catalogue through the builders of site-page-heads.ts (re-exported here).
 */
import { CITY, SITE_NAME, type SitePage, titled } from './site-page-heads';
import { menuVenue, menuVenues } from './venues';

export * from './site-page-heads';

export const homePage: SitePage = {
  path: '/',
  title: `${SITE_NAME} — доставка еды во Владивостоке: гастропаб, Sibumi и кондитерская`,
  description:
    'Доставка из гастропаба, ресторана Sibumi и кондитерской во Владивостоке в одном заказе: роллы, рамэн, стейки, торты. Самовывоз и бронирование столиков.',
};

/** Pages with fixed texts, in the order the sitemap lists them. */
export const contentPages: readonly SitePage[] = [
  homePage,
  {
    path: '/about',
    title: titled('О нас'),
    description:
      'Три заведения на Пограничной во Владивостоке: гастропаб, ресторан Sibumi и кондитерская. Наша история, кухня и люди.',
  },
  {
    path: menuVenue(1).pageRoute,
    title: titled('Гастропаб на Пограничной, 14'),
    description:
      'Гастропаб во Владивостоке: продукты Приморья, своя пекарня и коптильня, десять кранов. Бронирование столика и доставка.',
  },
  {
    path: menuVenue(2).pageRoute,
    title: titled('Ресторан Sibumi на Пограничной, 10'),
    description:
      'Японский ресторан Sibumi во Владивостоке: рыба утреннего улова, роллы и рамэн на двенадцатичасовом бульоне. Бронирование и доставка.',
  },
  {
    path: menuVenue(3).pageRoute,
    title: titled('Кондитерская'),
    description:
      'Кондитерская на Пограничной и Светланской во Владивостоке: торты, пирожные и выпечка на заказ и с доставкой.',
  },
  {
    path: '/menu',
    title: titled(`Меню доставки во ${CITY}е`),
    description:
      'Общее меню доставки гастропаба, Sibumi и кондитерской: одна корзина, один заказ, доставка курьером по Владивостоку или самовывоз.',
  },
  {
    path: '/contacts',
    title: titled('Контакты и бронирование'),
    description:
      'Адреса, телефоны и часы работы гастропаба, Sibumi и кондитерских во Владивостоке. Бронирование столика онлайн.',
  },
  {
    path: '/delivery',
    title: titled('Доставка'),
    description:
      'Зоны и стоимость доставки по Владивостоку, время доставки и самовывоз из наших заведений на Пограничной.',
  },
  {
    path: '/payment',
    title: titled('Оплата'),
    description: 'Как оплатить заказ: наличными или картой курьеру, онлайн на сайте.',
  },
  {
    path: '/privacy',
    title: titled('Политика обработки персональных данных'),
    description:
      'Кто и зачем обрабатывает ваши персональные данные на сайте, кому они передаются и как их удалить.',
  },
];

/** A venue's delivery menu (`/Gastropub`, `/Sibumii`, `/Bistro`). */
export const venueMenuPages: readonly SitePage[] = menuVenues.map((venue) => ({
  path: venue.menuRoute,
  title: titled(`${venue.name}: меню доставки во ${CITY}е`),
  description: `Меню доставки: ${venue.name}. Цены, состав и вес блюд; доставка по Владивостоку или самовывоз с Пограничной.`,
}));

/** Second addresses of a page (SPEC §2): they show the same page, whose canonical path is given. */
export { aliasPaths } from './page-manifest';

/**
 * Personal, payment and service pages: not indexed (robots.txt, and `noindex` in their heads).
 * Prefixes: a path is private when it equals one or starts with it followed by '/' or '?'.
 */
export const privatePaths: readonly string[] = [
  '/basket',
  '/order',
  '/my-account',
  '/load',
  '/pay',
  '/api',
  '/dev',
  '/media/catering',
  /** the staff back office (issue 14) */
  '/staff',
  '/venue-actions',
];

export function isPrivatePath(path: string): boolean {
  return privatePaths.some(
    (prefix) => path === prefix || path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}?`),
  );
}
