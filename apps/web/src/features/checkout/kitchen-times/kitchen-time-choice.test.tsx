/**
 * The checkout's time block with the kitchens' answer (issue 33 items 3–4): POST /api/kitchen/times
 * mocked, the form opened from the basket page as the guest does.
 */
import type { BasketLine } from '@storefront/contract/basket';
import type { KitchenTimesResponse } from '@storefront/contract/kitchen-times';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BasketPage } from '../../../app/routes/basket-page';
import { json, NETWORK_ERROR, type Route, stubApi } from '../../../testing/api-stub';
import { renderPage } from '../../../testing/render';

/** 12:00 in Vladivostok (UTC+10), Tuesday 10 March 2026. */
const NOON = new Date('2026-03-10T02:00:00Z');

const lines: BasketLine[] = [
  {
    id: 101,
    img: '/media/products/a.svg',
    name: 'Том ям',
    guid: 'a',
    count: 2,
    price: 590,
    summa: 1180,
    gramm: false,
    special: false,
    venueId: 2,
  },
  {
    id: 7,
    img: '/media/products/b.svg',
    name: 'Наполеон',
    guid: 'b',
    count: 1,
    price: 450,
    summa: 450,
    gramm: false,
    special: true,
    venueId: 4,
  },
];

const slot = (date: string, time: string, day: 'today' | 'tomorrow' | 'later') => ({
  value: `${date} ${time}:00.000`,
  day,
  date,
  time,
});

const NOTE = '«Наполеон» готовим за 2 дня — выберите дату от 12 марта';

const answer: KitchenTimesResponse = {
  asap: {
    promisedAt: '2026-03-10T02:40:00.000Z',
    venues: [
      { venueId: 2, name: 'Гастропаб', readyAt: '2026-03-10T02:10:00.000Z' },
      { venueId: 4, name: 'Кондитерская', readyAt: '2026-03-10T02:40:00.000Z' },
    ],
  },
  slots: [
    slot('2026-03-10', '13:00', 'today'),
    slot('2026-03-10', '13:30', 'today'),
    slot('2026-03-11', '12:00', 'tomorrow'),
    slot('2026-03-12', '19:30', 'later'),
  ],
  notes: [NOTE],
};

const TIMES = 'POST /api/kitchen/times';

function serve(times: Route) {
  return stubApi({
    'GET /api/delivery-zones': json(200, [{ id: 1, name: 'Центр', price: 350 }]),
    'GET /api/checkConnection': json(200, { isServerOk: true }),
    'POST /api/delivery': json(201, { id: 1234, url: '/order/1234?key=abc', sum: 1630 }),
    [TIMES]: times,
  });
}

async function openForm() {
  const page = renderPage(<BasketPage />, {
    route: '/basket',
    preloadedState: { basket: { lines, unavailable: [] } },
    user: { advanceTimers: (ms) => vi.advanceTimersByTime(ms) },
  });
  await page.user.click(screen.getByRole('button', { name: 'ПЕРЕЙТИ К ОФОРМЛЕНИЮ' }));
  await screen.findByLabelText('Ваше имя');
  return page;
}

/** A select's options as the guest reads them, without the «Выберите время» placeholder. */
const optionTexts = (label: string) =>
  within(screen.getByLabelText(label))
    .getAllByRole('option')
    .filter((option) => (option as HTMLOptionElement).value !== '')
    .map((option) => option.textContent);

const slotValue = () => (screen.getByLabelText('Время') as HTMLSelectElement).value;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOON);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the checkout’s time block with the kitchens’ answer', () => {
  it('promises «как можно скорее» at the kitchens’ time, with each kitchen’s when they differ', async () => {
    const api = serve(json(200, answer));
    await openForm();
    const asap = (await screen.findByLabelText('как можно скорее — к 12:40')) as HTMLInputElement;
    expect(asap.checked).toBe(true);
    const venues = screen.getByRole('list', { name: 'Когда готовит каждая кухня' });
    expect(
      within(venues)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Гастропаб: готово к 12:10', 'Кондитерская: готово к 12:40']);
    // why sooner days are not offered, read out as it comes
    expect(screen.getByText(NOTE).closest('[aria-live="polite"]')).toBeTruthy();
    expect(api.callsTo(TIMES)[0]?.body).toEqual({
      lines: [
        { id: 101, special: false, count: 2 },
        { id: 7, special: true, count: 1 },
      ],
      serviceType: 'DeliveryByClient',
    });
  });

  it('lists no kitchens’ times when they agree, and no «как можно скорее» when none is offered', async () => {
    const venues = [
      { venueId: 2, name: 'Гастропаб', readyAt: '2026-03-10T02:40:00.000Z' },
      { venueId: 4, name: 'Кондитерская', readyAt: '2026-03-10T02:40:00.000Z' },
    ];
    let asap: KitchenTimesResponse['asap'] = { promisedAt: '2026-03-10T02:40:00.000Z', venues };
    serve(() => json(200, { ...answer, asap }));
    const { user } = await openForm();
    await screen.findByLabelText('как можно скорее — к 12:40');
    expect(screen.queryByRole('list', { name: 'Когда готовит каждая кухня' })).toBeNull();

    // The kitchens stop offering it (a cake made days ahead): the way changes, they answer anew.
    asap = null;
    await user.click(screen.getByLabelText('ДОСТАВКА'));
    await waitFor(() => expect(screen.queryByLabelText(/как можно скорее/)).toBeNull());
    expect((screen.getByLabelText('ко времени') as HTMLInputElement).checked).toBe(true);
  });

  it('offers the days that have slots, each day’s times, and orders the slot chosen', async () => {
    const api = serve(json(200, answer));
    const { user } = await openForm();
    await screen.findByLabelText('как можно скорее — к 12:40');
    await user.click(screen.getByLabelText('ко времени'));
    expect(optionTexts('День')).toEqual(['Сегодня', 'Завтра', 'чт, 12 марта']);
    expect(optionTexts('Время')).toEqual(['13:00', '13:30']);
    await user.selectOptions(screen.getByLabelText('День'), '2026-03-12');
    expect(optionTexts('Время')).toEqual(['19:30']);
    await user.selectOptions(screen.getByLabelText('Время'), '19:30');

    await user.type(screen.getByLabelText('Ваше имя'), 'Иван');
    await user.type(screen.getByLabelText('Номер телефона'), '9141234567');
    await user.click(screen.getByLabelText(/Я согласен с/));
    await user.click(screen.getByRole('button', { name: 'ОФОРМИТЬ ЗАКАЗ' }));
    await screen.findByTestId('location');
    expect(api.callsTo('POST /api/delivery')[0]?.body).toMatchObject({
      metadata: { completeBefore: '2026-03-12 19:30:00.000' },
    });
  });

  it('clears a chosen slot the kitchens no longer offer', async () => {
    serve((call) => {
      const courier = (call.body as { serviceType: string }).serviceType === 'DeliveryByCourier';
      // the courier's minutes leave no room for 13:30 any more
      const slots = answer.slots.filter((each) => !(courier && each.time === '13:30'));
      return json(200, { ...answer, slots });
    });
    const { user } = await openForm();
    await screen.findByLabelText('как можно скорее — к 12:40');
    await user.click(screen.getByLabelText('ко времени'));
    await user.selectOptions(screen.getByLabelText('Время'), '13:30');
    expect(slotValue()).toBe('2026-03-10 13:30:00.000');
    await user.click(screen.getByLabelText('ДОСТАВКА'));
    await waitFor(() => expect(slotValue()).toBe(''));
    expect(optionTexts('Время')).toEqual(['13:00']);
  });

  it.each([
    ['the network fails', NETWORK_ERROR],
    ['too many calls', json(429, { errType: 'tooManyRequests', message: 'Слишком часто' })],
  ] as const)('falls back to today’s rules when %s', async (_why, reply) => {
    const api = serve(reply);
    const { user } = await openForm();
    await waitFor(() => expect(api.callsTo(TIMES).length).toBeGreaterThan(0));
    // the default pickup hours of the counters, 12:00 to 23:00: today and tomorrow
    expect(screen.getByLabelText('как можно скорее')).toBeTruthy();
    await user.click(screen.getByLabelText('ко времени'));
    expect(optionTexts('День')).toEqual(['Сегодня', 'Завтра']);
    expect(optionTexts('Время')[0]).toBe('12:30');
    expect(screen.queryByText(NOTE)).toBeNull();
  });
});
