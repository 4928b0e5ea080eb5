import type { BasketLine } from '@storefront/contract/basket';
import { checkoutMessages } from '@storefront/contract/checkout-messages';
import type { OrderView } from '@storefront/contract/orders';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubApi } from '../../testing/api-stub';
import { renderPage } from '../../testing/render';
import { AWAITING_PAYMENT_KEY } from './awaiting-payment';
import { leaveSite } from './leave-site';
import { OrderPage, PAYMENT_POLL_MS, PAYMENT_WAIT_MS } from './order-page';
import { ORDER_POLL_MS } from './use-order-events';

vi.mock('./leave-site', async (original) => ({
  ...(await original<typeof import('./leave-site')>()),
  leaveSite: vi.fn(),
}));

const basketLine: BasketLine = {
  id: 101,
  img: '/a.svg',
  name: 'Том ям',
  guid: 'a',
  count: 1,
  price: 590,
  summa: 590,
  gramm: false,
  special: false,
};

const order: OrderView = {
  id: 1234,
  items: [
    { id: 101, name: 'Том ям', count: 2, sum: 1180, costPerGram: false, declined: false },
    { id: 7, name: 'Корюшка', count: 1, sum: 450, costPerGram: true, declined: false },
  ],
  subtotal: 1630,
  sum: 1980,
  deliveryFee: 350,
  status: 'new',
  timeline: [{ status: 'new', at: '2026-11-21T03:05:00.000Z' }],
  cancelReason: null,
  canCancel: true,
  expectedBy: null,
  payment: { method: 'CASH', status: 'notRequired' },
  serviceType: 'DeliveryByCourier',
  completeBefore: null,
  address: 'Владивосток, Светланская, д. 40Б, кв. 5',
  pickupPlaces: [],
  emailGiven: true,
  operatorCall: true,
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
  it('shows the number, what happens next, the details, the lines, the fee and the total', async () => {
    const api = stubApi({ [ROUTE]: json(200, order) });
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'ЗАКАЗ ОФОРМЛЕН' })).toBeTruthy();
    expect(screen.getByText('Номер заказа: 0001234')).toBeTruthy();
    expect(
      screen.getByText(
        'Письмо с деталями заказа отправлено на вашу почту. Оператор свяжется с вами в течение 15 минут.',
      ),
    ).toBeTruthy();
    const details = (term: string) => text(screen.getByText(term).nextElementSibling as Element);
    expect(details('Время')).toBe('как можно скорее');
    expect(details('Адрес доставки')).toBe('Владивосток, Светланская, д. 40Б, кв. 5');
    expect(details('Оплата')).toBe('НАЛИЧНЫМИ КУРЬЕРУ, при получении');
    const lines = screen.getByRole('list', { name: 'Состав заказа' });
    const [first, second] = within(lines).getAllByRole('listitem');
    expect(first && text(first)).toBe('Том ям2 шт.1 180 Р');
    expect(second && text(second)).toBe(`Корюшка≈ ${checkoutMessages.weightPriced}1 шт.450 Р`);
    expect(text(screen.getByText('Доставка').parentElement as Element)).toBe('Доставка350 Р');
    expect(text(screen.getByText('Итого').parentElement as Element)).toBe('Итого1 980 Р');
    expect(screen.queryByRole('status')).toBeNull();
    expect(api.callsTo(ROUTE)[0]?.search.get('key')).toBe('abc');
  });

  it('promises only what will happen: no letter without an e-mail, no call when declined', async () => {
    stubApi({ [ROUTE]: json(200, { ...order, emailGiven: false, operatorCall: false }) });
    open();
    await screen.findByText('Итого');
    expect(screen.queryByText(/Письмо/)).toBeNull();
    expect(screen.queryByText(/Оператор свяжется/)).toBeNull();
  });

  it('a pickup order: where to collect it, when, and the counter payment', async () => {
    stubApi({
      [ROUTE]: json(200, {
        ...order,
        deliveryFee: 0,
        sum: 1630,
        serviceType: 'DeliveryByClient',
        address: null,
        completeBefore: '2026-11-21 18:30',
        pickupPlaces: [
          { name: 'Гастропаб', street: 'ул. Пограничная, 14' },
          { name: 'Sibumi', street: 'ул. Пограничная, 10' },
        ],
        payment: { method: 'BNCUR', status: 'notRequired' },
      }),
    });
    open();
    await screen.findByText('Итого');
    const details = (term: string) => screen.getByText(term).nextElementSibling as Element;
    expect(text(details('Время'))).toBe('21.11 в 18:30');
    expect(
      within(details('Самовывоз') as HTMLElement)
        .getAllByRole('listitem')
        .map((item) => text(item)),
    ).toEqual(['Гастропаб — ул. Пограничная, 14', 'Sibumi — ул. Пограничная, 10']);
    expect(text(details('Оплата'))).toBe('КАРТОЙ ПРИ ПОЛУЧЕНИИ, при получении');
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

  it('a declined payment: not placed, pay again for the same order, or pay the courier', async () => {
    const unpaid = { ...order, payment: { method: 'ONLINE', status: 'canceled' } };
    const api = stubApi({
      [ROUTE]: json(200, unpaid),
      'POST /api/delivery/1234/retryPayment': json(200, { url: 'https://pay.example/p/2' }),
      'POST /api/delivery/1234/payOnDelivery': json(200, {
        ...order,
        payment: { method: 'BNCUR', status: 'notRequired' },
      }),
    });
    const { user } = open();
    expect(await screen.findByRole('heading', { level: 1, name: 'ЗАКАЗ НЕ ОПЛАЧЕН' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('Оплата не прошла');
    expect(screen.getByRole('status').textContent).toContain('не передан на кухню');
    expect(screen.queryByText(/Оператор свяжется/)).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Оплатить ещё раз' }));
    await waitFor(() => expect(leaveSite).toHaveBeenCalledWith('https://pay.example/p/2'));
    expect(api.callsTo('POST /api/delivery/1234/retryPayment')[0]?.body).toEqual({
      key: 'abc',
    });
  });

  it('switching to the courier sends the order and empties the basket that waited for it', async () => {
    localStorage.setItem(AWAITING_PAYMENT_KEY, '1234');
    const api = stubApi({
      [ROUTE]: json(200, { ...order, payment: { method: 'ONLINE', status: 'canceled' } }),
      'POST /api/delivery/1234/payOnDelivery': json(200, {
        ...order,
        payment: { method: 'BNCUR', status: 'notRequired' },
      }),
    });
    const { user, store } = renderPage(<OrderPage />, {
      route: '/order/1234?key=abc',
      path: '/order/:id',
      preloadedState: { basket: { lines: [basketLine] } },
    });
    await user.click(await screen.findByRole('button', { name: 'Оплатить курьеру' }));
    expect(store.getState().basket.lines).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'БЕЗНАЛИЧНЫЙ РАСЧЕТ КУРЬЕРУ' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'ЗАКАЗ ОФОРМЛЕН' })).toBeTruthy();
    expect(api.callsTo('POST /api/delivery/1234/payOnDelivery')[0]?.body).toEqual({
      key: 'abc',
      payment: 'BNCUR',
    });
    await waitFor(() => expect(store.getState().basket.lines).toEqual([]));
    expect(localStorage.getItem(AWAITING_PAYMENT_KEY)).toBeNull();
  });

  it('a paid order empties only the basket that waited for it', async () => {
    localStorage.setItem(AWAITING_PAYMENT_KEY, '999');
    stubApi({
      [ROUTE]: json(200, { ...order, payment: { method: 'ONLINE', status: 'succeeded' } }),
    });
    const { store } = renderPage(<OrderPage />, {
      route: '/order/1234?key=abc',
      path: '/order/:id',
      preloadedState: { basket: { lines: [basketLine] } },
    });
    expect((await screen.findByRole('status')).textContent).toBe('Оплата прошла успешно');
    expect(store.getState().basket.lines).toHaveLength(1);
    localStorage.removeItem(AWAITING_PAYMENT_KEY);
  });
});

/** A stand-in for the browser's EventSource: the test sends the server's events. */
class FakeEventSource {
  static CLOSED = 2;
  static last: FakeEventSource | null = null;
  readyState = 1;
  onerror: (() => void) | null = null;
  private listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>();
  constructor(readonly url: string) {
    FakeEventSource.last = this;
  }
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
  emit(type: string, data: unknown) {
    const event = new MessageEvent(type, { data: JSON.stringify(data) });
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }
  fail() {
    this.readyState = FakeEventSource.CLOSED;
    this.onerror?.();
  }
}

describe("the order's life, followed live", () => {
  const cooking: OrderView = {
    ...order,
    status: 'cooking',
    timeline: [
      { status: 'new', at: '2026-11-21T03:05:00.000Z' },
      { status: 'accepted', at: '2026-11-21T03:10:00.000Z' },
      { status: 'cooking', at: '2026-11-21T03:20:00.000Z' },
    ],
    canCancel: false,
    expectedBy: '2026-11-21T04:25:00.000Z',
  };

  it('shows each step with its Vladivostok time, and the current one', async () => {
    stubApi({ [ROUTE]: json(200, cooking) });
    open();
    const steps = within(await screen.findByRole('region', { name: 'Статус заказа' }));
    expect(steps.getAllByRole('listitem').map((item) => text(item))).toEqual([
      'Оформлен13:05',
      'Принят13:10',
      'Готовится13:20',
      'Готов, ждёт курьера',
      'В пути',
      'Доставлен',
    ]);
    expect(text(screen.getByText('Готовится', { selector: 'span' }).parentElement as Element)).toBe(
      'Готовится13:20',
    );
    expect(
      steps.getAllByRole('listitem').filter((item) => item.getAttribute('aria-current') === 'step'),
    ).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Отменить заказ' })).toBeNull();
    expect(screen.getByText('около 14:25')).toBeTruthy();
    expect(text(screen.getByText('около 14:25').parentElement as Element)).toBe(
      'Ожидаемое время доставки: около 14:25',
    );
  });

  it('updates by itself from the server’s stream, and says so to screen readers', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    stubApi({ [ROUTE]: json(200, cooking) });
    open();
    await screen.findByRole('region', { name: 'Статус заказа' });
    await waitFor(() =>
      expect(FakeEventSource.last?.url).toBe('/api/delivery/events/1234?key=abc'),
    );
    act(() =>
      FakeEventSource.last?.emit('order', {
        ...cooking,
        status: 'onTheWay',
        timeline: [...cooking.timeline, { status: 'onTheWay', at: '2026-11-21T03:40:00.000Z' }],
      }),
    );
    const live = document.querySelector('[aria-live="polite"]');
    await waitFor(() => expect(live?.textContent).toBe('В пути'));
    expect(screen.getByText('13:40')).toBeTruthy();
    vi.unstubAllGlobals();
  });

  it('asks again every 15 seconds when the stream cannot be opened', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = stubApi({ [ROUTE]: json(200, cooking) });
    open();
    await screen.findByRole('region', { name: 'Статус заказа' });
    await waitFor(() => expect(FakeEventSource.last).not.toBeNull());
    const before = api.callsTo(ROUTE).length;
    await act(() => vi.advanceTimersByTimeAsync(ORDER_POLL_MS * 2));
    expect(api.callsTo(ROUTE)).toHaveLength(before);
    act(() => FakeEventSource.last?.fail());
    await act(() => vi.advanceTimersByTimeAsync(ORDER_POLL_MS * 2 + 100));
    expect(api.callsTo(ROUTE).length).toBeGreaterThanOrEqual(before + 2);
    vi.unstubAllGlobals();
  });

  it("'Отменить заказ' asks once more, then cancels and says why", async () => {
    const api = stubApi({
      [ROUTE]: json(200, order),
      'POST /api/delivery/1234/cancel': json(200, {
        ...order,
        status: 'cancelled',
        canCancel: false,
        cancelReason: 'Отменён по вашей просьбе',
        timeline: [...order.timeline, { status: 'cancelled', at: '2026-11-21T03:07:00.000Z' }],
      }),
    });
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Отменить заказ' }));
    expect(api.callsTo('POST /api/delivery/1234/cancel')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Да, отменить' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'ЗАКАЗ ОТМЕНЁН' })).toBeTruthy();
    expect(api.callsTo('POST /api/delivery/1234/cancel')[0]?.body).toEqual({ key: 'abc' });
    expect(screen.getByText('Отменён по вашей просьбе')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Отменить заказ' })).toBeNull();
  });

  it('names the dishes a venue declined: they will not come', async () => {
    stubApi({
      [ROUTE]: json(200, {
        ...cooking,
        items: [order.items[0], { ...order.items[1], declined: true }],
      }),
    });
    open();
    const lines = within(await screen.findByRole('list', { name: 'Состав заказа' }));
    const [kept, declined] = lines.getAllByRole('listitem');
    expect(kept && text(kept)).not.toContain('не войдёт');
    expect(declined && text(declined)).toContain(
      'Ресторан не может приготовить это блюдо, оно не войдёт в заказ',
    );
  });
});
