import { describe, expect, it } from 'vitest';
import {
  categoryCreateSchema,
  categoryOrderSchema,
  dishCreateSchema,
  menuEditorMessages,
  specialCreateSchema,
} from './staff-menu';

describe('the menu editor’s contract', () => {
  const dish = {
    categoryId: 1,
    name: 'Борщ',
    description: 'свёкла, говядина',
    priceKopecks: 45_000,
    weightGrams: 350,
    proteins: 8,
    fats: 6,
    carbohydrates: 12,
    calories: 130,
    costPerGram: false,
    vatCode: null,
  };
  const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
    result.error?.issues[0]?.message;

  it('refuses a price of 0, a negative or fractional one, and a name with markup', () => {
    expect(dishCreateSchema.safeParse(dish).success).toBe(true);
    for (const priceKopecks of [0, -100, 10.5, 10_000_001])
      expect(messageOf(dishCreateSchema.safeParse({ ...dish, priceKopecks }))).toBe(
        menuEditorMessages.price,
      );
    expect(messageOf(dishCreateSchema.safeParse({ ...dish, name: '   ' }))).toBe(
      menuEditorMessages.name,
    );
    expect(
      messageOf(dishCreateSchema.safeParse({ ...dish, name: '<script>alert(1)</script>' })),
    ).toBe(menuEditorMessages.markup);
    expect(messageOf(dishCreateSchema.safeParse({ ...dish, vatCode: 13 }))).toBe(
      menuEditorMessages.vatCode,
    );
    expect(
      categoryCreateSchema.safeParse({ venueId: 4, specialId: null, name: 'Супы' }).success,
    ).toBe(false);
  });

  it('takes a special’s address in lower case and its dates in order', () => {
    const special = {
      name: 'Новый год',
      url: ' New-Year ',
      active: true,
      startsOn: null,
      endsOn: null,
    };
    expect(specialCreateSchema.parse(special).url).toBe('new-year');
    expect(messageOf(specialCreateSchema.safeParse({ ...special, url: '-new' }))).toBe(
      menuEditorMessages.specialUrl,
    );
    expect(
      messageOf(
        specialCreateSchema.safeParse({ ...special, startsOn: '2026-12-31', endsOn: '2026-12-30' }),
      ),
    ).toBe(menuEditorMessages.dates);
    // A date the database cannot keep (year 0) is the form's error, not the server's 500.
    for (const startsOn of ['0000-01-01', '1999-12-31', '2100-01-01', '2026-02-30'])
      expect(messageOf(specialCreateSchema.safeParse({ ...special, startsOn }))).toBe(
        menuEditorMessages.date,
      );
  });

  it('takes a categories’ order of two or more, each once', () => {
    const two = [
      { id: 10, version: 2 },
      { id: 11, version: 7 },
    ];
    expect(categoryOrderSchema.safeParse({ venueId: 2, categories: two }).success).toBe(true);
    for (const categories of [[two[0]], [two[0], two[0]]]) {
      const refused = categoryOrderSchema.safeParse({ venueId: 2, categories });
      expect(refused.success).toBe(false);
      expect(refused.error?.issues[0]?.message).toBe(menuEditorMessages.categoryOrder);
    }
    expect(categoryOrderSchema.safeParse({ venueId: 4, categories: two }).success).toBe(false);
  });
});
