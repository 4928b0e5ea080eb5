/**
 * Which picture a dish gets. A demo dish names its food (`picture` in the demo data), found here
 * by its stable iiko id; any other dish (a real iiko menu) falls back to its category's icon.
 */
import { demoMenus, demoSpecials } from '../db/seed/demo-data';
import { demoIikoId } from '../db/seed/seed';
import type { DishIcon } from '../modules/media/painter';
import { background, fnv1a, mulberry32, palettes, renderDishSvg, svg } from './art';
import { drawFood, type FoodKind, foodView } from './foods';

export interface FoodArtInput {
  seed: string;
  kind: FoodKind;
  venueId: 1 | 2 | 3;
}

export function renderFoodSvg(input: FoodArtInput): string {
  const hash = fnv1a(`${input.venueId}:${input.kind}:${input.seed}`);
  const r = mulberry32(hash);
  const p = palettes[input.venueId];
  const id = hash.toString(36);
  return svg(
    600,
    background(r, p, id, foodView(input.kind) === 'side') + drawFood(input.kind, r, p, id),
  );
}

/** Every demo dish with a picture kind: iiko id → kind. */
function demoPictures(): Map<string, FoodKind> {
  const map = new Map<string, FoodKind>();
  const menus = [
    ...demoMenus.map((menu) => ({ menu, url: null })),
    ...demoSpecials.flatMap((special) => special.menus.map((menu) => ({ menu, url: special.url }))),
  ];
  for (const { menu, url } of menus) {
    for (const category of menu.categories) {
      for (const dish of category.dishes) {
        if (dish.picture) {
          map.set(demoIikoId(url, menu.venueId, category.name, dish.name), dish.picture);
        }
      }
    }
  }
  return map;
}

let pictures: Map<string, FoodKind> | undefined;

/** The food a demo dish's picture draws, or undefined for a dish that is not in the demo data. */
export function demoPictureKind(iikoId: string): FoodKind | undefined {
  pictures ??= demoPictures();
  return pictures.get(iikoId);
}

/** A dish's picture: its own food if the demo data names one, else its category's drawing. */
export function renderDishPicture(input: {
  seed: string;
  icon: DishIcon;
  venueId: 1 | 2 | 3;
}): string {
  const kind = demoPictureKind(input.seed);
  return kind
    ? renderFoodSvg({ seed: input.seed, kind, venueId: input.venueId })
    : renderDishSvg(input);
}
