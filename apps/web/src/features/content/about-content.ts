/**
 * About's page: its words and pictures, in a file of its own so that no other page's
 * first load carries them (the shared shape and helpers are in showcase-content.ts).
 */
import { menuVenue } from '@storefront/contract/venues';
import { heroImages } from './hero-images';
import {
  DELIVERY_HOURS_PLACEHOLDER,
  ORDER_LABEL,
  type ShowcaseHeroContent,
} from './showcase-content';

export const about: ShowcaseHeroContent = {
  theme: 'about',
  title: 'О ПРОЕКТЕ',
  kicker: 'Три заведения на одной улице — и одна доставка',
  hero: heroImages('about'),
  venueIds: [2, 1, 3],
  order: {
    title: 'Закажите всё сразу',
    text: `Откройте меню, соберите корзину из блюд трёх кухонь и выберите время: доставляем ${DELIVERY_HOURS_PLACEHOLDER}.`,
    label: ORDER_LABEL,
    to: menuVenue(1).menuRoute,
  },
};
