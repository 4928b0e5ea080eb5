import type { MenuProduct } from '@storefront/contract/catalog';
import type { DishOptions } from '@storefront/contract/modifiers';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, stubApi } from '../../testing/api-stub';
import { productCard } from '../../testing/product-card';
import { renderPage } from '../../testing/render';
import { CardDishChoice } from './dish-choice-control';
import { MenuProductCard } from './menu-product-card';

const option = (id: number, name: string, priceKopecks: number, maxAmount = 1) => ({
  id,
  name,
  priceKopecks,
  minAmount: 0,
  maxAmount,
  defaultAmount: 0,
  freeOfChargeAmount: 0,
});

const steakOptions: DishOptions = {
  sizes: [],
  groups: [
    {
      id: 1,
      name: 'Прожарка',
      minAmount: 1,
      maxAmount: 1,
      required: true,
      freeOfChargeAmount: 0,
      options: [option(11, 'Medium rare', 0), option(12, 'Well done', 0)],
    },
    {
      id: 2,
      name: 'Соус к стейку',
      minAmount: 0,
      maxAmount: 2,
      required: false,
      freeOfChargeAmount: 0,
      options: [option(21, 'Перечный', 150_00), option(22, 'Чимичурри', 170_00)],
    },
  ],
};

const rollOptions: DishOptions = {
  sizes: [
    { id: 31, name: '4 шт', priceKopecks: 390_00, isDefault: false },
    { id: 32, name: '8 шт', priceKopecks: 690_00, isDefault: true },
  ],
  groups: [
    {
      id: 3,
      name: 'Соусы и добавки',
      minAmount: 0,
      maxAmount: 6,
      required: false,
      freeOfChargeAmount: 1,
      options: [{ ...option(41, 'Соевый соус', 30_00, 3), defaultAmount: 1 }],
    },
  ],
};

const card = (id: number, name: string, price: number, options: DishOptions) =>
  productCard(id, name, price, { options });

/** The price as shown, without the words read out before it. */
const price = () =>
  screen
    .getAllByRole('status')
    .find((status) => status.textContent?.startsWith('Цена: '))
    ?.textContent?.slice('Цена: '.length);

describe('choosing a dish’s sizes and modifiers', () => {
  it('asks for a required choice, then adds the dish so chosen at its price', async () => {
    const { user, store } = renderPage(
      <CardDishChoice card={card(5, 'Стейк рибай', 2900, steakOptions)} />,
    );
    expect(price()).toBe('2\u00a0900\u00a0Р');
    // No message before the guest tries.
    expect(screen.queryByText('Выберите: Прожарка')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'В корзину' }));
    expect(screen.getByText('Выберите: Прожарка')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Medium rare' }));
    expect(store.getState().basket.lines).toEqual([]);

    await user.click(screen.getByRole('radio', { name: 'Well done' }));
    expect(screen.queryByText('Выберите: Прожарка')).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Чимичурри' }));
    expect(price()).toBe('3\u00a0070\u00a0Р');
    await user.click(screen.getByRole('button', { name: 'В корзину' }));
    expect(store.getState().basket.lines).toEqual([
      expect.objectContaining({
        id: 5,
        count: 1,
        price: 3070,
        summa: 3070,
        choice: {
          sizeId: null,
          modifiers: [
            { optionId: 12, amount: 1 },
            { optionId: 22, amount: 1 },
          ],
        },
        choiceText: 'Well done · Чимичурри',
      }),
    ]);
    // The line's stepper takes the button's place, and the focus.
    const inBasket = screen.getByRole('group', {
      name: 'Количество: Стейк рибай (Well done · Чимичурри)',
    });
    expect(document.activeElement).toBe(
      within(inBasket).getByRole('button', { name: /Увеличить/ }),
    );
  });

  it('adds the same dish chosen otherwise as a second line', async () => {
    const { user, store } = renderPage(
      <CardDishChoice card={card(7, 'Филадельфия', 690, rollOptions)} />,
    );
    // Eight pieces with one soy sauce, which is free.
    expect(price()).toBe('690\u00a0Р');
    await user.click(screen.getByRole('button', { name: 'В корзину' }));
    await user.click(screen.getByRole('radio', { name: '4 шт · 390\u00a0Р' }));
    const soy = screen.getByRole('group', { name: 'Количество: Соевый соус' });
    await user.click(within(soy).getByRole('button', { name: /Увеличить/ }));
    await user.click(within(soy).getByRole('button', { name: /Увеличить/ }));
    // Three portions is the option's most.
    expect(within(soy).getByRole<HTMLButtonElement>('button', { name: /Увеличить/ }).disabled).toBe(
      true,
    );
    expect(price()).toBe('450\u00a0Р');
    await user.click(screen.getByRole('button', { name: 'В корзину' }));
    expect(
      store.getState().basket.lines.map(({ choiceText, price, count }) => ({
        choiceText,
        price,
        count,
      })),
    ).toEqual([
      { choiceText: '8 шт · Соевый соус', price: 690, count: 1 },
      { choiceText: '4 шт · Соевый соус ×3', price: 450, count: 1 },
    ]);
  });
});

describe('a menu card of a dish with options', () => {
  const product: MenuProduct = {
    id: 7,
    name: 'Филадельфия',
    prise: 690,
    gramm: 250,
    img_elem: '/media/products/7.svg',
    iiko_id: 'guid-7',
    special: false,
    available: true,
    cost_per_gram: false,
    has_options: true,
  };

  it('opens the choice in a sheet and closes it once the dish is added', async () => {
    stubApi({ 'GET /api/product/7': json(200, card(7, 'Филадельфия', 690, rollOptions)) });
    const { user, store } = renderPage(
      <MenuProductCard product={product} venueId={2} venueName="Сибуми" href="/menu/7" />,
    );
    const opener = screen.getByRole('button', {
      name: 'Выбрать и добавить в корзину: Филадельфия',
    });
    await user.click(opener);
    const sheet = await screen.findByRole('dialog', { name: 'Филадельфия' });
    await user.click(await within(sheet).findByRole('radio', { name: '4 шт · 390\u00a0Р' }));
    await user.click(within(sheet).getByRole('button', { name: 'В корзину' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    expect(store.getState().basket.lines).toEqual([
      expect.objectContaining({ id: 7, price: 390, choiceText: '4 шт · Соевый соус' }),
    ]);
  });
});

describe('a size on the stop list', () => {
  it('is shown but cannot be chosen, and the dish starts with one on sale', async () => {
    const eightOut: DishOptions = {
      ...rollOptions,
      sizes: rollOptions.sizes.map((size) =>
        size.id === 32 ? { ...size, available: false } : size,
      ),
    };
    renderPage(<CardDishChoice card={card(7, 'Филадельфия', 690, eightOut)} />);
    const eight = screen.getByRole<HTMLInputElement>('radio', { name: '8 шт · нет в наличии' });
    expect(eight.disabled).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('radio', { name: '4 шт · 390\u00a0Р' }).checked).toBe(
      true,
    );
    expect(price()).toBe('390\u00a0Р');
  });
});
