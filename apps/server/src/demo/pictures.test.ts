import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, products, specialProducts } from '../db/schema';
import { demoMenus, demoSpecials } from '../db/seed/demo-data';
import type { DemoCategory, VenueId } from '../db/seed/types';
import { createTestApp } from '../testing/app';
import { mulberry32, palettes, renderDishSvg } from './art';
import { drawFood, type FoodKind, foodKinds, isFoodKind } from './foods';
import { demoPictureKind, renderDishPicture, renderFoodSvg } from './pictures';
import { bytes, svgProblems } from './svg-checks';

const venues = [1, 2, 3] as const;

/** Every category of the demo data, the specials' included, with where it is. */
const demoCategories: Array<{ where: string; venueId: VenueId; category: DemoCategory }> = [
  ...demoMenus.flatMap((menu) =>
    menu.categories.map((category) => ({
      where: `menu ${menu.venueId}`,
      venueId: menu.venueId,
      category,
    })),
  ),
  ...demoSpecials.flatMap((special) =>
    special.menus.flatMap((menu) =>
      menu.categories.map((category) => ({
        where: `${special.url} ${menu.venueId}`,
        venueId: menu.venueId,
        category,
      })),
    ),
  ),
];

const seeds = Array.from(
  { length: 12 },
  (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
);

describe('demo dish pictures (the data)', () => {
  it('names a food for every demo dish, from the kinds that are drawn', () => {
    for (const { where, category } of demoCategories) {
      for (const dish of category.dishes) {
        expect(dish.picture, `${where} / ${category.name} / ${dish.name}`).toBeDefined();
        expect(isFoodKind(dish.picture ?? ''), dish.name).toBe(true);
      }
    }
  });

  it('gives the different foods of one category different drawings', () => {
    for (const { where, category } of demoCategories) {
      const kinds = category.dishes.map((dish) => dish.picture);
      expect(new Set(kinds).size, `${where} / ${category.name}: ${kinds.join(', ')}`).toBe(
        kinds.length,
      );
    }
  });

  it('draws no two kinds alike: the drawings differ with the same randomness, not only by seed', () => {
    // Same random stream for every kind: two kinds with one recipe would give the same bytes.
    const drawings = new Map<string, FoodKind>();
    for (const kind of foodKinds) {
      const drawing = drawFood(kind, mulberry32(42), palettes[1], 'x');
      expect(drawings.get(drawing), `${kind} draws like ${drawings.get(drawing)}`).toBeUndefined();
      drawings.set(drawing, kind);
    }
  });

  it('uses every drawn kind somewhere in the demo data', () => {
    const used = new Set(
      demoCategories.flatMap(({ category }) => category.dishes.map((d) => d.picture)),
    );
    expect(foodKinds.filter((kind) => !used.has(kind))).toEqual([]);
  });
});

describe('renderFoodSvg', () => {
  it('renders every kind for every venue as small, well-formed, self-contained SVG', () => {
    for (const kind of foodKinds) {
      for (const venueId of venues) {
        for (const seed of seeds) {
          const svg = renderFoodSvg({ seed, kind, venueId });
          const label = `${kind} @ ${venueId} / ${seed}`;
          expect(svgProblems(svg, 600), label).toEqual([]);
          // The category drawings stay under 8 KB too; gzip takes these to about 1–2.5 KB.
          expect(bytes(svg), label).toBeLessThan(8 * 1024);
          expect(svg).not.toContain(seed);
        }
      }
    }
  });

  it('keeps the menu as light as it was: demo dish pictures average under 5 KB', () => {
    let total = 0;
    let count = 0;
    for (const { venueId, category } of demoCategories) {
      for (const dish of category.dishes) {
        if (!dish.picture) continue;
        total += bytes(renderFoodSvg({ seed: dish.name, kind: dish.picture, venueId }));
        count += 1;
      }
    }
    expect(count).toBeGreaterThan(100);
    expect(total / count).toBeLessThan(5 * 1024);
  });

  it('gives byte-identical output for the same dish and varies with the seed', () => {
    for (const kind of foodKinds) {
      const first = renderFoodSvg({ seed: seeds[0] ?? '', kind, venueId: 2 });
      expect(renderFoodSvg({ seed: seeds[0] ?? '', kind, venueId: 2 }), kind).toBe(first);
      expect(renderFoodSvg({ seed: seeds[1] ?? '', kind, venueId: 2 }), kind).not.toBe(first);
    }
  });

  it('falls back to the category drawing for a dish the demo data does not know', () => {
    const seed = '3f2a9c1e-8b4d-4e6f-9a1b-2c3d4e5f6a7b';
    expect(demoPictureKind(seed)).toBeUndefined();
    expect(renderDishPicture({ seed, icon: 'snack', venueId: 1 })).toBe(
      renderDishSvg({ seed, icon: 'snack', venueId: 1 }),
    );
  });
});

describe('pictures of the seeded demo dishes', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('finds the picture of every seeded dish by its iiko id, the one its demo data names', async () => {
    const named = new Map<string, FoodKind | undefined>();
    for (const { category } of demoCategories) {
      for (const dish of category.dishes) named.set(`${category.name}/${dish.name}`, dish.picture);
    }
    let checked = 0;
    for (const table of [products, specialProducts] as const) {
      const rows = await t.database.db
        .select({ iikoId: table.iikoId, name: table.name, category: categories.name })
        .from(table)
        .innerJoin(categories, eq(categories.id, table.categoryId));
      for (const row of rows) {
        expect(demoPictureKind(row.iikoId), row.name).toBe(
          named.get(`${row.category}/${row.name}`),
        );
        checked += 1;
      }
    }
    expect(checked).toBe(named.size);
  });

  it('serves wings as wings and blini as blini', async () => {
    const rows = await t.database.db
      .select({ iikoId: products.iikoId, name: products.name, venueId: products.venueId })
      .from(products);
    const specials = await t.database.db
      .select({
        iikoId: specialProducts.iikoId,
        name: specialProducts.name,
        venueId: specialProducts.venueId,
      })
      .from(specialProducts);
    const find = (name: string) => [...rows, ...specials].find((row) => row.name === name);
    const wings = find('Куриные крылья в соусе барбекю');
    const fries = find('Сырные палочки');
    const blini = find('Блины с красной икрой');
    if (!wings || !fries || !blini) throw new Error('demo dishes missing');
    for (const [row, kind] of [
      [wings, 'wings'],
      [fries, 'cheese-sticks'],
      [blini, 'blini-caviar'],
    ] as const) {
      const response = await t.app.inject(`/media/products/${row.iikoId}.svg`);
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(
        renderFoodSvg({ seed: row.iikoId, kind, venueId: row.venueId as VenueId }),
      );
    }
  });
});
