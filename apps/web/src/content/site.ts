/**
 * The restaurant group's own words and links, in one place: a restaurant replaces this file
 * (and the demo catalogue) without touching components. What the server prints too (the name,
 * the places and their phones) is in @storefront/contract.
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

export const deliveryHours = { from: '11:00', to: '20:00' };

/** Required in the footer by Russian consumer law; placeholders for the demo. */
export const legalInfo = {
  entity: 'ООО «Пограничная 14»',
  inn: 'ИНН 2540000000',
  ogrn: 'ОГРН 1222500000000',
  address: '690091, г. Владивосток, ул. Пограничная, д. 14',
  email: 'hello@pogranichnaya14.example',
};
