import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../testing/render';
import { BasketControl } from './basket-control';

const dish = {
  id: 101,
  img: '/media/products/101.svg',
  name: 'Том ям',
  guid: '3f0c0000-0000-4000-8000-000000000101',
  price: 590,
  gramm: false,
  special: false,
};

describe('adding a dish from the keyboard', () => {
  it('keeps the focus on the dish: the stepper’s + takes it over', async () => {
    const { user, store } = renderPage(
      <>
        <button type="button">до</button>
        <BasketControl dish={dish} available />
      </>,
    );
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Добавить в корзину: Том ям' }),
    );
    await user.keyboard('{Enter}');
    const plus = screen.getByRole('button', { name: 'Увеличить количество: Том ям' });
    expect(document.activeElement).toBe(plus);
    expect(store.getState().basket.lines).toHaveLength(1);

    // The next key press goes on counting the same dish.
    await user.keyboard(' ');
    expect(screen.getByRole('group', { name: 'Количество: Том ям' }).textContent).toContain('2');
    expect(document.activeElement).toBe(plus);
  });

  it('does not take the focus when the dish is already in the basket on arrival', () => {
    renderPage(<BasketControl dish={dish} available />, {
      preloadedState: { basket: { lines: [{ ...dish, count: 1, summa: 590 }], unavailable: [] } },
    });
    expect(screen.getByRole('button', { name: 'Увеличить количество: Том ям' })).toBeTruthy();
    expect(document.activeElement).toBe(document.body);
  });
});
