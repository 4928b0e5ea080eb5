import { errorMessages } from '@storefront/contract/error-messages';
import type { StaffProfile } from '@storefront/contract/staff';
import {
  type DishOptionsResponse,
  dishOptionsMessages,
} from '@storefront/contract/staff-dish-options';
import type { EditorDish, MenuEditorResponse } from '@storefront/contract/staff-menu';
import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, stubApi } from '../../../testing/api-stub';
import { RESTORE_MINE } from '../../../ui/form/form';
import { operatorProfile, renderOnStaffStore } from '../../testing/render-staff';
import { SIZED_PRICE_HINT } from './menu-dish-form';
import { OPTIONS_SAVED, OPTIONS_TITLE, SAVE_OPTIONS } from './menu-dish-options';
import { MenuSection } from './menu-section';

const manager: StaffProfile = {
  ...operatorProfile,
  id: 3,
  login: 'olga',
  name: 'Ольга',
  role: 'manager',
  venues: [2],
};

const philadelphia: EditorDish = {
  kind: 'product',
  id: 5,
  venueId: 2,
  categoryId: 10,
  name: 'Филадельфия',
  description: 'рис, лосось, сливочный сыр',
  priceKopecks: 69_000,
  weightGrams: 250,
  proteins: 9.5,
  fats: 11,
  carbohydrates: 20,
  calories: 215,
  costPerGram: false,
  vatCode: null,
  imageUrl: '/media/generated/dish-5.webp',
  hasPhoto: false,
  available: true,
  makeMinutes: null,
  leadHours: 0,
  sort: 0,
  version: 3,
};

const menu: MenuEditorResponse = {
  venueId: 2,
  categories: [
    {
      id: 10,
      venueId: 2,
      specialId: null,
      name: 'Роллы',
      icon: 'roll',
      makeMinutes: null,
      sort: 0,
      version: 1,
      dishes: [philadelphia],
    },
  ],
  specials: [],
  readOnly: null,
};

const sauces = {
  id: 40,
  name: 'Соусы',
  minAmount: 0,
  maxAmount: 6,
  required: false,
  freeOfChargeAmount: 1,
  options: [
    {
      id: 41,
      name: 'Соевый соус',
      priceKopecks: 3_000,
      minAmount: 0,
      maxAmount: 3,
      defaultAmount: 1,
      freeOfChargeAmount: 0,
    },
    {
      id: 42,
      name: 'Имбирь',
      priceKopecks: 3_000,
      minAmount: 0,
      maxAmount: 3,
      defaultAmount: 0,
      freeOfChargeAmount: 0,
    },
  ],
};

const options: DishOptionsResponse = {
  dish: philadelphia,
  sizes: [
    { id: 31, name: '4 шт', priceKopecks: 38_000, isDefault: false },
    { id: 32, name: '8 шт', priceKopecks: 69_000, isDefault: true },
  ],
  groups: [sauces],
};

const OPTIONS = 'GET /api/staff/menu/dishes/product/5/options';
const SAVE = 'PUT /api/staff/menu/dishes/product/5/options';

function renderMenu(routes: Parameters<typeof stubApi>[0] = {}) {
  const api = stubApi({
    'GET /api/staff/me': json(200, manager),
    'GET /api/staff/menu': json(200, menu),
    [OPTIONS]: json(200, options),
    ...routes,
  });
  const { user } = renderOnStaffStore(<MenuSection />);
  return { api, user };
}

async function openOptions(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Изменить «Филадельфия»' }));
  const dialog = screen.getByRole('dialog', { name: 'Блюдо «Филадельфия»' });
  const section = within(dialog).getByRole('region', { name: OPTIONS_TITLE });
  await within(section).findByRole('group', { name: 'Размер 1: 4 шт' });
  return { dialog, section };
}

const input = (scope: HTMLElement, group: string, label: string) =>
  within(within(scope).getByRole('group', { name: group })).getByLabelText(
    label,
  ) as HTMLInputElement;

describe('a dish’s sizes and modifiers in its dialog', () => {
  it('shows the saved ones, and saves changes with their ids kept and the new rows without', async () => {
    const saved: DishOptionsResponse = {
      dish: { ...philadelphia, priceKopecks: 99_000, version: 4 },
      sizes: [
        { id: 31, name: '4 кусочка', priceKopecks: 38_000, isDefault: false },
        { id: 32, name: '8 шт', priceKopecks: 69_000, isDefault: false },
        { id: 33, name: '12 шт', priceKopecks: 99_000, isDefault: true },
      ],
      groups: [sauces],
    };
    const { api, user } = renderMenu({
      [SAVE]: json(200, saved),
      'PUT /api/staff/menu/dishes/product/5': json(200, saved.dish),
    });
    const { dialog, section } = await openOptions(user);
    expect(input(section, 'Размер 2: 8 шт', 'Цена, ₽').value).toBe('690');
    expect(
      (
        within(section)
          .getByRole('group', { name: 'Размер 2: 8 шт' })
          .querySelector('input[type=radio]') as HTMLInputElement
      ).checked,
    ).toBe(true);
    expect(input(section, 'Соусы, вариант 1: Соевый соус', 'Сразу, шт').value).toBe('1');

    await user.clear(input(section, 'Размер 1: 4 шт', 'Название размера'));
    await user.type(input(section, 'Размер 1', 'Название размера'), '4 кусочка');
    await user.click(within(section).getByRole('button', { name: 'Добавить размер' }));
    await user.type(input(section, 'Размер 3', 'Название размера'), '12 шт');
    await user.type(input(section, 'Размер 3: 12 шт', 'Цена, ₽'), '990');
    await user.click(
      within(within(section).getByRole('group', { name: 'Размер 3: 12 шт' })).getByLabelText(
        'По умолчанию',
      ),
    );
    await user.click(
      within(section).getByRole('button', { name: 'Удалить вариант «Имбирь» из «Соусы»' }),
    );
    await user.click(within(section).getByRole('button', { name: 'Добавить вариант в «Соусы»' }));
    await user.type(input(section, 'Соусы, вариант 2', 'Вариант'), 'Васаби');
    await user.clear(input(section, 'Соусы, вариант 2: Васаби', 'Цена, ₽'));
    await user.type(input(section, 'Соусы, вариант 2: Васаби', 'Цена, ₽'), '30');
    await user.click(within(section).getByRole('button', { name: SAVE_OPTIONS }));

    expect(await within(section).findByText(OPTIONS_SAVED)).toBeTruthy();
    expect(api.callsTo(SAVE)[0]?.body).toEqual({
      version: 3,
      sizes: [
        { id: 31, name: '4 кусочка', priceKopecks: 38_000, isDefault: false },
        { id: 32, name: '8 шт', priceKopecks: 69_000, isDefault: false },
        { name: '12 шт', priceKopecks: 99_000, isDefault: true },
      ],
      groups: [
        {
          id: 40,
          name: 'Соусы',
          minAmount: 0,
          maxAmount: 6,
          required: false,
          freeOfChargeAmount: 1,
          options: [
            sauces.options[0],
            {
              name: 'Васаби',
              priceKopecks: 3_000,
              minAmount: 0,
              maxAmount: 1,
              defaultAmount: 0,
              freeOfChargeAmount: 0,
            },
          ],
        },
      ],
    });
    // The dish's price follows its default size; its next save names the new version.
    const price = within(dialog).getAllByLabelText('Цена, ₽')[0] as HTMLInputElement;
    expect(price.value).toBe('990');
    // set by the sizes, not typed
    expect(price.disabled).toBe(true);
    expect(within(dialog).getByText(SIZED_PRICE_HINT)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() =>
      expect(api.callsTo('PUT /api/staff/menu/dishes/product/5')[0]?.body).toMatchObject({
        version: 4,
        priceKopecks: 99_000,
      }),
    );
  });

  it('refuses broken rows with the contract’s messages beside the fields, unsent', async () => {
    const { api, user } = renderMenu();
    const { section } = await openOptions(user);
    await user.clear(input(section, 'Размер 1: 4 шт', 'Название размера'));
    await user.click(within(section).getByLabelText('Обязательная'));
    await user.clear(input(section, 'Соусы, вариант 1: Соевый соус', 'Сразу, шт'));
    await user.type(input(section, 'Соусы, вариант 1: Соевый соус', 'Сразу, шт'), '5');
    await user.click(within(section).getByRole('button', { name: SAVE_OPTIONS }));

    const name = input(section, 'Размер 1', 'Название размера');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(name.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      dishOptionsMessages.name,
    );
    expect(within(section).getByText(dishOptionsMessages.requiredMin)).toBeTruthy();
    expect(within(section).getByText(dishOptionsMessages.defaultOutside)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(api.callsTo(SAVE)).toHaveLength(0);

    // Typing in the field takes its message away.
    await user.type(name, '4 шт');
    expect(name.getAttribute('aria-invalid')).toBeNull();
  });

  it('says what a list lacks under the list: one default size, a group’s options', async () => {
    const { api, user } = renderMenu();
    const { section } = await openOptions(user);
    await user.click(within(section).getByRole('button', { name: 'Удалить размер «8 шт»' }));
    await user.click(
      within(section).getByRole('button', { name: 'Удалить вариант «Имбирь» из «Соусы»' }),
    );
    await user.click(
      within(section).getByRole('button', { name: 'Удалить вариант «Соевый соус» из «Соусы»' }),
    );
    await user.click(within(section).getByRole('button', { name: SAVE_OPTIONS }));

    const sizesMessage = await within(section).findByText(dishOptionsMessages.oneDefaultSize);
    expect(sizesMessage.getAttribute('role')).toBe('alert');
    const radio = within(section)
      .getByRole('group', { name: 'Размер 1: 4 шт' })
      .querySelector('input[type=radio]') as HTMLInputElement;
    expect(radio.getAttribute('aria-invalid')).toBe('true');
    expect(radio.getAttribute('aria-describedby')).toBe(sizesMessage.id);
    expect(within(section).getByText(dishOptionsMessages.noOptions)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(radio));
    expect(api.callsTo(SAVE)).toHaveLength(0);

    // The default chosen: the sizes' message goes.
    await user.click(radio);
    expect(within(section).queryByText(dishOptionsMessages.oneDefaultSize)).toBeNull();
  });

  it('on a conflict shows the options saved meanwhile, and saves them with the new version', async () => {
    const current: DishOptionsResponse = {
      dish: { ...philadelphia, version: 7 },
      sizes: [{ id: 32, name: '8 шт', priceKopecks: 69_000, isDefault: true }],
      groups: [],
    };
    let answers = 0;
    const { api, user } = renderMenu({
      [SAVE]: () => {
        answers += 1;
        return answers === 1
          ? json(409, { errType: 'conflict', message: errorMessages.conflict, current })
          : json(200, { ...current, dish: { ...current.dish, version: 8 } });
      },
    });
    const { section } = await openOptions(user);
    await user.click(within(section).getByRole('button', { name: SAVE_OPTIONS }));
    expect(await within(section).findByText(errorMessages.conflict)).toBeTruthy();
    expect(within(section).queryByRole('group', { name: 'Размер 1: 4 шт' })).toBeNull();
    expect(within(section).getByRole('group', { name: 'Размер 1: 8 шт' })).toBeTruthy();
    expect(within(section).queryByRole('group', { name: 'Группа 1: Соусы' })).toBeNull();

    await user.click(within(section).getByRole('button', { name: SAVE_OPTIONS }));
    expect(await within(section).findByText(OPTIONS_SAVED)).toBeTruthy();
    expect(api.callsTo(SAVE)[1]?.body).toMatchObject({ version: 7, groups: [] });
  });

  it('on a conflict keeps the member’s list: «Вернуть моё» puts it back over the new version', async () => {
    // Meanwhile another manager removed the 4-piece size and the sauces.
    const current: DishOptionsResponse = {
      dish: { ...philadelphia, version: 7 },
      sizes: [{ id: 32, name: '8 шт', priceKopecks: 69_000, isDefault: true }],
      groups: [],
    };
    let answers = 0;
    const { api, user } = renderMenu({
      [SAVE]: () => {
        answers += 1;
        return answers === 1
          ? json(409, { errType: 'conflict', message: errorMessages.conflict, current })
          : json(200, { ...options, dish: { ...current.dish, version: 8 } });
      },
    });
    const { section } = await openOptions(user);
    const price = input(section, 'Размер 1: 4 шт', 'Цена, ₽');
    await user.clear(price);
    await user.type(price, '390');
    await user.click(within(section).getByRole('button', { name: SAVE_OPTIONS }));
    expect(await within(section).findByText(errorMessages.conflict)).toBeTruthy();
    expect(within(section).queryByRole('group', { name: 'Размер 1: 4 шт' })).toBeNull();

    await user.click(within(section).getByRole('button', { name: RESTORE_MINE }));
    expect(input(section, 'Размер 1: 4 шт', 'Цена, ₽').value).toBe('390');
    expect(within(section).getByRole('group', { name: 'Группа 1: Соусы' })).toBeTruthy();
    expect(within(section).queryByRole('button', { name: RESTORE_MINE })).toBeNull();
    expect(within(section).queryByText(errorMessages.conflict)).toBeNull();

    await user.click(within(section).getByRole('button', { name: SAVE_OPTIONS }));
    expect(await within(section).findByText(OPTIONS_SAVED)).toBeTruthy();
    const sent = api.callsTo(SAVE)[1]?.body as {
      version: number;
      sizes: { id?: number; name: string; priceKopecks: number }[];
      groups: { id?: number; options: { id?: number }[] }[];
    };
    expect(sent.version).toBe(7);
    // What the other manager removed comes back as new rows; the size both kept keeps its id.
    expect(sent.sizes).toEqual([
      expect.not.objectContaining({ id: expect.anything() }),
      expect.objectContaining({ id: 32, name: '8 шт' }),
    ]);
    expect(sent.sizes[0]).toMatchObject({ name: '4 шт', priceKopecks: 39_000 });
    expect(sent.groups[0]?.id).toBeUndefined();
    expect(sent.groups[0]?.options.every((option) => option.id === undefined)).toBe(true);
  });

  it('shows another dish’s ids refused by the server as the section’s message', async () => {
    const { user } = renderMenu({
      [SAVE]: json(400, {
        errType: 'validation',
        message: errorMessages.validation,
        fields: { 'sizes.0.id': dishOptionsMessages.foreignId },
      }),
    });
    const { section } = await openOptions(user);
    await user.click(within(section).getByRole('button', { name: SAVE_OPTIONS }));
    expect(await within(section).findByText(dishOptionsMessages.foreignId)).toBeTruthy();
  });
});
