import type { BasketLine } from '@storefront/contract/basket';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BasketPage } from '../../app/routes/basket-page';
import { json, stubApi } from '../../testing/api-stub';
import { renderPage } from '../../testing/render';
import { initialSessionState } from '../auth/session-slice';

/** 12:00 in Vladivostok. */
const NOON = new Date('2026-03-10T02:00:00Z');

const lines: BasketLine[] = [
  {
    id: 101,
    img: '/media/products/a.svg',
    name: 'Том ям',
    guid: 'a',
    count: 1,
    price: 590,
    summa: 590,
    gramm: false,
    special: false,
  },
];

function serve() {
  return stubApi({
    'GET /api/delivery-zones': json(200, [{ id: 1, name: 'Центр', price: 350 }]),
    'GET /api/checkConnection': json(200, { isServerOk: true }),
    'POST /api/delivery': json(201, { id: 1, url: '/order/1?key=k', sum: 940 }),
    'GET /api/myAccount/getUserInfo': json(200, {
      info: {
        userName: 'Иван',
        userLastName: 'Петров',
        phone: '79141234567',
        email: 'ivan@mail.ru',
      },
    }),
    'GET /api/myAccount/getUserDeliverySettings': json(200, {
      info: {
        deliveryMethod: 'delivery',
        paymentMethod: 'card',
        street: 'Пограничная',
        house: '14',
        entrance: '1',
        floor: '3',
        flat: '5',
        comment: 'Домофон 5',
        cartNumber: '',
        cartExpire: '',
        cartCVV: '',
        deliveryId: 1,
      },
    }),
  });
}

async function openForm(session = initialSessionState) {
  const page = renderPage(<BasketPage />, {
    route: '/basket',
    preloadedState: { basket: { lines, unavailable: [] }, session },
  });
  await page.user.click(screen.getByRole('button', { name: 'ПЕРЕЙТИ К ОФОРМЛЕНИЮ' }));
  await screen.findByLabelText('Ваше имя');
  return page;
}

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOON);
});

afterEach(() => vi.useRealTimers());

describe('the checkout for a logged-in guest', () => {
  it('is filled from the profile and the saved delivery settings, and sends the bearer token', async () => {
    const api = serve();
    const { user } = await openForm({ ...initialSessionState, loggedIn: true, accessToken: 'tok' });
    await waitFor(() => expect(input('Ваше имя').value).toBe('Иван'));
    expect(input('Ваша фамилия').value).toBe('Петров');
    expect(input('Номер телефона').value).toBe('+7 (914) 12 34 567');
    expect(input('Ваша почта').value).toBe('ivan@mail.ru');
    expect(input('ДОСТАВКА').checked).toBe(true);
    expect(input('БЕЗНАЛИЧНЫЙ РАСЧЕТ КУРЬЕРУ').checked).toBe(true);
    expect(input('Улица').value).toBe('Пограничная');
    expect(input('Квартира').value).toBe('5');
    expect((screen.getByLabelText('Район доставки') as HTMLSelectElement).value).toBe('1');

    // SPEC §4: pickup clears the address, courier reloads the saved one (not what was typed).
    await user.clear(input('Улица'));
    await user.type(input('Улица'), 'Светланская');
    await user.click(input('САМОВЫВОЗ'));
    expect(screen.queryByLabelText('Улица')).toBeNull();
    await user.click(input('ДОСТАВКА'));
    expect(input('Улица').value).toBe('Пограничная');
    expect(input('Квартира').value).toBe('5');
    expect((screen.getByLabelText('Район доставки') as HTMLSelectElement).value).toBe('1');

    // The consent is the guest's own act, never filled in.
    expect(input('Я согласен с политикой конфиденциальности').checked).toBe(false);
    await user.click(input('Я согласен с политикой конфиденциальности'));
    await user.click(screen.getByRole('button', { name: 'ОФОРМИТЬ ЗАКАЗ' }));
    await waitFor(() => expect(api.callsTo('POST /api/delivery')).toHaveLength(1));
    const [order] = api.callsTo('POST /api/delivery');
    expect(order?.headers.get('Authorization')).toBe('Bearer tok');
    expect(order?.body).toMatchObject({
      metadata: {
        phone: '+79141234567',
        customer: { name: 'Иван', surname: 'Петров', email: 'ivan@mail.ru' },
        payment: 'BNCUR',
        orderServiceType: 'DeliveryByCourier',
      },
    });
  });

  it('asks nothing about an account while logged out', async () => {
    const api = serve();
    await openForm();
    expect(input('Ваше имя').value).toBe('');
    expect(api.calls.filter((call) => call.path.startsWith('/api/myAccount/'))).toEqual([]);
  });
});
