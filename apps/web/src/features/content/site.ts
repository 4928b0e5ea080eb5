/**
 * The restaurant group's own words and links, in one place: a restaurant replaces this file
 * (and the demo catalogue) without touching components. What the server prints too (the name,
 * the places and their phones) is in @storefront/contract; the legal entity is legal-content.ts,
 * the courier's hours in words delivery-hours-words.ts (each loaded by the parts that show it).
 */
import { CATERING_MENU_URL } from '@storefront/contract/catering';
import { restaurantGroup } from '@storefront/contract/venues';

export const brand = {
  name: restaurantGroup.name,
  tagline: 'Гастропаб, Sibumi и кондитерская — в одной доставке',
  city: 'Владивосток',
};

export const links = {
  /** the catering menu, a downloadable PDF made by the server */
  cateringMenu: CATERING_MENU_URL,
  /** a messenger chat for reviews */
  feedback: 'https://t.me/pogranichnaya14_feedback',
};
