import type { OrderHistoryEntry } from '@storefront/contract/accounts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, stubApi } from '../../testing/api-stub';
import { renderPage } from '../../testing/render';
import { initialSessionState } from '../auth/session-slice';
import { HistoryTab } from './history-tab';

const TOKEN = 'session-token';
const loggedIn = { session: { ...initialSessionState, loggedIn: true, accessToken: TOKEN } };

const line = (id: number, name: string, count: number, price: number) => ({
  id,
  name,
  count,
  price,
  summa: count * price,
  gramm: false,
  guid: `guid-${id}`,
  special: false,
});

const courierOrder: OrderHistoryEntry = {
  id: 1234,
  date: '2026-03-10T04:30:00Z',
  address: { street: { name: 'Пограничная', city: 'Владивосток' }, house: '14', flat: '5' },
  items: [line(101, 'Том ям', 2, 590), line(102, 'Рамен', 1, 720)],
  deliveryFee: 500,
  sum: 2400,
  status: 'onTheWay',
};
const pickupOrder: OrderHistoryEntry = {
  id: 41,
  date: '2026-03-01T04:30:00Z',
  address: null,
  items: [line(101, 'Том ям', 1, 590)],
  deliveryFee: 0,
  sum: 590,
  status: 'ready',
};

function showHistory(info: OrderHistoryEntry[]) {
  stubApi({ 'GET /api/myAccount/getOrdersHistory': json(200, { info }) });
  renderPage(<HistoryTab token={TOKEN} />, { route: '/my-account', preloadedState: loggedIn });
}

const entry = async (number: string) => {
  const heading = await screen.findByRole('heading', { name: `Заказ № ${number}` });
  const article = heading.closest('article');
  if (!article) throw new Error('no article');
  return within(article);
};

describe('an order in the history', () => {
  it('shows the delivery fee as its own line and a total that includes it', async () => {
    showHistory([courierOrder, pickupOrder]);
    const courier = await entry('0001234');
    // 2 × 590 + 720 = 1 900 for the dishes; the guest paid 2 400 with the courier's 500.
    expect(courier.getByText('Доставка').parentElement?.textContent).toBe('Доставка500\u00a0Р');
    expect(courier.getByText(/^Итого:/).textContent).toBe('Итого: 2\u00a0400\u00a0Р');
  });

  it('shows no delivery line for a pickup order', async () => {
    showHistory([courierOrder, pickupOrder]);
    const pickup = await entry('0000041');
    expect(pickup.getByText('Самовывоз')).toBeTruthy();
    expect(pickup.queryByText('Доставка')).toBeNull();
    expect(pickup.getByText(/^Итого:/).textContent).toBe('Итого: 590\u00a0Р');
  });

  it('shows where each order is, and links to its page', async () => {
    showHistory([courierOrder, pickupOrder]);
    const courier = await entry('0001234');
    expect(courier.getByText('В пути')).toBeTruthy();
    expect(courier.getByRole('link', { name: 'Заказ № 0001234' }).getAttribute('href')).toBe(
      '/order/1234',
    );
    expect((await entry('0000041')).getByText('Готов к выдаче')).toBeTruthy();
  });
});
