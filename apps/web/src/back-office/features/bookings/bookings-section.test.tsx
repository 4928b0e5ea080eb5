import type { StaffProfile } from '@storefront/contract/staff';
import type { StaffBooking } from '@storefront/contract/staff-bookings';
import { venueDate } from '@storefront/contract/venue-clock';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { json, stubApi } from '../../../testing/api-stub';
import {
  adminProfile,
  operatorProfile,
  renderOnStaffStore,
  STAFF_TOKEN,
} from '../../testing/render-staff';
import {
  BOOKING_CONFLICT,
  BookingsSection,
  CAPACITY_INVALID,
  parseCapacity,
} from './bookings-section';

const managerProfile: StaffProfile = {
  ...operatorProfile,
  id: 3,
  login: 'olga',
  name: 'Ольга',
  role: 'manager',
  venues: [3],
};

const booking = (fields: Partial<StaffBooking> & Pick<StaffBooking, 'id'>): StaffBooking => ({
  place: 3,
  placeName: 'Кондитерская',
  name: 'Мария',
  surname: 'Иванова',
  email: 'maria@example.ru',
  phone: '+7 (914) 000-11-22',
  bookedFor: '2026-11-24T09:30:00.000Z',
  time: '19:30',
  guests: 4,
  status: 'requested',
  reason: null,
  ...fields,
});

const bookings: StaffBooking[] = [
  booking({ id: 12, time: '20:00', name: 'Пётр', surname: 'Смирнов', status: 'confirmed' }),
  booking({ id: 11 }),
  booking({
    id: 13,
    time: '12:00',
    status: 'declined',
    reason: 'Закрытое мероприятие',
    phone: null,
    guests: null,
  }),
  booking({ id: 21, place: 4, placeName: 'Кондитерская на Светланской', time: '18:00' }),
];

function renderBookings(me: StaffProfile, routes: Parameters<typeof stubApi>[0] = {}) {
  const api = stubApi({
    'GET /api/staff/me': json(200, me),
    'GET /api/staff/bookings': json(200, { bookings }),
    'GET /api/staff/places/3/capacity': json(200, { place: 3, perSlot: 5 }),
    'GET /api/staff/places/4/capacity': json(200, { place: 4, perSlot: null }),
    'POST /api/staff/stream-ticket': json(200, { ticket: 'bookings-ticket-1' }),
    ...routes,
  });
  const { user } = renderOnStaffStore(<BookingsSection />);
  return { api, user };
}

const placeSection = (name: string) => screen.getByRole('region', { name });
const rowOf = async (time: string) =>
  (await screen.findByRole('rowheader', { name: time })).closest('tr') as HTMLElement;
const buttonsOf = (row: HTMLElement) =>
  within(row)
    .queryAllByRole('button')
    .map((button) => button.textContent);

describe('BookingsSection', () => {
  it("lists today's bookings (Vladivostok) of the member's places by time, with the actions each status allows", async () => {
    const { api } = renderBookings(managerProfile);
    const first = await rowOf('12:00');
    const call = api.callsTo('GET /api/staff/bookings')[0];
    expect(call?.search.get('date')).toBe(venueDate(Date.now()));
    expect(call?.search.has('place')).toBe(false);
    expect(call?.headers.get('Authorization')).toBe(`Bearer ${STAFF_TOKEN}`);

    const table = within(placeSection('Кондитерская')).getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Время', 'Гость', 'Гостей', 'Телефон', 'Эл. почта', 'Статус', 'Действия']);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['12:00', '19:30', '20:00']);
    const requested = await rowOf('19:30');
    expect(within(requested).getByRole('link', { name: '+7 (914) 000-11-22' })).toHaveProperty(
      'href',
      'tel:+79140001122',
    );
    expect(within(requested).getByText('Мария Иванова')).toBeTruthy();
    expect(within(requested).getByText('Новая')).toBeTruthy();
    expect(buttonsOf(requested)).toEqual(['Подтвердить', 'Отклонить']);
    expect(buttonsOf(await rowOf('20:00'))).toEqual(['Гости пришли', 'Не пришли', 'Отклонить']);
    expect(buttonsOf(first)).toEqual([]);
    expect(within(first).getByText('Отклонена')).toBeTruthy();
    expect(within(first).getByText('Причина: Закрытое мероприятие')).toBeTruthy();

    // The manager's venue has two places; the other place has its own table.
    const other = placeSection('Кондитерская на Светланской');
    expect(
      within(other)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['18:00']);
    const places = screen.getByRole('combobox', { name: 'Место' });
    expect(
      within(places)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Все места', 'Кондитерская', 'Кондитерская на Светланской']);
  });

  it('asks one place and another day when chosen', async () => {
    const { api, user } = renderBookings(managerProfile);
    await rowOf('19:30');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Место' }), 'Кондитерская');
    await waitFor(() => expect(api.callsTo('GET /api/staff/bookings')).toHaveLength(2));
    expect(api.callsTo('GET /api/staff/bookings')[1]?.search.get('place')).toBe('3');
    expect(screen.queryByRole('region', { name: 'Кондитерская на Светланской' })).toBeNull();

    const date = screen.getByLabelText('Дата');
    await user.clear(date);
    await user.type(date, '2026-12-31');
    await waitFor(() =>
      expect(api.callsTo('GET /api/staff/bookings').at(-1)?.search.get('date')).toBe('2026-12-31'),
    );
  });

  it('confirms a booking: the row moves on and the result is announced', async () => {
    const { api, user } = renderBookings(managerProfile, {
      'POST /api/staff/bookings/11/confirm': json(200, { ...bookings[1], status: 'confirmed' }),
    });
    const row = await rowOf('19:30');
    await user.click(
      within(row).getByRole('button', { name: 'Подтвердить: 19:30, Мария Иванова' }),
    );

    expect(
      await screen.findByText('19:30, Мария Иванова: Подтверждена', { selector: '[role=status]' }),
    ).toBeTruthy();
    const call = api.callsTo('POST /api/staff/bookings/11/confirm')[0];
    expect(call?.body).toEqual({});
    expect(call?.headers.get('Authorization')).toBe(`Bearer ${STAFF_TOKEN}`);
    expect(buttonsOf(await rowOf('19:30'))).toEqual(['Гости пришли', 'Не пришли', 'Отклонить']);
    // The focus stays in the row whose button went away.
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Гости пришли'));
  });

  it('declines with the reason typed, after a confirmation', async () => {
    const { api, user } = renderBookings(managerProfile, {
      'POST /api/staff/bookings/12/decline': json(200, {
        ...bookings[0],
        status: 'declined',
        reason: 'Кухня закрыта',
      }),
    });
    const row = await rowOf('20:00');
    await user.click(within(row).getByRole('button', { name: 'Отклонить: 20:00, Пётр Смирнов' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Отклонить бронь на 20:00, Пётр Смирнов?',
    });
    expect(api.callsTo('POST /api/staff/bookings/12/decline')).toHaveLength(0);
    await user.type(within(dialog).getByLabelText('Причина (необязательно)'), '  Кухня закрыта ');
    await user.click(within(dialog).getByRole('button', { name: 'Да, отклонить' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('POST /api/staff/bookings/12/decline')[0]?.body).toEqual({
      reason: 'Кухня закрыта',
    });
    const changed = await rowOf('20:00');
    expect(within(changed).getByText('Отклонена')).toBeTruthy();
    expect(buttonsOf(changed)).toEqual([]);
  });

  it('says so and asks the day again when someone answered first (409)', async () => {
    const { api, user } = renderBookings(managerProfile, {
      'POST /api/staff/bookings/11/decline': json(409, {
        errType: 'conflict',
        message: 'Conflict',
      }),
    });
    const row = await rowOf('19:30');
    await user.click(within(row).getByRole('button', { name: 'Отклонить: 19:30, Мария Иванова' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Да, отклонить' }));

    expect((await screen.findByText(BOOKING_CONFLICT)).getAttribute('role')).toBe('alert');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.callsTo('POST /api/staff/bookings/11/decline')[0]?.body).toEqual({});
    await waitFor(() => expect(api.callsTo('GET /api/staff/bookings')).toHaveLength(2));
  });

  it('shows a refusal of an action (403)', async () => {
    const { user } = renderBookings(managerProfile, {
      'POST /api/staff/bookings/12/seated': json(403, {
        errType: 'forbidden',
        message: 'Forbidden',
      }),
    });
    const row = await rowOf('20:00');
    await user.click(
      within(row).getByRole('button', { name: 'Гости пришли: 20:00, Пётр Смирнов' }),
    );
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Доступ запрещён');
    expect(within(await rowOf('20:00')).getByText('Подтверждена')).toBeTruthy();
  });

  it("saves a place's capacity per half hour, empty for no limit", async () => {
    const { api, user } = renderBookings(managerProfile, {
      'PUT /api/staff/places/3/capacity': (call) =>
        json(200, { place: 3, ...(call.body as object) }),
    });
    await rowOf('19:30');
    const section = placeSection('Кондитерская');
    const field = await within(section).findByLabelText('Столов на полчаса');
    expect(field).toHaveProperty('value', '5');
    expect(
      await within(placeSection('Кондитерская на Светланской')).findByLabelText(
        'Столов на полчаса',
      ),
    ).toHaveProperty('value', '');

    await user.clear(field);
    await user.type(field, '6');
    await user.click(within(section).getByRole('button', { name: 'Сохранить' }));
    expect(
      await within(section).findByText('Сохранено. Кондитерская: не больше 6 на полчаса'),
    ).toBeTruthy();
    expect(api.callsTo('PUT /api/staff/places/3/capacity')[0]?.body).toEqual({ perSlot: 6 });

    const saved = within(section).getByLabelText('Столов на полчаса');
    await user.clear(saved);
    await user.click(within(section).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() =>
      expect(api.callsTo('PUT /api/staff/places/3/capacity')[1]?.body).toEqual({ perSlot: null }),
    );
    expect(
      await within(section).findByText('Сохранено. Кондитерская: без ограничения'),
    ).toBeTruthy();
  });

  it('keeps a capacity out of range from the server', async () => {
    const { api, user } = renderBookings(managerProfile);
    await rowOf('19:30');
    const section = placeSection('Кондитерская');
    const field = await within(section).findByLabelText('Столов на полчаса');
    await user.clear(field);
    await user.type(field, '101');
    await user.click(within(section).getByRole('button', { name: 'Сохранить' }));
    expect(await within(section).findByText(CAPACITY_INVALID)).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(api.callsTo('PUT /api/staff/places/3/capacity')).toHaveLength(0);
  });

  it("shows an operator their places' bookings without the capacity", async () => {
    const { api } = renderBookings(operatorProfile, {
      'GET /api/staff/bookings': json(200, {
        bookings: [booking({ id: 31, place: 1, placeName: 'Sibumi' })],
      }),
    });
    const row = await rowOf('19:30');
    expect(buttonsOf(row)).toEqual(['Подтвердить', 'Отклонить']);
    expect(api.callsTo('GET /api/staff/bookings')[0]?.search.get('place')).toBe('1');
    expect(screen.queryByLabelText('Столов на полчаса')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Сохранить' })).toBeNull();
    expect(api.calls.some((call) => call.path.endsWith('/capacity'))).toBe(false);
  });

  it('gives an admin every place', async () => {
    renderBookings(adminProfile);
    await rowOf('19:30');
    expect(
      within(screen.getByRole('combobox', { name: 'Место' }))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Все места', 'Sibumi', 'Гастропаб', 'Кондитерская', 'Кондитерская на Светланской']);
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(4);
  });
});

describe('parseCapacity', () => {
  it('reads empty as no limit and refuses what the contract refuses', () => {
    expect(parseCapacity(' ')).toBeNull();
    expect(parseCapacity('12')).toBe(12);
    expect(parseCapacity('0')).toBeUndefined();
    expect(parseCapacity('101')).toBeUndefined();
    expect(parseCapacity('2.5')).toBeUndefined();
  });
});

describe('BookingsSection live', () => {
  /** The browser's EventSource as far as use-booking-events.ts uses it. */
  class FakeEventSource {
    static opened: FakeEventSource[] = [];
    listeners = new Map<string, (event: { data: string }) => void>();
    closed = false;
    constructor(readonly url: string) {
      FakeEventSource.opened.push(this);
    }
    addEventListener(name: string, listener: (event: { data: string }) => void) {
      this.listeners.set(name, listener);
    }
    close() {
      this.closed = true;
    }
    emit(name: string, data: unknown = {}) {
      act(() => this.listeners.get(name)?.({ data: JSON.stringify(data) }));
    }
  }

  it('shows a booking made elsewhere and another tablet’s answer as they come, in their day and place', async () => {
    FakeEventSource.opened = [];
    vi.stubGlobal('EventSource', FakeEventSource);
    onTestFinished(() => {
      vi.unstubAllGlobals();
    });
    const { api } = renderBookings(managerProfile);
    await rowOf('19:30');
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    const [stream] = FakeEventSource.opened;
    if (!stream) throw new Error('no stream opened');
    // A one-use ticket in the address, never the session's token (decision 079).
    expect(stream.url).toBe('/api/staff/bookings/events?ticket=bookings-ticket-1');
    expect(stream.url).not.toContain(STAFF_TOKEN);
    // Today in Vladivostok at 13:00 (UTC+10).
    const today = `${venueDate(Date.now())}T03:00:00.000Z`;

    stream.emit(
      'booking',
      booking({ id: 30, bookedFor: today, time: '13:00', name: 'Олег', surname: 'Ким' }),
    );
    const fresh = await rowOf('13:00');
    expect(within(fresh).getByText('Олег Ким')).toBeTruthy();
    expect(buttonsOf(fresh)).toEqual(['Подтвердить', 'Отклонить']);
    expect(
      within(placeSection('Кондитерская'))
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['12:00', '13:00', '19:30', '20:00']);

    // Another tablet confirms 19:30: the row follows.
    stream.emit('booking', booking({ id: 11, bookedFor: today, status: 'confirmed' }));
    await waitFor(async () =>
      expect(within(await rowOf('19:30')).getByText('Подтверждена')).toBeTruthy(),
    );
    // Another day's booking is not this list's.
    stream.emit(
      'booking',
      booking({ id: 31, bookedFor: '2020-01-01T03:00:00.000Z', time: '13:30' }),
    );
    expect(screen.queryByRole('rowheader', { name: '13:30' })).toBeNull();

    // The stream (re)opened or the server lost track: the day is asked again.
    const asked = api.callsTo('GET /api/staff/bookings').length;
    stream.emit('open');
    stream.emit('refresh');
    await waitFor(() =>
      expect(api.callsTo('GET /api/staff/bookings').length).toBeGreaterThan(asked),
    );
  });
});
