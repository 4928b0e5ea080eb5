/**
 * The catering menu as a PDF (SPEC.md §2 "a downloadable catering menu PDF"), made from the
 * catalogue: every venue's categories with the dishes on sale, their weights and prices, and the
 * places' phones for ordering. Rendered again only when the catalogue has changed.
 */
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { CATERING_MENU_TITLE } from '@storefront/contract/catering';
import type { DishOptions } from '@storefront/contract/modifiers';
import { formatPrice, toRoubles } from '@storefront/contract/money';
import { menuVenue, places, restaurantGroup } from '@storefront/contract/venues';
import PDFDocument from 'pdfkit';
import type { CatalogService, PrintedMenu } from '../catalog/service';

export interface CateringDish {
  name: string;
  grams: number;
  /** '1 250 Р' */
  price: string;
  /** sold by weight: the price is for the weight shown, the final one is agreed by phone */
  byWeight: boolean;
  /** its sizes and modifiers in a line ('4 шт 380 Р · 8 шт 690 Р; Соусы: Васаби +30 Р'); '' none */
  choices: string;
}

export interface CateringMenu {
  venues: { name: string; categories: { name: string; dishes: CateringDish[] }[] }[];
  phones: { place: string; street: string; phone: string }[];
}

/** Dishes on sale only; categories and venues left empty by that are left out. */
export function cateringMenu(menus: readonly PrintedMenu[]): CateringMenu {
  const venues = menus
    .map((menu) => ({
      name: menuVenue(menu.venueId).name,
      categories: menu.categories
        .map((category) => ({
          name: category.name,
          dishes: category.dishes
            .filter((dish) => dish.available)
            .map((dish) => ({
              name: dish.name,
              grams: dish.grams,
              price: formatPrice(toRoubles(dish.priceKopecks)),
              byWeight: dish.costPerGram,
              choices: dish.options ? choicesLine(dish.options) : '',
            })),
        }))
        .filter((category) => category.dishes.length > 0),
    }))
    .filter((venue) => venue.categories.length > 0);
  return {
    venues,
    phones: places.map((place) => ({
      place: place.name,
      street: place.street,
      phone: place.phone,
    })),
  };
}

/**
 * What a dish can be ordered with, for a caterer choosing by phone: each size at its price, then
 * each group's options, paid ones with their price ('4 шт 380 Р · 8 шт 690 Р; Соусы и добавки:
 * Соевый соус +30 Р, Васаби +30 Р').
 */
export function choicesLine(options: DishOptions): string {
  const money = (kopecks: number) => formatPrice(toRoubles(kopecks));
  const sizes = options.sizes
    .filter((size) => size.available !== false)
    .map((size) => `${size.name} ${money(size.priceKopecks)}`)
    .join(' · ');
  const groups = options.groups.map(
    (group) =>
      `${group.name}: ${group.options
        .map((option) =>
          option.priceKopecks > 0 ? `${option.name} +${money(option.priceKopecks)}` : option.name,
        )
        .join(', ')}`,
  );
  return [sizes, ...groups].filter((part) => part !== '').join('; ');
}

const require = createRequire(import.meta.url);
/** Full TrueType fonts (the web's subsets split Cyrillic from digits); subset into the PDF. */
const fonts = {
  body: require.resolve('@expo-google-fonts/montserrat/400Regular/Montserrat_400Regular.ttf'),
  bold: require.resolve('@expo-google-fonts/montserrat/600SemiBold/Montserrat_600SemiBold.ttf'),
  display: require.resolve('@expo-google-fonts/oswald/500Medium/Oswald_500Medium.ttf'),
};

const INK = '#1f1a17';
const MUTED = '#6b625c';
const ACCENT = '#b5532c';
const WEIGHT_COLUMN = 60;
const PRICE_COLUMN = 90;

export async function renderCateringPdf(menu: CateringMenu): Promise<Buffer> {
  const title = `${CATERING_MENU_TITLE} — ${restaurantGroup.name}`;
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: 56, bottom: 56, left: 56, right: 56 },
    bufferPages: true,
    displayTitle: true,
    info: { Title: title, Author: restaurantGroup.name },
    lang: 'ru',
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  for (const [name, path] of Object.entries(fonts)) doc.registerFont(name, path);

  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const nameWidth = width - WEIGHT_COLUMN - PRICE_COLUMN;
  const bottom = () => doc.page.height - doc.page.margins.bottom;
  /** Starts a new page unless `height` more points fit on this one; true if it did. */
  const room = (height: number) => {
    if (doc.y + height <= bottom()) return false;
    doc.addPage();
    return true;
  };

  doc.font('display').fontSize(30).fillColor(INK).text(CATERING_MENU_TITLE.toUpperCase(), left);
  doc.font('body').fontSize(11).fillColor(MUTED);
  doc.text(
    `${restaurantGroup.name}: гастропаб, Sibumi и кондитерская. Блюда для банкетов, фуршетов и праздников с доставкой по Владивостоку. Цены за порцию.`,
    { width },
  );
  if (menu.venues.some((venue) => venue.categories.some((c) => c.dishes.some((d) => d.byWeight)))) {
    doc.text('* Блюда на вес: цена за указанный вес, итоговую стоимость уточнит менеджер.', {
      width,
    });
  }
  doc.moveDown(0.8);
  doc.font('bold').fontSize(11).fillColor(INK).text('Заказ и вопросы по телефонам:', left);
  for (const phone of menu.phones) {
    doc.font('body').fillColor(INK).text(`${phone.place}, ${phone.street}: `, { continued: true });
    doc.font('bold').text(phone.phone);
  }

  for (const venue of menu.venues) {
    room(90);
    doc.moveDown(1.2);
    doc.font('display').fontSize(20).fillColor(ACCENT).text(venue.name.toUpperCase(), left);
    for (const category of venue.categories) {
      room(50);
      doc.moveDown(0.5);
      doc.font('bold').fontSize(12).fillColor(INK).text(category.name, left);
      doc.moveDown(0.2);
      for (const dish of category.dishes) {
        const name = dish.byWeight ? `${dish.name} *` : dish.name;
        doc.font('body').fontSize(10);
        const height = doc.heightOfString(name, { width: nameWidth });
        if (room(height + 4)) {
          // A category carried over to a new page says whose and which it is.
          doc
            .font('bold')
            .fontSize(12)
            .fillColor(INK)
            .text(`${category.name} (${venue.name}, продолжение)`, left);
          doc.moveDown(0.2).font('body').fontSize(10);
        }
        const y = doc.y;
        doc.fillColor(INK).text(name, left, y, { width: nameWidth });
        doc.fillColor(MUTED).text(`${dish.grams} г`, left + nameWidth, y, {
          width: WEIGHT_COLUMN,
          align: 'right',
        });
        doc
          .font('bold')
          .fillColor(INK)
          .text(dish.price, left + nameWidth + WEIGHT_COLUMN, y, {
            width: PRICE_COLUMN,
            align: 'right',
          });
        doc.y = y + height + 4;
        if (dish.choices) {
          // Under the dish, across the columns: a caterer asks for the size and the sauces.
          doc.font('body').fontSize(8).fillColor(MUTED);
          const choicesHeight = doc.heightOfString(dish.choices, { width });
          room(choicesHeight + 4);
          doc.text(dish.choices, left, doc.y - 2, { width });
          doc.y += 4;
        }
      }
    }
  }

  const range = doc.bufferedPageRange();
  for (let page = range.start; page < range.start + range.count; page++) {
    doc.switchToPage(page);
    const footerY = bottom() + 20;
    // Text below the bottom margin would start a new page: the footer may use the margin.
    doc.page.margins.bottom = 0;
    doc
      .font('body')
      .fontSize(8)
      .fillColor(MUTED)
      .text(
        `${restaurantGroup.name} · ${CATERING_MENU_TITLE.toLowerCase()} · ${page + 1}/${range.count}`,
        left,
        footerY,
        { width, align: 'center', lineBreak: false },
      );
  }
  doc.end();
  await finished;
  return Buffer.concat(chunks);
}

export interface CateringPdf {
  pdf: Buffer;
  /** the file's hash */
  etag: string;
}

/**
 * The PDF of the catalogue as it is now. The catalogue's cached answer (a few seconds, 003) tells
 * whether anything has changed; the PDF is rendered only then, once for concurrent requests.
 */
export function createCateringMenuPdf(catalog: CatalogService) {
  let renderedFrom: string | null = null;
  let rendered: Promise<CateringPdf> | null = null;

  return async function current(): Promise<CateringPdf> {
    const menus = await catalog.printedMenus();
    if (!menus) throw new Error('the catalogue gave no menus');
    if (rendered && renderedFrom === menus.etag) return rendered;
    const rendering = renderCateringPdf(cateringMenu(JSON.parse(menus.body) as PrintedMenu[])).then(
      (pdf) => ({ pdf, etag: `"${createHash('sha1').update(pdf).digest('base64url')}"` }),
    );
    renderedFrom = menus.etag;
    rendered = rendering;
    // A failed rendering is not kept: the next request tries again.
    rendering.catch(() => {
      if (rendered === rendering) rendered = null;
    });
    return rendering;
  };
}
