import type { MenuCategory, MenuProduct, ProductCard } from '@storefront/contract/catalog';
import { defaultOpeningHours } from '@storefront/contract/opening-hours';
import { menuVenues, type Place, places } from '@storefront/contract/venues';
import { describe, expect, it } from 'vitest';
import {
  absoluteUrl,
  breadcrumbJsonLd,
  dishJsonLd,
  dishPath,
  e164Phone,
  homeCrumb,
  type JsonLd,
  jsonLdScript,
  menuJsonLd,
  normalizeOrigin,
  openingHoursNodes,
  organizationJsonLd,
  placeId,
  restaurantJsonLd,
  schemaPrice,
  venueMenuCrumb,
  websiteJsonLd,
} from './structured-data';

const ORIGIN = 'https://example.ru';

// --- a minimal crawler-style check ----------------------------------------------------------------

const THING = ['@id', '@type', 'name', 'url', 'image', 'description', 'sameAs', 'alternateName'];
const ORGANIZATION = [
  ...THING,
  'logo',
  'telephone',
  'address',
  'subOrganization',
  'department',
  'parentOrganization',
  'brand',
];
const LOCAL_BUSINESS = [
  ...ORGANIZATION,
  'geo',
  'hasMap',
  'openingHoursSpecification',
  'priceRange',
];
const FOOD_ESTABLISHMENT = [...LOCAL_BUSINESS, 'servesCuisine', 'hasMenu', 'acceptsReservations'];

/** Properties schema.org defines (directly or inherited) for the types these builders use. */
const SCHEMA: Readonly<Record<string, readonly string[]>> = {
  Organization: ORGANIZATION,
  Restaurant: FOOD_ESTABLISHMENT,
  Bakery: FOOD_ESTABLISHMENT,
  WebSite: [...THING, 'inLanguage', 'publisher'],
  PostalAddress: [
    '@type',
    'streetAddress',
    'addressLocality',
    'addressRegion',
    'addressCountry',
    'postalCode',
  ],
  GeoCoordinates: ['@type', 'latitude', 'longitude'],
  OpeningHoursSpecification: ['@type', 'dayOfWeek', 'opens', 'closes'],
  Menu: [...THING, 'hasMenuSection', 'hasMenuItem', 'inLanguage'],
  MenuSection: [...THING, 'hasMenuSection', 'hasMenuItem'],
  MenuItem: [...THING, 'offers', 'nutrition', 'suitableForDiet', 'menuAddOn'],
  Product: [...THING, 'offers', 'weight', 'brand', 'sku'],
  Brand: [...THING],
  Offer: [...THING, 'price', 'priceCurrency', 'availability', 'priceSpecification'],
  UnitPriceSpecification: ['@type', 'price', 'priceCurrency', 'referenceQuantity'],
  QuantitativeValue: ['@type', 'value', 'unitCode', 'unitText'],
  NutritionInformation: [
    '@type',
    'servingSize',
    'calories',
    'proteinContent',
    'fatContent',
    'carbohydrateContent',
  ],
  BreadcrumbList: ['@type', 'itemListElement'],
  ListItem: ['@type', 'position', 'name', 'item'],
};

/** Properties whose values are addresses of this site; images may also be on an image service. */
const SITE_URL_PROPERTIES = new Set(['@id', 'url', 'item', 'hasMenu', 'logo']);
const URL_PROPERTIES = new Set([...SITE_URL_PROPERTIES, 'image', 'hasMap']);

function isNode(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** What a crawler would reject: returns every problem found, so a failure names them all. */
function problems(document: JsonLd): string[] {
  const found: string[] = [];
  if (document['@context'] !== 'https://schema.org') found.push('top level: no @context');

  const visit = (node: Record<string, unknown>, where: string, top: boolean) => {
    if (!top && '@context' in node) found.push(`${where}: nested @context`);
    const type = node['@type'];
    const types = typeof type === 'string' ? [type] : Array.isArray(type) ? type : [];
    if (types.length === 0) found.push(`${where}: no @type`);
    const allowed = new Set<string>(['@context', '@type', '@id']);
    for (const t of types) {
      const properties = SCHEMA[t as string];
      if (!properties) found.push(`${where}: unknown type ${String(t)}`);
      for (const p of properties ?? []) allowed.add(p);
    }
    for (const [property, value] of Object.entries(node)) {
      if (!allowed.has(property)) found.push(`${where}: ${types.join('+')} has no ${property}`);
      if (value === undefined || value === null || value === '') {
        found.push(`${where}.${property}: empty`);
      }
      if (SITE_URL_PROPERTIES.has(property)) {
        if (typeof value !== 'string' || !value.startsWith(`${ORIGIN}/`)) {
          found.push(`${where}.${property}: not an absolute site address: ${String(value)}`);
        }
      }
      if (URL_PROPERTIES.has(property)) {
        if (typeof value !== 'string' || !/^https:\/\/[^/]+\//.test(value)) {
          found.push(`${where}.${property}: not an absolute https address: ${String(value)}`);
        }
      }
      const children = Array.isArray(value) ? value : [value];
      children.forEach((child, i) => {
        if (isNode(child)) visit(child, `${where}.${property}[${i}]`, false);
      });
    }
  };
  visit(document, '$', true);
  return found;
}

// --- fixtures: the demo catalogue's shapes ---------------------------------------------------------

function product(overrides: Partial<MenuProduct>): MenuProduct {
  return {
    id: 1,
    name: 'Гренки из бородинского хлеба с чесноком',
    prise: 290,
    gramm: 200,
    img_elem: '/media/products/0c1d0000-0000-4000-8000-000000000001.svg',
    iiko_id: '0c1d0000-0000-4000-8000-000000000001',
    special: false,
    available: true,
    cost_per_gram: false,
    ...overrides,
  };
}

const gastropubMenu: MenuCategory[] = [
  {
    id: 1,
    text_button: 'Закуски к пиву',
    products: [product({}), product({ id: 2, name: 'Куриные крылья в соусе барбекю', prise: 490 })],
  },
  { id: 2, text_button: 'Пусто', products: [] },
  {
    id: 3,
    text_button: 'Дары моря',
    products: [
      product({
        id: 7,
        name: 'Фаланги камчатского краба',
        prise: 1900,
        gramm: 200,
        cost_per_gram: true,
        img_elem: 'https://img.example.ru/crab.jpg',
      }),
      product({
        id: 8,
        name: 'Трепанг с овощами по-дальневосточному',
        prise: 890.5,
        available: false,
      }),
      product({ id: 3, name: 'Сезонная корюшка', prise: 450, special: true }),
    ],
  },
];

const card: ProductCard = {
  cost_per_gram: false,
  product_json: {
    id: '0c1d0000-0000-4000-8000-000000000001',
    name: 'Гренки из бородинского хлеба с чесноком',
    description: 'Бородинский хлеб, чеснок, сливочное масло, соль, сырный соус',
    sizePrices: [{ price: { currentPrice: 290 } }],
    weight: 0.2,
    proteinsAmount: 8.2,
    carbohydratesAmount: 41.5,
    fatAmount: 13.8,
    energyAmount: 323,
  },
  id: 1,
  venueId: 1,
  img_elem: '/media/products/0c1d0000-0000-4000-8000-000000000001.svg',
  special: false,
  available: true,
};

function place(id: Place['id']): Place {
  const found = places.find((p) => p.id === id);
  if (!found) throw new Error(`no place ${id}`);
  return found;
}

// --- tests ----------------------------------------------------------------------------------------

describe('every document', () => {
  const documents: [string, JsonLd][] = [
    ...places.map((p): [string, JsonLd] => [`place ${p.id}`, restaurantJsonLd(p, ORIGIN)]),
    ['place with image', restaurantJsonLd(place(1), ORIGIN, { image: '/media/hero/sibumi.svg' })],
    ['organization', organizationJsonLd(ORIGIN)],
    ['website', websiteJsonLd(ORIGIN)],
    ['menu', menuJsonLd('Гастропаб: меню доставки', gastropubMenu, ORIGIN, '/Gastropub')],
    ['dish', dishJsonLd(card, ORIGIN, '/menu/1')],
    ['dish by weight', dishJsonLd({ ...card, cost_per_gram: true }, ORIGIN, '/menu/1')],
    ['breadcrumbs', breadcrumbJsonLd([homeCrumb, venueMenuCrumb(1)], ORIGIN)],
  ];

  it.each(documents)(
    '%s: schema.org context, known types and properties, absolute addresses',
    (_, doc) => {
      expect(problems(doc)).toEqual([]);
    },
  );

  it.each(documents)('%s: survives the script tag as the same JSON', (_, doc) => {
    expect(JSON.parse(jsonLdScript(doc))).toEqual(doc);
  });

  it('the check itself finds what a crawler would reject', () => {
    const bad = {
      '@context': 'https://schema.org',
      '@type': 'Restaurant',
      url: '/gastropub',
      colour: 'red',
      geo: { '@context': 'https://schema.org', '@type': 'Geo' },
    } as unknown as JsonLd;
    expect(problems(bad)).toEqual([
      '$.url: not an absolute site address: /gastropub',
      '$.url: not an absolute https address: /gastropub',
      '$: Restaurant has no colour',
      '$.geo[0]: nested @context',
      '$.geo[0]: unknown type Geo',
    ]);
  });
});

describe('restaurantJsonLd', () => {
  it('describes Sibumi with its address, phone, coordinates, hours and menu', () => {
    expect(restaurantJsonLd(place(1), ORIGIN, { image: '/media/hero/sibumi.svg' })).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Restaurant',
      '@id': 'https://example.ru/sibumi#place-1',
      name: 'Sibumi',
      url: 'https://example.ru/sibumi',
      image: 'https://example.ru/media/hero/sibumi.svg',
      telephone: '+74232001010',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'ул. Пограничная, 10',
        addressLocality: 'Владивосток',
        addressRegion: 'Приморский край',
        addressCountry: 'RU',
      },
      geo: { '@type': 'GeoCoordinates', latitude: 43.11752, longitude: 131.88353 },
      hasMap: `https://yandex.ru/maps/?text=${encodeURIComponent('Владивосток')},%20${encodeURIComponent('Пограничная')}%2010`,
      openingHoursSpecification: [
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: [
            'https://schema.org/Monday',
            'https://schema.org/Tuesday',
            'https://schema.org/Wednesday',
            'https://schema.org/Thursday',
            'https://schema.org/Friday',
            'https://schema.org/Saturday',
            'https://schema.org/Sunday',
          ],
          opens: '12:00',
          closes: '23:00',
        },
      ],
      servesCuisine: ['Японская', 'Паназиатская'],
      hasMenu: 'https://example.ru/Sibumii',
      acceptsReservations: true,
      parentOrganization: { '@type': 'Organization', '@id': 'https://example.ru/#organization' },
    });
  });

  it('types the gastropub a Restaurant and both pastry shops Bakeries, each with its own hours', () => {
    const byPlace = places.map((p) => {
      const doc = restaurantJsonLd(p, ORIGIN);
      const [hours] = doc.openingHoursSpecification as { opens: string; closes: string }[];
      return [doc.name, doc['@type'], doc.url, doc.hasMenu, hours?.opens, hours?.closes];
    });
    expect(byPlace).toEqual([
      ['Sibumi', 'Restaurant', `${ORIGIN}/sibumi`, `${ORIGIN}/Sibumii`, '12:00', '23:00'],
      ['Гастропаб', 'Restaurant', `${ORIGIN}/gastropub`, `${ORIGIN}/Gastropub`, '12:00', '23:00'],
      ['Кондитерская', 'Bakery', `${ORIGIN}/bistro`, `${ORIGIN}/Bistro`, '08:00', '22:00'],
      [
        'Кондитерская на Светланской',
        'Bakery',
        `${ORIGIN}/bistro`,
        `${ORIGIN}/Bistro`,
        '09:00',
        '21:00',
      ],
    ]);
  });

  it('takes bookings everywhere and states no invented price range', () => {
    for (const p of places) {
      const doc = restaurantJsonLd(p, ORIGIN);
      expect(doc.acceptsReservations).toBe(true);
      expect(doc).not.toHaveProperty('priceRange');
      expect(doc).not.toHaveProperty('image');
    }
  });

  it('gives each place its own id, so two places of one venue stay apart', () => {
    const ids = places.map((p) => placeId(p, ORIGIN));
    expect(new Set(ids).size).toBe(places.length);
  });
});

describe('e164Phone', () => {
  it('writes the contract phones in E.164', () => {
    expect(places.map((p) => e164Phone(p.phone))).toEqual([
      '+74232001010',
      '+74232001414',
      '+74232001415',
      '+74232004040',
    ]);
  });

  it('refuses a number it cannot vouch for', () => {
    expect(() => e164Phone('8 (423) 200-10-10')).toThrow();
    expect(() => e164Phone('+7 (423) 200-10')).toThrow();
    expect(() => e164Phone('+7 (423) 200-10-10 доб. 5')).toThrow();
  });
});

describe('openingHoursNodes', () => {
  const day = (name: string) => `https://schema.org/${name}`;
  const noonToEleven = { opens: '12:00', closes: '23:00' };

  it('states a week alike every day as one specification of seven days', () => {
    for (const p of places) {
      const nodes = openingHoursNodes(defaultOpeningHours[p.id]);
      expect(nodes).toHaveLength(1);
      expect(nodes[0]?.dayOfWeek).toHaveLength(7);
    }
  });

  it('states each weekday’s hours, closed days as 00:00–00:00 and midnight as 23:59', () => {
    const week = [
      noonToEleven,
      noonToEleven,
      noonToEleven,
      noonToEleven,
      { opens: '12:00', closes: '24:00' },
      { opens: '12:00', closes: '24:00' },
      null,
    ];
    expect(openingHoursNodes(week)).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday'].map(day),
        opens: '12:00',
        closes: '23:00',
      },
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Friday', 'Saturday'].map(day),
        opens: '12:00',
        closes: '23:59',
      },
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: [day('Sunday')],
        opens: '00:00',
        closes: '00:00',
      },
    ]);
  });

  it('takes the hours staff set into the places’ documents', () => {
    const week = [null, ...Array(6).fill(noonToEleven)];
    const doc = restaurantJsonLd(place(1), ORIGIN, { hours: week });
    expect(doc.openingHoursSpecification).toEqual(openingHoursNodes(week));
    const org = organizationJsonLd(ORIGIN, (p) => (p.id === 2 ? week : undefined));
    const [sibumi, pub] = org.subOrganization as JsonLd[];
    expect(pub?.openingHoursSpecification).toEqual(openingHoursNodes(week));
    expect(sibumi?.openingHoursSpecification).toEqual(openingHoursNodes(defaultOpeningHours[1]));
  });
});

describe('prices and addresses', () => {
  it('writes prices as schema.org wants them: dot decimals, two places, no signs', () => {
    expect(schemaPrice(290)).toBe('290.00');
    expect(schemaPrice(1900)).toBe('1900.00');
    expect(schemaPrice(349.5)).toBe('349.50');
    expect(schemaPrice(0.1 + 0.2)).toBe('0.30');
    expect(schemaPrice(0)).toBe('0.00');
    expect(() => schemaPrice(-1)).toThrow();
    expect(() => schemaPrice(Number.NaN)).toThrow();
  });

  it('makes site paths absolute on the origin and keeps absolute image addresses', () => {
    expect(absoluteUrl(ORIGIN, '/menu/7')).toBe('https://example.ru/menu/7');
    expect(absoluteUrl(`${ORIGIN}/`, '/')).toBe('https://example.ru/');
    expect(absoluteUrl(ORIGIN, 'https://img.example.ru/a.jpg')).toBe(
      'https://img.example.ru/a.jpg',
    );
    expect(absoluteUrl(ORIGIN, '/specials/Зимнее меню')).toBe(
      `https://example.ru/specials/${encodeURIComponent('Зимнее')}%20${encodeURIComponent('меню')}`,
    );
  });

  it('refuses an origin with a path and a path that leaves the site', () => {
    expect(normalizeOrigin('https://example.ru/')).toBe(ORIGIN);
    expect(normalizeOrigin('http://localhost:3000')).toBe('http://localhost:3000');
    expect(() => normalizeOrigin('https://example.ru/menu')).toThrow();
    expect(() => normalizeOrigin('example.ru')).toThrow();
    expect(() => normalizeOrigin('ftp://example.ru')).toThrow();
    expect(() => absoluteUrl(ORIGIN, '//evil.example/x')).toThrow();
    expect(() => absoluteUrl(ORIGIN, 'menu/7')).toThrow();
    expect(() => absoluteUrl(ORIGIN, 'javascript:alert(1)')).toThrow();
  });
});

describe('menuJsonLd', () => {
  const menu = menuJsonLd('Гастропаб: меню доставки', gastropubMenu, ORIGIN, '/Gastropub');
  const sections = menu.hasMenuSection as {
    name: string;
    hasMenuItem: Record<string, unknown>[];
  }[];
  const item = (name: string) =>
    sections.flatMap((s) => s.hasMenuItem).find((i) => i.name === name) as Record<string, unknown>;

  it('is a Menu of the page, one section per category with dishes', () => {
    expect(menu).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Menu',
      name: 'Гастропаб: меню доставки',
      url: 'https://example.ru/Gastropub',
    });
    expect(sections.map((s) => [s.name, s.hasMenuItem.length])).toEqual([
      ['Закуски к пиву', 2],
      ['Дары моря', 3],
    ]);
  });

  it('gives each dish its page, absolute photo, weight and offer in roubles', () => {
    expect(item('Гренки из бородинского хлеба с чесноком')).toEqual({
      '@type': 'MenuItem',
      name: 'Гренки из бородинского хлеба с чесноком',
      url: 'https://example.ru/menu/1',
      image: 'https://example.ru/media/products/0c1d0000-0000-4000-8000-000000000001.svg',
      description: '200 г',
      offers: {
        '@type': 'Offer',
        price: '290.00',
        priceCurrency: 'RUB',
        availability: 'https://schema.org/InStock',
        url: 'https://example.ru/menu/1',
      },
    });
  });

  it('marks stop-listed dishes out of stock and links special dishes to their card', () => {
    expect(item('Трепанг с овощами по-дальневосточному').offers).toMatchObject({
      price: '890.50',
      availability: 'https://schema.org/OutOfStock',
    });
    expect(item('Сезонная корюшка').url).toBe('https://example.ru/specials/card/3');
    expect(dishPath({ id: 3, special: true })).toBe('/specials/card/3');
    expect(dishPath({ id: 3, special: false })).toBe('/menu/3');
  });

  it('states what weight a weight-priced dish is priced for', () => {
    const crab = item('Фаланги камчатского краба');
    expect(crab.image).toBe('https://img.example.ru/crab.jpg');
    expect(crab.offers).toEqual({
      '@type': 'Offer',
      price: '1900.00',
      priceCurrency: 'RUB',
      availability: 'https://schema.org/InStock',
      url: 'https://example.ru/menu/7',
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price: '1900.00',
        priceCurrency: 'RUB',
        referenceQuantity: {
          '@type': 'QuantitativeValue',
          value: 200,
          unitCode: 'GRM',
          unitText: 'г',
        },
      },
      description: 'Цена за 200 г. Информацию по итоговой стоимости уточните у менеджера',
    });
  });

  it('is an empty menu, still valid, when nothing is on it', () => {
    const empty = menuJsonLd('Sibumi', [], ORIGIN, '/Sibumii');
    expect(empty.hasMenuSection).toEqual([]);
    expect(problems(empty)).toEqual([]);
  });
});

describe('dishJsonLd', () => {
  it('is a Product and MenuItem with its price, photo, weight and nutrition per 100 g', () => {
    expect(dishJsonLd(card, ORIGIN, '/menu/1')).toEqual({
      '@context': 'https://schema.org',
      '@type': ['Product', 'MenuItem'],
      '@id': 'https://example.ru/menu/1#dish',
      name: 'Гренки из бородинского хлеба с чесноком',
      url: 'https://example.ru/menu/1',
      sku: '0c1d0000-0000-4000-8000-000000000001',
      description: 'Бородинский хлеб, чеснок, сливочное масло, соль, сырный соус',
      image: 'https://example.ru/media/products/0c1d0000-0000-4000-8000-000000000001.svg',
      brand: { '@type': 'Brand', name: 'Гастропаб' },
      weight: { '@type': 'QuantitativeValue', value: 200, unitCode: 'GRM', unitText: 'г' },
      nutrition: {
        '@type': 'NutritionInformation',
        servingSize: '100 g',
        calories: '323 calories',
        proteinContent: '8.2 g',
        fatContent: '13.8 g',
        carbohydrateContent: '41.5 g',
      },
      offers: {
        '@type': 'Offer',
        price: '290.00',
        priceCurrency: 'RUB',
        availability: 'https://schema.org/InStock',
        url: 'https://example.ru/menu/1',
      },
    });
  });

  it('prices a weight-priced dish for its weight and a stop-listed one out of stock', () => {
    const crab = dishJsonLd(
      {
        ...card,
        cost_per_gram: true,
        available: false,
        product_json: {
          ...card.product_json,
          weight: 0.25,
          sizePrices: [{ price: { currentPrice: 1900 } }],
        },
      },
      ORIGIN,
      '/specials/card/4',
    );
    expect(crab.url).toBe('https://example.ru/specials/card/4');
    expect(crab.offers).toMatchObject({
      price: '1900.00',
      availability: 'https://schema.org/OutOfStock',
      priceSpecification: { referenceQuantity: { value: 250, unitCode: 'GRM' } },
    });
  });

  it('leaves out what the card does not have rather than inventing it', () => {
    const bare = dishJsonLd(
      {
        ...card,
        venueId: 9,
        img_elem: '',
        product_json: { ...card.product_json, description: '  ', sizePrices: [], weight: 0 },
      },
      ORIGIN,
      '/menu/1',
    );
    for (const property of ['offers', 'image', 'description', 'brand', 'weight']) {
      expect(bare).not.toHaveProperty(property);
    }
    expect(problems(bare)).toEqual([]);
  });
});

describe('breadcrumbJsonLd', () => {
  it('numbers the trail from 1 with absolute addresses', () => {
    expect(
      breadcrumbJsonLd([homeCrumb, venueMenuCrumb(2), { name: 'Рамэн', path: '/menu/12' }], ORIGIN),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Пограничная 14', item: 'https://example.ru/' },
        {
          '@type': 'ListItem',
          position: 2,
          name: 'Меню: Sibumi',
          item: 'https://example.ru/Sibumii',
        },
        { '@type': 'ListItem', position: 3, name: 'Рамэн', item: 'https://example.ru/menu/12' },
      ],
    });
  });

  it('refuses an empty trail', () => {
    expect(() => breadcrumbJsonLd([], ORIGIN)).toThrow();
  });
});

describe('organizationJsonLd and websiteJsonLd', () => {
  it('names the group and lists all four places as its sub-organisations', () => {
    const org = organizationJsonLd(ORIGIN);
    expect(org).toMatchObject({
      '@type': 'Organization',
      '@id': 'https://example.ru/#organization',
      name: 'Пограничная 14',
      url: 'https://example.ru/',
    });
    const subs = org.subOrganization as JsonLd[];
    expect(subs.map((s) => [s['@type'], s.name, s['@id']])).toEqual(
      places.map((p) => [p.venueId === 3 ? 'Bakery' : 'Restaurant', p.name, placeId(p, ORIGIN)]),
    );
    // the same place on its venue page is the same node
    expect(restaurantJsonLd(place(2), ORIGIN)['@id']).toBe(subs[1]?.['@id']);
    // every venue's menu is reachable from the home page's document
    expect(new Set(subs.map((s) => s.hasMenu))).toEqual(
      new Set(menuVenues.map((v) => `${ORIGIN}${v.menuRoute}`)),
    );
  });

  it('gives the site its name and language', () => {
    expect(websiteJsonLd(`${ORIGIN}/`)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      '@id': 'https://example.ru/#website',
      name: 'Пограничная 14',
      url: 'https://example.ru/',
      inLanguage: 'ru-RU',
      publisher: { '@type': 'Organization', '@id': 'https://example.ru/#organization' },
    });
  });
});

describe('jsonLdScript', () => {
  const hostile = '</script><script>alert(1)</script><!-- & \u2028';
  const doc = dishJsonLd(
    { ...card, product_json: { ...card.product_json, name: hostile, description: hostile } },
    ORIGIN,
    '/menu/1',
  );

  it('never lets a dish name close the script tag or open markup', () => {
    const text = jsonLdScript(doc);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(text.toLowerCase()).not.toContain('</script');
    expect(text).toContain('\\u003c/script\\u003e');
  });

  it('is still the same JSON to a parser', () => {
    expect(JSON.parse(jsonLdScript(doc))).toEqual(doc);
    expect((JSON.parse(jsonLdScript(doc)) as JsonLd).name).toBe(hostile);
  });

  it('puts several documents in one script as an array', () => {
    const both = [organizationJsonLd(ORIGIN), websiteJsonLd(ORIGIN)];
    expect(JSON.parse(jsonLdScript(both))).toEqual(both);
  });
});
