/**
 * schema.org structured data (JSON-LD) for the storefront's public pages (issue 11,
 * docs/decisions/035-structured-data.md). Pure functions of the data a page already has (contract
 * constants, RTK Query results): the same object on the server and in the browser, so hydration
 * never sees a different head. No React here; a page puts `jsonLdScript(data)` inside
 * `<script type="application/ld+json">`.
 *
 * Addresses in the catalogue and the contract are site-relative ('/media/products/….svg',
 * '/gastropub'); crawlers want absolute ones, so every builder takes the site's `origin`
 * ('https://example.ru').
 */
import type { MenuCategory, MenuProduct, ProductCard } from '@storefront/contract/catalog';
import { checkoutMessages } from '@storefront/contract/checkout-messages';
import { toKopecks } from '@storefront/contract/money';
import { defaultOpeningHours } from '@storefront/contract/place-hours';
import { CITY } from '@storefront/contract/site-page-heads';
import {
  isMenuVenueId,
  type MenuVenueId,
  menuVenue,
  type Place,
  places,
  restaurantGroup,
} from '@storefront/contract/venues';
import type { WeekHours } from '@storefront/contract/week-hours';

export const SCHEMA_CONTEXT = 'https://schema.org';

/** A node inside a JSON-LD document (no `@context` of its own). */
export interface JsonLdNode {
  '@type': string | readonly string[];
  '@id'?: string;
  [property: string]: unknown;
}

/** A top-level JSON-LD document: what one `<script type="application/ld+json">` holds. */
export interface JsonLd extends JsonLdNode {
  '@context': typeof SCHEMA_CONTEXT;
}

function withContext(node: JsonLdNode): JsonLd {
  return { '@context': SCHEMA_CONTEXT, ...node };
}

// --- addresses ------------------------------------------------------------------------------------

/**
 * 'https://example.ru' or 'https://example.ru/' → 'https://example.ru'. Anything else (a path, a
 * query, another scheme) is a programming error: JSON-LD with wrong addresses would be indexed.
 */
export function normalizeOrigin(origin: string): string {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    throw new Error(`Not an origin: ${origin}`);
  }
  const bare = origin.replace(/\/$/, '');
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.origin !== bare) {
    throw new Error(`Not an origin: ${origin}`);
  }
  return url.origin;
}

/** A site path ('/menu/7') on the origin; an address that is already absolute (http/https) is kept. */
export function absoluteUrl(origin: string, pathOrUrl: string): string {
  const base = normalizeOrigin(origin);
  if (/^https?:\/\//i.test(pathOrUrl)) return new URL(pathOrUrl).href;
  // '//host/…' would leave the site; a path without '/' would be resolved against nothing known.
  if (!pathOrUrl.startsWith('/') || pathOrUrl.startsWith('//')) {
    throw new Error(`Not a site path: ${pathOrUrl}`);
  }
  return new URL(pathOrUrl, `${base}/`).href;
}

// --- money ----------------------------------------------------------------------------------------

/**
 * schema.org `price`: digits and a '.' decimal separator, no currency sign or group spaces
 * (https://schema.org/price). A string with two decimals ('1900.00', '349.50'), computed from
 * kopecks so 0.1 + 0.2 never shows up; Google and Yandex read both strings and numbers.
 */
export function schemaPrice(roubles: number): string {
  if (!Number.isFinite(roubles) || roubles < 0) throw new Error(`Not a price: ${roubles}`);
  const kopecks = toKopecks(roubles);
  return `${Math.floor(kopecks / 100)}.${String(kopecks % 100).padStart(2, '0')}`;
}

export const CURRENCY = 'RUB';

interface OfferInput {
  priceRoubles: number;
  available: boolean;
  /** the portion's weight in grams */
  grams: number;
  costPerGram: boolean;
  url: string;
}

/**
 * An `Offer`. A dish sold by weight (`cost_per_gram`) is priced like every other dish — the
 * storefront shows and charges its price for the portion weight next to it, and a manager agrees
 * the final sum (decision 019 prints the same) — so its `price` stays that portion's price, and a
 * `UnitPriceSpecification` says what quantity the price is for: `referenceQuantity` 200 g
 * (UN/CEFACT 'GRM'), "1900 RUB per 200 g". That is schema.org's own way to state a price per
 * quantity (https://schema.org/referenceQuantity), which a crawler can turn into a price per 100 g
 * itself; a per-100-g figure computed here would be a number the venue never quoted. The note
 * that the final price is set by the venue goes in the offer's `description`.
 */
function offerNode(input: OfferInput): JsonLdNode {
  const price = schemaPrice(input.priceRoubles);
  const offer: JsonLdNode = {
    '@type': 'Offer',
    price,
    priceCurrency: CURRENCY,
    availability: input.available ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    url: input.url,
  };
  if (input.costPerGram && input.grams > 0) {
    offer.priceSpecification = {
      '@type': 'UnitPriceSpecification',
      price,
      priceCurrency: CURRENCY,
      referenceQuantity: grams(input.grams),
    };
    // What the dish page says under such a dish (SPEC.md, product card page).
    offer.description = `Цена за ${input.grams} г. ${checkoutMessages.weightPriced}`;
  }
  return offer;
}

function grams(value: number): JsonLdNode {
  return { '@type': 'QuantitativeValue', value, unitCode: 'GRM', unitText: 'г' };
}

// --- opening hours --------------------------------------------------------------------------------

const WEEK = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;
export type DayOfWeek = (typeof WEEK)[number];

/**
 * A place's week (contract opening-hours.ts) as schema.org reads it: one specification per
 * distinct hours, naming the weekdays that keep them, so a week alike every day is one node. A
 * closed day is stated as opens = closes = 00:00 (Google's way to say "closed all day"), and
 * '24:00' is written 23:59 (the end of the day, as Google reads it).
 */
export function openingHoursNodes(week: WeekHours): JsonLdNode[] {
  const nodes = new Map<string, { days: DayOfWeek[]; opens: string; closes: string }>();
  week.forEach((day, index) => {
    const opens = day?.opens ?? '00:00';
    const closes = day ? (day.closes === '24:00' ? '23:59' : day.closes) : '00:00';
    const key = `${opens}-${closes}`;
    const node = nodes.get(key) ?? { days: [], opens, closes };
    node.days.push(WEEK[index] as DayOfWeek);
    nodes.set(key, node);
  });
  return [...nodes.values()].map((node) => ({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: node.days.map((day) => `https://schema.org/${day}`),
    opens: node.opens,
    closes: node.closes,
  }));
}

// --- places ---------------------------------------------------------------------------------------

/**
 * schema.org type of each venue's places: the gastropub and Sibumi are `Restaurant`s (table
 * service, full menu; schema.org's `BarOrPub` would hide that the gastropub is first a kitchen),
 * the pastry shop is a `Bakery` (cakes, pastries and baking, sold to take away and to eat in).
 */
const VENUE_TYPES: Readonly<Record<MenuVenueId, string>> = {
  1: 'Restaurant',
  2: 'Restaurant',
  3: 'Bakery',
};

/** `servesCuisine`, in the venue pages' own words (features/content/venues-content.ts). */
const VENUE_CUISINES: Readonly<Record<MenuVenueId, readonly string[]>> = {
  1: ['Европейская', 'Русская', 'Авторская'],
  2: ['Японская', 'Паназиатская'],
  3: ['Десерты', 'Выпечка'],
};

/** '+7 (423) 200-10-10' → '+74232001010'. Throws on a number that is not Russian (+7 and 10 digits). */
export function e164Phone(phone: string): string {
  const digits = phone.replace(/[\s()-]/g, '');
  if (!/^\+7\d{10}$/.test(digits)) throw new Error(`Not a Russian phone number: '${phone}'`);
  return digits;
}

/** The stable identifier of a place's node, so other documents can point at it. */
export function placeId(place: Place, origin: string): string {
  return absoluteUrl(origin, `${menuVenue(place.venueId).pageRoute}#place-${place.id}`);
}

function placeNode(place: Place, origin: string, image?: string, hours?: WeekHours): JsonLdNode {
  const venue = menuVenue(place.venueId);
  const node: JsonLdNode = {
    '@type': VENUE_TYPES[place.venueId],
    '@id': placeId(place, origin),
    name: place.name,
    url: absoluteUrl(origin, venue.pageRoute),
    telephone: e164Phone(place.phone),
    address: {
      '@type': 'PostalAddress',
      streetAddress: place.street,
      addressLocality: CITY,
      addressRegion: 'Приморский край',
      addressCountry: 'RU',
    },
    geo: {
      '@type': 'GeoCoordinates',
      latitude: place.coordinates.lat,
      longitude: place.coordinates.lon,
    },
    hasMap: new URL(place.mapUrl).href,
    openingHoursSpecification: openingHoursNodes(hours ?? defaultOpeningHours[place.id]),
    servesCuisine: [...VENUE_CUISINES[place.venueId]],
    hasMenu: absoluteUrl(origin, venue.menuRoute),
    // Every place takes bookings: a place's id is its booking place number (contract, Place.id).
    acceptsReservations: true,
    // No `priceRange`: the catalogue knows dish prices, not a bill per guest, and a made-up
    // '₽₽' would be the only invented fact in the document.
  };
  if (image !== undefined) node.image = absoluteUrl(origin, image);
  return node;
}

/**
 * A venue page's place (`/gastropub`, `/sibumi`, `/bistro`): `Restaurant` or `Bakery` with its
 * address, phone, coordinates, hours and menu. `image` is a site path of the venue's photo
 * (its page header, features/content/venues-content.ts), passed in so this module stays free of the
 * showcase texts.
 */
export function restaurantJsonLd(
  place: Place,
  origin: string,
  options?: {
    image?: string;
    /** the place's week as staff set it (GET /api/opening-hours); its default without */
    hours?: WeekHours;
  },
): JsonLd {
  return withContext({
    ...placeNode(place, origin, options?.image, options?.hours),
    parentOrganization: { '@type': 'Organization', '@id': organizationId(origin) },
  });
}

// --- the group ------------------------------------------------------------------------------------

function organizationId(origin: string): string {
  return absoluteUrl(origin, '/#organization');
}

/**
 * The home page: the group as an `Organization` whose places are its `subOrganization`s (each a
 * full `Restaurant`/`Bakery` node, so one document carries every address and phone), and whose
 * logo is the site's icon.
 */
export function organizationJsonLd(
  origin: string,
  hoursOf: (place: Place) => WeekHours | undefined = () => undefined,
): JsonLd {
  return withContext({
    '@type': 'Organization',
    '@id': organizationId(origin),
    name: restaurantGroup.name,
    url: absoluteUrl(origin, '/'),
    logo: absoluteUrl(origin, '/favicon.svg'),
    subOrganization: places.map((place) => placeNode(place, origin, undefined, hoursOf(place))),
  });
}

/**
 * The home page's `WebSite`: the name a search result shows for the site (Google reads the site
 * name from it), and its language.
 */
export function websiteJsonLd(origin: string): JsonLd {
  return withContext({
    '@type': 'WebSite',
    '@id': absoluteUrl(origin, '/#website'),
    name: restaurantGroup.name,
    url: absoluteUrl(origin, '/'),
    inLanguage: 'ru-RU',
    publisher: { '@type': 'Organization', '@id': organizationId(origin) },
  });
}

// --- menus ----------------------------------------------------------------------------------------

/** A dish's own page: regular dishes at `/menu/{id}`, special ones at `/specials/card/{id}`. */
export function dishPath(product: Pick<MenuProduct, 'id' | 'special'>): string {
  return product.special ? `/specials/card/${product.id}` : `/menu/${product.id}`;
}

function menuItemNode(product: MenuProduct, origin: string): JsonLdNode {
  const url = absoluteUrl(origin, dishPath(product));
  const item: JsonLdNode = { '@type': 'MenuItem', name: product.name, url };
  if (product.img_elem) item.image = absoluteUrl(origin, product.img_elem);
  // MenuItem has no weight property; the portion is what the menu card shows under the name.
  if (product.gramm > 0) item.description = `${product.gramm} г`;
  item.offers = offerNode({
    priceRoubles: product.prise,
    available: product.available,
    grams: product.gramm,
    costPerGram: product.cost_per_gram,
    url,
  });
  return item;
}

/**
 * A menu page (`/Gastropub`, `/menu`, `/specials/{url}`): a `Menu` with one `MenuSection` per
 * category that has dishes, each dish a `MenuItem` with its page, photo and `Offer`. Dishes on the
 * stop list stay in (the page shows them) with `OutOfStock`.
 */
export function menuJsonLd(
  name: string,
  categories: readonly MenuCategory[],
  origin: string,
  menuPath: string,
): JsonLd {
  return withContext({
    '@type': 'Menu',
    name,
    url: absoluteUrl(origin, menuPath),
    inLanguage: 'ru-RU',
    hasMenuSection: categories
      .filter((category) => category.products.length > 0)
      .map((category) => ({
        '@type': 'MenuSection',
        name: category.text_button,
        hasMenuItem: category.products.map((product) => menuItemNode(product, origin)),
      })),
  });
}

// --- a dish ---------------------------------------------------------------------------------------

/** Nutrition values keep one decimal, as the dish page shows them. */
function amount(value: number): string {
  return String(Math.round(value * 10) / 10);
}

/**
 * A dish page (`/menu/{id}`, `/specials/card/{id}`): one node typed both `Product` and `MenuItem`.
 * `Product` + `Offer` is what Google's product rich results and Yandex's product snippets read
 * (price, currency, availability, image); `MenuItem` is what the dish is, and the type that owns
 * `nutrition` — which `Product` does not have, while `MenuItem` has no `weight`. JSON-LD allows
 * several types on one node, and schema.org then allows the properties of each, so the dish keeps
 * both its weight and its nutrition without inventing a `Recipe`.
 *
 * Nutrition is per 100 g (`servingSize`), as the page shows it. Values use schema.org's `Energy`
 * and `Mass` text forms, '<number> <unit>': energy in 'calories' — schema.org's and Google's
 * examples ('240 calories'); a food calorie is a kilocalorie, so 323 ккал is '323 calories' —
 * and masses in 'g'. Russian units ('323 ккал') would be read by people but by no parser.
 */
export function dishJsonLd(card: ProductCard, origin: string, path: string): JsonLd {
  const dish = card.product_json;
  const url = absoluteUrl(origin, path);
  const weightGrams = Math.round(dish.weight * 1000);
  const price = dish.sizePrices[0]?.price.currentPrice;
  const node: JsonLdNode = {
    '@type': ['Product', 'MenuItem'],
    '@id': `${url}#dish`,
    name: dish.name,
    url,
    sku: dish.id,
  };
  if (dish.description.trim()) node.description = dish.description.trim();
  if (card.img_elem) node.image = absoluteUrl(origin, card.img_elem);
  if (isMenuVenueId(card.venueId)) {
    node.brand = { '@type': 'Brand', name: menuVenue(card.venueId).name };
  }
  if (weightGrams > 0) node.weight = grams(weightGrams);
  node.nutrition = {
    '@type': 'NutritionInformation',
    servingSize: '100 g',
    calories: `${amount(dish.energyAmount)} calories`,
    proteinContent: `${amount(dish.proteinsAmount)} g`,
    fatContent: `${amount(dish.fatAmount)} g`,
    carbohydrateContent: `${amount(dish.carbohydratesAmount)} g`,
  };
  // A card without a price (none in the catalogue) is published without an offer rather than
  // with a made-up one.
  if (price !== undefined) {
    node.offers = offerNode({
      priceRoubles: price,
      available: card.available,
      grams: weightGrams,
      costPerGram: card.cost_per_gram,
      url,
    });
  }
  return withContext(node);
}

// --- breadcrumbs ----------------------------------------------------------------------------------

export interface Breadcrumb {
  name: string;
  /** a site path ('/', '/Gastropub', '/menu/7') */
  path: string;
}

/** `BreadcrumbList`: the trail from the home page to this one, positions from 1. */
export function breadcrumbJsonLd(items: readonly Breadcrumb[], origin: string): JsonLd {
  if (items.length === 0) throw new Error('A breadcrumb trail needs at least one item');
  return withContext({
    '@type': 'BreadcrumbList',
    itemListElement: items.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(origin, crumb.path),
    })),
  });
}

/** The home page's crumb and a venue's menu crumb, for trails that pages build. */
export const homeCrumb: Breadcrumb = { name: restaurantGroup.name, path: '/' };

export function venueMenuCrumb(venueId: MenuVenueId): Breadcrumb {
  const venue = menuVenue(venueId);
  return { name: `Меню: ${venue.name}`, path: venue.menuRoute };
}

// --- the script tag -------------------------------------------------------------------------------

/**
 * The text inside `<script type="application/ld+json">`: JSON with every '<' written '\u003c'
 * (also '>' and '&', and U+2028/U+2029, which older parsers took for line ends), so no dish name
 * or description — '</script>', '<!--' — can end the script or start markup. Still the same JSON
 * to a parser. Several documents go in as an array.
 */
export function jsonLdScript(data: JsonLd | readonly JsonLd[]): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
