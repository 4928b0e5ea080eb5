/**
 * What the media routes serve: the names in a picture's address (a dish's category icon, the
 * showcase pages' heroes and photo strips) and the painter that draws them. The painter is handed
 * in by app.ts; today it is the demo's (demo/painter.ts, DESIGN.md §4 "Demo content").
 */
import { categoryIcons } from '@storefront/contract/staff-menu';

/**
 * Which drawing a category's dishes get when the dish has no picture of its own; the menu editor
 * offers the same list.
 */
export const dishIcons = categoryIcons;
export type DishIcon = (typeof dishIcons)[number];

export function isDishIcon(value: string): value is DishIcon {
  return (dishIcons as readonly string[]).includes(value);
}

export const sceneVenues = ['gastropub', 'sibumi', 'bistro'] as const;
export type SceneVenue = (typeof sceneVenues)[number];

/** Venue pages plus About, whose hero is the street with all three fronts. */
export const heroSubjects = [...sceneVenues, 'about'] as const;
export type HeroSubject = (typeof heroSubjects)[number];

/** wide: still, 16:9; mobile: still, portrait; loop: wide and animated (the "video"). */
export const heroVariants = ['wide', 'mobile', 'loop'] as const;
export type HeroVariant = (typeof heroVariants)[number];

export const galleryKinds = ['hall', 'table', 'street', 'detail'] as const;
export type GalleryKind = (typeof galleryKinds)[number];

/** Draws every picture the media routes serve, as SVG text; the same input, the same bytes. */
export interface MediaPainter {
  /** `seed` is the dish's iiko id */
  dish(input: { seed: string; icon: DishIcon; venueId: 1 | 2 | 3 }): string;
  venueLogo(venueId: 1 | 2 | 3): string;
  hero(subject: HeroSubject, variant: HeroVariant): string;
  gallery(input: { venue: SceneVenue; kind: GalleryKind; n: number }): string;
}
