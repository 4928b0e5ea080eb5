/**
 * Words and pictures of the home page's first screen (SPEC.md §2 "Home"); the sections below it
 * are in home-below-hero-content.ts, loaded with that part of the page. A
 * restaurant rewrites the texts and points the image addresses at its own photos here, without
 * touching components.
 */

import { heroImages } from './hero-images';

// --- home --------------------------------------------------------------------------------------------

export const homeContent = {
  hero: {
    place: 'Владивосток · улица Пограничная',
    /** the three brand titles */
    brands: ['SIBUMI', 'ГАСТРОПАБ', 'КОНДИТЕРСКАЯ'],
    prompt: 'ЗАКАЗАТЬ В ОДНУ ДОСТАВКУ',
    images: heroImages('about'),
  },
  /** names of the sections for the section switcher */
  sectionNames: ['Начало', 'Одна доставка', 'Заведения', 'Адреса'],
};
