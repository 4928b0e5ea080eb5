import type { BasketLine } from '@storefront/contract/basket';
import { checkoutMessages as m } from '@storefront/contract/checkout';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, NETWORK_ERROR, type Route, stubApi } from '../../testing/api-stub';
import { renderPage } from '../../testing/render';
import { BasketPage } from './basket-page';
import { leaveSite } from './leave-site';

vi.mock('./leave-site', async (original) => ({
  ...(await original<typeof import('./leave-site')>()),
  leaveSite: vi.fn(),
}));

/** 12:00 and 21:00 in Vladivostok (UTC+10). */
const NOON = new Date('2026-03-10T02:00:00Z');
const NINE_PM = new Date('2026-03-10T11:00:00Z');

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
    special: true,
  },
];

const zones = [
  { id: 1, name: 'Центр', price: 350 },
  { id: 2, name: 'Седанка', price: 500 },
];

const created = json(201, { id: 1234, url: '/order/1234?key=abc', sum: 1630 });

function serve(order: Route = created) {
  return stubApi({
    'GET /api/delivery-zones': json(200, zones),
    'GET /api/checkConnection': json(200, { isServerOk: true }),
    'POST /api/delivery': order,
  });
}

async function openForm() {
  const page = renderPage(<BasketPage />, {
    route: '/basket',
    preloadedState: { basket: { lines } },
    user: { advanceTimers: (ms) => vi.advanceTimersByTime(ms) },
  });
  await page.user.click(screen.getByRole('button', { name: 'ПЕРЕЙТИ К ОФОРМЛЕНИЮ' }));
  await screen.findByLabelText('Ваше имя');
  return page;
}

const submitButton = () => screen.getByRole('button', { name: 'ОФОРМИТЬ ЗАКАЗ' });

async function fillContacts(user: Awaited<ReturnType<typeof openForm>>['user']) {
  await user.type(screen.getByLabelText('Ваше имя'), 'Иван');
  await user.type(screen.getByLabelText('Номер телефона'), '9141234567');
}

async function chooseCourier(user: Awaited<ReturnType<typeof openForm>>['user']) {
  await user.click(screen.getByLabelText('ДОСТАВКА'));
  await user.type(screen.getByLabelText('Улица'), 'Пограничная');
  await user.type(screen.getByLabelText('Дом'), '14');
  await user.type(screen.getByLabelText('Квартира'), '5');
  await user.selectOptions(screen.getByLabelText('Район доставки'), '1');
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOON);
});

afterEach(() => {
  vi.useRealTimers();
  vi.mocked(leaveSite).mockReset();
});

describe('the basket page', () => {
  it('reviews the lines, then opens the form; an empty basket cannot go on', async () => {
    serve();
    const { user, store } = renderPage(<BasketPage />, {
      route: '/basket',
      preloadedState: { basket: { lines } },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'КОРЗИНА' })).toBeTruthy();
    expect(screen.getByText(/Итого:/).textContent).toBe('Итого: 1\u00a0630\u00a0Р');
    await user.click(screen.getByRole('button', { name: 'Удалить из корзины: Корюшка' }));
    expect(store.getState().basket.lines).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Удалить из корзины: Том ям' }));
    expect(screen.getByText('В данное время корзина пуста!')).toBeTruthy();
    expect(
      (screen.getByRole('button', { name: 'ПЕРЕЙТИ К ОФОРМЛЕНИЮ' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('shows the form with the order read-only and goes back with «ЧТО Я ВЫБРАЛ?»', async () => {
    serve();
    const { user } = await openForm();
    expect(screen.getByRole('heading', { level: 1, name: 'ОФОРМЛЕНИЕ ЗАКАЗА' })).toBeTruthy();
    const summary = screen.getByRole('complementary', { name: 'ВАШ ЗАКАЗ' });
    expect(within(summary).getByText('2 шт.')).toBeTruthy();
    expect(within(summary).queryByRole('group')).toBeNull();
    expect(within(summary).getByText('Итого: 1 630 Р')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'ЧТО Я ВЫБРАЛ?' }));
    expect(screen.getByRole('group', { name: 'Количество: Том ям' })).toBeTruthy();
  });

  it('greets with the message it was opened with', async () => {
    serve();
    renderPage(<BasketPage />, {
      route: { pathname: '/basket', state: { message: 'Блюда добавлены в корзину' } },
      preloadedState: { basket: { lines } },
    });
    expect(await screen.findByText('Блюда добавлены в корзину')).toBeTruthy();
  });
});

describe('the checkout form', () => {
  it('shows each message only after the field is left, word for word', async () => {
    serve();
    const { user } = await openForm();
    // Leaving by a click elsewhere: a tab would put the next field in focus and so touch it.
    const leave = () => user.click(document.body);
    const surname = screen.getByLabelText('Ваша фамилия');
    await user.type(surname, 'Petrov');
    expect(screen.queryByText(m.surname)).toBeNull();
    await leave();
    expect(await screen.findByText(m.surname)).toBeTruthy();

    const name = screen.getByLabelText('Ваше имя');
    await user.click(name);
    expect(screen.queryByText(m.required)).toBeNull();
    await leave();
    const error = await screen.findByText(m.required);
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(name.getAttribute('aria-describedby')).toBe(error.id);
    // Once left, the field is checked as it changes.
    await user.type(name, 'Ivan');
    expect(await screen.findByText(m.name)).toBeTruthy();

    await user.type(screen.getByLabelText('Номер телефона'), '914');
    expect(screen.queryByText(m.phone)).toBeNull();
    await leave();
    expect(await screen.findByText(m.phone)).toBeTruthy();

    await user.type(screen.getByLabelText('Ваша почта'), 'ivan@example');
    await leave();
    expect(await screen.findByText(m.email)).toBeTruthy();

    await user.click(screen.getByLabelText('Я согласен с политикой конфиденциальности'));
    expect(await screen.findByText(m.privacy)).toBeTruthy();
    // Contact fields hold errors: the order cannot be sent.
    expect((submitButton() as HTMLButtonElement).disabled).toBe(true);
  });

  it('masks the phone as +7(000) 00 00 000', async () => {
    serve();
    const { user } = await openForm();
    const phone = screen.getByLabelText('Номер телефона') as HTMLInputElement;
    expect(phone.placeholder).toBe('+7 (999) 99 99 999');
    await user.type(phone, '9141234567');
    expect(phone.value).toBe('+7(914) 12 34 567');
    // What autofill gives: the country code lands on the mask's own «+7».
    await user.clear(phone);
    await user.type(phone, '+79141234567');
    expect(phone.value).toBe('+7(914) 12 34 567');
  });

  it('asks for the address only for courier delivery; pickup clears it, courier brings it back', async () => {
    serve();
    const { user, store } = await openForm();
    expect(screen.queryByLabelText('Улица')).toBeNull();
    await chooseCourier(user);
    for (const label of ['Улица', 'Дом', 'Подъезд', 'Этаж', 'Квартира', 'Район доставки']) {
      expect(screen.getByLabelText(label)).toBeTruthy();
    }
    expect((screen.getByLabelText('Улица') as HTMLInputElement).placeholder).toBe(
      'ул. Пограничная, 14',
    );
    expect(store.getState().checkout.form).toMatchObject({ street: 'Пограничная', house: '14' });

    await user.click(screen.getByLabelText('САМОВЫВОЗ'));
    expect(screen.queryByLabelText('Улица')).toBeNull();
    expect(store.getState().checkout.form).toMatchObject({
      deliveryType: 'DeliveryByClient',
      street: '',
      house: '',
      flat: '',
      deliveryZone: null,
    });

    await user.click(screen.getByLabelText('ДОСТАВКА'));
    expect((screen.getByLabelText('Улица') as HTMLInputElement).value).toBe('Пограничная');
    expect((screen.getByLabelText('Квартира') as HTMLInputElement).value).toBe('5');
  });

  it('adds the zone’s fee to the total', async () => {
    serve();
    const { user } = await openForm();
    const summary = screen.getByRole('complementary', { name: 'ВАШ ЗАКАЗ' });
    await user.click(screen.getByLabelText('ДОСТАВКА'));
    expect(within(summary).getByText('Доставка: выберите район')).toBeTruthy();
    const zone = screen.getByLabelText('Район доставки');
    const options = within(zone).getAllByRole('option');
    expect(options.map((option) => option.textContent?.replace(/\u00a0/g, ' '))).toEqual([
      'Выберите район',
      'Центр — 350 Р',
      'Седанка — 500 Р',
    ]);
    await user.selectOptions(zone, '2');
    expect(within(summary).getByText('Доставка: 500 Р')).toBeTruthy();
    expect(within(summary).getByText('Итого: 2 130 Р')).toBeTruthy();
    await user.click(screen.getByLabelText('САМОВЫВОЗ'));
    expect(within(summary).queryByText(/Доставка/)).toBeNull();
    expect(within(summary).getByText('Итого: 1 630 Р')).toBeTruthy();
  });

  it('turns the button into a 5-second hint when the name or the phone is missing', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.setSystemTime(NOON);
    const api = serve();
    const { user } = await openForm();

    await user.click(submitButton());
    const nameHint = screen.getByRole('button', { name: m.nameHint });
    expect(document.activeElement).toBe(screen.getByLabelText('Ваше имя'));
    act(() => vi.advanceTimersByTime(4900));
    expect(screen.getByRole('button', { name: m.nameHint })).toBe(nameHint);
    act(() => vi.advanceTimersByTime(100));
    expect(submitButton()).toBe(nameHint);

    await user.type(screen.getByLabelText('Ваше имя'), 'Иван');
    await user.click(submitButton());
    expect(screen.getByRole('button', { name: m.phoneHint })).toBeTruthy();
    act(() => vi.advanceTimersByTime(5000));
    expect(submitButton()).toBeTruthy();
    expect(api.callsTo('POST /api/delivery')).toHaveLength(0);
  });

  it('is disabled for courier delivery without street or house', async () => {
    serve();
    const { user } = await openForm();
    await fillContacts(user);
    expect((submitButton() as HTMLButtonElement).disabled).toBe(false);
    await user.click(screen.getByLabelText('ДОСТАВКА'));
    expect((submitButton() as HTMLButtonElement).disabled).toBe(true);
    await user.type(screen.getByLabelText('Улица'), 'Пограничная');
    await user.type(screen.getByLabelText('Дом'), '14');
    expect((submitButton() as HTMLButtonElement).disabled).toBe(false);
  });

  it('sends a pickup order as API.md shows it and opens the confirmation', async () => {
    const api = serve();
    const { user, store } = await openForm();
    expect((screen.getByLabelText('как можно скорее') as HTMLInputElement).checked).toBe(true);
    await fillContacts(user);
    await user.click(submitButton());

    expect(await screen.findByTestId('location')).toHaveProperty(
      'textContent',
      '/order/1234?key=abc',
    );
    const [call] = api.callsTo('POST /api/delivery');
    expect(call?.headers.get('Idempotency-Key')).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(call?.body).toEqual({
      emailSubscription: true,
      data: lines,
      metadata: {
        isServerOk: true,
        orderServiceType: 'DeliveryByClient',
        payment: 'CASH',
        phone: '+79141234567',
        customer: { name: 'Иван', surname: '', email: null },
        completeBefore: null,
        comment: '',
        deliveryPoint: null,
        deliveryZone: null,
      },
    });
    expect(store.getState().basket.lines).toEqual([]);
    expect(store.getState().checkout.attemptKey).toBeNull();
  });

  it('sends the address, the zone and the chosen slot for courier delivery', async () => {
    const api = serve();
    const { user } = await openForm();
    await fillContacts(user);
    await user.type(screen.getByLabelText('Ваша почта'), 'ivan@example.ru');
    await chooseCourier(user);
    await user.click(screen.getByLabelText('ко времени'));
    await user.selectOptions(screen.getByLabelText('Время'), 'сегодня, 15:30');
    await user.click(screen.getByLabelText('БЕЗНАЛИЧНЫЙ РАСЧЕТ КУРЬЕРУ'));
    await user.click(screen.getByLabelText('Хочу получать рассылку на вкусном'));
    await user.click(submitButton());

    await screen.findByTestId('location');
    const [call] = api.callsTo('POST /api/delivery');
    expect(call?.body).toMatchObject({
      emailSubscription: false,
      metadata: {
        orderServiceType: 'DeliveryByCourier',
        payment: 'BNCUR',
        customer: { name: 'Иван', email: 'ivan@example.ru' },
        completeBefore: '2026-03-10 15:30:00.000',
        deliveryPoint: {
          street: { name: 'Пограничная', city: 'Владивосток' },
          house: '14',
          flat: '5',
          entrance: null,
          floor: null,
        },
        deliveryZone: 1,
      },
    });
  });

  it('adds «Без звонка оператора» to the comment on a line of its own', async () => {
    const api = serve();
    const { user } = await openForm();
    await fillContacts(user);
    await user.type(screen.getByLabelText('Комментарий к заказу'), 'Домофон не работает');
    await user.click(screen.getByLabelText('Оформить без звонка оператора'));
    await user.click(submitButton());
    await screen.findByTestId('location');
    expect(api.callsTo('POST /api/delivery')[0]?.body).toMatchObject({
      metadata: { comment: 'Домофон не работает\nБез звонка оператора' },
    });
  });

  it('leaves for the payment page when the answer is another site', async () => {
    serve(json(201, { id: 5, url: 'https://pay.example/p/1', sum: 1630 }));
    const { user } = await openForm();
    await fillContacts(user);
    await user.click(screen.getByLabelText('КАРТОЙ ОНЛАЙН'));
    await user.click(submitButton());
    await waitFor(() => expect(leaveSite).toHaveBeenCalledWith('https://pay.example/p/1'));
    expect(screen.getByRole('status').textContent).toBe('Переходим на страницу оплаты…');
  });

  it('retries a lost answer with the same Idempotency-Key', async () => {
    let attempt = 0;
    const api = serve(() => (++attempt === 1 ? NETWORK_ERROR : created.clone()));
    const { user } = await openForm();
    await fillContacts(user);
    await user.click(submitButton());
    expect(
      await screen.findByText(
        'Не удалось оформить заказ. Проверьте соединение и попробуйте ещё раз.',
      ),
    ).toBeTruthy();
    expect(screen.getByLabelText('Ваше имя')).toBeTruthy();

    await user.click(submitButton());
    await screen.findByTestId('location');
    const [first, second] = api.callsTo('POST /api/delivery');
    expect(second?.headers.get('Idempotency-Key')).toBe(first?.headers.get('Idempotency-Key'));
  });

  it('names the dishes that left the menu and starts a new attempt after that refusal', async () => {
    let attempt = 0;
    const api = serve(() =>
      ++attempt === 1
        ? json(409, {
            errType: 'productUnavailable',
            message: 'Некоторые блюда сейчас недоступны для заказа',
            fields: { 'special:7': 'Корюшка' },
          })
        : created.clone(),
    );
    const { user } = await openForm();
    await fillContacts(user);
    await user.click(submitButton());
    expect(
      await screen.findByText('Некоторые блюда сейчас недоступны для заказа: Корюшка'),
    ).toBeTruthy();
    expect(screen.getByLabelText('Ваше имя')).toBeTruthy();

    await user.click(submitButton());
    await screen.findByTestId('location');
    const [first, second] = api.callsTo('POST /api/delivery');
    expect(second?.headers.get('Idempotency-Key')).not.toBe(first?.headers.get('Idempotency-Key'));
  });

  it('puts the server’s validation messages on the fields', async () => {
    serve(
      json(400, {
        errType: 'validation',
        message: 'Проверьте правильность заполнения полей',
        fields: { 'metadata.customer.name': 'Имя слишком длинное' },
      }),
    );
    const { user } = await openForm();
    await fillContacts(user);
    await user.click(submitButton());
    expect(await screen.findByText('Проверьте правильность заполнения полей')).toBeTruthy();
    const error = screen.getByText('Имя слишком длинное');
    expect(screen.getByLabelText('Ваше имя').getAttribute('aria-describedby')).toBe(error.id);
  });

  it('offers «как можно скорее» only during delivery hours', async () => {
    vi.setSystemTime(NINE_PM);
    serve();
    await openForm();
    expect(screen.queryByLabelText('как можно скорее')).toBeNull();
    expect((screen.getByLabelText('ко времени') as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText(m.deliveryHours)).toBeTruthy();
    const select = screen.getByLabelText('Время');
    expect(within(select).queryByRole('group', { name: 'Сегодня' })).toBeNull();
    const tomorrow = within(select).getByRole('group', { name: 'Завтра' });
    expect(within(tomorrow).getAllByRole('option')).toHaveLength(18);
  });
});
