/**
 * The catering menu as a PDF (SPEC.md §2 "a downloadable catering menu PDF"), made from the
 * catalogue: every venue's categories with the dishes on sale, their weights and prices, and the
 * places' phones for ordering. Rendered again only when the catalogue has changed.
 */
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import type { MenuCategory } from '@storefront/contract/catalog';
import { formatPrice } from '@storefront/contract/money';
import { type MenuVenueId, menuVenues, places } from '@storefront/contract/venues';
import PDFDocument from 'pdfkit';
import type { CatalogService } from '../catalog/service';

export interface CateringVenue {
  name: string;
  categories: { name: string; dishes: { name: string; grams: number; price: string }[] }[];
}

export interface CateringMenu {
  venues: CateringVenue[];
  phones: { place: string; street: string; phone: string }[];
}

export const CATERING_TITLE = 'Меню кейтеринга';
const BRAND = 'Пограничная 14';

/** Dishes on sale only; categories and venues left empty by that are left out. */
export function cateringMenu(menus: Record<MenuVenueId, MenuCategory[]>): CateringMenu {
  const venues = menuVenues
    .map((venue) => ({
      name: venue.name,
      categories: menus[venue.id]
        .map((category) => ({
          name: category.text_button,
          dishes: category.products
            .filter((product) => product.available)
            .map((product) => ({
              name: product.name,
              grams: product.gramm,
              price: formatPrice(product.prise),
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

export async function renderCateringPdf(
  menu: CateringMenu,
  { compress = true }: { compress?: boolean } = {},
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: 56, bottom: 56, left: 56, right: 56 },
    compress,
    bufferPages: true,
    info: { Title: `${CATERING_TITLE} — ${BRAND}`, Author: BRAND },
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
  const bottom = () => doc.page.height - doc.page.margins.bottom;
  const room = (height: number) => {
    if (doc.y + height > bottom()) doc.addPage();
  };

  doc.font('display').fontSize(30).fillColor(INK).text(CATERING_TITLE.toUpperCase(), left, doc.y);
  doc.font('body').fontSize(11).fillColor(MUTED);
  doc.text(
    `${BRAND}: гастропаб, Sibumi и кондитерская. Блюда для банкетов, фуршетов и праздников с доставкой по Владивостоку. Цены за порцию, вес указан в граммах.`,
    { width },
  );
  doc.moveDown(0.8);
  for (const phone of menu.phones) {
    doc.font('bold').fillColor(INK).text(`${phone.place}, ${phone.street}: `, { continued: true });
    doc.font('body').text(phone.phone);
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
        doc.font('body').fontSize(10);
        const nameWidth = width - 150;
        const height = doc.heightOfString(dish.name, { width: nameWidth });
        room(height + 4);
        const y = doc.y;
        doc.fillColor(INK).text(dish.name, left, y, { width: nameWidth });
        doc.fillColor(MUTED).text(`${dish.grams} г`, left + nameWidth, y, {
          width: 60,
          align: 'right',
        });
        doc
          .font('bold')
          .fillColor(INK)
          .text(dish.price, left + nameWidth + 60, y, {
            width: 90,
            align: 'right',
          });
        doc.y = y + height + 4;
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
        `${BRAND} · ${CATERING_TITLE.toLowerCase()} · ${page + 1}/${range.count}`,
        left,
        footerY,
        {
          width,
          align: 'center',
          lineBreak: false,
        },
      );
  }
  doc.end();
  await finished;
  return Buffer.concat(chunks);
}

/** The PDF with its ETag, rendered again when one of the venues' menus has changed. */
export function createCateringMenuPdf(catalog: CatalogService) {
  let cached: { key: string; pdf: Buffer; etag: string } | null = null;
  let rendering: Promise<{ pdf: Buffer; etag: string }> | null = null;

  return async function current(): Promise<{ pdf: Buffer; etag: string }> {
    const answers = await Promise.all(menuVenues.map((venue) => catalog.venueMenu(venue.id)));
    const key = answers.map((answer) => answer?.etag ?? '').join(',');
    if (cached?.key === key) return cached;
    if (rendering) return rendering;
    rendering = (async () => {
      const menus = Object.fromEntries(
        menuVenues.map((venue, index) => [
          venue.id,
          JSON.parse(answers[index]?.body ?? '[]') as MenuCategory[],
        ]),
      ) as Record<MenuVenueId, MenuCategory[]>;
      const pdf = await renderCateringPdf(cateringMenu(menus));
      const etag = `"${createHash('sha1').update(pdf).digest('base64url')}"`;
      cached = { key, pdf, etag };
      return cached;
    })().finally(() => {
      rendering = null;
    });
    return rendering;
  };
}
