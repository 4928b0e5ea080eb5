/**
 * The gastropub's page: its words and pictures, in a file of its own so that no other page's
 * first load carries them (the shared shape and helpers are in showcase-content.ts).
 */
import { menuVenue } from '@storefront/contract/venues';
import { heroImages } from './hero-images';
import { ORDER_LABEL, type ShowcaseHeroContent } from './showcase-content';

export const gastropub: ShowcaseHeroContent = {
  theme: 'gastropub',
  title: 'ГАСТРОПАБ',
  kicker: 'Авторская, европейская и русская кухня',
  hero: heroImages('gastropub'),
  venueIds: [1],
  order: {
    title: 'Ужин из паба — домой',
    text: 'Закажите из меню гастропаба и добавьте в ту же корзину роллы из Sibumi и десерт из кондитерской: привезём всё одной доставкой.',
    label: ORDER_LABEL,
    to: menuVenue(1).menuRoute,
  },
};
