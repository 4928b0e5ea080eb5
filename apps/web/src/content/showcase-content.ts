/**
 * What the three venue pages and About share (the home page's words are in home-content.ts): the
 * shape of a showcase page's content, its helpers and the legal block. Each page's own words and
 * pictures are in a file of its own (gastropub-content.ts, sibumi-content.ts, bistro-content.ts,
 * about-content.ts), so a page's first load carries only its own (decision 037). A restaurant
 * rewrites the texts and points the image addresses at its own photos there, without touching
 * components. The images are the server's generated ones (docs/decisions/017-showcase-pages.md).
 */
import type { MenuVenueId } from '@storefront/contract/venues';
import type { HeroImages, Photo, ShowcaseTheme } from './hero-images';
import { legalInfo } from './site';

export type { HeroImages, Photo, ShowcaseTheme };

export interface SellingPoint {
  title: string;
  text: string;
}

export interface ShowcasePageContent {
  theme: ShowcaseTheme;
  /** the page's h1 */
  title: string;
  /** a line under the title */
  kicker: string;
  hero: HeroImages;
  /** venues whose addresses the page lists next to its history */
  venueIds: readonly MenuVenueId[];
  history: { title: string; paragraphs: readonly string[] };
  /** About only: the downloadable menu */
  menuPdf?: { label: string; href: string };
  photos: { title: string; items: readonly Photo[] };
  sellingPoints: { title: string; items: readonly [SellingPoint, SellingPoint, SellingPoint] };
  /** the atmosphere or legend */
  story: { title: string; paragraphs: readonly string[]; photo: Photo };
  /** `text` may name DELIVERY_HOURS_PLACEHOLDER: the page puts the stored delivery week there */
  order: { title: string; text: string; label: string; to: string };
}

/** Where an order text states the courier's hours ('ежедневно с 11:00 до 20:00' by default). */
export const DELIVERY_HOURS_PLACEHOLDER = '{deliveryHours}';

type GalleryKind = 'hall' | 'table' | 'street' | 'detail';

/** A photo of the venue galleries (the server's generated images). */
/* @__NO_SIDE_EFFECTS__ */
export function photo(
  venue: Exclude<ShowcaseTheme, 'about'>,
  kind: GalleryKind,
  n: number,
  alt: string,
) {
  return { src: `/media/gallery/${venue}/${kind}-${n}.svg`, alt };
}

export const ORDER_LABEL = 'ЗАКАЗАТЬ ДОСТАВКУ';

// --- legal information -------------------------------------------------------------------------------

export const legalBlock = {
  title: 'Правовая информация',
  paragraphs: [
    `Сайт и служба доставки работают от имени ${legalInfo.entity}. ${legalInfo.inn}, ${legalInfo.ogrn}. Юридический адрес: ${legalInfo.address}.`,
    'Цены указаны в рублях. Оформленный заказ подтверждает оператор; оплатить его можно картой онлайн, картой или наличными курьеру. Фотографии блюд иллюстрируют подачу и могут отличаться от блюд в заказе.',
    'Состав, вес и пищевая ценность указаны в карточке каждого блюда. Если у вас аллергия, скажите об этом оператору при подтверждении заказа.',
  ],
  contact: { label: 'Вопросы о заказах и персональных данных:', email: legalInfo.email },
};
