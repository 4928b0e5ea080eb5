import { errorMessages } from '@storefront/contract/error-messages';
import { loyaltyMessages, loyaltyRulesMessages } from '@storefront/contract/loyalty';
import type { StaffProfile } from '@storefront/contract/staff';
import { offersMessages, type StaffOffer } from '@storefront/contract/staff-offers';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, type Route, stubApi } from '../../../testing/api-stub';
import { MINE_PREFIX, RESTORE_MINE } from '../../../ui/form/form';
import {
  adminProfile,
  operatorProfile,
  renderOnStaffStore,
  renderStaff,
  STAFF_TOKEN,
} from '../../testing/render-staff';
import { OFFERS_NOT_FOR_OPERATORS, OffersSection } from './offers-section';

const managerProfile: StaffProfile = {
  ...operatorProfile,
  id: 3,
  login: 'olga',
  name: 'Ольга',
  role: 'manager',
  venues: [2],
};

const groupCode: StaffOffer = {
  id: 1,
  code: 'VKUSNO10',
  title: 'Скидка 10 % на всё',
  benefit: { kind: 'percent', percent: 10, capKopecks: 50_000 },
  scope: { kind: 'order' },
  minSubtotalKopecks: 150_000,
  startsOn: '2026-12-01',
  endsOn: '2026-12-31',
  weekdays: [],
  hours: null,
  firstOrderOnly: false,
  perGuestLimit: 1,
  totalLimit: 100,
  combinesWithPoints: true,
  combinesWithOffers: false,
  venueId: null,
  active: true,
  uses: 3,
  revenueKopecks: 512_300,
  version: 2,
};

const sibumiDelivery: StaffOffer = {
  ...groupCode,
  id: 2,
  code: null,
  title: 'Доставка в выходные',
  benefit: { kind: 'freeDelivery' },
  scope: { kind: 'venues', venueIds: [2] },
  minSubtotalKopecks: 0,
  startsOn: null,
  endsOn: null,
  weekdays: [6, 7],
  hours: { fromMinutes: 900, toMinutes: 1080 },
  perGuestLimit: null,
  totalLimit: null,
  venueId: 2,
  uses: 0,
  version: 1,
};

const sibumiFixed: StaffOffer = {
  ...sibumiDelivery,
  id: 3,
  code: 'SIBUMI300',
  title: 'Минус 300',
  benefit: { kind: 'fixed', kopecks: 30_000 },
  weekdays: [],
  hours: null,
  active: false,
};

const offers = [groupCode, sibumiDelivery, sibumiFixed];

function renderOffers(me: StaffProfile, routes: Record<string, Route> = {}) {
  const api = stubApi({
    'GET /api/staff/me': json(200, me),
    'GET /api/staff/offers': json(200, { offers }),
    ...routes,
  });
  const { user } = renderOnStaffStore(<OffersSection />);
  return { api, user };
}

const newOffer = () => screen.findByRole('region', { name: 'Новое предложение' });

describe('OffersSection', () => {
  it('is not for operators', async () => {
    const { api } = renderOffers(operatorProfile);
    expect((await screen.findByRole('alert')).textContent).toBe(OFFERS_NOT_FOR_OPERATORS);
    expect(api.callsTo('GET /api/staff/offers')).toHaveLength(0);
  });

  it('the sections name «Акции» to managers and admins, not to operators', async () => {
    for (const [me, shown] of [
      [managerProfile, true],
      [adminProfile, true],
      [operatorProfile, false],
    ] as const) {
      stubApi({ 'GET /api/staff/me': json(200, me) });
      const { unmount } = renderStaff('/staff', { token: STAFF_TOKEN });
      const sections = await screen.findByRole('navigation', { name: 'Разделы' });
      expect(within(sections).queryByRole('link', { name: 'Акции' }) !== null).toBe(shown);
      unmount();
    }
  });

  it('lists the offers in words: code, what it gives, whose, when, uses, takings', async () => {
    renderOffers(adminProfile);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Акции и промокоды' }),
    ).toBeTruthy();
    const rows = (await screen.findAllByRole('row')).slice(1).map((row) => row.textContent);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toContain('VKUSNO10');
    expect(rows[0]).toContain('−10\u00a0%, не больше 500\u00a0Р');
    expect(rows[0]).toContain('на весь заказ');
    expect(rows[0]).toContain('Вся группа');
    expect(rows[0]).toContain('с 01.12.2026 по 31.12.2026');
    expect(rows[0]).toContain('3 из 100');
    // what the orders that used it came to
    expect(rows[0]?.replace(/\s/g, ' ')).toContain('5 123 Р');
    expect(rows[1]).toContain('без кода');
    expect(rows[1]).toContain('Бесплатная доставка');
    expect(rows[1]).toContain('Sibumi');
    expect(rows[1]).toContain('сб, вс · 15:00–18:00');
    expect(rows[2]).toContain('−300\u00a0Р');
    expect(rows[2]).toContain('нет');
  });

  it('an admin adds a group promo code: sums in kopecks, the code upper case', async () => {
    const created: StaffOffer = {
      ...groupCode,
      id: 9,
      code: 'ZIMA15',
      title: 'Зима',
      benefit: { kind: 'percent', percent: 15, capKopecks: 70_000 },
      minSubtotalKopecks: 200_050,
      startsOn: null,
      endsOn: null,
      perGuestLimit: null,
      totalLimit: null,
      uses: 0,
      version: 1,
    };
    const { api, user } = renderOffers(adminProfile, {
      'POST /api/staff/offers': json(201, created),
    });
    const form = await newOffer();
    expect(
      (within(form).getByLabelText('Чьё предложение') as HTMLSelectElement).selectedOptions[0]
        ?.textContent,
    ).toBe('Вся группа');
    await user.type(within(form).getByLabelText('Промокод'), ' zima15 ');
    await user.type(within(form).getByLabelText(/^Название/), 'Зима');
    const percent = within(form).getByLabelText(/^Скидка, %/);
    await user.clear(percent);
    await user.type(percent, '15');
    await user.type(within(form).getByLabelText('Не больше, ₽'), '700');
    const minimum = within(form).getByLabelText('Заказ от, ₽');
    await user.clear(minimum);
    await user.type(minimum, '2000,50');
    await user.click(within(form).getByRole('checkbox', { name: 'Суббота' }));
    await user.type(within(form).getByLabelText('Часы: с'), '15:00');
    await user.type(within(form).getByLabelText('Часы: до'), '18:30');
    await user.click(within(form).getByRole('button', { name: 'Добавить предложение' }));
    expect(await screen.findByText('Предложение «Зима» добавлено')).toBeTruthy();
    expect(api.callsTo('POST /api/staff/offers')[0]?.body).toEqual({
      code: 'ZIMA15',
      title: 'Зима',
      benefit: { kind: 'percent', percent: 15, capKopecks: 70_000 },
      scope: { kind: 'order' },
      minSubtotalKopecks: 200_050,
      startsOn: null,
      endsOn: null,
      weekdays: [6],
      hours: { fromMinutes: 900, toMinutes: 1110 },
      firstOrderOnly: false,
      perGuestLimit: null,
      totalLimit: null,
      combinesWithPoints: true,
      combinesWithOffers: false,
      venueId: null,
      active: true,
    });
    // In the list at once, and the form empty for the next.
    expect(await screen.findByText('ZIMA15')).toBeTruthy();
    expect((within(form).getByLabelText('Промокод') as HTMLInputElement).value).toBe('');
  });

  it('a manager keeps only their venue’s offers, on its dishes', async () => {
    const { api, user } = renderOffers(managerProfile, {
      'POST /api/staff/offers': json(201, { ...sibumiFixed, id: 10, code: 'SUSHI' }),
    });
    const form = await newOffer();
    const owner = within(form).getByLabelText('Чьё предложение') as HTMLSelectElement;
    expect([...owner.options].map((option) => option.textContent)).toEqual(['Sibumi']);
    expect(within(form).getByRole('checkbox', { name: 'Sibumi' })).toHaveProperty('checked', true);

    // The whole order is not a venue's to give (decision 082): said before sending.
    await user.type(within(form).getByLabelText('Промокод'), 'sushi');
    await user.type(within(form).getByLabelText(/^Название/), 'Суши');
    await user.selectOptions(within(form).getByLabelText('На что действует'), 'Весь заказ');
    await user.click(within(form).getByRole('button', { name: 'Добавить предложение' }));
    expect(await within(form).findByText(offersMessages.scopeOutsideVenue)).toBeTruthy();
    expect(api.callsTo('POST /api/staff/offers')).toHaveLength(0);

    await user.selectOptions(within(form).getByLabelText('На что действует'), 'Блюда заведений');
    await user.click(within(form).getByRole('button', { name: 'Добавить предложение' }));
    await waitFor(() => expect(api.callsTo('POST /api/staff/offers')).toHaveLength(1));
    expect(api.callsTo('POST /api/staff/offers')[0]?.body).toMatchObject({
      code: 'SUSHI',
      scope: { kind: 'venues', venueIds: [2] },
      venueId: 2,
    });
  });

  it('a manager picks the dishes and the gift from the venue’s menu, not by their ids', async () => {
    const dish = (id: number, name: string, priceKopecks: number, kind = 'product') => ({
      kind,
      id,
      name,
      priceKopecks,
    });
    const sibumiMenu = {
      venueId: 2,
      readOnly: null,
      specials: [{ id: 4, name: 'Новый год' }],
      categories: [
        {
          id: 21,
          venueId: 2,
          specialId: null,
          name: 'Роллы',
          dishes: [dish(5, 'Филадельфия', 59_000), dish(6, 'Калифорния', 49_000)],
        },
        {
          id: 22,
          venueId: 2,
          specialId: 4,
          name: 'Сеты',
          dishes: [dish(3, 'Сет «Ёлка»', 190_000, 'special')],
        },
      ],
    };
    const { api, user } = renderOffers(managerProfile, {
      'POST /api/staff/offers': json(201, { ...sibumiFixed, id: 11, code: 'ROLL' }),
      'GET /api/staff/menu': json(200, sibumiMenu),
    });
    const form = await newOffer();
    await user.type(within(form).getByLabelText('Промокод'), 'roll');
    await user.type(within(form).getByLabelText(/^Название/), 'Ролл в подарок');
    await user.selectOptions(within(form).getByLabelText('На что действует'), 'Отдельные блюда');
    const dishes = await within(form).findByRole('group', { name: 'Блюда' });
    // only the venue's menu is asked for
    expect(api.callsTo('GET /api/staff/menu').map((call) => call.search.get('venueId'))).toEqual([
      '2',
    ]);
    await user.type(within(dishes).getByLabelText('Найти блюдо'), 'фила');
    expect(within(dishes).queryByLabelText(/^Калифорния/)).toBeNull();
    await user.click(within(dishes).getByLabelText('Филадельфия, 590 Р'));
    await user.clear(within(dishes).getByLabelText('Найти блюдо'));
    await user.click(within(dishes).getByLabelText('Сет «Ёлка», 1 900 Р'));
    expect(
      within(dishes).getByText('Выбрано: Филадельфия, 590 Р, Сет «Ёлка», 1 900 Р'),
    ).toBeTruthy();

    await user.selectOptions(within(form).getByLabelText('Что даёт'), 'Подарок');
    const gift = await within(form).findByRole('group', { name: 'Блюдо в подарок' });
    await user.click(within(gift).getByLabelText('Калифорния, 490 Р'));
    await user.type(within(form).getByLabelText('Подарок для гостя'), 'Калифорния');
    await user.click(within(form).getByRole('button', { name: 'Добавить предложение' }));
    await waitFor(() => expect(api.callsTo('POST /api/staff/offers')).toHaveLength(1));
    expect(api.callsTo('POST /api/staff/offers')[0]?.body).toMatchObject({
      benefit: { kind: 'gift', dishKey: 'product:6', name: 'Калифорния' },
      scope: { kind: 'dishes', dishKeys: ['product:5', 'special:3'] },
      venueId: 2,
    });
  });

  it('a menu that did not load is asked again with «Повторить»', async () => {
    let calls = 0;
    const menu = {
      venueId: 2,
      readOnly: null,
      specials: [],
      categories: [{ id: 21, venueId: 2, specialId: null, name: 'Роллы', dishes: [] }],
    };
    const { user } = renderOffers(managerProfile, {
      'GET /api/staff/menu': () => {
        calls += 1;
        return calls === 1
          ? json(503, { errType: 'serviceUnavailable', message: 'Сервис недоступен' })
          : json(200, menu);
      },
    });
    const form = await newOffer();
    await user.selectOptions(within(form).getByLabelText('На что действует'), 'Категории меню');
    await user.click(await within(form).findByRole('button', { name: 'Повторить' }));
    const categories = await within(form).findByRole('group', { name: 'Категории' });
    expect(within(categories).getByLabelText('Роллы')).toBeTruthy();
    expect(calls).toBe(2);
  });

  it('categories are chosen by name, a special menu’s with its name', async () => {
    const { api, user } = renderOffers(managerProfile, {
      'POST /api/staff/offers': json(201, { ...sibumiFixed, id: 12 }),
      'GET /api/staff/menu': json(200, {
        venueId: 2,
        readOnly: null,
        specials: [{ id: 4, name: 'Новый год' }],
        categories: [
          { id: 21, venueId: 2, specialId: null, name: 'Роллы', dishes: [] },
          { id: 22, venueId: 2, specialId: 4, name: 'Сеты', dishes: [] },
        ],
      }),
    });
    const form = await newOffer();
    await user.type(within(form).getByLabelText(/^Название/), 'Сеты к празднику');
    await user.selectOptions(within(form).getByLabelText('На что действует'), 'Категории меню');
    // none chosen: the contract's message, nothing sent
    await user.click(within(form).getByRole('button', { name: 'Добавить предложение' }));
    const categories = await within(form).findByRole('group', { name: 'Категории' });
    expect(await within(categories).findByText(/./, { selector: '[id$="-error"]' })).toBeTruthy();
    expect(api.callsTo('POST /api/staff/offers')).toHaveLength(0);
    await user.click(within(categories).getByLabelText('Сеты (Новый год)'));
    await user.click(within(form).getByRole('button', { name: 'Добавить предложение' }));
    await waitFor(() => expect(api.callsTo('POST /api/staff/offers')).toHaveLength(1));
    expect(api.callsTo('POST /api/staff/offers')[0]?.body).toMatchObject({
      scope: { kind: 'categories', categoryIds: [22] },
    });
  });

  it('says what is wrong at its field before sending', async () => {
    const { api, user } = renderOffers(adminProfile);
    const form = await newOffer();
    await user.type(within(form).getByLabelText('Промокод'), 'ab');
    await user.type(within(form).getByLabelText(/^Название/), 'Скидка');
    await user.type(within(form).getByLabelText('Последний день'), '2026-13-40');
    await user.click(within(form).getByRole('button', { name: 'Добавить предложение' }));
    expect(await within(form).findByText(offersMessages.code)).toBeTruthy();
    expect(within(form).getByLabelText('Промокод').getAttribute('aria-invalid')).toBe('true');
    expect(within(form).getByText(offersMessages.date)).toBeTruthy();
    expect(api.callsTo('POST /api/staff/offers')).toHaveLength(0);
  });

  it('the server’s refusal at its field: a code already taken', async () => {
    const { user } = renderOffers(adminProfile, {
      'POST /api/staff/offers': json(400, {
        errType: 'validation',
        message: offersMessages.codeTaken,
        fields: { code: offersMessages.codeTaken },
      }),
    });
    const form = await newOffer();
    await user.type(within(form).getByLabelText('Промокод'), 'vkusno10');
    await user.type(within(form).getByLabelText(/^Название/), 'Ещё одна');
    await user.click(within(form).getByRole('button', { name: 'Добавить предложение' }));
    await waitFor(() =>
      expect(within(form).getByLabelText('Промокод').getAttribute('aria-invalid')).toBe('true'),
    );
    expect(within(form).getAllByText(offersMessages.codeTaken).length).toBeGreaterThan(0);
  });

  it('edits an offer with its version; after another member’s save keeps the title typed beside', async () => {
    const current: StaffOffer = { ...groupCode, title: 'Скидка от Анны', uses: 4, version: 3 };
    let answer = json(409, { errType: 'conflict', message: errorMessages.conflict, current });
    const { api, user } = renderOffers(adminProfile, {
      'PUT /api/staff/offers/1': () => answer,
    });
    await user.click(await screen.findByRole('button', { name: 'Изменить: VKUSNO10' }));
    const form = screen.getByRole('region', { name: 'Изменить: VKUSNO10' });
    const title = within(form).getByLabelText(/^Название/) as HTMLInputElement;
    expect(document.activeElement?.textContent).toBe('Изменить: VKUSNO10');
    expect(title.value).toBe('Скидка 10 % на всё');
    expect((within(form).getByLabelText('Не больше, ₽') as HTMLInputElement).value).toBe('500');
    expect((within(form).getByLabelText('Заказ от, ₽') as HTMLInputElement).value).toBe('1500');
    await user.clear(title);
    await user.type(title, 'Скидка от Ольги');
    await user.click(within(form).getByRole('button', { name: 'Сохранить' }));

    expect(await within(form).findByText(`Не сохранено: ${errorMessages.conflict}`)).toBeTruthy();
    // The offer as it is now, in the form and in the list; what was typed beside its field.
    await waitFor(() => expect(title.value).toBe('Скидка от Анны'));
    expect(within(form).getByText(`${MINE_PREFIX} Скидка от Ольги`)).toBeTruthy();
    // The list takes the answer's offer as the mutation settles, beside the form's own reading.
    await waitFor(() => expect(screen.getAllByRole('row')[1]?.textContent).toContain('4 из 100'));

    await user.click(within(form).getByRole('button', { name: `${RESTORE_MINE}: Название` }));
    expect(title.value).toBe('Скидка от Ольги');
    answer = json(200, { ...current, title: 'Скидка от Ольги', version: 4 });
    await user.click(within(form).getByRole('button', { name: 'Сохранить' }));
    expect(await within(form).findByText('Предложение «Скидка от Ольги» сохранено')).toBeTruthy();
    expect(api.callsTo('PUT /api/staff/offers/1')[0]?.body).toMatchObject({ version: 2 });
    expect(api.callsTo('PUT /api/staff/offers/1')[1]?.body).toMatchObject({
      title: 'Скидка от Ольги',
      benefit: { kind: 'percent', percent: 10, capKopecks: 50_000 },
      minSubtotalKopecks: 150_000,
      startsOn: '2026-12-01',
      perGuestLimit: 1,
      version: 3,
    });
    expect(screen.queryByText(new RegExp(MINE_PREFIX))).toBeNull();
  });

  it('an admin changes a guest’s points with a reason; the form judges it before sending', async () => {
    const { api, user } = renderOffers(adminProfile, {
      'POST /api/staff/points': json(200, { balance: 420 }),
    });
    const card = await screen.findByRole('region', { name: 'Баллы гостя' });
    await user.type(within(card).getByLabelText(/^Телефон гостя/), '+7 914 111-22-33');
    await user.type(within(card).getByLabelText(/^Баллы/), '0');
    await user.click(within(card).getByRole('button', { name: 'Изменить баллы' }));
    expect(await within(card).findByText(loyaltyMessages.points)).toBeTruthy();
    expect(await within(card).findByText(loyaltyMessages.reason)).toBeTruthy();
    expect(api.callsTo('POST /api/staff/points')).toHaveLength(0);

    await user.clear(within(card).getByLabelText(/^Баллы/));
    await user.type(within(card).getByLabelText(/^Баллы/), '-150');
    await user.type(within(card).getByLabelText(/^Причина/), 'Ошибка начисления');
    await user.click(within(card).getByRole('button', { name: 'Изменить баллы' }));
    expect(await within(card).findByText('Баллы изменены: у гостя теперь 420')).toBeTruthy();
    expect(api.callsTo('POST /api/staff/points')[0]?.body).toEqual({
      phone: '+7 914 111-22-33',
      points: -150,
      reason: 'Ошибка начисления',
    });
  });

  it('shows no points form to a manager', async () => {
    renderOffers(managerProfile);
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Баллы гостя' })).toBeNull();
  });

  it('an admin sets the loyalty rules; a wrong order of tiers is refused before sending', async () => {
    const rules = {
      tiers: [
        { name: 'Гость', fromKopecks: 0, ratePercent: 3 },
        { name: 'Друг', fromKopecks: 15_000_00, ratePercent: 5 },
      ],
      maxSharePercent: 30,
      lifetimeDays: 365,
      welcomePoints: 0,
      birthdayPoints: 0,
      version: 0,
    };
    const { api, user } = renderOffers(adminProfile, {
      'GET /api/staff/loyalty-rules': json(200, rules),
      'PUT /api/staff/loyalty-rules': json(200, { ...rules, version: 1 }),
    });
    // The card is the form's once the rules are read (a loading card before it).
    await screen.findByRole('button', { name: 'Сохранить правила' });
    const card = screen.getByRole('region', { name: 'Правила баллов' });
    const second = await within(card).findByRole('group', { name: 'Уровень 2' });
    expect((within(second).getByLabelText(/^От, ₽/) as HTMLInputElement).value).toBe('15000');
    await user.clear(within(second).getByLabelText(/^От, ₽/));
    await user.type(within(second).getByLabelText(/^От, ₽/), '0');
    await user.click(within(card).getByRole('button', { name: 'Сохранить правила' }));
    expect(await within(card).findByText(loyaltyRulesMessages.tiers)).toBeTruthy();
    expect(api.callsTo('PUT /api/staff/loyalty-rules')).toHaveLength(0);

    await user.clear(within(second).getByLabelText(/^От, ₽/));
    await user.type(within(second).getByLabelText(/^От, ₽/), '12 000');
    await user.clear(within(second).getByLabelText(/^Процент/));
    await user.type(within(second).getByLabelText(/^Процент/), '4,5');
    await user.clear(within(card).getByLabelText(/^Подарок за регистрацию/));
    await user.type(within(card).getByLabelText(/^Подарок за регистрацию/), '200');
    await user.clear(within(card).getByLabelText(/^Подарок ко дню рождения/));
    await user.type(within(card).getByLabelText(/^Подарок ко дню рождения/), '500');
    await user.click(within(card).getByRole('button', { name: 'Сохранить правила' }));
    expect(await within(card).findByText(/Правила баллов сохранены/)).toBeTruthy();
    expect(api.callsTo('PUT /api/staff/loyalty-rules')[0]?.body).toEqual({
      tiers: [
        { name: 'Гость', fromKopecks: 0, ratePercent: 3 },
        { name: 'Друг', fromKopecks: 12_000_00, ratePercent: 4.5 },
      ],
      maxSharePercent: 30,
      lifetimeDays: 365,
      welcomePoints: 200,
      birthdayPoints: 500,
      version: 0,
    });
  });
});
