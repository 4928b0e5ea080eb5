import { describe, expect, it } from 'vitest';
import {
  type DishOptionsUpdate,
  dishOptionsMessages,
  dishOptionsUpdateSchema,
  MAX_DISH_SIZES,
  MAX_GROUP_OPTIONS,
} from './staff-dish-options';

const option = (changes: object = {}) => ({
  name: 'Соевый соус',
  priceKopecks: 3_000,
  minAmount: 0,
  maxAmount: 3,
  defaultAmount: 1,
  freeOfChargeAmount: 0,
  ...changes,
});
const group = (changes: object = {}) => ({
  name: 'Соусы',
  minAmount: 0,
  maxAmount: 6,
  required: false,
  freeOfChargeAmount: 1,
  options: [option(), option({ id: 12, name: 'Васаби', defaultAmount: 0 })],
  ...changes,
});
const roll = (changes: object = {}) => ({
  version: 3,
  sizes: [
    { id: 5, name: '4 шт', priceKopecks: 38_000, isDefault: false },
    { name: '8 шт', priceKopecks: 69_000, isDefault: true },
  ],
  groups: [group()],
  ...changes,
});

/** Each issue's message by its path, as the server's 400 names the fields. */
function issues(value: unknown): Record<string, string> {
  const result = dishOptionsUpdateSchema.safeParse(value);
  if (result.success) return {};
  return Object.fromEntries(
    result.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe('a dish’s sizes and modifiers in the editor', () => {
  it('takes a roll’s sizes and sauces, trimming the names; and a dish with none', () => {
    const parsed = dishOptionsUpdateSchema.parse(
      roll({ sizes: [{ name: '  8 шт ', priceKopecks: 69_000, isDefault: true }] }),
    ) satisfies DishOptionsUpdate;
    expect(parsed.sizes[0]?.name).toBe('8 шт');
    expect(parsed.groups[0]?.options[1]?.id).toBe(12);
    expect(dishOptionsUpdateSchema.safeParse({ version: 1, sizes: [], groups: [] }).success).toBe(
      true,
    );
  });

  it('wants exactly one default size, priced, and sizes named apart', () => {
    const size = (name: string, isDefault: boolean, priceKopecks = 10_000) => ({
      name,
      priceKopecks,
      isDefault,
    });
    expect(issues(roll({ sizes: [size('4 шт', false), size('8 шт', false)] }))).toEqual({
      sizes: dishOptionsMessages.oneDefaultSize,
    });
    expect(issues(roll({ sizes: [size('4 шт', true), size('8 шт', true)] }))).toEqual({
      sizes: dishOptionsMessages.oneDefaultSize,
    });
    expect(issues(roll({ sizes: [size('8 шт', true), size('8 ШТ', false)] }))).toEqual({
      sizes: dishOptionsMessages.sizeNames,
    });
    expect(issues(roll({ sizes: [size('8 шт', true, 0), size('4 шт', false, 0)] }))).toEqual({
      sizes: dishOptionsMessages.defaultSizePrice,
    });
    expect(issues(roll({ sizes: [size('   ', true)] }))).toEqual({
      'sizes.0.name': dishOptionsMessages.name,
    });
    expect(issues(roll({ sizes: [size('<b>8</b>', true)] }))).toEqual({
      'sizes.0.name': dishOptionsMessages.markup,
    });
    for (const priceKopecks of [-1, 10.5, 10_000_001])
      expect(issues(roll({ sizes: [size('8 шт', true), size('4', false, priceKopecks)] }))).toEqual(
        { 'sizes.1.priceKopecks': dishOptionsMessages.sizePrice },
      );
  });

  it('keeps a group’s and an option’s amounts in order', () => {
    expect(issues(roll({ groups: [group({ minAmount: 7 })] }))).toEqual({
      'groups.0.minAmount': dishOptionsMessages.minAboveMax,
    });
    expect(issues(roll({ groups: [group({ freeOfChargeAmount: 7 })] }))).toEqual({
      'groups.0.freeOfChargeAmount': dishOptionsMessages.freeAboveMax,
    });
    expect(issues(roll({ groups: [group({ required: true })] }))).toEqual({
      'groups.0.minAmount': dishOptionsMessages.requiredMin,
    });
    expect(issues(roll({ groups: [group({ required: true, minAmount: 1 })] }))).toEqual({});
    expect(issues(roll({ groups: [group({ maxAmount: 0, freeOfChargeAmount: 0 })] }))).toEqual({
      'groups.0.maxAmount': dishOptionsMessages.maxAmount,
    });
    expect(
      issues(roll({ groups: [group({ minAmount: 6, options: [option({ maxAmount: 2 })] })] })),
    ).toEqual({ 'groups.0.minAmount': dishOptionsMessages.minUnreachable });
    expect(issues(roll({ groups: [group({ options: [] })] }))).toEqual({
      'groups.0.options': dishOptionsMessages.noOptions,
    });
    const optionIssue = (changes: object) =>
      issues(roll({ groups: [group({ options: [option(changes)] })] }));
    expect(optionIssue({ minAmount: 2, maxAmount: 1, defaultAmount: 1 })).toEqual({
      'groups.0.options.0.minAmount': dishOptionsMessages.minAboveMax,
    });
    expect(optionIssue({ defaultAmount: 4 })).toEqual({
      'groups.0.options.0.defaultAmount': dishOptionsMessages.defaultOutside,
    });
    expect(optionIssue({ minAmount: 2, defaultAmount: 1 })).toEqual({
      'groups.0.options.0.defaultAmount': dishOptionsMessages.defaultOutside,
    });
    expect(optionIssue({ freeOfChargeAmount: 4 })).toEqual({
      'groups.0.options.0.freeOfChargeAmount': dishOptionsMessages.freeAboveMax,
    });
    expect(optionIssue({ maxAmount: 100 })).toEqual({
      'groups.0.options.0.maxAmount': dishOptionsMessages.maxAmount,
    });
    expect(optionIssue({ priceKopecks: -5 })).toEqual({
      'groups.0.options.0.priceKopecks': dishOptionsMessages.sizePrice,
    });
  });

  it('bounds the counts, refuses an id twice and fields it does not know', () => {
    const sizes = Array.from({ length: MAX_DISH_SIZES + 1 }, (_, index) => ({
      name: `${index + 1} шт`,
      priceKopecks: 10_000,
      isDefault: index === 0,
    }));
    expect(issues(roll({ sizes }))).toEqual({ sizes: dishOptionsMessages.tooManySizes });
    const options = Array.from({ length: MAX_GROUP_OPTIONS + 1 }, () => option());
    expect(issues(roll({ groups: [group({ options })] }))).toEqual({
      'groups.0.options': dishOptionsMessages.tooManyOptions,
    });
    expect(
      issues(
        roll({
          sizes: [
            { id: 5, name: '4 шт', priceKopecks: 38_000, isDefault: false },
            { id: 5, name: '8 шт', priceKopecks: 69_000, isDefault: true },
          ],
        }),
      ),
    ).toEqual({ sizes: dishOptionsMessages.duplicate });
    expect(issues(roll({ groups: [group(), group({ name: 'Ещё' })] }))).toEqual({
      groups: dishOptionsMessages.duplicate,
    });
    expect(dishOptionsUpdateSchema.safeParse(roll({ available: true })).success).toBe(false);
    expect(dishOptionsUpdateSchema.safeParse(roll({ version: 0 })).success).toBe(false);
  });
});
