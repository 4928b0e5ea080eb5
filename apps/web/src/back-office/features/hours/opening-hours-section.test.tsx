import { DELIVERY_HOURS_ID, defaultDeliveryHours } from '@storefront/contract/delivery-time';
import { errorMessages } from '@storefront/contract/error-messages';
import { defaultOpeningHours, openingHoursMessages } from '@storefront/contract/opening-hours';
import type { StaffPlaceHours } from '@storefront/contract/opening-hours-schemas';
import type { StaffProfile } from '@storefront/contract/staff';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, stubApi } from '../../../testing/api-stub';
import { MINE_PREFIX, RESTORE_MINE } from '../../../ui/form/form';
import { adminProfile, operatorProfile, renderOnStaffStore } from '../../testing/render-staff';
import { OPENING_HOURS_NOT_FOR_OPERATORS, OpeningHoursSection } from './opening-hours-section';

/** A manager of the pastry shop (venue 3): its two places, 3 and 4. */
const managerProfile: StaffProfile = {
  ...operatorProfile,
  id: 3,
  login: 'olga',
  name: 'Ольга',
  role: 'manager',
  venues: [3],
};

const week = (placeId: 3 | 4, version = 1): StaffPlaceHours => ({
  placeId,
  days: [...defaultOpeningHours[placeId]],
  version,
});

function renderHours(me: StaffProfile, routes: Parameters<typeof stubApi>[0] = {}) {
  const api = stubApi({
    'GET /api/staff/me': json(200, me),
    'GET /api/staff/opening-hours': json(200, { places: [week(3), week(4)] }),
    ...routes,
  });
  const { user } = renderOnStaffStore(<OpeningHoursSection />);
  return { api, user };
}

/** The week's live region (the section's first; the dated hours' and kitchen's follow). */
const weekStatus = () => screen.getAllByRole('status')[0] as HTMLElement;
const day = (name: string) => screen.getByRole('group', { name });
const timeOf = (dayName: string, label: 'Открытие' | 'Закрытие') =>
  within(day(dayName)).getByLabelText(label) as HTMLInputElement;

describe('OpeningHoursSection', () => {
  it('shows a week of seven labelled rows for the chosen place', async () => {
    const { user } = renderHours(managerProfile);
    const select = await screen.findByRole('combobox', { name: 'Заведение' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Кондитерская, ул. Пограничная, 14',
      'Кондитерская на Светланской, ул. Светланская, 40Б',
    ]);
    // seven days, and the hours of a date being added (dated-hours.tsx)
    expect(screen.getAllByRole('group')).toHaveLength(8);
    expect(timeOf('Понедельник', 'Открытие').value).toBe('08:00');
    expect(timeOf('Воскресенье', 'Закрытие').value).toBe('22:00');
    expect(screen.getByText('Для гостей: Ежедневно: 08:00–22:00')).toBeTruthy();
    await user.selectOptions(select, '4');
    expect(timeOf('Понедельник', 'Открытие').value).toBe('09:00');
  });

  it('saves the week with its version and says so in a live region', async () => {
    const { api, user } = renderHours(managerProfile, {
      'PUT /api/staff/opening-hours/3': (call) =>
        json(200, { placeId: 3, ...(call.body as object), version: 2 }),
    });
    await screen.findAllByRole('group');
    await user.click(within(day('Воскресенье')).getByRole('checkbox', { name: 'выходной' }));
    expect(timeOf('Воскресенье', 'Открытие').disabled).toBe(true);
    await user.clear(timeOf('Суббота', 'Закрытие'));
    await user.type(timeOf('Суббота', 'Закрытие'), '24:00');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    const status = weekStatus();
    expect(await within(status).findByText(/^Сохранено/)).toBeTruthy();
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(status.textContent).toBe(
      `${openingHoursMessages.saved}: Пн–Пт: 08:00–22:00, Сб: 08:00–24:00, Вс: выходной`,
    );
    const sent = api.callsTo('PUT /api/staff/opening-hours/3')[0]?.body as {
      days: unknown[];
      version: number;
    };
    expect(sent.version).toBe(1);
    expect(sent.days[5]).toEqual({ opens: '08:00', closes: '24:00' });
    expect(sent.days[6]).toBeNull();
    // The saved week stays on screen: the Sunday closed, its times kept for reopening.
    expect(within(day('Воскресенье')).getByRole('checkbox', { name: 'выходной' })).toHaveProperty(
      'checked',
      true,
    );
  });

  it('checks the times before sending, with the contract’s messages', async () => {
    const { api, user } = renderHours(managerProfile);
    await screen.findAllByRole('group');
    await user.clear(timeOf('Вторник', 'Закрытие'));
    await user.type(timeOf('Вторник', 'Закрытие'), '07:00');
    await user.clear(timeOf('Среда', 'Открытие'));
    await user.type(timeOf('Среда', 'Открытие'), '8.00');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(within(day('Вторник')).getByText(openingHoursMessages.order)).toBeTruthy();
    expect(within(day('Среда')).getByText(openingHoursMessages.time)).toBeTruthy();
    expect(timeOf('Вторник', 'Закрытие').getAttribute('aria-invalid')).toBe('true');
    expect(api.callsTo('PUT /api/staff/opening-hours/3')).toHaveLength(0);
  });

  it('on a conflict shows the week as it is now, to decide again', async () => {
    const current = {
      ...week(3, 2),
      days: [...defaultOpeningHours[3].slice(0, 6), null],
    };
    const { user } = renderHours(managerProfile, {
      'PUT /api/staff/opening-hours/3': json(409, {
        errType: 'conflict',
        message: errorMessages.conflict,
        current,
      }),
    });
    await screen.findAllByRole('group');
    await user.clear(timeOf('Понедельник', 'Открытие'));
    await user.type(timeOf('Понедельник', 'Открытие'), '10:00');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(
      await screen.findByText(
        `${errorMessages.conflict}. Сейчас сохранено: Пн–Сб: 08:00–22:00, Вс: выходной`,
      ),
    ).toBeTruthy();
    expect(timeOf('Понедельник', 'Открытие').value).toBe('08:00');
    expect(within(day('Воскресенье')).getByRole('checkbox', { name: 'выходной' })).toHaveProperty(
      'checked',
      true,
    );
  });

  it('keeps what was typed beside its field after a conflict, and saves it with the new version', async () => {
    const current = { ...week(3, 2), days: [...defaultOpeningHours[3].slice(0, 6), null] };
    let answer = json(409, { errType: 'conflict', message: errorMessages.conflict, current });
    const { api, user } = renderHours(managerProfile, {
      'PUT /api/staff/opening-hours/3': () => answer,
    });
    await screen.findAllByRole('group');
    await user.clear(timeOf('Понедельник', 'Открытие'));
    await user.type(timeOf('Понедельник', 'Открытие'), '10:00');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    const monday = day('Понедельник');
    expect(await within(monday).findByText(`${MINE_PREFIX} 10:00`)).toBeTruthy();
    // Nothing else was typed: nothing else is kept aside.
    expect(screen.getAllByRole('button', { name: /^Вернуть моё/ })).toHaveLength(1);
    await user.click(within(monday).getByRole('button', { name: `${RESTORE_MINE}: Открытие` }));
    expect(timeOf('Понедельник', 'Открытие').value).toBe('10:00');

    answer = json(200, {
      ...current,
      days: [{ opens: '10:00', closes: '22:00' }, ...current.days.slice(1)],
      version: 3,
    });
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await within(weekStatus()).findByText(/^Сохранено/)).toBeTruthy();
    const sent = api.callsTo('PUT /api/staff/opening-hours/3')[1]?.body as {
      days: unknown[];
      version: number;
    };
    expect(sent.version).toBe(2);
    expect(sent.days[0]).toEqual({ opens: '10:00', closes: '22:00' });
    expect(sent.days[6]).toBeNull();
    expect(screen.queryByText(new RegExp(MINE_PREFIX))).toBeNull();
  });

  it('is not for operators', async () => {
    const { api } = renderHours(operatorProfile);
    expect((await screen.findByRole('alert')).textContent).toBe(OPENING_HOURS_NOT_FOR_OPERATORS);
    expect(api.callsTo('GET /api/staff/opening-hours')).toHaveLength(0);
  });

  it('offers the delivery week after the member’s places, and saves it as place 0', async () => {
    const delivery = { placeId: DELIVERY_HOURS_ID, days: [...defaultDeliveryHours], version: 4 };
    const { api, user } = renderHours(managerProfile, {
      'GET /api/staff/opening-hours': json(200, { places: [delivery, week(3), week(4)] }),
      'PUT /api/staff/opening-hours/0': (call) =>
        json(200, { placeId: 0, ...(call.body as object), version: 5 }),
    });
    const select = await screen.findByRole('combobox', { name: 'Заведение' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Кондитерская, ул. Пограничная, 14',
      'Кондитерская на Светланской, ул. Светланская, 40Б',
      'Доставка',
    ]);
    await user.selectOptions(select, '0');
    expect(screen.getByRole('heading', { name: 'Доставка' })).toBeTruthy();
    expect(timeOf('Понедельник', 'Открытие').value).toBe('11:00');
    expect(screen.getByText('Для гостей: Ежедневно: 11:00–20:00')).toBeTruthy();
    await user.click(within(day('Воскресенье')).getByRole('checkbox', { name: 'выходной' }));
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(
      await within(weekStatus()).findByText(
        `${openingHoursMessages.saved}: Пн–Сб: 11:00–20:00, Вс: выходной`,
      ),
    ).toBeTruthy();
    const sent = api.callsTo('PUT /api/staff/opening-hours/0')[0]?.body as {
      days: unknown[];
      version: number;
    };
    expect(sent).toEqual({ days: [...defaultDeliveryHours.slice(0, 6), null], version: 4 });
  });

  it('gives a manager without venues the delivery week', async () => {
    const delivery = { placeId: DELIVERY_HOURS_ID, days: [...defaultDeliveryHours], version: 1 };
    renderHours(
      { ...managerProfile, venues: [] },
      { 'GET /api/staff/opening-hours': json(200, { places: [delivery] }) },
    );
    expect(await screen.findByRole('heading', { name: 'Доставка' })).toBeTruthy();
    expect(screen.getByText('За вами не закреплено ни одного заведения.')).toBeTruthy();
  });

  it('gives an admin every place the server lists', async () => {
    renderHours(adminProfile);
    expect(await screen.findByRole('combobox', { name: 'Заведение' })).toBeTruthy();
  });
});
