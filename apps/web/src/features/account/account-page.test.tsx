import {
  birthdayMessages,
  type DeliverySettings,
  type OrderHistoryEntry,
  type UserInfo,
  type UserOrdersInfo,
} from '@storefront/contract/accounts';
import type { ProductCard } from '@storefront/contract/catalog';
import { errorMessages } from '@storefront/contract/error-messages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BasketPage } from '../../app/routes/basket-page';
import { type ApiCall, json, type Route, stubApi } from '../../testing/api-stub';
import { productCard } from '../../testing/product-card';
import { renderPage } from '../../testing/render';
import { initialSessionState } from '../auth/session-slice';
import { MyAccountPage } from './account-page';

const TOKEN = 'session-token';
const loggedIn = { session: { ...initialSessionState, loggedIn: true, accessToken: TOKEN } };

const profile: UserInfo = {
  userName: 'Иван',
  userLastName: 'Петров',
  phone: '79141234567',
  email: 'ivan@mail.ru',
  birthday: '',
};
const stats: UserOrdersInfo = { amountSpent: 12340, ordersCount: 5, dishesOrdered: 11 };
const settings: DeliverySettings = {
  deliveryMethod: 'delivery',
  paymentMethod: 'online',
  street: 'Пограничная',
  house: '14',
  entrance: '1',
  floor: '3',
  flat: '5',
  comment: 'Домофон не работает',
  cartNumber: '',
  cartExpire: '',
  cartCVV: '',
  deliveryId: 1,
};

const unauthorized = json(401, {
  errType: 'unauthorizedToast',
  message: errorMessages.unauthorizedToast,
});

function serve(routes: Record<string, Route> = {}) {
  return stubApi({
    'GET /api/myAccount/getUserInfo': json(200, { info: profile }),
    'GET /api/myAccount/getUserOrdersInfo': json(200, { info: stats }),
    'GET /api/myAccount/getUserDeliverySettings': json(200, { info: settings }),
    'GET /api/myAccount/getOrdersHistory': json(200, { info: [] }),
    'GET /api/delivery-zones': json(200, [{ id: 1, name: 'Центр', price: 350 }]),
    ...routes,
  });
}

function open(options: Parameters<typeof renderPage>[1] = {}) {
  return renderPage(<MyAccountPage />, {
    route: '/my-account',
    preloadedState: loggedIn,
    ...options,
  });
}

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe('the account page', () => {
  it('sends a visitor who is not logged in to / with the login modal and the toast', async () => {
    const api = serve();
    const { store } = renderPage(<MyAccountPage />, { route: '/my-account' });
    expect((await screen.findByTestId('location')).textContent).toBe('/');
    expect(store.getState().session.showingModal).toBe('loginRegister');
    expect(await screen.findByText(errorMessages.unauthorizedToast)).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });

  it('has four tabs (the points last) and shows the profile with the bearer token', async () => {
    const api = serve();
    open();
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(['ЛИЧНЫЕ ДАННЫЕ', 'ДОСТАВКА', 'ИСТОРИЯ ЗАКАЗОВ', 'БАЛЛЫ']);
    expect(await screen.findByText('Иван')).toBeTruthy();
    expect(screen.getByText('Петров')).toBeTruthy();
    expect(screen.getByText('+7 (914) 12 34 567')).toBeTruthy();
    expect(screen.getByText('ivan@mail.ru')).toBeTruthy();
    expect(await screen.findByText('12 340 Р')).toBeTruthy();
    expect(api.calls[0]?.headers.get('Authorization')).toBe(`Bearer ${TOKEN}`);
  });

  it.each([
    [1, 1, '1 заказ оформлен', '1 блюдо заказано'],
    [2, 3, '2 заказа оформлено', '3 блюда заказано'],
    [5, 11, '5 заказов оформлено', '11 блюд заказано'],
    [21, 22, '21 заказ оформлен', '22 блюда заказано'],
  ])(
    'counts %i orders and %i dishes with Russian plural words and verbs agreeing',
    async (orders, dishes, ordersText, dishesText) => {
      serve({
        'GET /api/myAccount/getUserOrdersInfo': json(200, {
          info: { amountSpent: 990, ordersCount: orders, dishesOrdered: dishes },
        }),
      });
      open();
      const stats = await screen.findByRole('region', { name: 'Статистика' });
      await within(stats).findByText(ordersText.split(' ').slice(0, 2).join(' '));
      const lines = within(stats)
        .getAllByRole('listitem')
        .map((item) => item.textContent);
      expect(lines.slice(1)).toEqual([ordersText, dishesText]);
    },
  );

  it('a 401 logs out, opens the login modal, shows the toast and goes to /', async () => {
    serve({ 'GET /api/myAccount/getUserOrdersInfo': unauthorized });
    const { store } = open();
    expect((await screen.findByTestId('location')).textContent).toBe('/');
    expect(store.getState().session).toMatchObject({
      loggedIn: false,
      accessToken: null,
      showingModal: 'loginRegister',
    });
    expect(await screen.findByText(errorMessages.unauthorizedToast)).toBeTruthy();
  });

  it('«Выйти» ends the session on the server and goes to / without asking to log in', async () => {
    const api = serve({ 'POST /api/myAccount/logout': json(200, { success: true }) });
    const { user, store } = open();
    await screen.findByText('Иван');
    await user.click(button('Выйти'));
    expect((await screen.findByTestId('location')).textContent).toBe('/');
    const logout = api.callsTo('POST /api/myAccount/logout')[0];
    expect(logout?.headers.get('Authorization')).toBe(`Bearer ${TOKEN}`);
    expect(store.getState().session).toMatchObject({ loggedIn: false, showingModal: null });
  });

  it('a call the server refuses once «Выйти» revoked the session does not ask to log in', async () => {
    let revoke = () => {};
    const revoked = new Promise<void>((resolve) => {
      revoke = resolve;
    });
    serve({
      // Still on its way when the guest logs out: the server answers it after the revoke.
      'GET /api/myAccount/getUserOrdersInfo': async () => {
        await revoked;
        return json(401, {
          errType: 'unauthorizedToast',
          message: errorMessages.unauthorizedToast,
        });
      },
      'POST /api/myAccount/logout': async () => {
        revoke();
        await new Promise((resolve) => setTimeout(resolve, 50));
        return json(200, { success: true });
      },
    });
    const { user, store } = open();
    await screen.findByText('Иван');
    await user.click(button('Выйти'));
    expect((await screen.findByTestId('location')).textContent).toBe('/');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(store.getState().session).toMatchObject({ loggedIn: false, showingModal: null });
    expect(screen.queryByText(errorMessages.unauthorizedToast)).toBeNull();
  });
});

describe('personal data', () => {
  async function edit(routes: Record<string, Route> = {}) {
    const api = serve(routes);
    const page = open();
    await page.user.click(await screen.findByRole('button', { name: 'РЕДАКТИРОВАТЬ' }));
    return { ...page, api };
  }

  async function changeEmail(user: Awaited<ReturnType<typeof edit>>['user'], email: string) {
    await user.clear(field('E-mail'));
    await user.type(field('E-mail'), email);
  }

  it('checks the contacts: e-mail, phone, and one of them at least', async () => {
    const { user } = await edit();
    await changeEmail(user, 'ivan@mail');
    await user.click(button('СОХРАНИТЬ'));
    expect(screen.getByText('Некорректный email')).toBeTruthy();
    await user.clear(field('Телефон'));
    await user.type(field('Телефон'), '91412');
    await user.click(field('Имя'));
    expect(screen.getByText('Некорректный телефон')).toBeTruthy();
  });

  it.each(['89140000101', '+79140000101', '79140000101', '9140000101'])(
    'shows the phone %j typed key by key as +7 (914) 00 00 101',
    async (keys) => {
      const { user } = await edit({
        'POST /api/myAccount/checkPhone': json(200, { isExist: true }),
      });
      await user.clear(field('Телефон'));
      await user.type(field('Телефон'), keys);
      expect(field('Телефон').value).toBe('+7 (914) 00 00 101');
      await user.click(button('ПОДТВЕРДИТЬ'));
      await screen.findByText(
        'Указанный номер телефона уже зарегистрирован. Пожалуйста, укажите другой номер телефона',
      );
    },
  );

  it('sends the typed phone to the checks as the account keeps it', async () => {
    const { user, api } = await edit({
      'POST /api/myAccount/checkPhone': json(200, { isExist: true }),
    });
    await user.clear(field('Телефон'));
    await user.type(field('Телефон'), '89140000101');
    await user.click(button('ПОДТВЕРДИТЬ'));
    await waitFor(() =>
      expect(api.callsTo('POST /api/myAccount/checkPhone')[0]?.body).toEqual({
        phone: '79140000101',
      }),
    );
  });

  it('an emptied phone is fine while the e-mail stays, and saving removes it', async () => {
    const { user, api } = await edit({
      'POST /api/myAccount/updateUserInfo': json(200, { success: true }),
    });
    await user.clear(field('Телефон'));
    await user.click(field('Имя'));
    expect(screen.queryByText('Некорректный телефон')).toBeNull();
    expect(screen.queryByText('Должны быть указаны телефон или почта')).toBeNull();
    expect(button('СОХРАНИТЬ').disabled).toBe(false);
    await user.click(button('СОХРАНИТЬ'));
    expect(await screen.findByText('Данные успешно сохранены')).toBeTruthy();
    expect(api.callsTo('POST /api/myAccount/updateUserInfo')[0]?.body).toMatchObject({
      phone: '',
      email: 'ivan@mail.ru',
    });
  });

  it('says «Должны быть указаны телефон или почта» at once when both contacts are emptied', async () => {
    const { user, api } = await edit();
    await user.clear(field('E-mail'));
    await user.click(field('Имя'));
    expect(screen.queryByText('Некорректный email')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    await user.clear(field('Телефон'));
    // no blur, no saving: the message is there as soon as the second contact is gone
    expect(screen.getByRole('alert').textContent).toBe('Должны быть указаны телефон или почта');
    expect(screen.queryByText('Некорректный телефон')).toBeNull();
    expect(screen.queryByText('Некорректный email')).toBeNull();
    await user.click(button('СОХРАНИТЬ'));
    expect(api.callsTo('POST /api/myAccount/updateUserInfo')).toHaveLength(0);
    // Typing a contact back takes the message away.
    await user.type(field('E-mail'), 'гость@пример.рф');
    expect(screen.queryByText('Должны быть указаны телефон или почта')).toBeNull();
    expect(screen.queryByText('Некорректный email')).toBeNull();
  });

  it('needs a phone or an e-mail', async () => {
    serve({
      'GET /api/myAccount/getUserInfo': json(200, { info: { ...profile, phone: '', email: '' } }),
    });
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'РЕДАКТИРОВАТЬ' }));
    await user.click(button('СОХРАНИТЬ'));
    expect(screen.getByText('Должны быть указаны телефон или почта')).toBeTruthy();
  });

  it('a taken e-mail is refused with the SPEC text and the field gets its value back', async () => {
    const { user, api } = await edit({
      'POST /api/myAccount/checkEmail': json(200, { isExist: true }),
    });
    await changeEmail(user, 'Taken@Mail.ru');
    // A changed contact must be confirmed before saving.
    expect(button('СОХРАНИТЬ').disabled).toBe(true);
    await user.click(button('ПОДТВЕРДИТЬ'));
    expect(
      await screen.findByText(
        'Указанная почта уже зарегистрирована. Пожалуйста, укажите другую почту',
      ),
    ).toBeTruthy();
    expect(field('E-mail').value).toBe('ivan@mail.ru');
    expect(api.callsTo('POST /api/myAccount/checkEmail')[0]?.body).toEqual({
      email: 'taken@mail.ru',
    });
    expect(api.callsTo('POST /api/myAccount/sendChangeEmailCode')).toHaveLength(0);
    expect(button('СОХРАНИТЬ').disabled).toBe(false);
  });

  it('a taken phone is refused with the SPEC text', async () => {
    const { user } = await edit({ 'POST /api/myAccount/checkPhone': json(200, { isExist: true }) });
    await user.clear(field('Телефон'));
    await user.type(field('Телефон'), '9147654321');
    await user.click(button('ПОДТВЕРДИТЬ'));
    expect(
      await screen.findByText(
        'Указанный номер телефона уже зарегистрирован. Пожалуйста, укажите другой номер телефона',
      ),
    ).toBeTruthy();
    expect(field('Телефон').value).toBe('+7 (914) 12 34 567');
  });

  it('a free e-mail gets a code: a wrong one is refused, the right one changes it', async () => {
    let current = profile;
    const { user, api } = await edit({
      'GET /api/myAccount/getUserInfo': () => json(200, { info: current }),
      'POST /api/myAccount/checkEmail': json(200, { isExist: false }),
      'POST /api/myAccount/sendChangeEmailCode': json(200, { success: true }),
      'POST /api/myAccount/updateEmailPhone': (call: ApiCall) => {
        if ((call.body as { code: string }).code !== '246810') {
          return json(400, { errType: 'invalidCode', message: '…' });
        }
        current = { ...profile, email: 'new@mail.ru' };
        return json(200, { success: true });
      },
      'POST /api/myAccount/updateUserInfo': json(200, { success: true }),
    });
    await user.clear(field('Имя'));
    await user.type(field('Имя'), 'Иоанн');
    await changeEmail(user, 'new@mail.ru');
    await user.click(button('ПОДТВЕРДИТЬ'));

    const dialog = await screen.findByRole('dialog', { name: 'КОД ПОДТВЕРЖДЕНИЯ' });
    expect(api.callsTo('POST /api/myAccount/sendChangeEmailCode')[0]?.body).toEqual({
      email: 'new@mail.ru',
    });
    expect(within(dialog).getAllByRole('textbox')).toHaveLength(6);
    const proceed = within(dialog).getByRole('button', { name: 'ПРОДОЛЖИТЬ' });
    expect((proceed as HTMLButtonElement).disabled).toBe(true);
    await user.keyboard('111111');
    await user.click(proceed);
    expect(await within(dialog).findByText(errorMessages.invalidCode)).toBeTruthy();

    await user.click(within(dialog).getByLabelText('Цифра 1 из 6'));
    await user.paste('246810');
    await user.click(proceed);
    expect(await screen.findByText('Код подтвержден. Данные были изменены')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.callsTo('POST /api/myAccount/updateEmailPhone').at(-1)?.body).toEqual({
      code: '246810',
      contactType: 'email',
    });

    // The name typed before is still there; saving sends the confirmed e-mail.
    expect(field('Имя').value).toBe('Иоанн');
    await waitFor(() => expect(button('СОХРАНИТЬ').disabled).toBe(false));
    await user.click(button('СОХРАНИТЬ'));
    expect(await screen.findByText('Данные успешно сохранены')).toBeTruthy();
    expect(api.callsTo('POST /api/myAccount/updateUserInfo')[0]?.body).toEqual({
      userName: 'Иоанн',
      userLastName: 'Петров',
      phone: '79141234567',
      email: 'new@mail.ru',
    });
  });

  it('cancelling the code puts the old e-mail back', async () => {
    const { user, api } = await edit({
      'POST /api/myAccount/checkEmail': json(200, { isExist: false }),
      'POST /api/myAccount/sendChangeEmailCode': json(200, { success: true }),
    });
    await changeEmail(user, 'new@mail.ru');
    await user.click(button('ПОДТВЕРДИТЬ'));
    await screen.findByRole('dialog', { name: 'КОД ПОДТВЕРЖДЕНИЯ' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(field('E-mail').value).toBe('ivan@mail.ru');
    expect(api.callsTo('POST /api/myAccount/updateEmailPhone')).toHaveLength(0);
    expect(button('СОХРАНИТЬ').disabled).toBe(false);
  });

  it('a code that could not be sent says why and puts the old value back', async () => {
    const { user } = await edit({
      'POST /api/myAccount/checkEmail': json(200, { isExist: false }),
      'POST /api/myAccount/sendChangeEmailCode': json(502, { errType: 'mailDown', message: '…' }),
      'POST /api/myAccount/checkPhone': json(200, { isExist: false }),
      'POST /api/myAccount/sendChangePhoneCode': json(429, {
        errType: 'toManySmsOnPhone',
        message: '…',
      }),
    });
    await changeEmail(user, 'new@mail.ru');
    await user.click(button('ПОДТВЕРДИТЬ'));
    expect(await screen.findByText('Ошибка смены почты')).toBeTruthy();
    expect(field('E-mail').value).toBe('ivan@mail.ru');

    await user.clear(field('Телефон'));
    await user.type(field('Телефон'), '9147654321');
    await user.click(button('ПОДТВЕРДИТЬ'));
    expect(await screen.findByText(errorMessages.toManySmsOnPhone)).toBeTruthy();
    expect(field('Телефон').value).toBe('+7 (914) 12 34 567');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('the birthday in personal data', () => {
  const birthdayField = () => screen.getByLabelText('Дата рождения') as HTMLInputElement;

  it('is a date field while none is saved: a future date is said in the page, a real one sent', async () => {
    const api = serve({ 'POST /api/myAccount/updateUserInfo': json(200, { success: true }) });
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'РЕДАКТИРОВАТЬ' }));
    expect(birthdayField().type).toBe('date');
    expect(birthdayField().readOnly).toBe(false);

    fireEvent.change(birthdayField(), { target: { value: '2999-01-01' } });
    await user.click(button('СОХРАНИТЬ'));
    expect((await screen.findByRole('alert')).textContent).toBe(birthdayMessages.future);
    expect(birthdayField().getAttribute('aria-invalid')).toBe('true');
    expect(birthdayField().getAttribute('aria-describedby')).toBe('account-birthday-error');
    expect(api.callsTo('POST /api/myAccount/updateUserInfo')).toHaveLength(0);

    fireEvent.change(birthdayField(), { target: { value: '1990-03-05' } });
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(button('СОХРАНИТЬ'));
    expect(await screen.findByText('Данные успешно сохранены')).toBeTruthy();
    expect(api.callsTo('POST /api/myAccount/updateUserInfo')[0]?.body).toMatchObject({
      birthday: '1990-03-05',
    });
  });

  it('a date typed only in part is said in the page, not saved as none', async () => {
    const api = serve({ 'POST /api/myAccount/updateUserInfo': json(200, { success: true }) });
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'РЕДАКТИРОВАТЬ' }));
    // What the browser's date field says of '05.03.гггг': no value, its input bad.
    Object.defineProperty(birthdayField(), 'validity', { value: { badInput: true } });
    await user.click(button('СОХРАНИТЬ'));
    expect((await screen.findByRole('alert')).textContent).toBe(birthdayMessages.format);
    expect(api.callsTo('POST /api/myAccount/updateUserInfo')).toHaveLength(0);
  });

  it('says the server’s refusal at the field', async () => {
    serve({
      'POST /api/myAccount/updateUserInfo': json(409, {
        errType: 'birthdayFixed',
        message: birthdayMessages.fixed,
        fields: { birthday: birthdayMessages.fixed },
      }),
    });
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'РЕДАКТИРОВАТЬ' }));
    fireEvent.change(birthdayField(), { target: { value: '1990-03-05' } });
    await user.click(button('СОХРАНИТЬ'));
    expect((await screen.findByRole('alert')).textContent).toBe(birthdayMessages.fixed);
  });

  it('once saved, is read-only text with the note, and saving the profile does not send it', async () => {
    const api = serve({
      'GET /api/myAccount/getUserInfo': json(200, { info: { ...profile, birthday: '1990-03-05' } }),
      'POST /api/myAccount/updateUserInfo': json(200, { success: true }),
    });
    const { user } = open();
    expect(await screen.findByText('05.03.1990')).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'РЕДАКТИРОВАТЬ' }));
    expect(birthdayField().readOnly).toBe(true);
    expect(birthdayField().value).toBe('05.03.1990');
    expect(birthdayField().getAttribute('aria-describedby')).toBe('account-birthday-note');
    expect(screen.getByText(birthdayMessages.fixed).id).toBe('account-birthday-note');
    await user.click(button('СОХРАНИТЬ'));
    expect(await screen.findByText('Данные успешно сохранены')).toBeTruthy();
    expect(api.callsTo('POST /api/myAccount/updateUserInfo')[0]?.body).not.toHaveProperty(
      'birthday',
    );
  });
});

describe('delivery settings', () => {
  it('shows the saved settings, asks for no card data and saves with the card fields empty', async () => {
    const api = serve({
      'POST /api/myAccount/saveUserDeliverySettings': json(200, { success: true }),
    });
    const { user } = open();
    await user.click(screen.getByRole('tab', { name: 'ДОСТАВКА' }));
    const courier = await screen.findByLabelText('ДОСТАВКА', { selector: 'input' });
    expect((courier as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('КАРТОЙ ОНЛАЙН') as HTMLInputElement).checked).toBe(true);
    expect(field('Улица').value).toBe('Пограничная');
    expect(
      screen.getByText(
        'Оплата картой онлайн проходит на защищённой странице платёжного сервиса — данные карты мы не храним.',
      ),
    ).toBeTruthy();
    expect(screen.queryByLabelText(/карт/i, { selector: 'input[type="text"]' })).toBeNull();

    await user.click(screen.getByLabelText('НАЛИЧНЫМИ КУРЬЕРУ'));
    await user.clear(field('Квартира'));
    await user.type(field('Квартира'), '12a');
    await user.click(button('СОХРАНИТЬ'));
    expect(await screen.findByText('Данные успешно сохранены')).toBeTruthy();
    expect(api.callsTo('POST /api/myAccount/saveUserDeliverySettings')[0]?.body).toEqual({
      ...settings,
      paymentMethod: 'cash',
      flat: '12',
      cartNumber: '',
      cartExpire: '',
      cartCVV: '',
    });
  });

  it('checks the address for delivery', async () => {
    const api = serve();
    const { user } = open();
    await user.click(screen.getByRole('tab', { name: 'ДОСТАВКА' }));
    await user.clear(await screen.findByLabelText('Улица'));
    await user.click(button('СОХРАНИТЬ'));
    expect(
      await screen.findByText(
        'Это обязательное поле для заполнения, пожалуйста, заполните это поле',
      ),
    ).toBeTruthy();
    expect(api.callsTo('POST /api/myAccount/saveUserDeliverySettings')).toHaveLength(0);
  });
});

const order = (patch: Partial<OrderHistoryEntry>): OrderHistoryEntry => ({
  id: 1,
  date: '2026-03-10T09:30:00Z',
  address: null,
  items: [],
  deliveryFee: 0,
  sum: (patch.items ?? []).reduce((sum, item) => sum + item.summa, 0),
  status: 'new',
  ...patch,
});

const tomYam = {
  id: 101,
  name: 'Том ям',
  count: 2,
  price: 590,
  summa: 1180,
  gramm: false,
  guid: 'a',
  special: false,
};
const smelt = {
  ...tomYam,
  id: 7,
  name: 'Корюшка',
  count: 1,
  price: 450,
  summa: 450,
  special: true,
};
const gone = { ...tomYam, id: 102, name: 'Рамен', count: 1, price: 400, summa: 400 };
const stopped = { ...tomYam, id: 103, name: 'Гёдза', count: 3, price: 300, summa: 900 };

/** The dish's card as the server answers it, in the venue of the orders here. */
function cardReply(id: number, name: string, price: number, more: Partial<ProductCard> = {}) {
  return json(200, productCard(id, name, price, { venueId: 2, ...more }));
}

describe('order history', () => {
  it('says when it is empty', async () => {
    serve();
    const { user } = open();
    await user.click(screen.getByRole('tab', { name: 'ИСТОРИЯ ЗАКАЗОВ' }));
    expect(await screen.findByText('История заказов пуста')).toBeTruthy();
  });

  it('lists orders newest first with number, Vladivostok date, address and lines', async () => {
    serve({
      'GET /api/myAccount/getOrdersHistory': json(200, {
        info: [
          order({ id: 41, date: '2026-03-01T02:00:00Z', items: [smelt] }),
          order({
            id: 1234,
            date: '2026-03-10T14:30:00Z',
            address: {
              street: { name: 'Пограничная', city: 'Владивосток' },
              house: '14',
              flat: '5',
            },
            items: [tomYam],
          }),
        ],
      }),
    });
    const { user } = open();
    await user.click(screen.getByRole('tab', { name: 'ИСТОРИЯ ЗАКАЗОВ' }));
    const headings = await screen.findAllByRole('heading', { level: 2 });
    expect(headings.map((h) => h.textContent)).toEqual(['Заказ № 0001234', 'Заказ № 0000041']);
    const [latest, older] = screen.getAllByRole('article');
    // 14:30 UTC is 00:30 the next day in Vladivostok.
    expect(latest?.textContent).toContain('11 марта 2026');
    expect(latest?.textContent).toContain('00:30');
    expect(latest?.textContent).toContain('Владивосток, Пограничная, д. 14, кв. 5');
    expect(latest?.textContent).toContain('Том ям');
    expect(latest?.textContent).toContain('2 шт.');
    expect(latest?.textContent).toContain('Итого: 1\u00a0180\u00a0Р');
    expect(older?.textContent).toContain('Самовывоз');
  });

  it('repeats an order: today’s prices into the basket, unavailable dishes named', async () => {
    serve({
      'GET /api/myAccount/getOrdersHistory': json(200, {
        info: [order({ id: 9, items: [tomYam, smelt, gone, stopped] })],
      }),
      'GET /api/product/101': cardReply(101, 'Том ям', 610),
      'GET /api/specialProduct/7': cardReply(7, 'Корюшка', 450, { special: true }),
      'GET /api/product/103': cardReply(103, 'Гёдза', 300, { available: false }),
      // 102 is unknown: 404
    });
    const tomYamInBasket = {
      ...tomYam,
      img: '/x.svg',
      guid: 'guid-101',
      count: 1,
      summa: 610,
      price: 610,
    };
    const { user, store } = open({
      preloadedState: { ...loggedIn, basket: { lines: [tomYamInBasket], unavailable: [] } },
      routes: { '/basket': <BasketPage /> },
    });
    await user.click(screen.getByRole('tab', { name: 'ИСТОРИЯ ЗАКАЗОВ' }));
    await user.click(await screen.findByRole('button', { name: 'ПОВТОРИТЬ ЗАКАЗ' }));

    expect(await screen.findByText('Недоступны и не добавлены: Рамен, Гёдза')).toBeTruthy();
    expect(await screen.findByText('Данные из заказа добавлены в корзину')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'КОРЗИНА' })).toBeTruthy();
    expect(store.getState().basket.lines).toEqual([
      { ...tomYamInBasket, count: 3, summa: 1830 },
      {
        id: 7,
        img: '/media/products/7.svg',
        name: 'Корюшка',
        guid: 'guid-7',
        count: 1,
        price: 450,
        summa: 450,
        gramm: false,
        special: true,
        venueId: 2,
      },
    ]);
  });
});

describe('repeating an order with sizes and modifiers', () => {
  const rollOptions = {
    sizes: [
      { id: 1, name: '4 шт', priceKopecks: 390_00, isDefault: false },
      { id: 2, name: '8 шт', priceKopecks: 700_00, isDefault: true },
    ],
    groups: [
      {
        id: 5,
        name: 'Соусы и добавки',
        minAmount: 0,
        maxAmount: 6,
        required: false,
        freeOfChargeAmount: 1,
        options: [
          {
            id: 9,
            name: 'Васаби',
            priceKopecks: 30_00,
            minAmount: 0,
            maxAmount: 3,
            defaultAmount: 0,
            freeOfChargeAmount: 0,
          },
        ],
      },
    ],
  };
  const roll = { ...tomYam, id: 55, name: 'Филадельфия', count: 1 };

  it('keeps each line’s choice at today’s price and names a choice the menu no longer has', async () => {
    serve({
      'GET /api/myAccount/getOrdersHistory': json(200, {
        info: [
          order({
            id: 9,
            items: [
              {
                ...roll,
                price: 720,
                summa: 720,
                choice: { sizeId: 2, modifiers: [{ optionId: 9, amount: 2 }] },
                choiceText: '8 шт · Васаби ×2',
              },
              // A size the dish has no more.
              { ...roll, choice: { sizeId: 3, modifiers: [] }, choiceText: '12 шт' },
            ],
          }),
        ],
      }),
      'GET /api/product/55': cardReply(55, 'Филадельфия', 700, {
        options: rollOptions,
      }),
    });
    const { user, store } = open({ routes: { '/basket': <BasketPage /> } });
    await user.click(screen.getByRole('tab', { name: 'ИСТОРИЯ ЗАКАЗОВ' }));
    expect(await screen.findByText('8 шт · Васаби ×2')).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'ПОВТОРИТЬ ЗАКАЗ' }));

    expect(await screen.findByText('Недоступны и не добавлены: Филадельфия (12 шт)')).toBeTruthy();
    // 700 ₽ for eight pieces, one wasabi free and one at 30 ₽.
    expect(store.getState().basket.lines).toEqual([
      expect.objectContaining({
        id: 55,
        price: 730,
        summa: 730,
        choice: { sizeId: 2, modifiers: [{ optionId: 9, amount: 2 }] },
        choiceText: '8 шт · Васаби ×2',
      }),
    ]);
  });
});

describe('changing the password on the account page', () => {
  async function fill(
    user: ReturnType<typeof open>['user'],
    current: string,
    next: string,
    repeat = next,
  ) {
    await user.type(await screen.findByLabelText('Текущий пароль'), current);
    await user.type(field('Новый пароль'), next);
    await user.type(field('Повторите пароль'), repeat);
    await user.click(button('СМЕНИТЬ ПАРОЛЬ'));
  }

  it('asks for the current password, sends it, and keeps the new session', async () => {
    const api = serve({
      'POST /api/myAccount/changePassword': json(200, { success: true, accessToken: 'new-token' }),
    });
    const { user, store } = open();
    const section = await screen.findByRole('region', { name: 'Смена пароля' });
    const current = within(section).getByLabelText('Текущий пароль') as HTMLInputElement;
    expect(current.type).toBe('password');
    expect(current.autocomplete).toBe('current-password');
    expect(button('СМЕНИТЬ ПАРОЛЬ').disabled).toBe(true);
    await fill(user, 'oldpass1', 'newpass1');
    expect(await screen.findByText('Данные успешно сохранены')).toBeTruthy();
    const [call] = api.callsTo('POST /api/myAccount/changePassword');
    expect(call?.body).toEqual({
      currentPassword: 'oldpass1',
      newPassword: 'newpass1',
      repeatNewPassword: 'newpass1',
    });
    expect(call?.headers.get('Authorization')).toBe(`Bearer ${TOKEN}`);
    expect(store.getState().session.accessToken).toBe('new-token');
    expect(field('Текущий пароль').value).toBe('');
  });

  it('says a wrong current password under its field', async () => {
    serve({
      'POST /api/myAccount/changePassword': json(400, {
        errType: 'invalidCredentials',
        message: 'Неверный текущий пароль',
        fields: { currentPassword: 'Неверный текущий пароль' },
      }),
    });
    const { user, store } = open();
    await fill(user, 'wrong12', 'newpass1');
    const error = await screen.findByRole('alert');
    expect(error.textContent).toBe('Неверный текущий пароль');
    expect(field('Текущий пароль').getAttribute('aria-describedby')).toBe(error.id);
    expect(store.getState().session.accessToken).toBe(TOKEN);
  });

  it('checks the new password with the site rules before sending', async () => {
    const api = serve();
    const { user } = open();
    await fill(user, 'oldpass1', 'newpass1', 'newpass2');
    expect((await screen.findByRole('alert')).textContent).toBe('Пароли не совпадают');
    expect(api.callsTo('POST /api/myAccount/changePassword')).toHaveLength(0);
  });
});
