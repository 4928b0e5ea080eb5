/**
 * The hours area's kitchen cards and dated hours (issue 33): a venue's capacity, pre-order days
 * and notice saved with the version, refused out of bounds with the contract's words unsent, a
 * conflict's settings in the fields with 'Вернуть моё'; a place's holidays listed, added (a day
 * off, or own hours) and removed.
 */

import { addDays, datedHoursMessages, datedHoursRange } from '@storefront/contract/dated-hours';
import { defaultOpeningHours } from '@storefront/contract/opening-hours';
import type { StaffProfile } from '@storefront/contract/staff';
import { kitchenSettingsMessages, type VenueKitchen } from '@storefront/contract/staff-kitchen';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, stubApi } from '../../../testing/api-stub';
import { RESTORE_MINE } from '../../../ui/form/form';
import { operatorProfile, renderOnStaffStore } from '../../testing/render-staff';
import { OpeningHoursSection } from './opening-hours-section';

/** A manager of the pastry shop (venue 3): its places 3 and 4. */
const managerProfile: StaffProfile = {
  ...operatorProfile,
  id: 3,
  login: 'olga',
  name: 'Ольга',
  role: 'manager',
  venues: [3],
};

const pastry: VenueKitchen = {
  venueId: 3,
  name: 'Кондитерская',
  capacityMinutes: 60,
  preorderDays: 14,
  noticeMinutes: 60,
  version: 4,
};

function renderArea(routes: Parameters<typeof stubApi>[0] = {}) {
  const api = stubApi({
    'GET /api/staff/me': json(200, managerProfile),
    'GET /api/staff/opening-hours': json(200, {
      places: [3, 4].map((placeId) => ({
        placeId,
        days: [...defaultOpeningHours[placeId as 3 | 4]],
        version: 1,
      })),
    }),
    'GET /api/staff/kitchen': json(200, { venues: [pastry] }),
    'GET /api/staff/dated-hours': json(200, {
      places: [
        { placeId: 3, dates: [{ date: '2099-12-31', opens: null, closes: null }] },
        { placeId: 4, dates: [] },
      ],
    }),
    ...routes,
  });
  const { user } = renderOnStaffStore(<OpeningHoursSection />);
  return { api, user };
}

const kitchenCard = () => screen.findByRole('region', { name: 'Кухня: Кондитерская' });

describe('a venue’s kitchen card', () => {
  it('shows the settings and saves them with the version', async () => {
    const { api, user } = renderArea({
      'PUT /api/staff/kitchen/3': (call) =>
        json(200, { ...pastry, ...(call.body as object), version: 5 }),
    });
    const card = await kitchenCard();
    const capacity = within(card).getByLabelText(/Мощность кухни/) as HTMLInputElement;
    expect(capacity.value).toBe('60');
    await user.clear(capacity);
    await user.type(capacity, '90');
    await user.click(within(card).getByRole('button', { name: 'Сохранить' }));
    expect(await within(card).findByText(kitchenSettingsMessages.saved)).toBeTruthy();
    expect(api.callsTo('PUT /api/staff/kitchen/3')[0]?.body).toEqual({
      capacityMinutes: 90,
      preorderDays: 14,
      noticeMinutes: 60,
      version: 4,
    });
  });

  it('refuses values out of bounds with the contract’s words, unsent', async () => {
    const { api, user } = renderArea();
    const card = await kitchenCard();
    const days = within(card).getByLabelText(/Предзаказ, дней/) as HTMLInputElement;
    await user.clear(days);
    await user.type(days, '30');
    const notice = within(card).getByLabelText(/приходит на кухню/) as HTMLInputElement;
    await user.clear(notice);
    await user.type(notice, 'час');
    await user.click(within(card).getByRole('button', { name: 'Сохранить' }));
    expect(await within(card).findByText(kitchenSettingsMessages.preorderDays)).toBeTruthy();
    expect(within(card).getByText(kitchenSettingsMessages.notice)).toBeTruthy();
    expect(api.callsTo('PUT /api/staff/kitchen/3')).toHaveLength(0);
  });

  it('on a conflict shows the settings as they are now, the typing kept beside', async () => {
    const { user } = renderArea({
      'PUT /api/staff/kitchen/3': json(409, {
        errType: 'conflict',
        message: 'Данные изменились',
        current: { ...pastry, capacityMinutes: 45, version: 5 },
      }),
    });
    const card = await kitchenCard();
    const capacity = within(card).getByLabelText(/Мощность кухни/) as HTMLInputElement;
    await user.clear(capacity);
    await user.type(capacity, '90');
    await user.click(within(card).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(capacity.value).toBe('45'));
    expect(within(card).getByRole('button', { name: new RegExp(RESTORE_MINE) })).toBeTruthy();
  });
});

describe('a place’s dated hours', () => {
  const datedCard = () => screen.findByRole('region', { name: datedHoursMessages.title });

  it('lists the place’s dates and removes one', async () => {
    const { api, user } = renderArea({
      'DELETE /api/staff/dated-hours/3/2099-12-31': json(200, { placeId: 3, dates: [] }),
    });
    const card = await datedCard();
    expect(await within(card).findByText(/31 декабря: выходной/)).toBeTruthy();
    await user.click(within(card).getByRole('button', { name: /^Убрать/ }));
    expect(await within(card).findByText(datedHoursMessages.none)).toBeTruthy();
    expect(api.callsTo('DELETE /api/staff/dated-hours/3/2099-12-31')).toHaveLength(1);
  });

  it('adds a date with its own hours; a past date is refused unsent', async () => {
    const soon = addDays(datedHoursRange(Date.now()).from, 5);
    const { api, user } = renderArea({
      [`PUT /api/staff/dated-hours/3/${soon}`]: json(200, {
        placeId: 3,
        dates: [{ date: soon, opens: '18:00', closes: '24:00' }],
      }),
    });
    const card = await datedCard();
    const date = within(card).getByLabelText('Дата') as HTMLInputElement;
    await user.type(date, '2000-01-01');
    await user.click(within(card).getByRole('button', { name: datedHoursMessages.add }));
    expect(await within(card).findByText(datedHoursMessages.range)).toBeTruthy();
    expect(api.calls.filter((call) => call.method === 'PUT')).toHaveLength(0);

    await user.clear(date);
    await user.type(date, soon);
    await user.click(within(card).getByRole('checkbox', { name: datedHoursMessages.closed }));
    await user.type(within(card).getByLabelText('Открывается'), '18:00');
    await user.type(within(card).getByLabelText('Закрывается'), '24:00');
    await user.click(within(card).getByRole('button', { name: datedHoursMessages.add }));
    expect(await within(card).findByText(/^Сохранено: .*18:00–24:00/)).toBeTruthy();
    expect(api.callsTo(`PUT /api/staff/dated-hours/3/${soon}`)[0]?.body).toEqual({
      hours: { opens: '18:00', closes: '24:00' },
    });
    expect(
      within(card).getByRole('list', { name: datedHoursMessages.title }).textContent,
    ).toContain('18:00–24:00');
  });
});
