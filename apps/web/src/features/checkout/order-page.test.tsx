import type { OrderView } from '@storefront/contract/orders';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubApi } from '../../testing/api-stub';
import { renderPage } from '../../testing/render';
import { OrderPage, PAYMENT_POLL_MS, PAYMENT_WAIT_MS } from './order-page';

const order: OrderView = {
  id: 1234,
  items: [
    { id: 101, name: 'Том ям', count: 2, sum: 1180 },
    { id: 7, name: 'Корюшка', count: 1, sum: 450 },
  ],
  sum: 1980,
  deliveryFee: 350,
  status: 'new',
  payment: { method: 'CASH', status: 'notRequired' },
};

const ROUTE = 'GET /api/delivery/getOrder/1234';

function open(route = '/order/1234?key=abc') {
  return renderPage(<OrderPage />, { route, path: '/order/:id' });
}

/** Text with non-breaking spaces read as spaces. */
const text = (element: Element) => element.textContent?.replace(/\u00a0/g, ' ');

afterEach(() => {
  vi.useRealTimers();
});

describe('the order confirmation', () => {
  it('shows the number, the lines, the delivery fee and the total', async () => {
    const api = stubApi({ [ROUTE]: json(200, order) });
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'ЗАКАЗ ОФОРМЛЕН' })).toBeTruthy();
    expect(screen.getByText('Номер заказа: 0001234')).toBeTruthy();
    expect(
      screen.getByText(
        'Письмо с деталями заказа отправлено на вашу почту. Оператор свяжется с вами в течение 15 минут.',
      ),
    ).toBeTruthy();
    const [first] = screen.getAllByRole('listitem');
    expect(first && text(first)).toBe('Том ям2 шт.1 180 Р');
    expect(text(screen.getByText('Доставка').parentElement as Element)).toBe('Доставка350 Р');
    expect(text(screen.getByText('Итого').parentElement as Element)).toBe('Итого1 980 Р');
    expect(screen.queryByRole('status')).toBeNull();
    expect(api.callsTo(ROUTE)[0]?.search.get('key')).toBe('abc');
  });

  it('says nothing of delivery for a pickup order', async () => {
    stubApi({ [ROUTE]: json(200, { ...order, deliveryFee: 0, sum: 1630 }) });
    open();
    await screen.findByText('Итого');
    expect(screen.queryByText('Доставка')).toBeNull();
  });

  it('goes to /404 when the order cannot be shown', async () => {
    stubApi({ [ROUTE]: json(404, { errType: 'notFound', message: 'Не найдено' }) });
    open('/order/1234?key=wrong');
    expect((await screen.findByTestId('location')).textContent).toBe('/404');
  });

  it('goes to /404 for an address that is not an order number', async () => {
    stubApi({});
    open('/order/abc');
    expect((await screen.findByTestId('location')).textContent).toBe('/404');
  });

  it('waits for an online payment, asking every 3 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let calls = 0;
    const online = (status: string) => ({ ...order, payment: { method: 'ONLINE', status } });
    const api = stubApi({
      [ROUTE]: () => json(200, online(++calls < 3 ? 'pending' : 'succeeded')),
    });
    open();
    expect((await screen.findByRole('status')).textContent).toBe('Ожидаем подтверждение оплаты…');
    await act(() => vi.advanceTimersByTimeAsync(PAYMENT_POLL_MS));
    expect(api.callsTo(ROUTE)).toHaveLength(2);
    await act(() => vi.advanceTimersByTimeAsync(PAYMENT_POLL_MS));
    expect((await screen.findByRole('status')).textContent).toBe('Оплата прошла успешно');
    expect(api.callsTo(ROUTE)).toHaveLength(3);
    await act(async () => {}); // the effects that stop the polling, as after a paint
    await act(() => vi.advanceTimersByTimeAsync(PAYMENT_POLL_MS * 3));
    expect(api.callsTo(ROUTE)).toHaveLength(3);
  });

  it('stops asking after two minutes and offers to check again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const pending = { ...order, payment: { method: 'ONLINE', status: 'pending' } };
    const api = stubApi({ [ROUTE]: () => json(200, pending) });
    const { user } = open();
    await screen.findByRole('status');
    await act(() => vi.advanceTimersByTimeAsync(PAYMENT_WAIT_MS));
    const asked = api.callsTo(ROUTE).length;
    expect(asked).toBeGreaterThan(30);
    await act(() => vi.advanceTimersByTimeAsync(PAYMENT_POLL_MS * 5));
    expect(api.callsTo(ROUTE)).toHaveLength(asked);
    await user.click(screen.getByRole('button', { name: 'Проверить ещё раз' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(api.callsTo(ROUTE).length).toBeGreaterThan(asked);
  });

  it('says when an online payment failed', async () => {
    stubApi({
      [ROUTE]: json(200, { ...order, payment: { method: 'ONLINE', status: 'canceled' } }),
    });
    open();
    expect((await screen.findByRole('status')).textContent).toBe('Оплата не прошла');
  });
});
