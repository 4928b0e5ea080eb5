import type { BasketLine } from '@storefront/contract/basket';
import type { AccountPoints } from '@storefront/contract/loyalty';
import type { BasketPriceRequest, BasketPriceResponse } from '@storefront/contract/promo-codes';
import { pointsMessages, promotionMessages } from '@storefront/contract/promotions';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BasketPage } from '../../../app/routes/basket-page';
import { type ApiCall, json, type Route, stubApi } from '../../../testing/api-stub';
import { renderPage } from '../../../testing/render';
import { initialSessionState } from '../../auth/session-slice';

/** 12:00 in Vladivostok. */
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
    name: 'Корюшка',
    guid: 'b',
    count: 1,
    price: 450,
    summa: 450,
    gramm: false,
    special: true,
    venueId: 1,
  },
];

const zones = [{ id: 1, name: 'Центр', price: 350 }];

const ORDER = 'POST /api/delivery';
const PRICE = 'POST /api/basket/price';

const refused = (errType: string, field: string, message: string) =>
  json(422, { errType, message, fields: { [field]: message } });

interface Pricing {
  /** an offer that applies by itself: its title and percent off the dishes */
  automatic?: { title: string; percent: number };
}

/**
 * POST /api/basket/price as the server answers it, for these codes: TEN, 10 % off the dishes from
 * 1 500 Р; FREE, the courier's fee off and Моти as a gift; SOLO, 100 Р off, not with points; any
 * other is unknown. Points: a signed-in guest's, up to 30 % of the dishes after the offers; the
 * order earns 3 % of what the dishes are paid.
 */
function pricing({ automatic }: Pricing = {}) {
  return ({ body, headers }: ApiCall) => {
    const asked = body as BasketPriceRequest;
    const signedIn = headers.get('Authorization') !== null;
    const dishes = asked.data.reduce((sum, line) => sum + (line.price ?? 0) * 100 * line.count, 0);
    const fee = (asked.deliveryFee ?? 0) * 100;
    const points = asked.points ?? 0;
    const offers: BasketPriceResponse['offers'] = [];
    const code = asked.promoCode?.toUpperCase();
    if (code === 'TEN') {
      if (dishes < 1500_00)
        return refused('promoCodeRefused', 'promoCode', 'Промокод действует от 1 500 Р');
      offers.push({
        code,
        title: 'Минус 10 %',
        discount: Math.floor(dishes / 10) / 100,
        deliveryDiscount: 0,
        gift: null,
      });
    } else if (code === 'FREE') {
      offers.push({
        code,
        title: 'Доставка в подарок',
        discount: 0,
        deliveryDiscount: fee / 100,
        gift: { name: 'Моти' },
      });
    } else if (code === 'SOLO') {
      if (points > 0)
        return refused('promoCodeRefused', 'promoCode', promotionMessages.notWithPoints);
      offers.push({ code, title: 'Минус 100 Р', discount: 100, deliveryDiscount: 0, gift: null });
    } else if (code !== undefined) {
      return refused('promoCodeRefused', 'promoCode', 'Такого промокода нет');
    }
    if (automatic) {
      const off = Math.floor((dishes * automatic.percent) / 100) / 100;
      offers.push({
        code: null,
        title: automatic.title,
        discount: off,
        deliveryDiscount: 0,
        gift: null,
      });
    }
    if (points > 0 && !signedIn) return refused('pointsRefused', 'points', pointsMessages.signIn);
    const afterOffers = dishes - offers.reduce((sum, offer) => sum + offer.discount * 100, 0);
    const most = Math.min(Math.floor((afterOffers * 30) / 100 / 100), 1000);
    if (points > most) return refused('pointsRefused', 'points', pointsMessages.atMost(most));
    const deliveryOff = offers.reduce((sum, offer) => sum + offer.deliveryDiscount * 100, 0);
    const paid = afterOffers - points * 100;
    return json(200, {
      offers,
      points,
      earns: signedIn ? Math.floor((paid * 3) / 100 / 100) : null,
      dishes: dishes / 100,
      discount: (dishes - paid) / 100,
      deliveryFee: (fee - deliveryOff) / 100,
      total: (paid + fee - deliveryOff) / 100,
    } satisfies BasketPriceResponse);
  };
}

/** The last pricing the checkout asked for with a code. */
const askedWithCode = (api: ReturnType<typeof serve>) =>
  api.callsTo(PRICE).filter((call) => (call.body as BasketPriceRequest).promoCode !== undefined);

const points: AccountPoints = {
  balance: 1000,
  tier: { name: 'Гость', ratePercent: 3 },
  spentLast90Days: 0,
  nextTier: null,
  maxSharePercent: 30,
  expiring: [],
  entries: [],
};

function serve(more: Record<string, Route> = {}) {
  return stubApi({
    'GET /api/delivery-zones': json(200, zones),
    'GET /api/checkConnection': json(200, { isServerOk: true }),
    [ORDER]: json(201, { id: 1234, url: '/order/1234?key=abc', sum: 1467 }),
    [PRICE]: pricing(),
    ...more,
  });
}

const signedIn = { ...initialSessionState, loggedIn: true, accessToken: 'tok' };

async function openForm(session = initialSessionState) {
  const page = renderPage(<BasketPage />, {
    route: '/basket',
    preloadedState: { basket: { lines, unavailable: [] }, session },
  });
  await page.user.click(screen.getByRole('button', { name: 'ПЕРЕЙТИ К ОФОРМЛЕНИЮ' }));
  await screen.findByLabelText('Ваше имя');
  return page;
}

type User = Awaited<ReturnType<typeof openForm>>['user'];

const summary = () => screen.getByRole('complementary', { name: 'ВАШ ЗАКАЗ' });
const totalText = () => within(summary()).getByText(/^Итого:/).textContent;

async function openRewards(user: User) {
  await user.click(screen.getByRole('button', { name: 'Есть промокод или баллы?' }));
  const field = await screen.findByLabelText('Промокод');
  // Opened by the guest: the keyboard goes on in the field.
  expect(document.activeElement).toBe(field);
  return field as HTMLInputElement;
}

async function applyCode(user: User, code: string) {
  const field = screen.getByLabelText('Промокод');
  await user.clear(field);
  await user.type(field, code);
  await user.click(screen.getByRole('button', { name: 'Применить' }));
}

async function fillAndOrder(user: User) {
  await user.type(screen.getByLabelText('Ваше имя'), 'Иван');
  await user.type(screen.getByLabelText('Номер телефона'), '9141234567');
  await user.click(screen.getByLabelText(/Я согласен с/));
  await user.click(screen.getByRole('button', { name: 'ОФОРМИТЬ ЗАКАЗ' }));
}

const metadataOf = (call: ApiCall | undefined) =>
  (call?.body as { metadata: Record<string, unknown> } | undefined)?.metadata;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOON);
});

afterEach(() => vi.useRealTimers());

describe('the promo code', () => {
  it('is applied by the server’s check: its discount, the new total, and the order carries it', async () => {
    const api = serve();
    const { user } = await openForm();
    expect(totalText()).toBe('Итого: 1\u00a0630\u00a0Р');
    await openRewards(user);
    await applyCode(user, 'ten');

    const applied = await within(summary()).findByText('Промокод TEN применён: Минус 10 %');
    expect(applied.getAttribute('role')).toBe('status');
    const discount = within(summary()).getByText('Скидка по промокоду TEN');
    expect(discount.nextSibling?.textContent).toBe('-163\u00a0Р');
    expect(totalText()).toBe('Итого: 1\u00a0467\u00a0Р');
    const [check] = askedWithCode(api);
    expect(check?.body).toMatchObject({
      promoCode: 'ten',
      data: [
        { id: 101, count: 2, price: 590 },
        { id: 7, count: 1, price: 450 },
      ],
    });
    expect(check?.body).not.toHaveProperty('deliveryFee');

    await fillAndOrder(user);
    await waitFor(() => expect(api.callsTo(ORDER)).toHaveLength(1));
    expect(metadataOf(api.callsTo(ORDER)[0])).toMatchObject({ promoCode: 'TEN' });
    expect(metadataOf(api.callsTo(ORDER)[0])).not.toHaveProperty('points');
  });

  it('applies with Enter, without sending the order, and can be removed', async () => {
    const api = serve();
    const { user } = await openForm();
    const field = await openRewards(user);
    await user.type(field, 'TEN{Enter}');
    expect(await within(summary()).findByText('Скидка по промокоду TEN')).toBeTruthy();
    expect(api.callsTo(ORDER)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Убрать промокод' }));
    expect(within(summary()).getByText('Промокод убран').getAttribute('role')).toBe('status');
    expect(document.activeElement).toBe(field);
    // priced again without it
    await waitFor(() => expect(totalText()).toBe('Итого: 1\u00a0630\u00a0Р'));
    expect(within(summary()).queryByText('Скидка по промокоду TEN')).toBeNull();
    await fillAndOrder(user);
    await waitFor(() => expect(api.callsTo(ORDER)).toHaveLength(1));
    expect(metadataOf(api.callsTo(ORDER)[0])).not.toHaveProperty('promoCode');
  });

  it('says why a code does not apply, at the field, and applies none', async () => {
    const api = serve();
    const { user } = await openForm();
    const field = await openRewards(user);
    await applyCode(user, 'NOPE');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Такого промокода нет');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toContain(alert.id);
    expect(totalText()).toBe('Итого: 1\u00a0630\u00a0Р');
    expect(screen.queryByRole('button', { name: 'Убрать промокод' })).toBeNull();

    // Typing again clears the refusal.
    await user.type(field, 'X');
    expect(screen.queryByRole('alert')).toBeNull();
    await fillAndOrder(user);
    await waitFor(() => expect(api.callsTo(ORDER)).toHaveLength(1));
    expect(metadataOf(api.callsTo(ORDER)[0])).not.toHaveProperty('promoCode');
  });

  it('is asked about again when the fee changes, and dropped with the reason when the basket no longer fits', async () => {
    const api = serve();
    const { user, store } = await openForm();
    await openRewards(user);
    await applyCode(user, 'TEN');
    await within(summary()).findByText('Скидка по промокоду TEN');

    // A courier zone: the fee goes to the server with the code, once the form is still.
    await user.click(screen.getByLabelText('ДОСТАВКА'));
    await user.selectOptions(screen.getByLabelText('Район доставки'), '1');
    await waitFor(() =>
      expect(api.callsTo(PRICE).at(-1)?.body).toMatchObject({ promoCode: 'TEN', deliveryFee: 350 }),
    );
    await waitFor(() => expect(totalText()).toBe('Итого: 1\u00a0817\u00a0Р'));

    // Back to the review: a line goes, the dishes come to 1 180 Р, under the code's minimum.
    await user.click(screen.getByRole('button', { name: 'ЧТО Я ВЫБРАЛ?' }));
    await user.click(screen.getByRole('button', { name: 'Удалить из корзины: Корюшка' }));
    await user.click(screen.getByRole('button', { name: 'ПЕРЕЙТИ К ОФОРМЛЕНИЮ' }));
    // The code was applied, so its panel is open without a press.
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Промокод TEN снят: Промокод действует от 1 500 Р');
    expect(store.getState().checkout.form?.promoCode).toBe('');
    expect(within(summary()).queryByText('Скидка по промокоду TEN')).toBeNull();
    expect(totalText()).toBe('Итого: 1\u00a0530\u00a0Р');
  });

  it('keeps a code that still applies when the basket changes, with the new discount', async () => {
    const api = serve();
    const { user } = await openForm();
    await openRewards(user);
    await applyCode(user, 'TEN');
    await within(summary()).findByText('Скидка по промокоду TEN');
    await user.click(screen.getByRole('button', { name: 'ЧТО Я ВЫБРАЛ?' }));
    await user.click(screen.getByRole('button', { name: 'Увеличить количество: Корюшка' }));
    await user.click(screen.getByRole('button', { name: 'ПЕРЕЙТИ К ОФОРМЛЕНИЮ' }));
    const discount = await within(summary()).findByText('Скидка по промокоду TEN');
    await waitFor(() => expect(discount.nextSibling?.textContent).toBe('-208\u00a0Р'));
    expect(totalText()).toBe('Итого: 1\u00a0872\u00a0Р');
    expect(api.callsTo(PRICE).at(-1)?.body).toMatchObject({
      promoCode: 'TEN',
      data: [{ count: 2 }, { id: 7, count: 2 }],
    });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('refused by the order call: the message at the field, the code dropped, the form kept', async () => {
    const message = 'Промокод уже использован';
    const api = serve({
      [ORDER]: (call) =>
        metadataOf(call)?.promoCode
          ? refused('promoCodeRefused', 'metadata.promoCode', message)
          : json(201, { id: 1234, url: '/order/1234?key=abc', sum: 1630 }),
    });
    const { user, store } = await openForm();
    const field = await openRewards(user);
    await applyCode(user, 'TEN');
    await within(summary()).findByText('Скидка по промокоду TEN');
    await fillAndOrder(user);

    await waitFor(() => expect(within(summary()).getByRole('alert').textContent).toBe(message));
    expect(document.activeElement).toBe(field);
    expect(store.getState().checkout.form).toMatchObject({ promoCode: '', name: 'Иван' });
    await waitFor(() =>
      expect(within(summary()).queryByText('Скидка по промокоду TEN')).toBeNull(),
    );
    expect((screen.getByLabelText('Ваше имя') as HTMLInputElement).value).toBe('Иван');

    // Sent again: without the code.
    await user.click(screen.getByRole('button', { name: 'ОФОРМИТЬ ЗАКАЗ' }));
    await waitFor(() => expect(api.callsTo(ORDER)).toHaveLength(2));
    expect(metadataOf(api.callsTo(ORDER)[1])).not.toHaveProperty('promoCode');
  });
});

describe('a free delivery code with a gift', () => {
  it('shows the fee taken off and the gift, and the total without the fee', async () => {
    const api = serve();
    const { user } = await openForm();
    await user.click(screen.getByLabelText('ДОСТАВКА'));
    await user.selectOptions(screen.getByLabelText('Район доставки'), '1');
    await waitFor(() => expect(totalText()).toBe('Итого: 1\u00a0980\u00a0Р'));
    await openRewards(user);
    await applyCode(user, 'free');
    const fee = await within(summary()).findByText('Скидка на доставку');
    expect(fee.nextSibling?.textContent).toBe('-350\u00a0Р');
    expect(within(summary()).getByText('Подарок: Моти')).toBeTruthy();
    expect(within(summary()).queryByText(/Скидка по промокоду/)).toBeNull();
    expect(totalText()).toBe('Итого: 1\u00a0630\u00a0Р');
    expect(askedWithCode(api)[0]?.body).toMatchObject({ promoCode: 'free', deliveryFee: 350 });
  });
});

describe('points', () => {
  it('are offered to a signed-in guest up to the order’s share, with what the order earns', async () => {
    const api = serve({ 'GET /api/account/points': json(200, points) });
    const { user } = await openForm(signedIn);
    await openRewards(user);
    const field = (await screen.findByLabelText('Оплатить баллами')) as HTMLInputElement;
    // 30 % of 1 630 Р is 489
    expect(screen.getByText('У вас 1 000 баллов, к этому заказу — до 489')).toBeTruthy();
    expect(field.max).toBe('489');
    expect(screen.getByText('За заказ начислим 48 баллов')).toBeTruthy();

    await user.type(field, '600');
    await user.tab();
    expect(field.value).toBe('489');
    expect((await within(summary()).findByText('Оплачено баллами')).nextSibling?.textContent).toBe(
      '-489\u00a0Р',
    );
    expect(totalText()).toBe('Итого: 1\u00a0141\u00a0Р');
    // 3 % of 1 141 Р paid for the dishes
    expect(screen.getByText('За заказ начислим 34 балла')).toBeTruthy();

    // The code takes 163 Р off first: the share is of 1 467 Р, so 440 at most.
    await applyCode(user, 'TEN');
    await within(summary()).findByText('Скидка по промокоду TEN');
    await waitFor(() => expect(field.value).toBe('440'));
    expect(screen.getByText('У вас 1 000 баллов, к этому заказу — до 440')).toBeTruthy();
    expect(totalText()).toBe('Итого: 1\u00a0027\u00a0Р');
    // 3 % of 1 027 Р
    expect(screen.getByText('За заказ начислим 30 баллов')).toBeTruthy();

    await fillAndOrder(user);
    await waitFor(() => expect(api.callsTo(ORDER)).toHaveLength(1));
    const order = api.callsTo(ORDER)[0];
    expect(metadataOf(order)).toMatchObject({ promoCode: 'TEN', points: 440 });
    expect(order?.headers.get('Authorization')).toBe('Bearer tok');
  });

  it('are not offered to a guest who is not signed in, nor with no balance', async () => {
    const api = serve({ 'GET /api/account/points': json(200, { ...points, balance: 0 }) });
    const { user } = await openForm();
    await openRewards(user);
    expect(screen.queryByLabelText('Оплатить баллами')).toBeNull();
    expect(api.callsTo('GET /api/account/points')).toHaveLength(0);
  });

  it('with no balance, a signed-in guest sees only what the order earns', async () => {
    serve({ 'GET /api/account/points': json(200, { ...points, balance: 0 }) });
    const { user } = await openForm(signedIn);
    await openRewards(user);
    expect(await screen.findByText('За заказ начислим 48 баллов')).toBeTruthy();
    expect(screen.queryByLabelText('Оплатить баллами')).toBeNull();
  });

  it('refused by the order call: back to none, the message at the field', async () => {
    const message = 'Сейчас можно оплатить баллами не больше 120';
    const api = serve({
      'GET /api/account/points': json(200, points),
      [ORDER]: (call) =>
        metadataOf(call)?.points
          ? refused('pointsRefused', 'metadata.points', message)
          : json(201, { id: 1234, url: '/order/1234?key=abc', sum: 1630 }),
    });
    const { user, store } = await openForm(signedIn);
    await openRewards(user);
    const field = (await screen.findByLabelText('Оплатить баллами')) as HTMLInputElement;
    await user.type(field, '300');
    await fillAndOrder(user);
    await waitFor(() => expect(within(summary()).getByRole('alert').textContent).toBe(message));
    expect(field.value).toBe('0');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field);
    expect(store.getState().checkout.form).toMatchObject({ points: 0, name: 'Иван' });
    expect(api.callsTo(ORDER)).toHaveLength(1);
  });
});

describe('offers that apply by themselves', () => {
  it('show with the total before the fields are opened, and the order is priced the same', async () => {
    const api = serve({
      [PRICE]: pricing({ automatic: { title: 'Счастливые часы Sibumi', percent: 15 } }),
      'GET /api/account/points': json(200, points),
    });
    const { user } = await openForm(signedIn);
    // 15 % of 1 630 Р is 244.50 Р
    const offer = await within(summary()).findByText('Счастливые часы Sibumi');
    expect(offer.nextSibling?.textContent).toBe('-244,5\u00a0Р');
    expect(totalText()).toBe('Итого: 1\u00a0385,5\u00a0Р');
    // 3 % of what the dishes are paid
    expect(screen.getByText('За заказ начислим 41 балл')).toBeTruthy();
    expect(screen.queryByLabelText('Промокод')).toBeNull();
    expect(screen.getByRole('button', { name: 'Есть промокод или баллы?' })).toBeTruthy();
    // priced without a code or points, as the order will be
    expect(api.callsTo(PRICE)[0]?.body).not.toHaveProperty('promoCode');
    expect(api.callsTo(PRICE)[0]?.body).not.toHaveProperty('points');

    await fillAndOrder(user);
    await waitFor(() => expect(api.callsTo(ORDER)).toHaveLength(1));
    expect(metadataOf(api.callsTo(ORDER)[0])).not.toHaveProperty('promoCode');
  });

  it('a basket priced again shows the new figures; a failed pricing the menu prices', async () => {
    let down = false;
    const automatic = pricing({ automatic: { title: 'Счастливые часы Sibumi', percent: 10 } });
    serve({
      [PRICE]: (call) =>
        down
          ? json(429, { errType: 'tooManyRequests', message: 'Слишком много запросов' })
          : automatic(call),
    });
    const { user } = await openForm();
    await waitFor(() => expect(totalText()).toBe('Итого: 1\u00a0467\u00a0Р'));
    const more = async () => {
      await user.click(screen.getByRole('button', { name: 'ЧТО Я ВЫБРАЛ?' }));
      await user.click(screen.getByRole('button', { name: 'Увеличить количество: Корюшка' }));
      await user.click(screen.getByRole('button', { name: 'ПЕРЕЙТИ К ОФОРМЛЕНИЮ' }));
    };
    await more();
    // 10 % of 2 080 Р
    await waitFor(() => expect(totalText()).toBe('Итого: 1\u00a0872\u00a0Р'));
    down = true;
    await more();
    // 2 530 Р at menu prices: the order's pricing will decide
    await waitFor(() => expect(totalText()).toBe('Итого: 2\u00a0530\u00a0Р'));
    expect(within(summary()).queryByText('Счастливые часы Sibumi')).toBeNull();
  });
});

describe('a code that does not combine with points', () => {
  it('applied after points: the points go back to none, saying why; the code stays', async () => {
    const api = serve({ 'GET /api/account/points': json(200, points) });
    const { user, store } = await openForm(signedIn);
    await openRewards(user);
    const field = (await screen.findByLabelText('Оплатить баллами')) as HTMLInputElement;
    await user.type(field, '200');
    await waitFor(() => expect(totalText()).toBe('Итого: 1\u00a0430\u00a0Р'));

    await applyCode(user, 'SOLO');
    await waitFor(() =>
      expect(within(summary()).getByRole('alert').textContent).toBe(
        promotionMessages.notWithPoints,
      ),
    );
    expect(field.value).toBe('0');
    expect(await within(summary()).findByText('Промокод SOLO применён: Минус 100 Р')).toBeTruthy();
    await waitFor(() => expect(totalText()).toBe('Итого: 1\u00a0530\u00a0Р'));
    expect(store.getState().checkout.form).toMatchObject({ promoCode: 'SOLO', points: 0 });
    await fillAndOrder(user);
    await waitFor(() => expect(api.callsTo(ORDER)).toHaveLength(1));
    expect(metadataOf(api.callsTo(ORDER)[0])).toMatchObject({ promoCode: 'SOLO' });
    expect(metadataOf(api.callsTo(ORDER)[0])).not.toHaveProperty('points');
  });
});
