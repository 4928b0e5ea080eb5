/**
 * The zone's terms and busy mode at the checkout (issue 14 item 6): the form refuses an order
 * under the zone's minimum before sending it, shows the fee as 0 from the free-delivery
 * threshold and how much is left below it, and a paused venue's message instead of an order.
 */

import type { BasketLine } from '@storefront/contract/basket';
import type { DeliveryZone, VenueStatus } from '@storefront/contract/catalog';
import { offlineVenueMessage } from '@storefront/contract/checkout-messages';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BasketPage } from '../../app/routes/basket-page';
import { json, type Route, stubApi } from '../../testing/api-stub';
import { renderPage } from '../../testing/render';

const NOON = new Date('2026-03-10T02:00:00Z');

/** 1 630 Р of dishes: Sibumi's and the gastropub's. */
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
    name: 'Корюшка',
    guid: 'b',
    count: 1,
    price: 450,
    summa: 450,
    gramm: false,
    special: false,
    venueId: 1,
  },
];

const zones: DeliveryZone[] = [
  { id: 1, name: 'Центр', price: 350, minOrder: 0, freeFrom: 1500, minutes: 40 },
  { id: 2, name: 'Седанка', price: 500, minOrder: 0, freeFrom: 3000, minutes: 60 },
  { id: 3, name: 'Де-Фриз', price: 1200, minOrder: 2000, freeFrom: null, minutes: 75 },
];

const open: VenueStatus[] = [1, 2, 3].map((venueId) => ({
  venueId,
  ordersPaused: false,
  message: '',
  extraMinutes: 0,
  offlineMessage: '',
}));

function serve(order: Route, statuses: VenueStatus[] = open) {
  return stubApi({
    'GET /api/delivery-zones': json(200, zones),
    'GET /api/venues/status': json(200, statuses),
    'GET /api/checkConnection': json(200, { isServerOk: true }),
    'POST /api/delivery': order,
  });
}

async function openForm() {
  const page = renderPage(<BasketPage />, {
    route: '/basket',
    preloadedState: { basket: { lines, unavailable: [] } },
  });
  await page.user.click(screen.getByRole('button', { name: 'ПЕРЕЙТИ К ОФОРМЛЕНИЮ' }));
  await screen.findByLabelText('Ваше имя');
  return page;
}

type User = Awaited<ReturnType<typeof openForm>>['user'];

async function fillCourier(user: User, zone: string) {
  await user.type(screen.getByLabelText('Ваше имя'), 'Иван');
  await user.type(screen.getByLabelText('Номер телефона'), '9141234567');
  await user.click(screen.getByLabelText(/Я согласен с/));
  await user.click(screen.getByLabelText('ДОСТАВКА'));
  await user.type(screen.getByLabelText('Улица'), 'Пограничная');
  await user.type(screen.getByLabelText('Дом'), '14');
  await user.selectOptions(screen.getByLabelText('Район доставки'), zone);
}

const summary = () => screen.getByRole('complementary', { name: 'ВАШ ЗАКАЗ' });
/** The summary's text with its non-breaking spaces read as spaces. */
const summaryText = () => summary().textContent?.replace(/\u00a0/g, ' ') ?? '';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOON);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the zone’s terms at the checkout', () => {
  it('says how much is left to free delivery, and drops the fee from the threshold on', async () => {
    const api = serve(json(201, { id: 9, url: '/order/9?key=k', sum: 1630 }));
    const { user } = await openForm();
    await fillCourier(user, '2');
    expect(summaryText()).toContain('Доставка: 500 Р');
    expect(summaryText()).toContain('До бесплатной доставки — 1 370 Р');
    expect(summaryText()).toContain('Итого: 2 130 Р');

    await user.selectOptions(screen.getByLabelText('Район доставки'), '1');
    expect(summaryText()).toContain('Доставка: 0 Р');
    expect(summaryText()).not.toContain('До бесплатной доставки');
    expect(summaryText()).toContain('Итого: 1 630 Р');

    await user.click(screen.getByRole('button', { name: 'ОФОРМИТЬ ЗАКАЗ' }));
    await waitFor(() => expect(api.callsTo('POST /api/delivery')).toHaveLength(1), {
      timeout: 3000,
    });
    // The fee it showed: the server charges by the same rule and checks it.
    expect(api.callsTo('POST /api/delivery')[0]?.body).toMatchObject({
      metadata: { deliveryZone: 1, deliveryFee: 0 },
    });
  });

  it('refuses an order under the zone’s minimum with the exact sum, without sending it', async () => {
    const api = serve(json(201, { id: 9, url: '/order/9?key=k', sum: 2830 }));
    const { user } = await openForm();
    await fillCourier(user, '3');
    // The minimum is told before the zone is picked too.
    expect(
      within(screen.getByLabelText('Район доставки'))
        .getAllByRole('option')
        .map((option) => option.textContent?.replace(/\u00a0/g, ' ')),
    ).toContain('Де-Фриз — 1 200 Р, заказ от 2 000 Р');
    const message = 'Минимальная сумма заказа для этой зоны — 2\u00a0000\u00a0Р';
    expect(summaryText()).toContain('Минимальная сумма заказа для этой зоны — 2 000 Р');
    expect(summaryText()).toContain('добавьте блюд ещё на 370 Р');

    await user.click(screen.getByRole('button', { name: 'ОФОРМИТЬ ЗАКАЗ' }));
    const zone = screen.getByLabelText('Район доставки');
    await waitFor(() => expect(zone.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(zone.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      message,
    );
    expect(document.activeElement).toBe(zone);
    expect(api.callsTo('POST /api/delivery')).toHaveLength(0);
  });

  it('shows the server’s refusal under the minimum at the zone', async () => {
    const message = 'Минимальная сумма заказа для этой зоны — 1\u00a0000\u00a0Р';
    serve(
      json(400, {
        errType: 'belowZoneMinimum',
        message,
        fields: { 'metadata.deliveryZone': message },
      }),
    );
    const { user } = await openForm();
    await fillCourier(user, '2');
    await user.click(screen.getByRole('button', { name: 'ОФОРМИТЬ ЗАКАЗ' }));
    const zone = screen.getByLabelText('Район доставки');
    await waitFor(() => expect(zone.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(zone.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      message,
    );
  });
});

describe('a venue whose kitchen is off line, at the checkout', () => {
  it('offers no «как можно скорее» and says why: the guest picks a time', async () => {
    const message = offlineVenueMessage('Sibumi');
    serve(
      json(201, { id: 9, url: '/order/9?key=k', sum: 1980 }),
      open.map((status) =>
        status.venueId === 2 ? { ...status, offlineMessage: message } : status,
      ),
    );
    await openForm();
    // said once, by the time choice
    expect(await screen.findAllByText(message)).toHaveLength(1);
    expect(screen.queryByLabelText('как можно скорее')).toBeNull();
    expect((screen.getByLabelText('ко времени') as HTMLInputElement).checked).toBe(true);
  });
});

describe('a paused venue at the checkout', () => {
  const paused = open.map((status) =>
    status.venueId === 2
      ? { ...status, ordersPaused: true, message: 'Sibumi сейчас не принимает заказы: до 18:00' }
      : status,
  );

  it('says so in the basket and beside the button, and sends nothing', async () => {
    const api = serve(json(201, { id: 9, url: '/order/9?key=k', sum: 1980 }), paused);
    const page = renderPage(<BasketPage />, {
      route: '/basket',
      preloadedState: { basket: { lines, unavailable: [] } },
    });
    expect(await screen.findByText('Sibumi сейчас не принимает заказы: до 18:00')).toBeTruthy();
    await page.user.click(screen.getByRole('button', { name: 'ПЕРЕЙТИ К ОФОРМЛЕНИЮ' }));
    await screen.findByLabelText('Ваше имя');
    const notice = await within(summary()).findByText(
      'Sibumi сейчас не принимает заказы: до 18:00',
    );
    expect(notice.closest('[role="status"]')).toBeTruthy();
    await fillCourier(page.user, '2');
    await page.user.click(screen.getByRole('button', { name: 'ОФОРМИТЬ ЗАКАЗ' }));
    await waitFor(() =>
      expect(screen.getAllByText('Sibumi сейчас не принимает заказы: до 18:00')).toHaveLength(2),
    );
    expect(api.callsTo('POST /api/delivery')).toHaveLength(0);
  });

  it('a pause the page had not heard of: the server’s message, and the venues asked again', async () => {
    const api = serve(
      json(409, {
        errType: 'ordersPaused',
        message: 'Sibumi сейчас не принимает заказы: до 18:00',
      }),
    );
    const { user } = await openForm();
    await fillCourier(user, '2');
    const asked = api.callsTo('GET /api/venues/status').length;
    await user.click(screen.getByRole('button', { name: 'ОФОРМИТЬ ЗАКАЗ' }));
    expect(await screen.findByText('Sibumi сейчас не принимает заказы: до 18:00')).toBeTruthy();
    await waitFor(() =>
      expect(api.callsTo('GET /api/venues/status').length).toBeGreaterThan(asked),
    );
  });
});
