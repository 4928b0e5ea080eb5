import type { BasketLine } from '@storefront/contract/basket';
import { checkoutMessages } from '@storefront/contract/checkout-messages';
import type { OrderView } from '@storefront/contract/orders';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
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

/** An order paid on delivery: no money moved on the site. */
const noMoney = {
  held: 0,
  captured: 0,
  refunded: 0,
  refunding: 0,
  history: [] as OrderView['payment']['history'],
};

const order: OrderView = {
  id: 1234,
  items: [
    { id: 101, name: 'Том ям', count: 2, sum: 1180, costPerGram: false, declined: false },
    { id: 7, name: 'Корюшка', count: 1, sum: 450, costPerGram: true, declined: false },
  ],
  subtotal: 1630,
  discounts: [],
  sum: 1980,
  deliveryFee: 350,
  status: 'new',
  timeline: [{ status: 'new', at: '2026-11-21T03:05:00.000Z' }],
  cancelReason: null,
  canCancel: true,
  expectedBy: null,
  payment: { method: 'CASH', status: 'notRequired', ...noMoney },
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

  it('names the code’s and the points’ discounts, the fee before a free-delivery code, and the total after', async () => {
    stubApi({
      [ROUTE]: json(200, {
        ...order,
        deliveryFee: 0,
        sum: 1_480,
        discounts: [
          { label: 'Скидка по промокоду TEN', amount: 163, delivery: false },
          { label: 'Скидка на доставку', amount: 350, delivery: true },
          { label: 'Оплачено баллами', amount: 337, delivery: false },
        ],
      }),
    });
    open();
    await screen.findByRole('heading', { level: 1, name: 'ЗАКАЗ ОФОРМЛЕН' });
    const row = (label: string) => text(screen.getByText(label).parentElement as Element);
    expect(row('Доставка')).toBe('Доставка350 Р');
    expect(row('Скидка по промокоду TEN')).toBe('Скидка по промокоду TEN-163 Р');
    expect(row('Скидка на доставку')).toBe('Скидка на доставку-350 Р');
    expect(row('Оплачено баллами')).toBe('Оплачено баллами-337 Р');
    expect(row('Итого')).toBe('Итого1 480 Р');
  });

  it('names the size and modifiers chosen under each dish, one dish in two lines', async () => {
    const roll = { id: 55, name: 'Филадельфия', count: 1, costPerGram: false, declined: false };
    stubApi({
      [ROUTE]: json(200, {
        ...order,
        items: [
          { ...roll, choice: '8 шт · Соевый соус ×2', sum: 720 },
          { ...roll, choice: '4 шт', sum: 390 },
        ],
      }),
    });
    open();
    const lines = await screen.findByRole('list', { name: 'Состав заказа' });
    expect(within(lines).getAllByRole('listitem').map(text)).toEqual([
      'Филадельфия8 шт · Соевый соус ×21 шт.720 Р',
      'Филадельфия4 шт1 шт.390 Р',
    ]);
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
        payment: { method: 'BNCUR', status: 'notRequired', ...noMoney },
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
    const online = (status: string) => ({
      ...order,
      payment: { method: 'ONLINE', status, ...noMoney },
    });
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
    const pending = { ...order, payment: { method: 'ONLINE', status: 'pending', ...noMoney } };
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
    const unpaid = { ...order, payment: { method: 'ONLINE', status: 'canceled', ...noMoney } };
    const api = stubApi({
      [ROUTE]: json(200, unpaid),
      'POST /api/delivery/1234/retryPayment': json(200, { url: 'https://pay.example/p/2' }),
      'POST /api/delivery/1234/payOnDelivery': json(200, {
        ...order,
        payment: { method: 'BNCUR', status: 'notRequired', ...noMoney },
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

  it('a refused second try names the stopped dish, or the delivery rule the address breaks now', async () => {
    const unpaid = { ...order, payment: { method: 'ONLINE', status: 'canceled', ...noMoney } };
    const hours = 'По этому адресу доставляем с 11:00 до 17:00 — выберите другое время';
    vi.mocked(leaveSite).mockClear();
    stubApi({
      [ROUTE]: json(200, unpaid),
      'POST /api/delivery/1234/retryPayment': json(409, {
        errType: 'productUnavailable',
        message: 'Некоторые блюда сейчас недоступны для заказа',
        fields: { 'product:7|s31': 'Филадельфия (4 шт)' },
      }),
      'POST /api/delivery/1234/payOnDelivery': json(400, {
        errType: 'validation',
        message: hours,
        fields: { 'metadata.deliveryZone': hours },
      }),
    });
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Оплатить ещё раз' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Некоторые блюда сейчас недоступны для заказа: Филадельфия (4 шт)',
    );
    await user.click(screen.getByRole('button', { name: 'Оплатить курьеру' }));
    await user.click(screen.getByRole('button', { name: 'НАЛИЧНЫМИ КУРЬЕРУ' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(hours));
    expect(leaveSite).not.toHaveBeenCalled();
  });

  it('switching to the courier sends the order and empties the basket that waited for it', async () => {
    localStorage.setItem(AWAITING_PAYMENT_KEY, '1234');
    const api = stubApi({
      [ROUTE]: json(200, {
        ...order,
        payment: { method: 'ONLINE', status: 'canceled', ...noMoney },
      }),
      'POST /api/delivery/1234/payOnDelivery': json(200, {
        ...order,
        payment: { method: 'BNCUR', status: 'notRequired', ...noMoney },
      }),
    });
    const { user, store } = renderPage(<OrderPage />, {
      route: '/order/1234?key=abc',
      path: '/order/:id',
      preloadedState: { basket: { lines: [basketLine], unavailable: [] } },
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
      [ROUTE]: json(200, {
        ...order,
        payment: { method: 'ONLINE', status: 'succeeded', ...noMoney },
      }),
    });
    const { store } = renderPage(<OrderPage />, {
      route: '/order/1234?key=abc',
      path: '/order/:id',
      preloadedState: { basket: { lines: [basketLine], unavailable: [] } },
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
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-21T03:30:00.000Z'));
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

  it('shows the kitchens’ promise with its date when it falls on another day, live as loaded', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // 21 November, 13:30 in Vladivostok; a pickup pre-ordered for 23 November at 12:00
    vi.setSystemTime(new Date('2026-11-21T03:30:00.000Z'));
    vi.stubGlobal('EventSource', FakeEventSource);
    const preorder: OrderView = {
      ...cooking,
      status: 'accepted',
      serviceType: 'DeliveryByClient',
      completeBefore: '2026-11-23 12:00:00.000',
      expectedBy: null,
    };
    stubApi({ [ROUTE]: json(200, preorder) });
    open();
    await screen.findByRole('region', { name: 'Статус заказа' });
    const details = (term: string) => screen.getByText(term).nextElementSibling as Element;
    expect(text(details('Время'))).toBe('23.11 в 12:00');
    expect(screen.queryByText(/Ожидаемое время/)).toBeNull();
    await waitFor(() => expect(FakeEventSource.last).not.toBeNull());
    // a late kitchen moves the promise past the slot: the stream brings the new time
    act(() =>
      FakeEventSource.last?.emit('order', { ...preorder, expectedBy: '2026-11-23T02:40:00.000Z' }),
    );
    const moved = await screen.findByText('около 12:40, 23 ноября');
    expect(text(moved.parentElement as Element)).toBe('Ожидаемое время: около 12:40, 23 ноября');
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

describe('the money of an order paid online', () => {
  const card = (money: Partial<OrderView['payment']>): OrderView => ({
    ...order,
    payment: { ...noMoney, method: 'ONLINE', status: 'held', ...money },
  });
  const sbp = (money: Partial<OrderView['payment']>): OrderView => ({
    ...order,
    payment: { ...noMoney, method: 'SBP', status: 'succeeded', ...money },
  });
  const payment = () => text(screen.getByText('Оплата').nextElementSibling as Element);
  /** The money block's lines: read out by themselves as they change. */
  const money = async (first: string) => {
    const line = await screen.findByText(first);
    const block = line.closest('[aria-live="polite"]');
    expect(block).not.toBeNull();
    return [...(block as Element).children].map((child) => text(child));
  };

  it('a held card payment: sent to the kitchens, the sum blocked until they accept', async () => {
    localStorage.setItem(AWAITING_PAYMENT_KEY, '1234');
    stubApi({ [ROUTE]: json(200, card({ held: 1980 })) });
    const { store } = renderPage(<OrderPage />, {
      route: '/order/1234?key=abc',
      path: '/order/:id',
      preloadedState: { basket: { lines: [basketLine], unavailable: [] } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'ЗАКАЗ ОФОРМЛЕН' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Статус заказа' })).toBeTruthy();
    expect(screen.getByText(/Оператор свяжется/)).toBeTruthy();
    expect(payment()).toBe('КАРТОЙ ОНЛАЙН, сумма заблокирована на карте');
    const held =
      'Сумма 1 980 Р заблокирована на карте. Спишем, когда рестораны примут заказ, — только за то, что они приготовят.';
    expect(await money(held)).toEqual([held]);
    expect(screen.queryByText('Оплата не прошла')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
    await waitFor(() => expect(store.getState().basket.lines).toEqual([]));
    expect(localStorage.getItem(AWAITING_PAYMENT_KEY)).toBeNull();
  });

  it('a capture for less than the hold: what was taken, and that the rest is free', async () => {
    stubApi({
      [ROUTE]: json(200, card({ status: 'succeeded', held: 1980, captured: 1530 })),
    });
    open();
    expect(
      await money('Списано 1 530 Р из заблокированных 1 980 Р: остальное разблокировано.'),
    ).toEqual(['Списано 1 530 Р из заблокированных 1 980 Р: остальное разблокировано.']);
    expect(payment()).toBe('КАРТОЙ ОНЛАЙН, оплачено');
  });

  it('a capture of the whole hold, or an SBP payment: paid', async () => {
    stubApi({ [ROUTE]: json(200, card({ status: 'succeeded', held: 1980, captured: 1980 })) });
    open();
    expect(await money('Оплачено 1 980 Р.')).toEqual(['Оплачено 1 980 Р.']);
    cleanup();

    stubApi({ [ROUTE]: json(200, sbp({ captured: 1980 })) });
    open();
    expect(await money('Оплачено 1 980 Р.')).toEqual(['Оплачено 1 980 Р.']);
    expect(payment()).toBe('СБП, оплачено');
    expect(screen.getByRole('region', { name: 'Статус заказа' })).toBeTruthy();
  });

  it('a part a venue declined after an SBP payment: given back, then back', async () => {
    stubApi({ [ROUTE]: json(200, sbp({ captured: 1980, refunding: 450 })) });
    open();
    expect(await money('Оплачено 1 980 Р.')).toEqual([
      'Оплачено 1 980 Р.',
      'Возврат 450 Р оформляется.',
    ]);
    cleanup();

    stubApi({ [ROUTE]: json(200, sbp({ captured: 1980, refunded: 450 })) });
    open();
    expect(await money('Оплачено 1 980 Р.')).toEqual([
      'Оплачено 1 980 Р.',
      'Возвращено 450 Р. Деньги придут туда, откуда была оплата.',
    ]);
  });

  it('a cancelled order whose hold was released: nothing taken', async () => {
    stubApi({
      [ROUTE]: json(200, {
        ...card({ status: 'canceled', held: 1980 }),
        status: 'cancelled',
        canCancel: false,
        timeline: [...order.timeline, { status: 'cancelled', at: '2026-11-21T03:07:00.000Z' }],
      }),
    });
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'ЗАКАЗ ОТМЕНЁН' })).toBeTruthy();
    expect(await money('Блокировка снята, деньги не списаны.')).toEqual([
      'Блокировка снята, деньги не списаны.',
    ]);
    expect(screen.queryByRole('button', { name: 'Оплатить ещё раз' })).toBeNull();
  });

  it('a declined payment (nothing was ever held): the guest pays again', async () => {
    stubApi({ [ROUTE]: json(200, card({ status: 'canceled', held: 0 })) });
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'ЗАКАЗ НЕ ОПЛАЧЕН' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Оплатить ещё раз' })).toBeTruthy();
    expect(screen.queryByText('Блокировка снята, деньги не списаны.')).toBeNull();
  });

  it('a hold released on an open order: the kitchens have it, nothing to pay again', async () => {
    stubApi({ [ROUTE]: json(200, card({ status: 'canceled', held: 1980 })) });
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'ЗАКАЗ ОФОРМЛЕН' })).toBeTruthy();
    expect(screen.getByText('Блокировка снята, деньги не списаны.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Оплатить ещё раз' })).toBeNull();
  });

  it('a declined SBP payment: pay again, or pay the courier', async () => {
    const api = stubApi({
      [ROUTE]: json(200, sbp({ status: 'canceled' })),
      'POST /api/delivery/1234/retryPayment': json(200, { url: 'https://pay.example/p/3' }),
    });
    const { user } = open();
    expect(await screen.findByRole('heading', { level: 1, name: 'ЗАКАЗ НЕ ОПЛАЧЕН' })).toBeTruthy();
    expect(payment()).toBe('СБП, не оплачено');
    expect(screen.getByRole('button', { name: 'Оплатить курьеру' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Оплатить ещё раз' }));
    await waitFor(() => expect(leaveSite).toHaveBeenCalledWith('https://pay.example/p/3'));
    expect(api.callsTo('POST /api/delivery/1234/retryPayment')).toHaveLength(1);
  });

  it('waits for an SBP payment as for a card', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let calls = 0;
    const api = stubApi({
      [ROUTE]: () => json(200, ++calls < 2 ? sbp({ status: 'pending' }) : sbp({ captured: 1980 })),
    });
    open();
    expect((await screen.findByRole('status')).textContent).toBe('Ожидаем подтверждение оплаты…');
    await act(() => vi.advanceTimersByTimeAsync(PAYMENT_POLL_MS));
    expect(await money('Оплачено 1 980 Р.')).toEqual(['Оплачено 1 980 Р.']);
    expect(api.callsTo(ROUTE)).toHaveLength(2);
  });

  it('cancelling a paid order shows its refund, and follows it until the money is back', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    FakeEventSource.last = null;
    const paid = sbp({ captured: 1980 });
    const cancelled: OrderView = {
      ...paid,
      status: 'cancelled',
      canCancel: false,
      cancelReason: 'Отменён по вашей просьбе',
      timeline: [...order.timeline, { status: 'cancelled', at: '2026-11-21T03:07:00.000Z' }],
      payment: { ...paid.payment, refunding: 1980 },
    };
    stubApi({
      [ROUTE]: json(200, paid),
      'POST /api/delivery/1234/cancel': json(200, cancelled),
    });
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Отменить заказ' }));
    await user.click(screen.getByRole('button', { name: 'Да, отменить' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'ЗАКАЗ ОТМЕНЁН' })).toBeTruthy();
    expect(await money('Возврат 1 980 Р оформляется.')).toEqual([
      'Оплачено 1 980 Р.',
      'Возврат 1 980 Р оформляется.',
    ]);
    const stream = FakeEventSource.last as FakeEventSource | null;
    expect(stream?.url).toBe('/api/delivery/events/1234?key=abc');
    // Cancelled, yet still followed: the refund is on its way.
    expect(stream?.readyState).not.toBe(FakeEventSource.CLOSED);
    act(() =>
      stream?.emit('order', {
        ...cancelled,
        payment: { ...cancelled.payment, refunding: 0, refunded: 1980 },
      }),
    );
    expect(await money('Возвращено 1 980 Р. Деньги придут туда, откуда была оплата.')).toEqual([
      'Оплачено 1 980 Р.',
      'Возвращено 1 980 Р. Деньги придут туда, откуда была оплата.',
    ]);
    // The money has settled: nothing more to follow.
    await waitFor(() => expect(stream?.readyState).toBe(FakeEventSource.CLOSED));
    vi.unstubAllGlobals();
  });

  it('cancelling a held order: the hold is being released, then it is', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    FakeEventSource.last = null;
    const held = card({ held: 1980 });
    const releasing: OrderView = {
      ...held,
      status: 'cancelled',
      canCancel: false,
      timeline: [...order.timeline, { status: 'cancelled', at: '2026-11-21T03:07:00.000Z' }],
    };
    stubApi({
      [ROUTE]: json(200, held),
      'POST /api/delivery/1234/cancel': json(200, releasing),
    });
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Отменить заказ' }));
    await user.click(screen.getByRole('button', { name: 'Да, отменить' }));
    expect(await money('Снимаем блокировку 1 980 Р, деньги не спишутся.')).toHaveLength(1);
    const stream = FakeEventSource.last as FakeEventSource | null;
    expect(stream?.readyState).not.toBe(FakeEventSource.CLOSED);
    act(() =>
      stream?.emit('order', { ...releasing, payment: { ...held.payment, status: 'canceled' } }),
    );
    expect(await money('Блокировка снята, деньги не списаны.')).toHaveLength(1);
    expect(text(screen.getByText('Оплата').nextElementSibling as Element)).toBe(
      'КАРТОЙ ОНЛАЙН, не оплачено',
    );
    await waitFor(() => expect(stream?.readyState).toBe(FakeEventSource.CLOSED));
    vi.unstubAllGlobals();
  });
});

describe('the history of the money', () => {
  it('lists each movement with its Vladivostok time', async () => {
    stubApi({
      [ROUTE]: json(200, {
        ...order,
        status: 'cancelled',
        canCancel: false,
        payment: {
          ...noMoney,
          method: 'SBP',
          status: 'succeeded',
          captured: 1980,
          refunded: 1980,
          history: [
            { kind: 'paid', amount: 1980, at: '2026-11-21T03:06:00.000Z' },
            { kind: 'refunding', amount: 1980, at: '2026-11-21T03:10:00.000Z' },
            { kind: 'refunded', amount: 1980, at: '2026-11-21T03:11:00.000Z' },
          ],
        },
      }),
    });
    open();
    const history = await screen.findByRole('list', { name: 'Движение денег' });
    expect(
      [...history.querySelectorAll('li')].map((item) => item.textContent?.replace(/\s+/g, ' ')),
    ).toEqual([
      '13:06 оплачено 1 980 Р',
      '13:10 оформлен возврат 1 980 Р',
      '13:11 возвращено 1 980 Р',
    ]);
  });
});
