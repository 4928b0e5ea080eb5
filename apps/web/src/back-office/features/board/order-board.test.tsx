import { errorMessages } from '@storefront/contract/error-messages';
import type { StaffOrder, StaffPreorder } from '@storefront/contract/staff-orders';
import { cancelRefusals } from '@storefront/contract/staff-permissions';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, stubApi } from '../../../testing/api-stub';
import {
  adminProfile,
  operatorProfile,
  renderStaff,
  STAFF_TOKEN,
} from '../../testing/render-staff';
import { resetChimeForTests } from './order-chime';
import { preorderStartText } from './preorders';

const ORDERS = 'GET /api/staff/orders';
const TICKET = 'POST /api/staff/stream-ticket';
/** The stream tickets handed out so far in a test. */
let tickets = 0;

function order(number: string, change: Partial<StaffOrder> = {}): StaffOrder {
  return {
    orderId: Number(number),
    number,
    venueId: 2,
    ticket: 'sent',
    readyMinutes: null,
    orderStatus: 'new',
    createdAt: '2026-11-24T03:00:00.000Z',
    startAt: null,
    promisedAt: null,
    completeBefore: null,
    serviceType: 'DeliveryByCourier',
    address: 'Владивосток, ул. Светланская, д. 1, кв. 5',
    customerName: 'Мария',
    phone: '+7 (914) 123-45-67',
    comment: '',
    noCall: false,
    payment: { method: 'CASH', status: 'notRequired' },
    lines: [
      {
        lineId: Number(number) * 10,
        name: 'Рамен',
        choice: '',
        count: 2,
        sum: 980,
        weightGrams: 450,
        costPerGram: false,
      },
    ],
    discount: { promoCode: null, offer: 0, points: 0 },
    reason: null,
    mayCancel: true,
    cancelNeedsReason: false,
    ...change,
  };
}

const weighed = order('0000011', {
  createdAt: '2026-11-24T03:10:00.000Z',
  completeBefore: '2026-11-24 18:30',
  serviceType: 'DeliveryByClient',
  address: null,
  comment: 'Без лука',
  noCall: true,
  payment: { method: 'ONLINE', status: 'held' },
  lines: [
    {
      lineId: 11,
      name: 'Краб',
      choice: '',
      count: 1,
      sum: 450,
      weightGrams: 300,
      costPerGram: true,
    },
    {
      lineId: 12,
      name: 'Мисо',
      choice: 'Большая · Тофу ×2',
      count: 3,
      sum: 600,
      weightGrams: 250,
      costPerGram: false,
    },
  ],
});
const older = order('0000010', { createdAt: '2026-11-24T02:50:00.000Z' });
const accepted = order('0000020', {
  ticket: 'accepted',
  orderStatus: 'accepted',
  readyMinutes: 25,
});
/** a combined order: the member may not cancel it whole (decision 077) */
const cooking = order('0000030', {
  ticket: 'cooking',
  orderStatus: 'cooking',
  venueId: 1,
  mayCancel: false,
});
const ready = order('0000040', { ticket: 'ready', orderStatus: 'ready' });
const onTheWay = order('0000041', {
  ticket: 'onTheWay',
  orderStatus: 'onTheWay',
  mayCancel: false,
  createdAt: '2026-11-24T03:30:00.000Z',
});
const done = order('0000050', { ticket: 'done', orderStatus: 'delivered' });
const board = [weighed, older, accepted, cooking, ready, onTheWay, done];

/** A stand-in for the browser's EventSource: the test sends the server's events. */
class FakeEventSource {
  static CLOSED = 2;
  static all: FakeEventSource[] = [];
  readyState = 1;
  onerror: (() => void) | null = null;
  private listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>();
  constructor(readonly url: string) {
    FakeEventSource.all.push(this);
  }
  static get last() {
    return FakeEventSource.all.at(-1) ?? null;
  }
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
  emit(type: string, data?: unknown) {
    const event = new MessageEvent(type, { data: JSON.stringify(data) });
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }
  drop() {
    this.readyState = 0;
    this.onerror?.();
  }
}

/** Counts the tones the board asks of the Web Audio API. */
class FakeAudioContext {
  static tones = 0;
  currentTime = 0;
  destination = {};
  resume = () => Promise.resolve();
  createOscillator() {
    FakeAudioContext.tones += 1;
    return {
      type: 'sine',
      frequency: { setValueAtTime() {} },
      connect: (node: unknown) => node,
      start() {},
      stop() {},
    };
  }
  createGain() {
    return {
      gain: { setValueAtTime() {}, exponentialRampToValueAtTime() {} },
      connect: (node: unknown) => node,
    };
  }
}

beforeEach(() => {
  FakeEventSource.all = [];
  tickets = 0;
  FakeAudioContext.tones = 0;
  resetChimeForTests();
  vi.stubGlobal('EventSource', FakeEventSource);
  vi.stubGlobal('AudioContext', FakeAudioContext);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderBoard(routes: Parameters<typeof stubApi>[0] = {}, profile = adminProfile) {
  const api = stubApi({
    'GET /api/staff/me': json(200, profile),
    [ORDERS]: json(200, { orders: board, preorders: [] }),
    [TICKET]: () => json(200, { ticket: `ticket-${++tickets}` }),
    ...routes,
  });
  return { api, ...renderStaff('/staff/orders', { token: STAFF_TOKEN }) };
}

const column = (name: RegExp) => within(screen.getByRole('region', { name }));
const numbers = (scope: ReturnType<typeof column>) =>
  scope.queryAllByRole('article').map((card) => card.querySelector('h3')?.textContent);
const cardOf = (number: string) =>
  within(screen.getByRole('article', { name: new RegExp(`№${number}`) }));

describe('/staff/orders', () => {
  it('puts each ticket in its column, oldest first, with what the kitchen needs to read', async () => {
    renderBoard();
    await screen.findAllByRole('article');
    const names = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(names).toEqual(['Новые 2', 'Приняты 1', 'Готовятся 1', 'Готовы / в пути 2']);
    expect(numbers(column(/^Новые/))).toEqual([
      'Заказ №0000010 · Sibumi',
      'Заказ №0000011 · Sibumi',
    ]);
    expect(numbers(column(/^Готовятся/))).toEqual(['Заказ №0000030 · Гастропаб']);
    expect(numbers(column(/^Готовы/)).map((text) => text?.slice(0, 14))).toEqual([
      'Заказ №0000040',
      'Заказ №0000041',
    ]);
    // The finished one is below the board, not in a column.
    const finished = screen.getByText('Завершённые за 2 часа (1)');
    expect(finished.closest('details')?.textContent).toContain('№0000050');

    const card = cardOf('0000011');
    expect(card.getByText('ко времени 18:30')).toBeTruthy();
    expect(card.getByText('Самовывоз')).toBeTruthy();
    expect(card.getByText('Без звонка')).toBeTruthy();
    expect(card.getByText(/Без лука/)).toBeTruthy();
    expect(card.getByText('КАРТОЙ ОНЛАЙН, сумма заблокирована на карте')).toBeTruthy();
    const lines = card.getAllByRole('listitem').map((item) => item.textContent);
    // the size and modifiers chosen under the dish, for the cook
    expect(lines).toEqual(['Краб × 1 · 300 г · на вес', 'Мисо × 3 · 250 гБольшая · Тофу ×2']);
    expect(card.getByRole('link', { name: '+7 (914) 123-45-67' }).getAttribute('href')).toBe(
      'tel:+79141234567',
    );
    const courier = cardOf('0000010');
    expect(courier.getByText(/ул\. Светланская/).textContent).toBe(
      'Курьер: Владивосток, ул. Светланская, д. 1, кв. 5',
    );
    expect(courier.getByText('оформлен в 12:50')).toBeTruthy();
    expect(courier.getByText('НАЛИЧНЫМИ КУРЬЕРУ, оплата при получении')).toBeTruthy();
  });

  it('offers only the actions that move each ticket on', async () => {
    renderBoard();
    await screen.findAllByRole('article');
    const buttons = (number: string) =>
      cardOf(number)
        .getAllByRole('button')
        .map((button) => button.textContent);
    expect(buttons('0000010')).toEqual(['Принять', 'Отклонить', 'Отменить заказ', 'Печать']);
    expect(buttons('0000020')).toEqual(['Готовится', 'Отклонить', 'Отменить заказ', 'Печать']);
    // 'Отменить заказ' only where the server says this member may cancel the whole order.
    expect(buttons('0000030')).toEqual(['Готов / передан курьеру', 'Печать']);
    expect(buttons('0000040')).toEqual(['Выдан / доставлен', 'Отменить заказ', 'Печать']);
    expect(buttons('0000041')).toEqual(['Выдан / доставлен', 'Печать']);
    expect(buttons('0000050')).toEqual(['Печать']);
  });

  it('takes "Отменить заказ" off a card the stream says is no longer the member’s to cancel', async () => {
    renderBoard();
    await screen.findAllByRole('article');
    act(() => FakeEventSource.last?.emit('open'));
    expect(cardOf('0000010').queryByRole('button', { name: 'Отменить заказ' })).toBeTruthy();
    // Another venue of the order started cooking: the member declines their part instead.
    act(() => FakeEventSource.last?.emit('order', { ...older, mayCancel: false }));
    await waitFor(() =>
      expect(cardOf('0000010').queryByRole('button', { name: 'Отменить заказ' })).toBeNull(),
    );
    expect(cardOf('0000010').getByRole('button', { name: 'Отклонить' })).toBeTruthy();
  });

  it('asks for the reason before cancelling an order another kitchen has started', async () => {
    const needsReason = { ...accepted, cancelNeedsReason: true };
    const { api, user } = renderBoard({
      [ORDERS]: json(200, { orders: [needsReason], preorders: [] }),
      'POST /api/staff/orders/20/venues/2/cancel': json(200, {
        ...needsReason,
        ticket: 'cancelled',
        orderStatus: 'cancelled',
        mayCancel: false,
      }),
    });
    await screen.findAllByRole('article');
    await user.click(cardOf('0000020').getByRole('button', { name: 'Отменить заказ' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Отменить заказ №0000020?' }));
    await user.click(dialog.getByRole('button', { name: 'Да, отменить заказ' }));
    expect(await dialog.findByText(cancelRefusals.reasonNeeded)).toBeTruthy();
    expect(api.callsTo('POST /api/staff/orders/20/venues/2/cancel')).toEqual([]);
    await user.type(dialog.getByLabelText(/^Причина/), 'Закрываемся раньше');
    await user.click(dialog.getByRole('button', { name: 'Да, отменить заказ' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('POST /api/staff/orders/20/venues/2/cancel')[0]?.body).toEqual({
      reason: 'Закрываемся раньше',
    });
  });

  it('accepts with the minutes to ready and the final price of a dish sold by weight', async () => {
    const { api, user } = renderBoard({
      'POST /api/staff/orders/11/venues/2/accept': json(200, {
        ...weighed,
        ticket: 'accepted',
        orderStatus: 'accepted',
        readyMinutes: 35,
      }),
    });
    await screen.findAllByRole('article');
    await user.click(cardOf('0000011').getByRole('button', { name: 'Принять' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Принять заказ №0000011' }));
    const minutes = dialog.getByLabelText(/^Через сколько минут/) as HTMLInputElement;
    expect(minutes.value).toBe('20');
    expect(minutes.min).toBe('5');
    expect(minutes.max).toBe('240');
    expect(document.activeElement).toBe(minutes);
    const price = dialog.getByLabelText(/Краб/) as HTMLInputElement;
    expect(price.value).toBe('450');
    await user.clear(minutes);
    await user.type(minutes, '3');
    await user.click(dialog.getByRole('button', { name: 'Принять' }));
    expect(await dialog.findByText('Укажите целое число минут от 5 до 240')).toBeTruthy();
    expect(api.callsTo('POST /api/staff/orders/11/venues/2/accept')).toEqual([]);

    await user.clear(minutes);
    await user.type(minutes, '35');
    await user.clear(price);
    await user.type(price, '512.5');
    await user.click(dialog.getByRole('button', { name: 'Принять' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [call] = api.callsTo('POST /api/staff/orders/11/venues/2/accept');
    expect(call?.body).toEqual({ minutes: 35, finalPrices: { '11': 512.5 } });
    expect(call?.headers.get('Authorization')).toBe(`Bearer ${STAFF_TOKEN}`);
    expect(numbers(column(/^Приняты/))).toContain('Заказ №0000011 · Sibumi');
    expect(numbers(column(/^Новые/))).toEqual(['Заказ №0000010 · Sibumi']);
    // The focus follows the card to its new column.
    await waitFor(() =>
      expect(document.activeElement?.getAttribute('aria-labelledby')).toBe(
        'staff-order-11-2-title',
      ),
    );
  });

  it('says so and shows the board anew when someone else moved the ticket first', async () => {
    const { api, user } = renderBoard({
      'POST /api/staff/orders/20/venues/2/cooking': json(409, {
        errType: 'conflict',
        message: errorMessages.conflict,
      }),
    });
    await screen.findAllByRole('article');
    expect(api.callsTo(ORDERS)).toHaveLength(1);
    await user.click(cardOf('0000020').getByRole('button', { name: 'Готовится' }));
    expect((await screen.findByRole('alert')).textContent).toBe(errorMessages.conflict);
    await waitFor(() => expect(api.callsTo(ORDERS)).toHaveLength(2));
  });

  it('declines with a reason once confirmed, and cancels without one', async () => {
    const { api, user } = renderBoard({
      'POST /api/staff/orders/10/venues/2/decline': json(200, {
        ...older,
        ticket: 'declined',
        reason: 'Нет краба',
      }),
      'POST /api/staff/orders/20/venues/2/cancel': json(200, {
        ...accepted,
        ticket: 'cancelled',
        orderStatus: 'cancelled',
      }),
    });
    await screen.findAllByRole('article');
    await user.click(cardOf('0000010').getByRole('button', { name: 'Отклонить' }));
    let dialog = within(screen.getByRole('dialog', { name: 'Отклонить заказ №0000010?' }));
    await user.type(dialog.getByLabelText('Причина (необязательно)'), '  Нет краба ');
    await user.click(dialog.getByRole('button', { name: 'Да, отклонить' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('POST /api/staff/orders/10/venues/2/decline')[0]?.body).toEqual({
      reason: 'Нет краба',
    });
    expect(screen.getByText('Завершённые за 2 часа (2)')).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Заказы' })),
    );

    await user.click(cardOf('0000020').getByRole('button', { name: 'Отменить заказ' }));
    dialog = within(screen.getByRole('dialog', { name: 'Отменить заказ №0000020?' }));
    expect(dialog.getByText(/Отменится весь заказ/)).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Да, отменить заказ' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('POST /api/staff/orders/20/venues/2/cancel')[0]?.body).toEqual({});
  });

  it('shows a streamed new order, rings once the page was touched, and counts it in the title', async () => {
    const { api, user } = renderBoard();
    await screen.findAllByRole('article');
    expect(document.title).toBe('(2) Заказы — Пограничная 14');
    await waitFor(() => expect(FakeEventSource.last).not.toBeNull());
    const source = FakeEventSource.last;
    // A one-use ticket in the address, never the session's token (decision 079).
    expect(source?.url).toBe('/api/staff/orders/events?ticket=ticket-1');
    act(() => source?.emit('open'));
    // Browsers allow sound only after an interaction.
    await user.click(screen.getByRole('button', { name: 'Включить звук' }));
    const afterTest = FakeAudioContext.tones;
    expect(afterTest).toBe(2);

    act(() =>
      source?.emit(
        'order',
        order('0000060', { orderId: 60, createdAt: '2026-11-24T03:40:00.000Z' }),
      ),
    );
    expect(await cardOf('0000060').findByText('Рамен')).toBeTruthy();
    expect(numbers(column(/^Новые/)).at(-1)).toBe('Заказ №0000060 · Sibumi');
    expect(document.title).toBe('(3) Заказы — Пограничная 14');
    const live = document.querySelector('[aria-live="polite"]');
    expect(live?.textContent).toBe('Новый заказ №0000060');
    expect(FakeAudioContext.tones).toBe(afterTest + 2);

    // A change to a known card moves it, without a ring.
    act(() => source?.emit('order', { ...older, ticket: 'accepted', orderStatus: 'accepted' }));
    await waitFor(() => expect(numbers(column(/^Приняты/))).toContain('Заказ №0000010 · Sibumi'));
    expect(document.title).toBe('(2) Заказы — Пограничная 14');
    expect(FakeAudioContext.tones).toBe(afterTest + 2);

    // After a dropped connection the list is asked again: events in between were lost.
    expect(api.callsTo(ORDERS)).toHaveLength(1);
    act(() => source?.drop());
    expect(await screen.findByText('Нет связи с сервером, переподключаемся…')).toBeTruthy();
    // The used ticket would be refused: the stream reopens with a new one.
    expect(source?.readyState).toBe(FakeEventSource.CLOSED);
    await waitFor(() => expect(FakeEventSource.all).toHaveLength(2), { timeout: 3000 });
    const again = FakeEventSource.last;
    expect(again?.url).toBe('/api/staff/orders/events?ticket=ticket-2');
    act(() => again?.emit('open'));
    await waitFor(() => expect(api.callsTo(ORDERS)).toHaveLength(2));
    act(() => again?.emit('refresh', {}));
    await waitFor(() => expect(api.callsTo(ORDERS)).toHaveLength(3));
  });

  it("filters by venue for a member of several, and an operator's one venue needs no choice", async () => {
    const { api, user } = renderBoard({
      [ORDERS]: (call) =>
        json(200, {
          orders: board.filter(
            (card) =>
              !call.search.has('venueId') || String(card.venueId) === call.search.get('venueId'),
          ),
          preorders: [],
        }),
    });
    await screen.findAllByRole('article');
    const select = screen.getByLabelText('Заведение') as HTMLSelectElement;
    expect([...select.options].map((option) => option.text)).toEqual([
      'Все заведения',
      'Гастропаб',
      'Sibumi',
      'Кондитерская',
    ]);
    await user.selectOptions(select, 'Гастропаб');
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(numbers(column(/^Готовятся/))).toEqual(['Заказ №0000030']);
    expect(api.callsTo(ORDERS).at(-1)?.search.get('venueId')).toBe('1');
    await waitFor(() =>
      expect(FakeEventSource.last?.url).toMatch(/^\/api\/staff\/orders\/events\?venueId=1&ticket=/),
    );
    // Another venue's card from the stream is not this board's.
    act(() => FakeEventSource.last?.emit('order', order('0000070', { orderId: 70 })));
    expect(screen.getAllByRole('article')).toHaveLength(1);
  });

  it('has no venue choice for an operator of one venue', async () => {
    renderBoard({}, operatorProfile);
    await screen.findAllByRole('article');
    expect(screen.queryByLabelText('Заведение')).toBeNull();
    expect(screen.getByRole('link', { name: 'Заказы' }).getAttribute('aria-current')).toBe('page');
  });

  it('prints a kitchen ticket of one card, without buttons', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const { user } = renderBoard();
    await screen.findAllByRole('article');
    await user.click(cardOf('0000011').getByRole('button', { name: 'Печать' }));
    expect(print).toHaveBeenCalledTimes(1);
    const ticket = document.body.lastElementChild as HTMLElement;
    expect(ticket.textContent).toContain('№0000011');
    expect(ticket.textContent).toContain('Краб × 1');
    expect(ticket.textContent).toContain('Без лука');
    expect(ticket.querySelector('style')?.textContent).toContain('size: 80mm auto');
    expect(ticket.querySelector('button')).toBeNull();
    act(() => {
      window.dispatchEvent(new Event('afterprint'));
    });
    expect(ticket.isConnected).toBe(false);
  });

  it('shows one column at a time on a phone, chosen by tabs', async () => {
    vi.stubGlobal(
      'matchMedia',
      (query: string) =>
        ({
          matches: query === '(max-width: 599px)',
          addEventListener() {},
          removeEventListener() {},
        }) as unknown as MediaQueryList,
    );
    const { user } = renderBoard();
    await screen.findAllByRole('article');
    const tabs = within(screen.getByRole('tablist', { name: 'Колонки заказов' }));
    expect(tabs.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Новые (2)',
      'Приняты (1)',
      'Готовятся (1)',
      'Готовы / в пути (2)',
    ]);
    const panel = () => within(screen.getByRole('tabpanel'));
    expect(numbers(panel())).toEqual(['Заказ №0000010 · Sibumi', 'Заказ №0000011 · Sibumi']);
    tabs.getByRole('tab', { name: 'Новые (2)' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(numbers(panel())).toEqual(['Заказ №0000020 · Sibumi']);
    expect(screen.queryByRole('region', { name: /^Новые/ })).toBeNull();
  });
});

describe('/staff/orders: kitchen times (issue 33)', () => {
  /** planned to start at 12:40, before the order placed earlier (12:50, no planned start) */
  const planned = order('0000012', {
    createdAt: '2026-11-24T03:10:00.000Z',
    startAt: '2026-11-24T02:40:00.000Z',
    promisedAt: '2026-11-24T03:00:00.000Z',
  });
  const cookingPlanned = order('0000031', {
    ticket: 'cooking',
    orderStatus: 'cooking',
    startAt: '2026-11-24T02:30:00.000Z',
  });
  /** due on 14 March 2030 at 12:00: never today */
  const cake: StaffPreorder = {
    orderId: 90,
    number: '0000090',
    venueId: 2,
    promisedAt: '2030-03-14T02:00:00.000Z',
    startAt: '2030-03-14T01:50:00.000Z',
    sendAt: '2030-03-14T00:50:00.000Z',
    serviceType: 'DeliveryByClient',
    customerName: 'Иван Петров',
    comment: 'Надпись «С днём рождения»',
    lines: [{ lineId: 901, name: 'Торт Наполеон', choice: '', count: 1 }],
  };

  it("shows 'начать в' on a ticket not yet cooking, and stands tickets by their start", async () => {
    renderBoard({
      [ORDERS]: json(200, { orders: [older, planned, cookingPlanned], preorders: [] }),
    });
    await screen.findAllByRole('article');
    expect(cardOf('0000012').getByText('начать в 12:40')).toBeTruthy();
    // cooking already: the start is behind it
    expect(cardOf('0000031').queryByText(/начать в/)).toBeNull();
    // without a planned start, no such line (an order placed before starts were planned)
    expect(cardOf('0000010').queryByText(/начать в/)).toBeNull();
    expect(numbers(column(/^Новые/))).toEqual([
      'Заказ №0000012 · Sibumi',
      'Заказ №0000010 · Sibumi',
    ]);
    expect(screen.queryByRole('region', { name: /^Предзаказы/ })).toBeNull();
  });

  it('lists pre-orders apart, and moves one to the board when its ticket arrives', async () => {
    renderBoard({ [ORDERS]: json(200, { orders: [older], preorders: [cake] }) });
    await screen.findAllByRole('article');
    const preorders = within(screen.getByRole('region', { name: /^Предзаказы/ }));
    expect(preorders.getByRole('heading', { level: 2 }).textContent).toBe('Предзаказы 1');
    const card = within(preorders.getByRole('article', { name: /№0000090/ }));
    expect(card.getByText('к 14.03, 12:00')).toBeTruthy();
    expect(card.getByText('начать в 14.03, 11:50')).toBeTruthy();
    expect(card.getByText('Торт Наполеон')).toBeTruthy();
    expect(card.getByText(/С днём рождения/)).toBeTruthy();
    // not a live ticket
    expect(numbers(column(/^Новые/))).toEqual(['Заказ №0000010 · Sibumi']);

    // its send_at came: the stream brings its card, and «Предзаказы» lets it go
    act(() => FakeEventSource.last?.emit('open'));
    const sent = order('0000090', { startAt: cake.startAt, promisedAt: cake.promisedAt });
    act(() => FakeEventSource.last?.emit('order', sent));
    await waitFor(() => expect(screen.queryByRole('region', { name: /^Предзаказы/ })).toBeNull());
    expect(numbers(column(/^Новые/))).toEqual([
      'Заказ №0000010 · Sibumi',
      'Заказ №0000090 · Sibumi',
    ]);
    expect(cardOf('0000090').getByText('начать в 11:50')).toBeTruthy();
  });

  it('adds a pre-order the stream announces, and drops one it says is gone', async () => {
    renderBoard({ [ORDERS]: json(200, { orders: [older], preorders: [] }) });
    await screen.findAllByRole('article');
    act(() => FakeEventSource.last?.emit('open'));
    act(() => FakeEventSource.last?.emit('preorder', { orderId: 90, venueId: 2, preorder: cake }));
    const region = await screen.findByRole('region', { name: /^Предзаказы/ });
    expect(within(region).getByText('Торт Наполеон')).toBeTruthy();
    act(() => FakeEventSource.last?.emit('preorder', { orderId: 90, venueId: 2, preorder: null }));
    await waitFor(() => expect(screen.queryByRole('region', { name: /^Предзаказы/ })).toBeNull());
  });

  it("says a pre-order's start with its date only when it is not today", () => {
    const now = Date.parse('2030-03-14T00:10:00.000Z'); // 10:10 in Vladivostok
    expect(preorderStartText('2030-03-14T01:50:00.000Z', now)).toBe('начать в 11:50');
    expect(preorderStartText('2030-03-15T01:50:00.000Z', now)).toBe('начать в 15.03, 11:50');
  });
});
