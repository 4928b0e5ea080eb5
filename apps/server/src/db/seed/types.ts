/** Shapes of the demo data set loaded into an empty database (see DESIGN.md §4 "Demo content"). */

import type { FoodKind } from '../../demo/foods';
import type { DishIcon } from '../../modules/media/painter';

export interface DemoNutrition {
  /** grams per 100 g */
  proteins: number;
  carbohydrates: number;
  fats: number;
  /** kcal per 100 g */
  calories: number;
}

export interface DemoDish {
  name: string;
  /** composition, Russian, one sentence listing the ingredients */
  description: string;
  /** whole roubles */
  priceRub: number;
  /** portion weight in grams */
  weightGrams: number;
  nutrition: DemoNutrition;
  /** priced per gram: the final price is confirmed by the manager */
  costPerGram?: boolean;
  /** false puts the dish on the stop list */
  available?: boolean;
  /** which food its generated picture draws (demo/foods.ts); the category's icon if absent */
  picture?: FoodKind;
  /**
   * The sizes the guest chooses from (regular menus only, as iiko gives them). The chosen size's
   * price replaces the dish's, so `priceRub` is the default size's: the menu shows what the dish
   * card starts with.
   */
  sizes?: DemoSize[];
  /** modifier groups with iiko's rules (regular menus only) */
  modifierGroups?: DemoModifierGroup[];
}

export interface DemoSize {
  name: string;
  /** whole roubles */
  priceRub: number;
  isDefault?: boolean;
}

/** A modifier group: its options' portions together are bounded by `minAmount`–`maxAmount`. */
export interface DemoModifierGroup {
  name: string;
  minAmount: number;
  maxAmount: number;
  required: boolean;
  /** portions of the whole group that come free */
  freeOfChargeAmount?: number;
  options: DemoModifierOption[];
}

export interface DemoModifierOption {
  name: string;
  /** whole roubles per portion */
  priceRub: number;
  maxAmount: number;
  minAmount?: number;
  /** portions the dish card starts with */
  defaultAmount?: number;
  freeOfChargeAmount?: number;
}

export interface DemoCategory {
  name: string;
  icon: DishIcon;
  dishes: DemoDish[];
}

/** Menu venues: 1 gastropub, 2 Asian restaurant (Sibumi), 3 pastry shop / bistro. */
export type VenueId = 1 | 2 | 3;

export interface DemoVenueMenu {
  venueId: VenueId;
  categories: DemoCategory[];
}

export interface DemoSpecial {
  name: string;
  /** the URL name: /specials/{url} */
  url: string;
  menus: DemoVenueMenu[];
}

export interface DemoDeliveryZone {
  name: string;
  priceRub: number;
  /** the smallest dishes' sum; 0: any */
  minOrderRub: number;
  /** free delivery from this dishes' sum; null: never */
  freeFromRub: number | null;
  /** the courier's minutes there */
  minutes: number;
}
