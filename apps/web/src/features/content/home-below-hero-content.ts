/**
 * Words and pictures of the home page below its first screen (SPEC.md §2 "Home"): the combined
 * delivery, the venue cards and the addresses with the map. Loaded with that part of the page
 * (lib/below-the-fold.tsx).
 */
import { type MenuVenueId, menuVenue } from '@storefront/contract/venues';
import type { WeekHours } from '@storefront/contract/week-hours';
import { deliveryHoursFact } from './delivery-hours-words';
import { heroImages } from './hero-images';

export interface VenueCard {
  venueId: MenuVenueId;
  title: string;
  /** SPEC.md §2 "Home", verbatim */
  tagline: string;
  to: string;
  image: string;
}

export const homeBelowHeroContent = {
  intro: {
    title: 'Три кухни — один курьер',
    paragraphs: [
      'Стейк из гастропаба, роллы из Sibumi и торт из кондитерской теперь приезжают вместе. Собирайте корзину из меню всех трёх заведений: заказ один, оплата одна, курьер один.',
      'Каждую часть заказа готовит своя кухня, а мы следим, чтобы горячее приехало горячим, а десерт — прохладным.',
    ],
    /** the courier's hours are the stored delivery week's (decision 046) */
    facts: (deliveryWeek: WeekHours) => [
      { value: '3', label: 'кухни в одной корзине' },
      deliveryHoursFact(deliveryWeek),
      { value: 'от 350 Р', label: 'доставка по городу' },
    ],
    cta: { label: 'ПЕРЕЙТИ В МЕНЮ', to: menuVenue(1).menuRoute },
  },
  venues: {
    title: 'Наши заведения',
    more: 'Подробнее',
    cards: [
      {
        venueId: 2,
        title: 'SIBUMI',
        tagline: 'Японская и паназиатская кухня, как в Японии',
        to: menuVenue(2).pageRoute,
        image: heroImages('sibumi').mobile,
      },
      {
        venueId: 1,
        title: 'ГАСТРОПАБ',
        tagline: 'Авторская, европейская и русская кухня',
        to: menuVenue(1).pageRoute,
        image: heroImages('gastropub').mobile,
      },
      {
        venueId: 3,
        title: 'КОНДИТЕРСКАЯ',
        tagline: 'Те самые десерты и нежная выпечка',
        // SPEC.md §2: the pastry card links to /Konditory.
        to: '/Konditory',
        image: heroImages('bistro').mobile,
      },
    ] satisfies VenueCard[],
  },
  map: {
    title: 'Где нас найти',
    text: 'Все заведения — в центре Владивостока, в нескольких минутах ходьбы друг от друга.',
    mapLink: 'на карте',
  },
};
