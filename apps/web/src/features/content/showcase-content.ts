/**
 * What the three venue pages and About share (the home page's words are in home-content.ts): the
 * shape of a showcase page's content and its helpers (the legal block is legal-content.ts). Each page's own words and
 * pictures are in a file of its own (gastropub-content.ts, sibumi-content.ts, bistro-content.ts,
 * about-content.ts, and what is below the header in gastropub-body-content.ts and the like), so a
 * page's first load carries only its own header's words (decision 037). A restaurant
 * rewrites the texts and points the image addresses at its own photos there, without touching
 * components. The images are the server's generated ones (docs/decisions/017-showcase-pages.md).
 */
import type { MenuVenueId } from '@storefront/contract/venues';
import type { HeroImages, Photo, ShowcaseTheme } from './hero-images';

export type { HeroImages, Photo, ShowcaseTheme };

export interface SellingPoint {
  title: string;
  text: string;
}

/** The words and pictures of a showcase page's header: in its first load. */
export interface ShowcaseHeroContent {
  theme: ShowcaseTheme;
  /** the page's h1 */
  title: string;
  /** a line under the title */
  kicker: string;
  hero: HeroImages;
  /** venues whose addresses the page lists next to its history */
  venueIds: readonly MenuVenueId[];
  /** `text` may name DELIVERY_HOURS_PLACEHOLDER: the page puts the stored delivery week there */
  order: { title: string; text: string; label: string; to: string };
}

/** The words and pictures below the header: loaded with that part of the page. */
export interface ShowcaseBodyContent {
  history: { title: string; paragraphs: readonly string[] };
  /** About only: the downloadable menu */
  menuPdf?: { label: string; href: string };
  photos: { title: string; items: readonly Photo[] };
  sellingPoints: { title: string; items: readonly [SellingPoint, SellingPoint, SellingPoint] };
  /** the atmosphere or legend */
  story: { title: string; paragraphs: readonly string[]; photo: Photo };
}

export type ShowcasePageContent = ShowcaseHeroContent & ShowcaseBodyContent;

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
