/**
 * iiko's menu, `POST /api/1/nomenclature` (iikoTransport API v1), turned into our
 * {@link ImportedMenu} (issue 15 item 1). Its wire format is the iiko adapter's
 * (adapters/iiko/wire/nomenclature.ts).
 */
import { toKopecks } from '@storefront/contract/money';
import type {
  IikoGroup,
  IikoGroupModifier,
  IikoModifier,
  IikoNomenclature,
  IikoProduct,
  IikoSize,
  IikoSizePrice,
} from '../../adapters/iiko/wire/nomenclature';
import type {
  HiddenReason,
  ImportedCategory,
  ImportedDish,
  ImportedMenu,
  ImportedModifierGroup,
  ImportedModifierOption,
  ImportedSize,
} from '../catalog/menu-store/imported-menu';

/** iiko's product types compared without case: its docs say 'dish', its answers 'Dish' */
const productType = (product: IikoProduct) => product.type?.toLowerCase() ?? '';
const sellableTypes = new Set(['dish', 'good']);
export const weighedUnits = new Set(['кг', 'kg']);

export function cleanLinks(imageLinks: string[] | null | undefined): string[] {
  return [...new Set((imageLinks ?? []).map((link) => link.trim()).filter(Boolean))];
}

/**
 * The menu groups, walked as a tree and flattened.
 *
 * Our categories are flat per venue, while iiko groups nest (`parentGroup`). Every menu group
 * (not a modifier group) becomes one category of its own, nested or not, named by its own name; a
 * dish's category is the group it sits in directly. What the nesting still decides:
 * - `shown`: a group is shown only when it and every group above it are in the menu and not
 *   deleted, as iiko's own menu hides a whole branch with its top;
 * - `sort`: the position in a depth-first walk (parents before their children, siblings by
 *   `order`, then name), since `order` only ranks a group among its siblings.
 * A group whose parent is unknown (or a modifier group) is treated as a top-level group.
 */
function flattenGroups(groups: IikoGroup[]): Map<string, ImportedCategory> {
  const menuGroups = groups.filter((group) => !group.isGroupModifier);
  const byId = new Map(menuGroups.map((group) => [group.id, group]));
  const children = new Map<string | null, IikoGroup[]>();
  for (const group of menuGroups) {
    const parent = group.parentGroup && byId.has(group.parentGroup) ? group.parentGroup : null;
    children.set(parent, [...(children.get(parent) ?? []), group]);
  }
  const bySiblingOrder = (a: IikoGroup, b: IikoGroup) =>
    (a.order ?? 0) - (b.order ?? 0) || a.name.localeCompare(b.name, 'ru');

  const categories = new Map<string, ImportedCategory>();
  const visit = (parentId: string | null, parentShown: boolean) => {
    for (const group of (children.get(parentId) ?? []).sort(bySiblingOrder)) {
      // a cycle in parentGroup (a broken nomenclature) must not loop forever
      if (categories.has(group.id)) continue;
      const shown = parentShown && group.isIncludedInMenu && !group.isDeleted;
      categories.set(group.id, {
        posId: group.id,
        name: group.name.trim(),
        sort: categories.size,
        shown,
        imageUrl: cleanLinks(group.imageLinks)[0] ?? null,
      });
      visit(group.id, shown);
    }
  };
  visit(null, true);
  // groups only reachable through a cycle: listed last, hidden
  for (const group of menuGroups) {
    if (!categories.has(group.id)) {
      categories.set(group.id, {
        posId: group.id,
        name: group.name.trim(),
        sort: categories.size,
        shown: false,
        imageUrl: cleanLinks(group.imageLinks)[0] ?? null,
      });
    }
  }
  return categories;
}

/**
 * A product's price and sizes.
 *
 * - No sizes (`sizePrices` holds one price with `sizeId: null`): that price, no sizes.
 * - Sizes: the sizes whose price is in the menu (`isIncludedInMenu`) and above 0 are kept; the
 *   others are not sold online. A size id missing from the answer's `sizes` cannot be named to a
 *   guest and is dropped too. Among the kept sizes the default is the one iiko marks `isDefault`,
 *   else the one of lowest `priority`; the dish's price is the default size's.
 * - When no price is in the menu, the dish is hidden ('notInMenu') and its price and sizes are
 *   taken from all its prices, so the staff page still shows them; when prices are in the menu
 *   but every one is 0 (or there is none at all), it is hidden as 'noPrice'.
 */
function pricing(
  product: IikoProduct,
  sizes: Map<string, { size: IikoSize; position: number }>,
): { priceKopecks: number; sizes: ImportedSize[]; hidden: 'notInMenu' | 'noPrice' | null } {
  const prices = product.sizePrices ?? [];
  const sized = prices.filter(
    (entry): entry is IikoSizePrice & { sizeId: string } =>
      typeof entry.sizeId === 'string' && sizes.has(entry.sizeId),
  );
  const sellable = (entry: IikoSizePrice) =>
    entry.price.isIncludedInMenu && toKopecks(entry.price.currentPrice) > 0;

  if (sized.length === 0) {
    const single = prices.find((entry) => entry.sizeId == null) ?? null;
    if (!single) return { priceKopecks: 0, sizes: [], hidden: 'noPrice' };
    const priceKopecks = Math.max(0, toKopecks(single.price.currentPrice));
    if (!single.price.isIncludedInMenu) return { priceKopecks, sizes: [], hidden: 'notInMenu' };
    return { priceKopecks, sizes: [], hidden: priceKopecks > 0 ? null : 'noPrice' };
  }

  const inMenu = sized.filter((entry) => entry.price.isIncludedInMenu);
  const kept = sized.filter(sellable);
  const hidden = inMenu.length === 0 ? 'notInMenu' : kept.length === 0 ? 'noPrice' : null;
  // a hidden dish still shows the staff what iiko holds for it
  const shownEntries = kept.length > 0 ? kept : inMenu.length > 0 ? inMenu : sized;
  const bySizeScale = (a: { sizeId: string }, b: { sizeId: string }) => {
    const left = sizes.get(a.sizeId);
    const right = sizes.get(b.sizeId);
    return (
      (left?.size.priority ?? Number.MAX_SAFE_INTEGER) -
        (right?.size.priority ?? Number.MAX_SAFE_INTEGER) ||
      (left?.position ?? 0) - (right?.position ?? 0)
    );
  };
  const ordered = [...shownEntries].sort(bySizeScale);
  const defaultEntry =
    ordered.find((entry) => sizes.get(entry.sizeId)?.size.isDefault === true) ?? ordered[0];
  const importedSizes = ordered.map((entry): ImportedSize => {
    const { size, position } = sizes.get(entry.sizeId) as { size: IikoSize; position: number };
    return {
      posId: entry.sizeId,
      name: size.name.trim(),
      priceKopecks: Math.max(0, toKopecks(entry.price.currentPrice)),
      isDefault: entry === defaultEntry,
      sort: size.priority ?? position,
    };
  });
  const priceKopecks = importedSizes.find((size) => size.isDefault)?.priceKopecks ?? 0;
  return { priceKopecks, sizes: importedSizes, hidden };
}

/**
 * A modifier product's price: its size-less price, else its first price; 0 when it has none.
 * Modifier products are often left out of the menu themselves (`isIncludedInMenu: false`) and are
 * still offered inside a dish, so that flag does not drop them.
 */
function modifierPriceKopecks(product: IikoProduct): number {
  const prices = product.sizePrices ?? [];
  const entry = prices.find((price) => price.sizeId == null) ?? prices[0];
  return entry ? Math.max(0, toKopecks(entry.price.currentPrice)) : 0;
}

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

/**
 * Limits a portion count can be kept by: whole numbers, 0 or more, the maximum not below the
 * minimum. iiko's back office lets a group be saved otherwise; kept as they are they would fail
 * the database's checks and with them the venue's whole sync, so such a group or option is
 * dropped instead (and its dish hidden when it had to be chosen from).
 */
export const saneLimits = (limits: { minAmount: number; maxAmount: number }) =>
  Number.isInteger(limits.minAmount) &&
  Number.isInteger(limits.maxAmount) &&
  limits.minAmount >= 0 &&
  limits.maxAmount >= limits.minAmount;

/** A count of free portions as we keep it: a whole number, 0 or more. */
export const freeAmount = (amount: number | null | undefined) =>
  Number.isInteger(amount) ? Math.max(0, amount as number) : 0;

/** A default portion count within the option's limits. */
export const defaultWithin = (amount: number | null | undefined, min: number, max: number) =>
  clamp(Math.round(amount ?? 0), min, max);

/** A group that must be chosen from: iiko's `required`, or a minimum above 0, which is the same. */
export const mustChoose = (modifier: { required?: boolean | null; minAmount: number }) =>
  modifier.required === true || modifier.minAmount > 0;

/**
 * A product's modifiers, as our modifier groups.
 *
 * Group modifiers (`groupModifiers[]`): the group's name is that of the group with its id (a group
 * with `isGroupModifier`); its options are its `childModifiers`, each a product of type
 * 'Modifier' giving the option's name and price.
 * - With `childModifiersHaveMinMaxRestrictions: true` an option keeps its own min, max and
 *   default amount. With false or null iiko does not apply them: an option may be taken 0 up to
 *   the group's maximum times (its default amount kept within that).
 * - An option whose modifier product is missing or deleted, or whose limits cannot be kept
 *   (`saneLimits`), is dropped; so is a group whose own limits cannot. A group left without
 *   options is dropped; if it had to be chosen from (required, or minimum above 0), or its
 *   remaining options cannot together reach its minimum, the dish cannot be ordered as iiko
 *   wants it and is hidden ('noModifiers'). A deleted modifier group counts as one without
 *   options.
 * - `required` is iiko's `required`, or a minimum above 0.
 *
 * Single modifiers (`modifiers[]`): each becomes a group of one option (`posGroupId` null) named
 * after its product, with the modifier's min, max and required on the group and its min, max and
 * default on the option. Its `freeOfChargeAmount` is put on the group only, so that a one-option
 * group never counts the same free amount twice. A missing or deleted one, or one whose limits
 * cannot be kept, is dropped, hiding the dish when it had to be chosen.
 *
 * Group modifiers come first, then single ones, each in iiko's order.
 */
function modifierGroups(
  product: IikoProduct,
  products: Map<string, IikoProduct>,
  groups: Map<string, IikoGroup>,
): { groups: ImportedModifierGroup[]; broken: boolean } {
  const result: ImportedModifierGroup[] = [];
  let broken = false;
  const liveModifier = (id: string) => {
    const modifier = products.get(id);
    return modifier && !modifier.isDeleted ? modifier : null;
  };

  for (const groupModifier of product.groupModifiers ?? []) {
    const group = groups.get(groupModifier.id);
    const options =
      group?.isDeleted || !saneLimits(groupModifier)
        ? []
        : groupOptions(groupModifier, liveModifier);
    const reachable = options.reduce((sum, option) => sum + option.maxAmount, 0);
    // what a guest must take: a required group at least one portion, whatever its minimum says
    const needed = mustChoose(groupModifier) ? Math.max(groupModifier.minAmount, 1) : 0;
    if (options.length === 0 || reachable < needed || groupModifier.maxAmount < needed) {
      if (mustChoose(groupModifier)) broken = true;
      if (options.length === 0) continue;
    }
    result.push({
      posGroupId: groupModifier.id,
      name: group?.name.trim() || 'Модификаторы',
      minAmount: groupModifier.minAmount,
      maxAmount: groupModifier.maxAmount,
      required: mustChoose(groupModifier),
      freeOfChargeAmount: freeAmount(groupModifier.freeOfChargeAmount),
      options,
    });
  }

  for (const single of product.modifiers ?? []) {
    const modifier = liveModifier(single.id);
    if (!modifier || !saneLimits(single) || (mustChoose(single) && single.maxAmount < 1)) {
      if (mustChoose(single)) broken = true;
      continue;
    }
    result.push({
      posGroupId: null,
      name: modifier.name.trim(),
      minAmount: single.minAmount,
      maxAmount: single.maxAmount,
      required: mustChoose(single),
      freeOfChargeAmount: freeAmount(single.freeOfChargeAmount),
      options: [
        {
          posId: modifier.id,
          name: modifier.name.trim(),
          priceKopecks: modifierPriceKopecks(modifier),
          minAmount: single.minAmount,
          maxAmount: single.maxAmount,
          defaultAmount: defaultWithin(single.defaultAmount, single.minAmount, single.maxAmount),
          freeOfChargeAmount: 0,
        },
      ],
    });
  }
  return { groups: result, broken };
}

function groupOptions(
  groupModifier: IikoGroupModifier,
  liveModifier: (id: string) => IikoProduct | null,
): ImportedModifierOption[] {
  const ownLimits = groupModifier.childModifiersHaveMinMaxRestrictions === true;
  const options: ImportedModifierOption[] = [];
  for (const child of groupModifier.childModifiers) {
    const modifier = liveModifier(child.id);
    const limits = optionLimits(child, groupModifier, ownLimits);
    if (!modifier || !saneLimits(limits)) continue;
    options.push({
      posId: modifier.id,
      name: modifier.name.trim(),
      priceKopecks: modifierPriceKopecks(modifier),
      ...limits,
      freeOfChargeAmount: freeAmount(child.freeOfChargeAmount),
    });
  }
  return options;
}

function optionLimits(
  child: IikoModifier,
  groupModifier: IikoGroupModifier,
  ownLimits: boolean,
): { minAmount: number; maxAmount: number; defaultAmount: number } {
  const minAmount = ownLimits ? child.minAmount : 0;
  const maxAmount = ownLimits ? child.maxAmount : groupModifier.maxAmount;
  return {
    minAmount,
    maxAmount,
    defaultAmount: defaultWithin(child.defaultAmount, minAmount, maxAmount),
  };
}

/**
 * Why a dish is not on the storefront, the first that applies:
 * 1. 'deleted': `isDeleted` (kept on old orders, gone from the menu);
 * 2. 'noCategory': no `parentGroup`, or a group that is unknown, deleted or a modifier group;
 * 3. 'notInMenu': its group (or a group above it) is not in the menu, or none of its prices is;
 * 4. 'noPrice': no price in the menu above 0;
 * 5. 'noModifiers': a modifier group it must be given has no option left.
 * A hidden dish is still imported whole (price, sizes, modifiers), so that the staff page can
 * show it and a later sync that brings it back only changes the flag.
 */
function hiddenReason(
  product: IikoProduct,
  category: ImportedCategory | undefined,
  group: IikoGroup | undefined,
  priced: { hidden: 'notInMenu' | 'noPrice' | null },
  brokenModifiers: boolean,
): HiddenReason | null {
  if (product.isDeleted) return 'deleted';
  if (!category || !group || group.isDeleted) return 'noCategory';
  if (!category.shown || priced.hidden === 'notInMenu') return 'notInMenu';
  if (priced.hidden === 'noPrice') return 'noPrice';
  if (brokenModifiers) return 'noModifiers';
  return null;
}

/**
 * Our menu from iiko's nomenclature. Only products of type 'Dish' or 'Good' become dishes;
 * modifiers and services are read only as the options they are. The answer is taken whole: call
 * {@link nomenclatureUnchanged} first, since iiko's "no change" answer has no products.
 *
 * Per dish: `weight` (kg) becomes grams; `useBalanceForSell` or a measure unit of 'кг' makes it
 * sold by weight, and its price is then iiko's price per that unit (the venue sets the final sum);
 * nutrition is iiko's per-100-g amounts (0 where iiko has none); photos are `imageLinks` in
 * order, without blanks and repeats.
 */
export function menuFromNomenclature(answer: IikoNomenclature): ImportedMenu {
  const categories = flattenGroups(answer.groups);
  const groups = new Map(answer.groups.map((group) => [group.id, group]));
  const products = new Map(answer.products.map((product) => [product.id, product]));
  const sizes = new Map(answer.sizes.map((size, position) => [size.id, { size, position }]));

  const dishes = answer.products
    .filter((product) => sellableTypes.has(productType(product)))
    .map((product): ImportedDish => {
      const groupId = product.parentGroup ?? null;
      const group = groupId ? groups.get(groupId) : undefined;
      const category = groupId && !group?.isGroupModifier ? categories.get(groupId) : undefined;
      const priced = pricing(product, sizes);
      const modifiers = modifierGroups(product, products, groups);
      const measureUnit = product.measureUnit?.trim() ?? '';
      return {
        posId: product.id,
        categoryPosId: category ? category.posId : null,
        name: product.name.trim(),
        description: product.description?.trim() ?? '',
        priceKopecks: priced.priceKopecks,
        weightGrams: Math.max(0, Math.round((product.weight ?? 0) * 1000)),
        perGram: product.useBalanceForSell === true || weighedUnits.has(measureUnit.toLowerCase()),
        measureUnit,
        nutrition: {
          proteins: product.proteinsAmount ?? 0,
          fats: product.fatAmount ?? 0,
          carbohydrates: product.carbohydratesAmount ?? 0,
          calories: product.energyAmount ?? 0,
        },
        sort: product.order ?? 0,
        imageUrls: cleanLinks(product.imageLinks),
        sizes: priced.sizes,
        modifierGroups: modifiers.groups,
        hidden: hiddenReason(product, category, group, priced, modifiers.broken),
      };
    });

  return {
    revision: answer.revision,
    categories: [...categories.values()],
    dishes,
  };
}
