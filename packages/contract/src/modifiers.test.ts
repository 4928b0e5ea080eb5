import { describe, expect, it } from 'vitest';
import {
  choiceKey,
  choicePriceKopecks,
  choiceProblems,
  type DishChoice,
  type DishOptions,
  defaultChoice,
  describeChoice,
  dishChoiceSchema,
  dishOptionsSchema,
  EMPTY_CHOICE,
  MAX_CHOICE_MODIFIERS,
  type ModifierGroup,
  type ModifierOption,
  modifierMessages,
  NO_DISH_OPTIONS,
} from './modifiers';

const option = (
  id: number,
  name: string,
  fields: Partial<ModifierOption> = {},
): ModifierOption => ({
  id,
  name,
  priceKopecks: 0,
  minAmount: 0,
  maxAmount: 1,
  defaultAmount: 0,
  freeOfChargeAmount: 0,
  ...fields,
});

/** Sibumi's roll: two sizes, and up to 3 sauce portions of which 2 are free. */
const ROLL_PRICE = 49_000;
const sauces: ModifierGroup = {
  id: 21,
  name: 'Соусы',
  minAmount: 0,
  maxAmount: 3,
  required: false,
  freeOfChargeAmount: 2,
  options: [
    option(31, 'Соевый соус', { priceKopecks: 3000, maxAmount: 3, defaultAmount: 1 }),
    option(32, 'Васаби', { priceKopecks: 3000, maxAmount: 3 }),
    option(33, 'Имбирь', { priceKopecks: 3000, maxAmount: 3 }),
  ],
};
const roll: DishOptions = {
  sizes: [
    { id: 11, name: '4 шт', priceKopecks: 29_000, isDefault: false },
    { id: 12, name: '8 шт', priceKopecks: ROLL_PRICE, isDefault: true },
  ],
  groups: [sauces],
};

/** The gastropub's steak: doneness must be chosen (one), sauces are paid, one of each at most. */
const STEAK_PRICE = 89_000;
const doneness: ModifierGroup = {
  id: 41,
  name: 'Прожарка',
  minAmount: 1,
  maxAmount: 1,
  required: true,
  freeOfChargeAmount: 0,
  options: [option(51, 'Rare'), option(52, 'Medium'), option(53, 'Well done')],
};
const steakSauces: ModifierGroup = {
  id: 42,
  name: 'Соус к стейку',
  minAmount: 0,
  maxAmount: 2,
  required: false,
  freeOfChargeAmount: 0,
  options: [
    option(61, 'Перечный', { priceKopecks: 15_000 }),
    option(62, 'Грибной', { priceKopecks: 12_000 }),
  ],
};
const steak: DishOptions = { sizes: [], groups: [doneness, steakSauces] };

/** The pastry shop's cake: two sizes, neither marked default, and a paid inscription. */
const cake: DishOptions = {
  sizes: [
    { id: 71, name: '1 кг', priceKopecks: 180_000, isDefault: false },
    { id: 72, name: '2 кг', priceKopecks: 340_000, isDefault: false },
  ],
  groups: [
    {
      id: 81,
      name: 'Надпись на торте',
      minAmount: 0,
      maxAmount: 1,
      required: false,
      freeOfChargeAmount: 0,
      options: [option(91, 'Надпись на торте', { priceKopecks: 30_000 })],
    },
  ],
};

const choice = (sizeId: number | null, ...modifiers: [number, number][]): DishChoice => ({
  sizeId,
  modifiers: modifiers.map(([optionId, amount]) => ({ optionId, amount })),
});

describe('the fixtures', () => {
  it('are what the catalogue schema accepts', () => {
    for (const options of [roll, steak, cake, NO_DISH_OPTIONS])
      expect(dishOptionsSchema.safeParse(options).success).toBe(true);
  });
});

describe('defaultChoice', () => {
  it('starts with the default size and the options’ default amounts', () => {
    expect(defaultChoice(roll)).toEqual(choice(12, [31, 1]));
  });

  it('keeps the group’s maximum when the options’ defaults together pass it', () => {
    const generous: DishOptions = {
      sizes: [],
      groups: [
        {
          ...sauces,
          options: [
            option(31, 'Соевый соус', { maxAmount: 3, defaultAmount: 2 }),
            option(32, 'Васаби', { maxAmount: 3, defaultAmount: 2 }),
          ],
        },
      ],
    };
    const start = defaultChoice(generous);
    expect(start).toEqual(choice(null, [31, 2], [32, 1]));
    expect(choiceProblems(generous, start)).toEqual([]);
  });

  it('starts with a size on sale when the default one is on the stop list', () => {
    const eightOut: DishOptions = {
      ...roll,
      sizes: roll.sizes.map((size) => (size.id === 12 ? { ...size, available: false } : size)),
    };
    expect(defaultChoice(eightOut).sizeId).toBe(11);
    expect(choiceProblems(eightOut, choice(12))).toEqual([
      { groupId: null, message: modifierMessages.sizeUnavailable },
    ]);
    expect(choiceProblems(eightOut, choice(11))).toEqual([]);
  });

  it('takes the first size when none is the default, and no size when there are none', () => {
    expect(defaultChoice(cake)).toEqual(choice(71));
    expect(defaultChoice(steak)).toEqual(EMPTY_CHOICE);
    expect(defaultChoice(NO_DISH_OPTIONS)).toEqual(EMPTY_CHOICE);
  });
});

describe('choiceProblems', () => {
  it('finds none in a choice within every limit', () => {
    expect(choiceProblems(roll, defaultChoice(roll))).toEqual([]);
    expect(choiceProblems(roll, choice(11, [31, 1], [32, 1], [33, 1]))).toEqual([]);
    expect(choiceProblems(steak, choice(null, [52, 1], [61, 1], [62, 1]))).toEqual([]);
    expect(choiceProblems(NO_DISH_OPTIONS, EMPTY_CHOICE)).toEqual([]);
  });

  it('asks for a required group left unchosen', () => {
    expect(choiceProblems(steak, defaultChoice(steak))).toEqual([
      { groupId: 41, message: 'Выберите: Прожарка' },
    ]);
  });

  it('treats a minimum above 0 as required, and asks for the rest of a minimum', () => {
    const atLeastTwo: DishOptions = { sizes: [], groups: [{ ...sauces, minAmount: 2 }] };
    expect(choiceProblems(atLeastTwo, EMPTY_CHOICE)).toEqual([
      { groupId: 21, message: 'Выберите: Соусы' },
    ]);
    expect(choiceProblems(atLeastTwo, choice(null, [32, 1]))).toEqual([
      { groupId: 21, message: 'Соусы: выберите не меньше 2' },
    ]);
    expect(choiceProblems(atLeastTwo, choice(null, [32, 2]))).toEqual([]);
  });

  it('refuses more than the group’s maximum, counting every portion', () => {
    expect(choiceProblems(roll, choice(12, [31, 2], [32, 2]))).toEqual([
      { groupId: 21, message: 'Соусы: не больше 3' },
    ]);
    expect(choiceProblems(steak, choice(null, [51, 1], [52, 1]))).toEqual([
      { groupId: 41, message: 'Прожарка: не больше 1' },
    ]);
  });

  it('refuses more of an option than its own maximum', () => {
    expect(choiceProblems(steak, choice(null, [53, 1], [61, 2]))).toEqual([
      { groupId: 42, message: 'Перечный: не больше 1 порции' },
    ]);
  });

  it('asks for an option’s own minimum', () => {
    const withGinger: DishOptions = {
      sizes: [],
      groups: [
        {
          ...sauces,
          options: [...sauces.options.slice(0, 2), option(33, 'Имбирь', { minAmount: 1 })],
        },
      ],
    };
    expect(choiceProblems(withGinger, choice(null, [31, 1]))).toEqual([
      { groupId: 21, message: 'Имбирь: не меньше 1 порции' },
    ]);
    expect(choiceProblems(withGinger, choice(null, [33, 1]))).toEqual([]);
  });

  it('says a single modifier’s limit once, from its group', () => {
    expect(choiceProblems(cake, choice(71, [91, 2]))).toEqual([
      { groupId: 81, message: 'Надпись на торте: не больше 1' },
    ]);
  });

  it('asks for a size when the dish has sizes', () => {
    expect(choiceProblems(roll, choice(null))).toEqual([
      { groupId: null, message: modifierMessages.chooseSize },
    ]);
    expect(modifierMessages.chooseSize).toBe('Выберите размер');
  });

  it('says once that a size or an option is no longer on the menu', () => {
    const gone = { groupId: null, message: 'Этого варианта больше нет в меню' };
    expect(choiceProblems(roll, choice(13))).toEqual([gone]);
    expect(choiceProblems(roll, choice(12, [999, 1]))).toEqual([gone]);
    expect(choiceProblems(roll, choice(13, [998, 1], [999, 1]))).toEqual([gone]);
    // a dish that has lost its sizes since the basket was made
    expect(choiceProblems(steak, choice(12, [52, 1]))).toEqual([gone]);
  });

  it('lists the size, then the groups in the menu’s order', () => {
    expect(choiceProblems({ ...steak, sizes: roll.sizes }, choice(null, [61, 2]))).toEqual([
      { groupId: null, message: 'Выберите размер' },
      { groupId: 41, message: 'Выберите: Прожарка' },
      { groupId: 42, message: 'Перечный: не больше 1 порции' },
    ]);
  });
});

describe('modifierMessages', () => {
  it('names portions in the right plural', () => {
    expect(modifierMessages.optionMax('Васаби', 1)).toBe('Васаби: не больше 1 порции');
    expect(modifierMessages.optionMax('Васаби', 3)).toBe('Васаби: не больше 3 порций');
    expect(modifierMessages.optionMax('Васаби', 5)).toBe('Васаби: не больше 5 порций');
    expect(modifierMessages.optionMin('Васаби', 21)).toBe('Васаби: не меньше 21 порции');
  });
});

describe('choicePriceKopecks', () => {
  it('prices by the chosen size instead of the dish’s price', () => {
    expect(choicePriceKopecks(ROLL_PRICE, roll, choice(11))).toBe(29_000);
    expect(choicePriceKopecks(180_000, cake, choice(72))).toBe(340_000);
    expect(choicePriceKopecks(180_000, cake, choice(72, [91, 1]))).toBe(370_000);
  });

  it('keeps the dish’s price when it has no sizes', () => {
    expect(choicePriceKopecks(STEAK_PRICE, steak, choice(null, [52, 1]))).toBe(89_000);
    expect(choicePriceKopecks(STEAK_PRICE, steak, choice(null, [52, 1], [61, 1]))).toBe(104_000);
    expect(choicePriceKopecks(STEAK_PRICE, NO_DISH_OPTIONS, EMPTY_CHOICE)).toBe(89_000);
  });

  it('gives the group’s free portions: 2 free of soy ×2 and wasabi ×1 leaves one paid', () => {
    expect(choicePriceKopecks(ROLL_PRICE, roll, choice(12, [31, 2], [32, 1]))).toBe(52_000);
    expect(choicePriceKopecks(ROLL_PRICE, roll, choice(12, [31, 2]))).toBe(49_000);
    expect(choicePriceKopecks(ROLL_PRICE, roll, choice(11, [33, 1]))).toBe(29_000);
  });

  it('makes the cheapest portions the free ones, in whatever order they were chosen', () => {
    const oneFree: DishOptions = { sizes: [], groups: [{ ...steakSauces, freeOfChargeAmount: 1 }] };
    // Грибной (120 ₽) is free, Перечный (150 ₽) is paid
    expect(choicePriceKopecks(STEAK_PRICE, oneFree, choice(null, [61, 1], [62, 1]))).toBe(104_000);
    expect(choicePriceKopecks(STEAK_PRICE, oneFree, choice(null, [62, 1], [61, 1]))).toBe(104_000);
    expect(choicePriceKopecks(STEAK_PRICE, oneFree, choice(null, [61, 1]))).toBe(89_000);
  });

  it('takes an option’s own free portions before the group’s', () => {
    const gingerOneFree: DishOptions = {
      sizes: [],
      groups: [
        {
          ...sauces,
          freeOfChargeAmount: 1,
          options: sauces.options.map((sauce) =>
            sauce.id === 33 ? { ...sauce, freeOfChargeAmount: 1 } : sauce,
          ),
        },
      ],
    };
    // ginger ×2: one free of its own, one paid; soy ×1 paid; the group's 1 free leaves one of two
    expect(choicePriceKopecks(ROLL_PRICE, gingerOneFree, choice(null, [33, 2], [31, 1]))).toBe(
      52_000,
    );
    expect(choicePriceKopecks(ROLL_PRICE, gingerOneFree, choice(null, [33, 1]))).toBe(49_000);
  });

  it('leaves out options the menu does not have', () => {
    expect(choicePriceKopecks(ROLL_PRICE, roll, choice(12, [999, 5]))).toBe(49_000);
  });
});

describe('choiceKey', () => {
  it('is the same whatever order the options were chosen in', () => {
    const key = choiceKey(choice(12, [33, 1], [31, 2]));
    expect(key).toBe(choiceKey(choice(12, [31, 2], [33, 1])));
    expect(key).toBe('s12,m31x2,m33x1');
  });

  it('tells another size or amount apart', () => {
    const key = choiceKey(choice(12, [31, 2]));
    expect(choiceKey(choice(11, [31, 2]))).not.toBe(key);
    expect(choiceKey(choice(12, [31, 1]))).not.toBe(key);
    expect(choiceKey(choice(12))).not.toBe(key);
    expect(choiceKey(choice(null, [31, 2]))).toBe('m31x2');
  });

  it('is empty for the empty choice, as basket lines made before modifiers are', () => {
    expect(choiceKey(EMPTY_CHOICE)).toBe('');
    expect(choiceKey(defaultChoice(steak))).toBe('');
  });
});

describe('describeChoice', () => {
  it('names the size, then the options in the menu’s order, with portions above one', () => {
    expect(describeChoice(roll, choice(12, [32, 1], [31, 2]))).toBe(
      '8 шт · Соевый соус ×2 · Васаби',
    );
    expect(describeChoice(steak, choice(null, [62, 1], [52, 1]))).toBe('Medium · Грибной');
    expect(describeChoice(cake, choice(72, [91, 1]))).toBe('2 кг · Надпись на торте');
  });

  it('is empty for the empty choice and leaves out what the menu no longer has', () => {
    expect(describeChoice(steak, EMPTY_CHOICE)).toBe('');
    expect(describeChoice(roll, choice(13, [999, 1], [33, 1]))).toBe('Имбирь');
  });
});

describe('dishChoiceSchema', () => {
  const valid = { sizeId: 12, modifiers: [{ optionId: 31, amount: 2 }] };
  const messageOf = (value: unknown) => dishChoiceSchema.safeParse(value).error?.issues[0]?.message;

  it('accepts a choice, and the empty one', () => {
    expect(dishChoiceSchema.parse(valid)).toEqual(valid);
    expect(dishChoiceSchema.parse(EMPTY_CHOICE)).toEqual(EMPTY_CHOICE);
  });

  it('refuses an option named twice', () => {
    expect(
      messageOf({
        sizeId: 12,
        modifiers: [
          { optionId: 31, amount: 1 },
          { optionId: 31, amount: 1 },
        ],
      }),
    ).toBe(modifierMessages.duplicate);
  });

  it('refuses amounts of 0, fractions, too many portions and too many options', () => {
    for (const amount of [0, -1, 1.5, 100])
      expect(
        dishChoiceSchema.safeParse({ sizeId: 12, modifiers: [{ optionId: 31, amount }] }).success,
      ).toBe(false);
    const many = Array.from({ length: MAX_CHOICE_MODIFIERS + 1 }, (_, i) => ({
      optionId: i + 1,
      amount: 1,
    }));
    expect(dishChoiceSchema.safeParse({ sizeId: null, modifiers: many }).success).toBe(false);
    expect(dishChoiceSchema.safeParse({ sizeId: null, modifiers: many.slice(1) }).success).toBe(
      true,
    );
  });

  it('refuses ids that are not positive integers, and a missing size', () => {
    for (const sizeId of [0, -3, 1.5, '12'])
      expect(dishChoiceSchema.safeParse({ ...valid, sizeId }).success).toBe(false);
    expect(
      dishChoiceSchema.safeParse({ sizeId: 12, modifiers: [{ optionId: 0, amount: 1 }] }).success,
    ).toBe(false);
    expect(dishChoiceSchema.safeParse({ modifiers: [] }).success).toBe(false);
  });
});
