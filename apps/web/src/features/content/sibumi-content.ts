/**
 * Sibumi's page: its words and pictures, in a file of its own so that no other page's
 * first load carries them (the shared shape and helpers are in showcase-content.ts).
 */
import { menuVenue } from '@storefront/contract/venues';
import { heroImages } from './hero-images';
import { ORDER_LABEL, type ShowcaseHeroContent } from './showcase-content';

export const sibumi: ShowcaseHeroContent = {
  theme: 'sibumi',
  title: 'SIBUMI',
  kicker: 'Японская и паназиатская кухня, как в Японии',
  hero: heroImages('sibumi'),
  venueIds: [2],
  order: {
    title: 'Роллы и рамэн — домой',
    text: 'Соберите заказ из меню Sibumi, а к нему добавьте блюда гастропаба и десерты: курьер привезёт всё вместе.',
    label: ORDER_LABEL,
    to: menuVenue(2).menuRoute,
  },
};
