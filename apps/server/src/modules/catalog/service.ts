/** Catalogue answers in the wire shapes of API.md, cached as serialised JSON. */
import {
  type MenuCategory,
  type ProductCard,
  productCardSchema,
  type SpecialHeaderItem,
  specialHeaderSchema,
  venueMenuSchema,
} from '@storefront/contract/catalog';
import { type DishOptions, NO_DISH_OPTIONS } from '@storefront/contract/modifiers';
import { toRoubles } from '@storefront/contract/money';
import { type MenuVenueId, menuVenueIds } from '@storefront/contract/venues';
import { type categories, products, specialProducts } from '../../db/schema';
import { type CachedJson, createJsonCache } from '../../lib/json-cache';
import { photoImage } from '../media/photos';
import { imageUrl as dishImageUrl } from './image-url';
import type { CatalogRepository, DishRow, DishTable } from './repository';

/** Short enough that a stop-list change shows up at once for guests; long enough to absorb load. */
const CACHE_TTL_MS = 5000;

/** A venue's menu as the server prints it (the catering PDF): prices in kopecks, the stop list. */
export interface PrintedMenu {
  venueId: MenuVenueId;
  categories: {
    name: string;
    dishes: {
      name: string;
      grams: number;
      priceKopecks: number;
      /** sold by weight: the final price is agreed with a manager */
      costPerGram: boolean;
      available: boolean;
      /** sizes and modifiers, when the dish has any */
      options?: DishOptions;
    }[];
  }[];
}

/** The catalogue's pages of their own (the sitemap): special menus and dish cards. */
export interface PagesToList {
  specials: { id: number; name: string; url: string }[];
  dishes: { menu: DishRow[]; special: DishRow[] };
  /** not listed themselves; here so that renaming or reordering one moves the menus' lastmod */
  categories: (typeof categories.$inferSelect)[];
}

export interface CatalogServiceOptions {
  imageUrlTemplate?: string;
}

export function createCatalogService(repo: CatalogRepository, options: CatalogServiceOptions) {
  const cache = createJsonCache(CACHE_TTL_MS);
  const invalidationListeners = new Set<() => void>();

  /** The uploaded photo in every width and both formats; without one, the single picture. */
  function dishImage(dish: Pick<DishRow, 'iikoId' | 'photo'>) {
    if (dish.photo === null)
      return { img_elem: dishImageUrl(dish.iikoId, options.imageUrlTemplate) };
    const photo = photoImage(dish.photo);
    return { img_elem: photo.src, img_srcset: photo.srcset, img_avif_srcset: photo.avifSrcset };
  }

  async function menu(venueId: number, specialId: number | null): Promise<MenuCategory[] | null> {
    if (!(await repo.venueExists(venueId))) return null;
    const rows = await repo.menu(venueId, specialId);
    // Sizes and modifiers come with the POS's menu, for its own dishes (not our specials').
    const withOptions =
      specialId === null
        ? await repo.dishIdsWithOptions(
            rows.flatMap((category) => category.dishes.map((d) => d.id)),
          )
        : new Set<number>();
    return rows.map((category) => ({
      id: category.id,
      text_button: category.name,
      products: category.dishes.map((dish) => ({
        id: dish.id,
        name: dish.name,
        prise: toRoubles(dish.priceKopecks),
        gramm: dish.weightGrams,
        ...dishImage(dish),
        iiko_id: dish.iikoId,
        special: specialId !== null,
        available: dish.available,
        cost_per_gram: dish.costPerGram,
        ...(withOptions.has(dish.id) ? { has_options: true as const } : {}),
      })),
    }));
  }

  function card(
    dish: DishRow,
    special: boolean,
    specialURL: string | null,
    options: DishOptions,
  ): ProductCard {
    const hasOptions = options.sizes.length > 0 || options.groups.length > 0;
    return {
      cost_per_gram: dish.costPerGram,
      product_json: {
        id: dish.iikoId,
        name: dish.name,
        description: dish.description,
        sizePrices: [{ price: { currentPrice: toRoubles(dish.priceKopecks) } }],
        weight: dish.weightGrams / 1000,
        proteinsAmount: dish.proteins,
        carbohydratesAmount: dish.carbohydrates,
        fatAmount: dish.fats,
        energyAmount: dish.calories,
      },
      id: dish.id,
      venueId: dish.venueId,
      ...dishImage(dish),
      special,
      // A special's dish is on sale only while its special shows (the order call agrees).
      available: dish.available && (!special || specialURL !== null),
      ...(specialURL === null ? {} : { specialURL }),
      ...(hasOptions ? { options } : {}),
    };
  }

  function dishCard(table: DishTable, id: number): Promise<CachedJson | null> {
    const special = table === specialProducts;
    return cache.get(
      `${special ? 'special' : 'product'}:${id}`,
      async () => {
        const dish = await repo.dish(table, id);
        if (!dish) return null;
        // The card's way back to its special menu (works on a direct load too).
        const specialURL = special ? await repo.activeSpecialUrlOfCategory(dish.categoryId) : null;
        // Sizes and modifiers come with the POS's menu, for its own dishes (not our specials').
        const options = special ? NO_DISH_OPTIONS : await repo.dishOptions(dish.id);
        return card(dish, special, specialURL, options);
      },
      productCardSchema,
    );
  }

  return {
    specialHeader: () =>
      cache.get(
        'specials',
        async (): Promise<SpecialHeaderItem[]> => {
          const rows = await repo.activeSpecials();
          return rows.map((row) => ({ id: row.id, name: row.name, URL: row.url }));
        },
        specialHeaderSchema,
      ),

    venueMenu: (venueId: number) =>
      cache.get(`menu:${venueId}`, () => menu(venueId, null), venueMenuSchema),

    specialMenu: (venueId: number, url: string) =>
      cache.get(
        `special-menu:${venueId}:${url}`,
        async () => {
          const specialId = await repo.specialIdByUrl(url);
          return specialId === null ? null : menu(venueId, specialId);
        },
        venueMenuSchema,
      ),

    product: (id: number) => dishCard(products, id),
    specialProduct: (id: number) => dishCard(specialProducts, id),

    /** Every venue's menu in one answer: its ETag changes whenever any of them changes. */
    printedMenus: () =>
      cache.get(
        'printed-menus',
        (): Promise<PrintedMenu[]> =>
          Promise.all(
            menuVenueIds.map(async (venueId) => {
              const menu = await repo.menu(venueId, null);
              const optionsOf = await repo.dishOptionsMany(
                menu.flatMap((category) => category.dishes.map((dish) => dish.id)),
              );
              return {
                venueId,
                categories: menu.map((category) => ({
                  name: category.name,
                  dishes: category.dishes.map((dish) => {
                    const options = optionsOf.get(dish.id);
                    return {
                      name: dish.name,
                      grams: dish.weightGrams,
                      priceKopecks: dish.priceKopecks,
                      costPerGram: dish.costPerGram,
                      available: dish.available,
                      ...(options ? { options } : {}),
                    };
                  }),
                })),
              };
            }),
          ),
      ),

    /**
     * What the sitemap lists (modules/seo): the active specials and every dish with a card page,
     * with the categories the menu pages show them under. Its ETag is the fingerprint of all of
     * it: the sitemap is made again, and its lastmod moves, only when that changes.
     */
    pagesToList: () =>
      cache.get(
        'pages-to-list',
        async (): Promise<PagesToList> => ({
          specials: await repo.activeSpecials(),
          dishes: await repo.dishesWithPages(),
          categories: await repo.allCategories(),
        }),
      ),

    dishArt: (iikoId: string) => repo.dishArt(iikoId),

    /**
     * After a catalogue write in any process: app.ts calls it on every catalogue notification
     * (db/notifications.ts), so all processes drop their copies within a second. The catering
     * PDF follows: it is printed again once the menus it was printed from read differently.
     */
    invalidate: () => {
      cache.clear();
      for (const listener of invalidationListeners) listener();
    },

    /** Caches made from the catalogue (server-rendered pages) are cleared with it. */
    onInvalidate: (listener: () => void) => {
      invalidationListeners.add(listener);
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
