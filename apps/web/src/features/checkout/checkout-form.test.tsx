import type { BasketLine } from '@storefront/contract/basket';
import { defaultCheckoutForm, checkoutMessages as m } from '@storefront/contract/checkout';
import { defaultDeliveryHours } from '@storefront/contract/delivery-time';
import { UNAVAILABLE_LINE_NOTE } from '@storefront/contract/dish-notes';
import { defaultOpeningHours } from '@storefront/contract/opening-hours';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BasketPage } from '../../app/routes/basket-page';
import { json, NETWORK_ERROR, type Route, stubApi } from '../../testing/api-stub';
import { renderPage } from '../../testing/render';
import { AWAITING_PAYMENT_KEY } from './awaiting-payment';
import { leaveSite } from './leave-site';
import { onlinePaymentNotes } from './payment-texts';

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
    gramm: true,
    special: true,
    venueId: 1,
  },
];

const zones = [
  { id: 1, name: 'Центр', price: 350 },
  { id: 2, name: 'Седанка', price: 500 },
];

const created = json(201, { id: 1234, url: '/order/1234?key=abc', sum: 1630 });

/** `more`: further routes, GET /api/delivery/paymentWays among them (unanswered: no SBP). */
function serve(order: Route = created, more: Record<string, Route> = {}) {
  return stubApi({
    'GET /api/delivery-zones': json(200, zones),
    'GET /api/checkConnection': json(200, { isServerOk: true }),
    'POST /api/delivery': order,
    ...more,
  });
}

const WAYS = 'GET /api/delivery/paymentWays';

/** A select's options as the guest reads them, without the «Выберите время» placeholder. */
const optionTexts = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .filter((option) => (option as HTMLOptionElement).value !== '')
    .map((option) => option.textContent);

const selectedText = (select: HTMLElement) =>
  (select as HTMLSelectElement).selectedOptions[0]?.textContent;

/** `payment`: the way the guest chose before, kept in the checkout's state. */
async function openForm(payment?: (typeof defaultCheckoutForm)['payment']) {
  const page = renderPage(<BasketPage />, {
    route: '/basket',
    preloadedState: {
      basket: { lines, unavailable: [] },
      ...(payment && {
        checkout: { form: { ...defaultCheckoutForm, payment }, attemptKey: null },
      }),
    },
    user: { advanceTimers: (ms) => vi.advanceTimersByTime(ms) },
  });
  await page.user.click(screen.getByRole('button', { name: 'ПЕРЕЙТИ К ОФОРМЛЕНИЮ' }));
  await screen.findByLabelText('Ваше имя');
  return page;
}

const submitButton = () => screen.getByRole('button', { name: 'ОФОРМИТЬ ЗАКАЗ' });

const consent = () => screen.getByLabelText(/Я согласен с/) as HTMLInputElement;

async function fillContacts(user: Awaited<ReturnType<typeof openForm>>['user']) {
  await user.type(screen.getByLabelText('Ваше имя'), 'Иван');
  await user.type(screen.getByLabelText('Номер телефона'), '9141234567');
  await user.click(consent());
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
  it('moves the focus to the new step’s heading, but not away from a field the guest is in', async () => {
    serve();
    // the next frame comes late, as on a busy phone
    const frames: FrameRequestCallback[] = [];
    const frame = vi
      .spyOn(window, 'requestAnimationFrame')
      .mockImplementation((callback) => frames.push(callback));
    try {
      const { user } = await openForm();
      const name = screen.getByLabelText('Ваше имя');
      await user.type(name, 'Ив');
      // the frame comes between two keys
      for (const callback of frames.splice(0)) callback(0);
      await user.keyboard('ан');
      expect(document.activeElement).toBe(name);
      expect((name as HTMLInputElement).value).toBe('Иван');
      // nothing chosen yet when the frame comes: the heading takes the focus
      await user.click(screen.getByRole('button', { name: 'ЧТО Я ВЫБРАЛ?' }));
      for (const callback of frames.splice(0)) callback(0);
      expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 }));
    } finally {
      frame.mockRestore();
    }
  });

  it('reviews the lines, then opens the form; an empty basket cannot go on', async () => {
    serve();
    const { user, store } = renderPage(<BasketPage />, {
      route: '/basket',
      preloadedState: { basket: { lines, unavailable: [] } },
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
      preloadedState: { basket: { lines, unavailable: [] } },
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

    // SPEC §3: the consent starts unticked; unticking it again says why it is needed.
    expect(consent().checked).toBe(false);
    await user.click(consent());
    await user.click(consent());
    expect(await screen.findByText(m.privacy)).toBeTruthy();
    // Contact fields hold errors: the order cannot be sent.
    expect((submitButton() as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows the phone as +7 (914) 12 34 567 however it is typed or pasted', async () => {
    serve();
    const { user } = await openForm();
    const phone = screen.getByLabelText('Номер телефона') as HTMLInputElement;
    expect(phone.placeholder).toBe('+7 (999) 99 99 999');
    for (const keys of ['9141234567', '+79141234567', '89141234567', '79141234567']) {
      await user.clear(phone);
      await user.type(phone, keys);
      expect(phone.value, keys).toBe('+7 (914) 12 34 567');
    }
    // What autofill or a paste gives.
    await user.clear(phone);
    await user.paste('8 (914) 000-01-01');
    expect(phone.value).toBe('+7 (914) 00 00 101');
  });

  it('asks for the address only for courier delivery; pickup clears it, and it stays cleared', async () => {
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

    // SPEC §4: courier reloads the saved address; a guest without one starts again.
    await user.click(screen.getByLabelText('ДОСТАВКА'));
    expect((screen.getByLabelText('Улица') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Квартира') as HTMLInputElement).value).toBe('');
  });

  it('is not sent without the consent, and says so under the box and beside the button', async () => {
    const api = serve();
    const { user } = await openForm();
    await user.type(screen.getByLabelText('Ваше имя'), 'Иван');
    await user.type(screen.getByLabelText('Номер телефона'), '9141234567');
    const missing = document.getElementById('checkout-missing');
    expect(missing?.textContent).toBe(`${m.missingTitle}${m.missingPrivacy}`);
    await user.click(submitButton());
    expect(await screen.findByText(m.privacy)).toBeTruthy();
    expect(document.activeElement).toBe(consent());
    expect(api.callsTo('POST /api/delivery')).toHaveLength(0);
    await user.click(consent());
    expect(screen.queryByText(m.privacy)).toBeNull();
    expect(missing?.textContent).toBe('');
  });

  it('lists what a disabled button waits for', async () => {
    serve();
    const { user } = await openForm();
    const missing = () => document.getElementById('checkout-missing')?.textContent;
    expect(missing()).toBe(`${m.missingTitle}${m.missingName}${m.missingPhone}${m.missingPrivacy}`);
    await fillContacts(user);
    expect(missing()).toBe('');
    await user.click(screen.getByLabelText('ДОСТАВКА'));
    expect((submitButton() as HTMLButtonElement).disabled).toBe(true);
    expect(missing()).toBe(`${m.missingTitle}${m.missingAddress}${m.missingZone}`);
    expect(submitButton().getAttribute('aria-describedby')).toBe('checkout-missing');
  });

  it('names the payment ways by how the order is received, and where pickup is', async () => {
    serve();
    const { user } = await openForm();
    expect(screen.getByLabelText('НАЛИЧНЫМИ ПРИ ПОЛУЧЕНИИ')).toBeTruthy();
    expect(screen.getByLabelText('КАРТОЙ ПРИ ПОЛУЧЕНИИ')).toBeTruthy();
    expect(screen.getByLabelText('КАРТОЙ ОНЛАЙН')).toBeTruthy();
    const places = screen.getByRole('list', { name: 'Где забрать заказ:' });
    expect(
      within(places)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Гастропаб — ул. Пограничная, 14, Ежедневно: 12:00–23:00',
      'Sibumi — ул. Пограничная, 10, Ежедневно: 12:00–23:00',
    ]);
    await user.click(screen.getByLabelText('ДОСТАВКА'));
    expect(screen.getByLabelText('НАЛИЧНЫМИ КУРЬЕРУ')).toBeTruthy();
    expect(screen.getByLabelText('БЕЗНАЛИЧНЫЙ РАСЧЕТ КУРЬЕРУ')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Где забрать заказ:' })).toBeNull();
  });

  it('marks a dish priced by weight in the order summary', async () => {
    serve();
    await openForm();
    const summary = screen.getByRole('complementary', { name: 'ВАШ ЗАКАЗ' });
    expect(within(summary).getByText(m.weightPriced)).toBeTruthy();
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

  it('says a street longer than the kitchens keep is too long', async () => {
    serve();
    const { user } = await openForm();
    await user.click(screen.getByLabelText('ДОСТАВКА'));
    const street = screen.getByLabelText('Улица');
    await user.click(street);
    await user.paste(`Пограничная${'я'.repeat(50)}`);
    await user.tab();
    expect(await screen.findByText(m.streetTooLong)).toBeTruthy();
    expect(street.getAttribute('aria-invalid')).toBe('true');
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
    expect(selectedText(screen.getByLabelText('День'))).toBe('Сегодня');
    await user.selectOptions(screen.getByLabelText('Время'), '15:30');
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
    const { user, store } = await openForm();
    await fillContacts(user);
    await user.click(screen.getByLabelText('КАРТОЙ ОНЛАЙН'));
    await user.click(submitButton());
    await waitFor(() => expect(leaveSite).toHaveBeenCalledWith('https://pay.example/p/1'));
    expect(screen.getByRole('status').textContent).toBe('Переходим на страницу оплаты…');
    // Not paid yet: the basket waits for the order to be accepted (the confirmation clears it).
    expect(store.getState().basket.lines).toHaveLength(2);
    expect(localStorage.getItem(AWAITING_PAYMENT_KEY)).toBe('5');
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
    const { user, store } = await openForm();
    await fillContacts(user);
    await user.click(submitButton());
    expect(
      await screen.findByText('Некоторые блюда сейчас недоступны для заказа: Корюшка'),
    ).toBeTruthy();
    expect(screen.getByLabelText('Ваше имя')).toBeTruthy();
    // The basket marks the refused line, and only it.
    expect(store.getState().basket.unavailable).toEqual(['special:7']);
    expect(screen.getAllByText(UNAVAILABLE_LINE_NOTE)).toHaveLength(1);

    await user.click(submitButton());
    await screen.findByTestId('location');
    const [first, second] = api.callsTo('POST /api/delivery');
    expect(second?.headers.get('Idempotency-Key')).not.toBe(first?.headers.get('Idempotency-Key'));
  });

  it('takes the menu’s new prices into the basket after 409 priceChanged and orders at those', async () => {
    let attempt = 0;
    const api = serve(() =>
      ++attempt === 1
        ? json(409, {
            errType: 'priceChanged',
            message: 'Цены некоторых блюд изменились. Проверьте корзину и оформите заказ снова',
            prices: [{ id: 101, special: false, price: 600 }],
          })
        : created.clone(),
    );
    const { user, store } = await openForm();
    await fillContacts(user);
    await user.click(submitButton());
    expect(
      await screen.findByText(
        'Цены некоторых блюд изменились. Проверьте корзину и оформите заказ снова',
      ),
    ).toBeTruthy();
    // The order summary shows today's total: 2 × 600 + 450.
    const summary = screen.getByRole('complementary', { name: 'ВАШ ЗАКАЗ' });
    expect(within(summary).getByText('Итого: 1 650 Р')).toBeTruthy();
    expect(store.getState().basket.lines[0]).toMatchObject({ id: 101, price: 600, summa: 1200 });
    expect(store.getState().basket.lines[1]).toMatchObject({ id: 7, price: 450, summa: 450 });

    await user.click(submitButton());
    await screen.findByTestId('location');
    const [first, second] = api.callsTo('POST /api/delivery');
    expect(second?.body).toMatchObject({
      data: [
        { id: 101, price: 600 },
        { id: 7, price: 450 },
      ],
    });
    expect(second?.headers.get('Idempotency-Key')).not.toBe(first?.headers.get('Idempotency-Key'));
  });

  it('asks for the zones again after 409 priceChanged, shows the new fee and sends it', async () => {
    let attempt = 0;
    const api = serve(
      () =>
        ++attempt === 1
          ? json(409, {
              errType: 'priceChanged',
              message: 'Цены некоторых блюд изменились. Проверьте корзину и оформите заказ снова',
              prices: [],
              deliveryFee: 400,
            })
          : created.clone(),
      {
        // The zone's fee as the server has it once the order was refused.
        'GET /api/delivery-zones': () =>
          json(
            200,
            attempt === 0
              ? zones
              : zones.map((zone) => (zone.id === 1 ? { ...zone, price: 400 } : zone)),
          ),
      },
    );
    const { user } = await openForm();
    await fillContacts(user);
    await chooseCourier(user);
    await user.click(submitButton());
    const summary = screen.getByRole('complementary', { name: 'ВАШ ЗАКАЗ' });
    expect(await within(summary).findByText('Доставка: 400 Р')).toBeTruthy();
    expect(within(summary).getByText('Итого: 2 030 Р')).toBeTruthy();

    await user.click(submitButton());
    await screen.findByTestId('location');
    const [first, second] = api.callsTo('POST /api/delivery');
    expect(first?.body).toMatchObject({ metadata: { deliveryZone: 1, deliveryFee: 350 } });
    expect(second?.body).toMatchObject({ metadata: { deliveryZone: 1, deliveryFee: 400 } });
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
    const { user } = await openForm();
    await user.click(screen.getByLabelText('ДОСТАВКА'));
    expect(screen.queryByLabelText('как можно скорее')).toBeNull();
    expect((screen.getByLabelText('ко времени') as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('Время работы доставки: ежедневно с 11:00 до 20:00')).toBeTruthy();
    // Today's hours are over: the days start tomorrow, its 18 slots from 11:00 to 19:30.
    expect(optionTexts(screen.getByLabelText('День'))).toEqual(['Завтра']);
    expect(optionTexts(screen.getByLabelText('Время'))).toHaveLength(18);
  });

  it('offers pickup times while the counters are open, not the courier’s hours', async () => {
    // 21:00: the courier has stopped; the gastropub's and Sibumi's counters close at 23:00.
    vi.setSystemTime(NINE_PM);
    serve();
    const { user } = await openForm();
    expect(screen.getByLabelText('как можно скорее')).toBeTruthy();
    expect(screen.getByText('Время самовывоза: ежедневно с 12:00 до 23:00')).toBeTruthy();
    await user.click(screen.getByLabelText('ко времени'));
    const day = screen.getByLabelText('День');
    expect(optionTexts(day)).toEqual(['Сегодня', 'Завтра']);
    expect(optionTexts(screen.getByLabelText('Время'))).toEqual(['21:30', '22:00', '22:30']);
    // Tomorrow from the counters' opening at 12:00 to their last half hour at 22:30.
    await user.selectOptions(day, 'Завтра');
    const tomorrow = optionTexts(screen.getByLabelText('Время'));
    expect(tomorrow[0]).toBe('12:00');
    expect(tomorrow).toHaveLength(22);
    // A pickup slot the courier does not have is dropped on switching to delivery.
    await user.selectOptions(day, 'Сегодня');
    await user.selectOptions(screen.getByLabelText('Время'), '22:00');
    await user.click(screen.getByLabelText('ДОСТАВКА'));
    expect((screen.getByLabelText('Время') as HTMLSelectElement).value).toBe('');
    expect(screen.queryByLabelText('как можно скорее')).toBeNull();
  });

  it('follows the delivery week staff set: its slots, «как можно скорее» and hours', async () => {
    // 10 March 2026 is a Tuesday: delivery from 13:00 to 16:00 that day, none on Wednesday.
    const delivery = defaultDeliveryHours.map((day, index) =>
      index === 1 ? { opens: '13:00', closes: '16:00' } : index === 2 ? null : day,
    );
    serve(created, {
      'GET /api/opening-hours': json(200, {
        places: [1, 2, 3, 4].map((placeId) => ({
          placeId,
          days: defaultOpeningHours[placeId as 1 | 2 | 3 | 4],
        })),
        delivery,
      }),
    });
    const { user } = await openForm();
    await user.click(screen.getByLabelText('ДОСТАВКА'));
    await waitFor(() => expect(screen.queryByLabelText('как можно скорее')).toBeNull());
    expect((screen.getByLabelText('ко времени') as HTMLInputElement).checked).toBe(true);
    expect(
      screen.getByText(
        'Время работы доставки: Пн: 11:00–20:00, Вт: 13:00–16:00, Ср: выходной, Чт–Вс: 11:00–20:00',
      ),
    ).toBeTruthy();
    expect(optionTexts(screen.getByLabelText('День'))).toEqual(['Сегодня']);
    expect(optionTexts(screen.getByLabelText('Время'))).toEqual([
      '13:00',
      '13:30',
      '14:00',
      '14:30',
      '15:00',
      '15:30',
    ]);
  });
});

describe('paying online', () => {
  const radio = (name: string) => screen.getByRole('radio', { name }) as HTMLInputElement;
  const group = () => screen.getByRole('group', { name: 'Выберите способ оплаты:' });

  it('offers СБП after the card only when the shop does', async () => {
    const api = serve(created, { [WAYS]: json(200, { sbp: true }) });
    await openForm();
    expect(await screen.findByRole('radio', { name: 'СБП' })).toBeTruthy();
    expect(
      within(group())
        .getAllByRole('radio')
        .map((choice) => choice.id),
    ).toEqual(['checkout-cash', 'checkout-bncur', 'checkout-online', 'checkout-sbp']);
    expect(api.callsTo(WAYS)).toHaveLength(1);
  });

  it('does not offer СБП when the shop has it off', async () => {
    const api = serve(created, { [WAYS]: json(200, { sbp: false }) });
    await openForm();
    await waitFor(() => expect(api.callsTo(WAYS)).toHaveLength(1));
    expect(screen.queryByRole('radio', { name: 'СБП' })).toBeNull();
    expect(radio('КАРТОЙ ОНЛАЙН')).toBeTruthy();
  });

  it('tells how each online way takes the money, under the group and tied to it', async () => {
    serve(created, { [WAYS]: json(200, { sbp: true }) });
    const { user } = await openForm();
    expect(group().hasAttribute('aria-describedby')).toBe(false);
    expect(screen.queryByText(onlinePaymentNotes.ONLINE)).toBeNull();

    await user.click(radio('КАРТОЙ ОНЛАЙН'));
    const card = screen.getByText(onlinePaymentNotes.ONLINE);
    expect(card.textContent).toBe(
      'Сумма заблокируется на карте и спишется, когда рестораны примут заказ — только за то, что они приготовят',
    );
    expect(group().getAttribute('aria-describedby')).toBe(card.id);

    await user.click(await screen.findByRole('radio', { name: 'СБП' }));
    expect(screen.queryByText(onlinePaymentNotes.ONLINE)).toBeNull();
    const sbp = screen.getByText(
      'Оплата сразу; если ресторан не сможет приготовить часть заказа, вернём её стоимость',
    );
    expect(group().getAttribute('aria-describedby')).toBe(sbp.id);

    await user.click(radio('НАЛИЧНЫМИ ПРИ ПОЛУЧЕНИИ'));
    expect(screen.queryByText(onlinePaymentNotes.SBP)).toBeNull();
    expect(group().hasAttribute('aria-describedby')).toBe(false);
  });

  it('keeps a chosen СБП while the shop offers it', async () => {
    serve(created, { [WAYS]: json(200, { sbp: true }) });
    await openForm('SBP');
    await waitFor(() => expect(radio('СБП').checked).toBe(true));
    expect(screen.getByText(onlinePaymentNotes.SBP)).toBeTruthy();
  });

  it.each([
    ['the shop no longer offers it', json(200, { sbp: false })],
    ['the shop’s offer cannot be read', json(503, { errType: 'unavailable', message: '…' })],
  ])('turns a chosen СБП into the card online when %s', async (_case, ways) => {
    const api = serve(created, { [WAYS]: ways });
    const { store } = await openForm('SBP');
    await waitFor(() => expect(radio('КАРТОЙ ОНЛАЙН').checked).toBe(true));
    expect(api.callsTo(WAYS)).toHaveLength(1);
    expect(screen.getByText(onlinePaymentNotes.ONLINE)).toBeTruthy();
    expect(store.getState().checkout.form?.payment).toBe('ONLINE');
  });

  it('leaves for the payment page with СБП as with the card, the basket waiting', async () => {
    const api = serve(json(201, { id: 6, url: 'https://pay.example/p/6', sum: 1630 }), {
      [WAYS]: json(200, { sbp: true }),
    });
    const { user, store } = await openForm();
    await fillContacts(user);
    await user.click(await screen.findByRole('radio', { name: 'СБП' }));
    await user.click(submitButton());
    await waitFor(() => expect(leaveSite).toHaveBeenCalledWith('https://pay.example/p/6'));
    expect(api.callsTo('POST /api/delivery')[0]?.body).toMatchObject({
      metadata: { payment: 'SBP' },
    });
    expect(screen.getByRole('status').textContent).toBe('Переходим на страницу оплаты…');
    expect(store.getState().basket.lines).toHaveLength(2);
    expect(localStorage.getItem(AWAITING_PAYMENT_KEY)).toBe('6');
  });

  it('shows the server’s refusal of СБП under the payment ways', async () => {
    serve(
      json(400, {
        errType: 'validation',
        message: 'Проверьте правильность заполнения полей',
        fields: { 'metadata.payment': m.sbpUnavailable },
      }),
      { [WAYS]: json(200, { sbp: true }) },
    );
    const { user } = await openForm();
    await fillContacts(user);
    await user.click(await screen.findByRole('radio', { name: 'СБП' }));
    await user.click(submitButton());
    const error = await within(group()).findByText(m.sbpUnavailable);
    expect(group().getAttribute('aria-describedby')?.split(' ')).toContain(error.id);
  });
});
