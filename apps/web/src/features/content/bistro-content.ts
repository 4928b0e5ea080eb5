/**
 * The pastry shop's page: its words and pictures, in a file of its own so that no other page's
 * first load carries them (the shared shape and helpers are in showcase-content.ts).
 */
import { menuVenue } from '@storefront/contract/venues';
import { heroImages } from './hero-images';
import { ORDER_LABEL, type ShowcaseHeroContent } from './showcase-content';

export const bistro: ShowcaseHeroContent = {
  theme: 'bistro',
  title: 'КОНДИТЕРСКАЯ',
  kicker: 'Те самые десерты и нежная выпечка',
  hero: heroImages('bistro'),
  venueIds: [3],
  order: {
    title: 'Десерт — к вашему столу',
    text: 'Закажите торт, пирожные или выпечку к завтраку и добавьте к ним ужин из гастропаба или Sibumi — доставим вместе.',
    label: ORDER_LABEL,
    to: menuVenue(3).menuRoute,
  },
};
