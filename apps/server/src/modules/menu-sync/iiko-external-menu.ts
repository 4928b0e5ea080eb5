/**
 * The group's external menu (a menu built in iiko Web for delivery channels), `POST
 * /api/2/menu/by_id`, read and turned into the same {@link ImportedMenu} as the nomenclature
 * (issue 15 item 1, with IIKO_EXTERNAL_MENU_ID).
 * Its wire format is the iiko adapter's (adapters/iiko/wire/external-menu.ts).
 *
 * An external menu has no revisions: iiko answers the whole menu every time. What tells a change
 * is the menu's content (see {@link externalMenuFingerprint} and iiko-menu-source.ts).
 */
import { createHash } from 'node:crypto';
import { toKopecks } from '@storefront/contract/money';
import { sameId } from '../../adapters/iiko/wire/common';
import type {
  IikoExternalItem,
  IikoExternalMenu,
  IikoExternalModifierGroup,
  IikoExternalPrice,
  IikoItemSize,
  IikoRestrictions,
} from '../../adapters/iiko/wire/external-menu';
import type {
  HiddenReason,
  ImportedCategory,
  ImportedDish,
  ImportedMenu,
  ImportedModifierGroup,
  ImportedModifierOption,
  ImportedSize,
} from '../catalog/menu-store/imported-menu';
import {
  cleanLinks,
  defaultWithin,
  freeAmount,
  mustChoose,
  saneLimits,
  weighedUnits,
} from './iiko-nomenclature';

/**
 * The organization's price among `prices[]` (ids compared case-blind), in kopecks: null when iiko
 * gives none for it or gives `price: null` (not sold there). A price names its organizations in
 * the `organizations` list (iiko's description) or as one `organizationId` (iiko's answers).
 */
function priceFor(
  prices: IikoExternalPrice[] | null | undefined,
  organizationId: string,
): number | null {
  const entry = (prices ?? []).find(
    (price) =>
      (price.organizationId != null && sameId(price.organizationId, organizationId)) ||
      (price.organizations ?? []).some((id) => sameId(id, organizationId)),
  );
  return entry?.price == null ? null : Math.max(0, toKopecks(entry.price));
}

/** Limits as the nomenclature's: minimum, maximum (null: as the minimum, at least 1). */
function limitsOf(restrictions: IikoRestrictions | null | undefined) {
  const minAmount = restrictions?.minQuantity ?? 0;
  const maxAmount = restrictions?.maxQuantity ?? Math.max(minAmount, 1);
  return { minAmount, maxAmount };
}

/**
 * An item's sizes and price in the organization.
 *
 * - One size without `sizeId` (iiko's "single default size"): its price, no sizes.
 * - Sizes: those not hidden and priced above 0 in the organization are kept; the default is the
 *   one iiko marks `isDefault`, else the first; the dish's price is the default's. `sort` is the
 *   size's place in iiko's list.
 * - No size priced in the organization (`price: null` or no entry): hidden 'notInMenu' (iiko:
 *   not for sale there); priced but at 0 only: 'noPrice'. A hidden dish keeps what iiko holds, so
 *   the staff page still shows it.
 */
function pricing(
  item: IikoExternalItem,
  organizationId: string,
): {
  priceKopecks: number;
  sizes: ImportedSize[];
  main: IikoItemSize | null;
  hidden: 'notInMenu' | 'noPrice' | null;
} {
  const all = item.itemSizes ?? [];
  const visible = all.filter((size) => !size.isHidden);
  const priced = visible.filter((size) => priceFor(size.prices, organizationId) !== null);
  const kept = priced.filter((size) => (priceFor(size.prices, organizationId) ?? 0) > 0);
  const hidden = priced.length === 0 ? 'notInMenu' : kept.length === 0 ? 'noPrice' : null;
  const shown = kept.length > 0 ? kept : priced.length > 0 ? priced : all;
  const main = shown.find((size) => size.isDefault === true) ?? shown[0] ?? null;
  const price = (size: IikoItemSize) => priceFor(size.prices, organizationId) ?? 0;
  const sized = shown.filter((size): size is IikoItemSize & { sizeId: string } =>
    Boolean(size.sizeId),
  );
  if (sized.length === 0) {
    return {
      priceKopecks: main ? price(main) : 0,
      sizes: [],
      main,
      hidden: main ? hidden : 'noPrice',
    };
  }
  const sizes = sized.map(
    (size, position): ImportedSize => ({
      posId: size.sizeId,
      name: size.sizeName?.trim() || size.sizeCode?.trim() || 'Порция',
      priceKopecks: price(size),
      isDefault: size === main,
      sort: all.indexOf(size) >= 0 ? all.indexOf(size) : position,
    }),
  );
  if (!sizes.some((size) => size.isDefault) && sizes[0]) sizes[0].isDefault = true;
  const priceKopecks = sizes.find((size) => size.isDefault)?.priceKopecks ?? 0;
  return { priceKopecks, sizes, main, hidden };
}

/**
 * A size's modifier groups (`itemModifierGroups`), as our modifier groups; the rules are the
 * nomenclature's (iiko-nomenclature.ts, `modifierGroups`):
 * - the group's `restrictions` give its minimum, maximum and free amount; `required` is a minimum
 *   above 0;
 * - with `childModifiersHaveMinMaxRestrictions: true` an option keeps its own restrictions
 *   (minimum, maximum, `byDefault`); otherwise it may be taken 0 up to the group's maximum;
 * - an option that is hidden, has no `itemId`, or whose limits cannot be kept is dropped; so is a
 *   hidden group or one whose limits cannot be kept; a group left without options, or whose options
 *   cannot reach its minimum, hides the dish ('noModifiers') when it had to be chosen from;
 * - an option's price is its organization's (0: free, or none given).
 * A group without `itemGroupId` is a single modifier: `posGroupId` null.
 */
function modifierGroups(
  groups: IikoExternalModifierGroup[],
  organizationId: string,
): { groups: ImportedModifierGroup[]; broken: boolean } {
  const result: ImportedModifierGroup[] = [];
  let broken = false;
  for (const group of groups) {
    const limits = limitsOf(group.restrictions);
    const required = mustChoose(limits);
    const ownLimits = group.childModifiersHaveMinMaxRestrictions === true;
    const options: ImportedModifierOption[] = [];
    if (!group.isHidden && saneLimits(limits)) {
      for (const item of group.items ?? []) {
        if (item.isHidden || !item.itemId) continue;
        const own = limitsOf(item.restrictions);
        const minAmount = ownLimits ? own.minAmount : 0;
        const maxAmount = ownLimits ? own.maxAmount : limits.maxAmount;
        if (!saneLimits({ minAmount, maxAmount })) continue;
        options.push({
          posId: item.itemId,
          name: item.name?.trim() || 'Модификатор',
          priceKopecks: priceFor(item.prices, organizationId) ?? 0,
          minAmount,
          maxAmount,
          defaultAmount: defaultWithin(item.restrictions?.byDefault, minAmount, maxAmount),
          freeOfChargeAmount: ownLimits ? freeAmount(item.restrictions?.freeQuantity) : 0,
        });
      }
    }
    const reachable = options.reduce((sum, option) => sum + option.maxAmount, 0);
    const needed = required ? Math.max(limits.minAmount, 1) : 0;
    if (options.length === 0 || reachable < needed || limits.maxAmount < needed) {
      if (required) broken = true;
      if (options.length === 0) continue;
    }
    result.push({
      posGroupId: group.itemGroupId ?? null,
      name: group.name?.trim() || options[0]?.name || 'Модификаторы',
      minAmount: limits.minAmount,
      maxAmount: limits.maxAmount,
      required,
      freeOfChargeAmount: freeAmount(group.restrictions?.freeQuantity),
      options,
    });
  }
  return { groups: result, broken };
}

/**
 * The external menu is the group's: one category id serves every organization, while our
 * categories are per venue (categories.pos_id is unique site-wide). A venue's category is keyed by
 * a name-based UUID of its organization and iiko's category id, the same on every sync.
 */
export function externalCategoryPosId(organizationId: string, categoryId: string): string {
  const hex = createHash('sha256')
    .update(`${organizationId.toLowerCase()}:${categoryId.toLowerCase()}`)
    .digest('hex');
  // version 8 (custom), RFC 9562 variant
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${((Number.parseInt(hex[16] as string, 16) & 0x3) | 0x8).toString(16)}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** Whether the organization sells the item at all: a price (even 0) on one of its sizes. */
const soldIn = (item: IikoExternalItem, organizationId: string) =>
  (item.itemSizes ?? []).some((size) => priceFor(size.prices, organizationId) !== null);

/**
 * Our menu from iiko's external menu, in the organization's prices.
 *
 * - Only what the organization sells: an item without a price for it (no entry, or `price: null`
 *   on every size) is left out of the venue's menu, not hidden (the writer hides a dish it had);
 *   so is a category left without items. An item two organizations sell is a dish of each.
 * - Categories: `itemCategories` in iiko's order (flat, as ours), keyed per organization
 *   ({@link externalCategoryPosId}); a category with `isHidden` is not shown; its picture is
 *   `buttonImageUrl`.
 * - Dishes: each category's items with an `itemId` (the nomenclature product an order names; an
 *   item known only by `sku` could not be ordered and is skipped), of any type but 'Modifier' and
 *   'Service'. An item listed in two categories is taken once, in the first.
 * - Per dish, from its default size (or its only one): `portionWeightGrams` as its weight,
 *   `nutritionPerHundredGrams` (fats, proteins, carbs, energy), `buttonImageUrl` as its picture,
 *   its `itemModifierGroups` as its modifier groups (iiko gives them per size; ours are per dish).
 *   A measure unit of 'кг' (or `useBalanceForSell`) makes it sold by weight.
 * - Hidden, the first that applies: 'notInMenu' for an item or category with `isHidden`, or an
 *   item whose only prices there are on hidden sizes; 'noPrice'; 'noModifiers' (see
 *   `modifierGroups`).
 *
 * `revision` is left 0: the caller sets it (iiko-menu-source.ts).
 */
export function menuFromExternalMenu(
  answer: IikoExternalMenu,
  organizationId: string,
): ImportedMenu {
  const categories: ImportedCategory[] = [];
  const seen = new Set<string>();
  const dishes: ImportedDish[] = [];
  answer.itemCategories.forEach((category, index) => {
    const shownCategory: ImportedCategory = {
      posId: externalCategoryPosId(organizationId, category.id),
      name: category.name.trim(),
      sort: index,
      shown: !category.isHidden,
      imageUrl: cleanLinks([category.buttonImageUrl ?? ''])[0] ?? null,
    };
    const before = dishes.length;
    (category.items ?? []).forEach((item, sort) => {
      const type = item.type?.toLowerCase() ?? '';
      if (!item.itemId || seen.has(item.itemId) || type === 'modifier' || type === 'service') {
        return;
      }
      if (!soldIn(item, organizationId)) return;
      seen.add(item.itemId);
      const priced = pricing(item, organizationId);
      const main = priced.main;
      const modifiers = modifierGroups(main?.itemModifierGroups ?? [], organizationId);
      const measureUnit = item.measureUnit?.trim() ?? '';
      const nutrition = main?.nutritionPerHundredGrams;
      let hidden: HiddenReason | null = null;
      if (item.isHidden || !shownCategory.shown || priced.hidden === 'notInMenu') {
        hidden = 'notInMenu';
      } else if (priced.hidden === 'noPrice') hidden = 'noPrice';
      else if (modifiers.broken) hidden = 'noModifiers';
      dishes.push({
        posId: item.itemId,
        categoryPosId: shownCategory.posId,
        name: item.name?.trim() || item.sku?.trim() || item.itemId,
        description: item.description?.trim() ?? '',
        priceKopecks: priced.priceKopecks,
        weightGrams: Math.max(0, Math.round(main?.portionWeightGrams ?? 0)),
        perGram: item.useBalanceForSell === true || weighedUnits.has(measureUnit.toLowerCase()),
        measureUnit,
        nutrition: {
          proteins: nutrition?.proteins ?? 0,
          fats: nutrition?.fats ?? 0,
          carbohydrates: nutrition?.carbs ?? 0,
          calories: nutrition?.energy ?? 0,
        },
        sort,
        imageUrls: cleanLinks([main?.buttonImageUrl ?? '']),
        sizes: priced.sizes,
        modifierGroups: modifiers.groups,
        hidden,
      });
    });
    if (dishes.length > before) categories.push(shownCategory);
  });
  return { revision: 0, categories, dishes };
}

/**
 * A fingerprint of a venue's imported menu (its revision left out): equal fingerprints, the same
 * menu. The external menu has no revisions, so this is what tells the sync whether to write.
 */
export function externalMenuFingerprint(menu: ImportedMenu): string {
  return createHash('sha256')
    .update(JSON.stringify({ ...menu, revision: 0 }))
    .digest('hex');
}
