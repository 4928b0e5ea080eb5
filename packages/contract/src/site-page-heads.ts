/**
 * The head texts of one page at a time (issue 11): the shape of a page's head, the site's name, and
 * the builders of the pages made from the catalogue (dish cards, special menus) and of the not-found
 * page. Apart from site-pages.ts's lists of every page, so that a page carries only its own texts
 * (decision 037).
 */
import { formatPrice } from './money';
import { restaurantGroup } from './venues';

export interface SitePage {
  /** the canonical path (case-sensitive, DESIGN.md §4) */
  path: string;
  /** the page's <title> and Open Graph title */
  title: string;
  /** meta description: one or two sentences, under ~160 characters */
  description: string;
}

/** Appended to every title but the home page's, so a search result says whose page it is. */
export const SITE_NAME = restaurantGroup.name;
export const CITY = 'Владивосток';

/** A page's title: its name, then whose site it is. */
export const titled = (name: string) => `${name} — ${SITE_NAME}`;

/** A dish card (`/menu/:id`, `/specials/card/:id`): name and price, as a search result shows them. */
export function dishPage(
  path: string,
  dish: { name: string; description: string; priceRoubles: number; perGram?: boolean },
): SitePage {
  // A dish sold by weight shows the price of the portion on the menu; the venue sets the final sum.
  const price = `${formatPrice(dish.priceRoubles)}${dish.perGram ? ' (по весу)' : ''}`;
  const about = dish.description.trim();
  return {
    path,
    title: titled(`${dish.name} — ${price}`),
    description: clip(
      `${dish.name}, ${price}, с доставкой по Владивостоку.${about ? ` ${about}` : ''}`,
      160,
    ),
  };
}

/** A special menu (`/specials/:url`). */
export function specialPage(path: string, name: string): SitePage {
  return {
    path,
    title: titled(name),
    description: clip(`${name}: специальное меню с доставкой по Владивостоку.`, 160),
  };
}

export const notFoundPage: SitePage = {
  path: '',
  title: titled('Страница не найдена'),
  description: 'Такой страницы нет. Меню доставки, контакты и бронирование — на главной.',
};

/** At most `length` characters, cut at a word with an ellipsis. */
function clip(text: string, length: number): string {
  if (text.length <= length) return text;
  const cut = text.slice(0, length - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > length / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:—-]+$/, '')}…`;
}
