import {
  bookingHoursMessage,
  bookingMessages as m,
  slotFullMessage,
} from '@storefront/contract/booking';
import { guestErrorMessages } from '@storefront/contract/guest-error-messages';
import { places } from '@storefront/contract/venues';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { createStore } from '../../app/store';
import { json, NETWORK_ERROR, type Route, stubApi } from '../../testing/api-stub';
import { renderPage } from '../../testing/render';
// Loaded up front, so the page's lazy import of it resolves at once.
import './booking-modal';
import { ContactsPage } from './contacts-page';

/** 13:05 on 21 November 2026 in Vladivostok (UTC+10). */
const NOW = new Date('2026-11-21T03:05:00Z');

let scrollTo: MockInstance<typeof window.scrollTo>;

beforeEach(() => {
  // jsdom has no scrolling; the calls are what matters.
  scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  // Timers advance on their own (waitFor works) and can be jumped over (the 5-second close).
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date', 'setTimeout', 'clearTimeout'] });
  vi.setSystemTime(NOW);
});

afterEach(() => {
  // Unmounted here, while scrollTo is still stubbed: an open modal scrolls back as it goes.
  cleanup();
  vi.useRealTimers();
  scrollTo.mockRestore();
});

function serve(booking: Route = json(201, { success: true, id: 17 })) {
  return stubApi({ 'POST /api/booking': booking });
}

function renderContacts(options: Parameters<typeof renderPage>[1] = {}) {
  return renderPage(<ContactsPage />, {
    route: '/contacts',
    user: { advanceTimers: (ms) => vi.advanceTimersByTime(ms) },
    ...options,
  });
}

const bookButton = (placeName: string) =>
  screen.getByRole('button', { name: `ЗАБРОНИРОВАТЬ СТОЛИК: ${placeName}` });

async function openModal(user: ReturnType<typeof renderContacts>['user'], placeName = 'Гастропаб') {
  await user.click(bookButton(placeName));
  return screen.findByRole('dialog', { name: m.title });
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const submit = () => screen.getByRole('button', { name: m.submit }) as HTMLButtonElement;

async function fillNames(user: ReturnType<typeof renderContacts>['user']) {
  await user.type(field('Имя'), 'Иван');
  await user.type(field('Фамилия'), 'Петров');
  await user.type(field('Почта'), 'ivan@example.ru');
}

async function fillValid(user: ReturnType<typeof renderContacts>['user']) {
  await user.type(field('Имя'), 'Иван');
  await user.type(field('Фамилия'), 'Петров');
  await user.type(field('Телефон'), '9141234567');
  await user.type(field('Почта'), 'ivan@example.ru');
  await user.type(field('Дата и время'), '121220261930');
}

describe('the contacts page', () => {
  it('shows the four places with address, phone link, hours and a map link', () => {
    serve();
    renderContacts();
    expect(screen.getByRole('heading', { level: 1, name: 'КОНТАКТЫ' })).toBeTruthy();
    const cards = screen.getAllByRole('listitem');
    expect(cards).toHaveLength(4);
    for (const [index, place] of places.entries()) {
      const card = within(cards[index] as HTMLElement);
      expect(card.getByRole('heading', { level: 2, name: place.name })).toBeTruthy();
      expect(card.getByText(place.street)).toBeTruthy();
      const phone = card.getByRole('link', { name: place.phone });
      expect(phone.getAttribute('href')).toBe(`tel:${place.phone.replace(/[^\d+]/g, '')}`);
      expect(card.getByText(`${place.workdaysOne}: ${place.workdaysTwo}`)).toBeTruthy();
      const map = card.getByRole('link', { name: /^на карте/ });
      expect(map.getAttribute('href')).toBe(place.mapUrl);
      expect(map.getAttribute('target')).toBe('_blank');
      expect(map.getAttribute('rel')).toContain('noopener');
      expect(card.getByRole('button', { name: /^ЗАБРОНИРОВАТЬ СТОЛИК/ })).toBeTruthy();
    }
  });
});

describe('the booking modal', () => {
  it('opens for the place whose button was pressed, as a modal dialog', async () => {
    serve();
    const { user } = renderContacts();
    const dialog = await openModal(user, 'Кондитерская на Светланской');
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(within(dialog).getByText(m.note)).toBeTruthy();
    expect(within(dialog).getByText(/ул\. Светланская, 40Б/)).toBeTruthy();
    expect(field('Телефон').placeholder).toBe('+7 (999) 99 99 999');
    expect(field('Дата и время').placeholder).toBe('ВВЕДИТЕ ЖЕЛАЕМОЕ ВРЕМЯ И ДАТУ');
    // Focus starts inside, on the first field.
    expect(document.activeElement).toBe(field('Имя'));
  });

  it('shows each message only after its field is left, word for word', async () => {
    serve();
    const { user } = renderContacts();
    await openModal(user);
    // Leaving by a click on the text: a tab would focus the next field and so touch it too.
    const leave = () => user.click(screen.getByText(m.note));
    // Each starts as «not specified», and ГОТОВО waits.
    expect(submit().disabled).toBe(true);
    expect(screen.queryByText(m.nameRequired)).toBeNull();

    await user.click(field('Имя'));
    await leave();
    expect(await screen.findByText(m.nameRequired)).toBeTruthy();
    expect(field('Имя').getAttribute('aria-invalid')).toBe('true');
    // Once left, the field is checked as it changes.
    await user.type(field('Имя'), 'Ян');
    expect(await screen.findByText(m.name)).toBeTruthy();
    await user.type(field('Имя'), 'а');
    await waitFor(() => expect(screen.queryByText(m.name)).toBeNull());

    await user.type(field('Фамилия'), 'Ли');
    expect(screen.queryByText(m.surname)).toBeNull();
    await leave();
    expect(await screen.findByText(m.surname)).toBeTruthy();
    await user.clear(field('Фамилия'));
    expect(await screen.findByText(m.surnameRequired)).toBeTruthy();

    await user.type(field('Почта'), 'ivan@example');
    expect(screen.queryByText(m.email)).toBeNull();
    await leave();
    expect(await screen.findByText(m.email)).toBeTruthy();
    await user.clear(field('Почта'));
    expect(await screen.findByText(m.emailRequired)).toBeTruthy();
    expect(submit().disabled).toBe(true);
  });

  it('enables ГОТОВО only when name, surname and e-mail hold no error', async () => {
    serve();
    const { user } = renderContacts();
    await openModal(user);
    await user.type(field('Имя'), 'Иван');
    expect(submit().disabled).toBe(true);
    await user.type(field('Фамилия'), 'Петров');
    expect(submit().disabled).toBe(true);
    await user.type(field('Почта'), 'ivan@example.r');
    expect(submit().disabled).toBe(true);
    await user.type(field('Почта'), 'u');
    expect(submit().disabled).toBe(false);
    // The phone and the time do not hold the button back.
    expect(field('Телефон').value).toBe('');
    expect(field('Дата и время').value).toBe('');
  });

  it('shows the phone as +7 (914) 12 34 567 however typed, and the time as 99/99/9999 В 99.99', async () => {
    serve();
    const { user } = renderContacts();
    await openModal(user);
    expect(field('Телефон').placeholder).toBe('+7 (999) 99 99 999');
    for (const keys of ['89140000101', '+79140000101', '79140000101', '9140000101']) {
      await user.clear(field('Телефон'));
      await user.type(field('Телефон'), keys);
      expect(field('Телефон').value, keys).toBe('+7 (914) 00 00 101');
    }
    await user.type(field('Дата и время'), '24122026193099');
    expect(field('Дата и время').value).toBe('24/12/2026 В 19.30');
    await user.clear(field('Дата и время'));
    await user.type(field('Дата и время'), 'ab');
    expect(field('Дата и время').value).toBe('');
  });

  it('sends the booking, shows the confirmation instead of the form and closes after 5 s', async () => {
    const api = serve();
    Object.defineProperty(window, 'scrollY', { value: 640, configurable: true });
    try {
      const { user } = renderContacts();
      const dialog = await openModal(user, 'Гастропаб');
      // The page is held in place by fixing the body where it stood.
      expect(document.body.style.position).toBe('fixed');
      expect(document.body.style.top).toBe('-640px');

      await fillValid(user);
      await user.click(submit());
      const status = await within(dialog).findByRole('status');
      expect(status.textContent).toContain(m.sent);
      expect(status.textContent).toContain('12 декабря 2026');
      expect(status.textContent).toContain('19:30');
      expect(status.textContent).toContain('2 гостя');
      expect(status.textContent).toContain('ivan@example.ru');
      expect(within(dialog).queryByRole('textbox')).toBeNull();
      expect(within(dialog).queryByRole('button', { name: m.submit })).toBeNull();
      await waitFor(() => expect(document.activeElement).toBe(status));

      const [call] = api.callsTo('POST /api/booking');
      expect(call?.body).toEqual({
        dataToSend: {
          name: 'Иван',
          surname: 'Петров',
          phone: '+7 (914) 12 34 567',
          email: 'ivan@example.ru',
          guests: 2,
          time: '12/12/2026 В 19.30',
          place: 2,
        },
      });
      expect(call?.headers.get('authorization')).toBeNull();

      // The clock also runs on its own, so the first look leaves room for a slow machine.
      act(() => {
        vi.advanceTimersByTime(3500);
      });
      expect(screen.queryByRole('dialog')).toBeTruthy();
      act(() => {
        vi.advanceTimersByTime(1500);
      });
      expect(screen.queryByRole('dialog')).toBeNull();
      // The page is back where it was, and focus on the button that opened the modal.
      expect(document.body.style.position).toBe('');
      expect(document.body.style.top).toBe('');
      expect(scrollTo).toHaveBeenCalledWith({ left: 0, top: 640, behavior: 'instant' });
      expect(document.activeElement).toBe(bookButton('Гастропаб'));
    } finally {
      Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    }
  });

  it('picks the guests, a date and a time; the pickers fill the masked field', async () => {
    const api = serve();
    const { user } = renderContacts();
    const dialog = await openModal(user, 'Sibumi');
    expect(
      within(dialog).getByText(`${bookingHoursMessage(1)} (по времени Владивостока)`),
    ).toBeTruthy();
    const date = field('Дата') as unknown as HTMLSelectElement;
    const clock = field('Время') as unknown as HTMLSelectElement;
    const guests = field('Количество гостей') as unknown as HTMLSelectElement;
    expect(guests.value).toBe('2');
    expect([...guests.options].map((o) => o.text)).toEqual(
      Array.from({ length: 20 }, (_, i) =>
        i === 0 ? '1 гость' : i < 4 ? `${i + 1} гостя` : `${i + 1} гостей`,
      ),
    );
    // Today (13:05 on Saturday 21 November) to 30 days ahead, after a prompt.
    const dates = [...date.options].filter((o) => !o.disabled);
    expect(dates).toHaveLength(31);
    expect(dates[0]?.text).toBe('сегодня, сб, 21 ноября');
    expect(dates[1]?.text).toBe('завтра, вс, 22 ноября');
    expect(dates.at(-1)?.value).toBe('21/12/2026');
    // No time before a date.
    expect(clock.disabled).toBe(true);

    await user.selectOptions(date, '21/11/2026');
    expect(clock.disabled).toBe(false);
    // Today's times start after now; Sibumi takes its last booking at 22:00.
    const todays = [...clock.options].filter((o) => !o.disabled).map((o) => o.text);
    expect(todays[0]).toBe('13:30');
    expect(todays.at(-1)).toBe('22:00');
    await user.selectOptions(date, '22/11/2026');
    const tomorrows = [...clock.options].filter((o) => !o.disabled).map((o) => o.text);
    expect(tomorrows[0]).toBe('12:00');
    expect(tomorrows).toHaveLength(21);
    await user.selectOptions(clock, '19.30');
    expect(field('Дата и время').value).toBe('22/11/2026 В 19.30');
    // Another date keeps the time.
    await user.selectOptions(date, '23/11/2026');
    expect(field('Дата и время').value).toBe('23/11/2026 В 19.30');
    await user.selectOptions(guests, '6');

    await user.type(field('Имя'), 'Иван');
    await user.type(field('Фамилия'), 'Петров');
    await user.type(field('Почта'), 'ivan@example.ru');
    await user.click(submit());
    expect((await within(dialog).findByRole('status')).textContent).toContain('6 гостей');
    expect(api.callsTo('POST /api/booking')[0]?.body).toMatchObject({
      dataToSend: { guests: 6, time: '23/11/2026 В 19.30', place: 1 },
    });
  });

  it('follows the hours staff set: the card, the pickers and the rule of that weekday', async () => {
    const noonToEleven = { opens: '12:00', closes: '23:00' };
    // Sibumi: Saturdays from 14:00 to midnight, closed on Sundays; the others as before.
    const sibumiWeek = [...Array(5).fill(noonToEleven), { opens: '14:00', closes: '24:00' }, null];
    const api = stubApi({
      'GET /api/opening-hours': json(200, { places: [{ placeId: 1, days: sibumiWeek }] }),
    });
    const { user } = renderContacts();
    const sibumiCard = within(screen.getAllByRole('listitem')[0] as HTMLElement);
    expect(
      await sibumiCard.findByText('Пн–Пт: 12:00–23:00, Сб: 14:00–24:00, Вс: выходной'),
    ).toBeTruthy();
    expect(screen.getByText('Ежедневно: 08:00–22:00')).toBeTruthy();
    const dialog = await openModal(user, 'Sibumi');
    expect(
      within(dialog).getByText(`${bookingHoursMessage(1, sibumiWeek)} (по времени Владивостока)`),
    ).toBeTruthy();
    const date = field('Дата') as unknown as HTMLSelectElement;
    const clock = field('Время') as unknown as HTMLSelectElement;
    // No Sundays among the dates: 22/11 is one.
    const offered = [...date.options].filter((o) => !o.disabled).map((o) => o.value);
    expect(offered).not.toContain('22/11/2026');
    expect(offered).toContain('23/11/2026');
    // Saturday's times: 14:00 to 23:00.
    await user.selectOptions(date, '21/11/2026');
    const saturday = [...clock.options].filter((o) => !o.disabled).map((o) => o.text);
    expect(saturday[0]).toBe('14:00');
    expect(saturday.at(-1)).toBe('23:00');
    // A Sunday typed in is refused with the rule's words, before anything is sent.
    await user.clear(field('Дата и время'));
    await user.type(field('Дата и время'), '221120261400');
    await fillNames(user);
    await user.click(submit());
    expect(
      await screen.findByText('Sibumi не работает в воскресенье: выберите другой день'),
    ).toBeTruthy();
    expect(api.callsTo('POST /api/booking')).toHaveLength(0);
  });

  it('sets the pickers from a typed date and time, checked by the same rule', async () => {
    const api = serve();
    const { user } = renderContacts();
    await openModal(user, 'Кондитерская на Светланской');
    const date = field('Дата') as unknown as HTMLSelectElement;
    const clock = field('Время') as unknown as HTMLSelectElement;
    await user.type(field('Дата и время'), '231120262000');
    expect(date.value).toBe('23/11/2026');
    expect(clock.value).toBe('20.00');
    // A minute off the picker's half hours, within the hours, is shown as chosen.
    await user.clear(field('Дата и время'));
    await user.type(field('Дата и время'), '231120261945');
    expect(clock.value).toBe('19.45');
    expect(clock.selectedOptions[0]?.text).toBe('19:45');
    // The branch closes at 21:00 and takes its last booking at 20:00.
    await user.clear(field('Дата и время'));
    await user.type(field('Дата и время'), '231120262030');
    expect(clock.value).toBe('');
    await fillNames(user);
    await user.click(submit());
    expect(await screen.findByText(bookingHoursMessage(4))).toBeTruthy();
    expect(document.activeElement).toBe(field('Дата и время'));
    // Picking a time puts it right.
    await user.selectOptions(clock, '18.00');
    expect(field('Дата и время').value).toBe('23/11/2026 В 18.00');
    await waitFor(() => expect(screen.queryByText(bookingHoursMessage(4))).toBeNull());
    // More than 30 days ahead is refused too, and leaves the date picker unset.
    await user.clear(field('Дата и время'));
    await user.type(field('Дата и время'), '221220261200');
    expect(date.value).toBe('');
    expect(await screen.findByText(m.timeTooFar)).toBeTruthy();
    expect(api.callsTo('POST /api/booking')).toHaveLength(0);
  });

  it('checks the time before sending: a past or impossible date is refused in place', async () => {
    const api = serve();
    const { user } = renderContacts();
    await openModal(user);
    await fillValid(user);
    await user.clear(field('Дата и время'));
    await user.type(field('Дата и время'), '211120261200');
    await user.click(submit());
    expect(await screen.findByText(m.timePast)).toBeTruthy();
    expect(document.activeElement).toBe(field('Дата и время'));
    await user.clear(field('Дата и время'));
    await user.type(field('Дата и время'), '310220271930');
    expect(await screen.findByText(m.time)).toBeTruthy();
    await user.clear(field('Дата и время'));
    expect(await screen.findByText(m.timeRequired)).toBeTruthy();
    expect(api.callsTo('POST /api/booking')).toHaveLength(0);
  });

  it('keeps what was typed and shows the server’s refusal in the modal', async () => {
    // The server's answer to a time outside the hours (modules/bookings): its message is the rule's.
    const refused = bookingHoursMessage(2);
    let answer: Response | typeof NETWORK_ERROR = json(400, {
      errType: 'validation',
      message: refused,
      fields: { 'dataToSend.time': refused },
    });
    const api = serve(() => answer);
    const { user } = renderContacts();
    const dialog = await openModal(user);
    await fillValid(user);
    await user.click(submit());
    expect((await within(dialog).findByRole('alert')).textContent).toBe(refused);
    // …and under the field, which gets focus and reads it out.
    await waitFor(() => expect(document.activeElement).toBe(field('Дата и время')));
    expect(field('Дата и время').getAttribute('aria-invalid')).toBe('true');
    const describedBy = field('Дата и время').getAttribute('aria-describedby') ?? '';
    expect(
      describedBy
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent)
        .includes(refused),
    ).toBe(true);
    expect(field('Имя').value).toBe('Иван');

    answer = NETWORK_ERROR;
    await user.click(submit());
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toBe(m.failed));
    answer = json(429, { errType: 'tooManyRequests', message: 'x' });
    await user.click(submit());
    await waitFor(() =>
      expect(within(dialog).getByRole('alert').textContent).toBe(
        'Слишком много запросов. Попробуйте позже',
      ),
    );
    expect(field('Почта').value).toBe('ivan@example.ru');
    expect(field('Дата и время').value).toBe('12/12/2026 В 19.30');

    answer = json(201, { success: true, id: 18 });
    await user.click(submit());
    expect(await within(dialog).findByRole('status')).toBeTruthy();
    const calls = api.callsTo('POST /api/booking');
    expect(calls).toHaveLength(4);
    // every try of this booking carries one Idempotency-Key: a lost answer cannot book twice
    const keys = new Set(calls.map((call) => call.headers.get('idempotency-key')));
    expect(keys.size).toBe(1);
    expect([...keys][0]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('shows the server’s words for a full half hour and takes the nearest free time with one tap', async () => {
    // The server's 409 (modules/bookings): its message names the time, `nearest` carries it.
    const message = slotFullMessage('12/12/2026 В 20.00');
    let answer: Response = json(409, {
      errType: 'slotFull',
      message,
      fields: { 'dataToSend.time': message },
      nearest: '12/12/2026 В 20.00',
    });
    const api = serve(() => answer);
    const { user } = renderContacts();
    const dialog = await openModal(user, 'Sibumi');
    await fillValid(user);
    await user.click(submit());
    expect((await within(dialog).findByRole('alert')).textContent).toBe(message);
    expect(within(dialog).queryByText(guestErrorMessages.slotFull)).toBeNull();
    const take = within(dialog).getByRole('button', { name: 'Выбрать 12/12/2026 В 20.00' });
    await waitFor(() => expect(document.activeElement).toBe(take));
    // Nothing is sent by the tap: the time is set, the pickers follow, and ГОТОВО has the focus.
    await user.click(take);
    expect(field('Дата и время').value).toBe('12/12/2026 В 20.00');
    expect((field('Дата') as unknown as HTMLSelectElement).value).toBe('12/12/2026');
    expect((field('Время') as unknown as HTMLSelectElement).value).toBe('20.00');
    expect(document.activeElement).toBe(submit());
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: /^Выбрать / })).toBeNull();
    expect(api.callsTo('POST /api/booking')).toHaveLength(1);

    answer = json(201, { success: true, id: 21 });
    await user.click(submit());
    expect((await within(dialog).findByRole('status')).textContent).toContain('20:00');
    const calls = api.callsTo('POST /api/booking');
    expect(calls).toHaveLength(2);
    expect(calls[1]?.body).toMatchObject({ dataToSend: { time: '12/12/2026 В 20.00', place: 1 } });
  });

  it('with no free time near, says so and sends the guest back to the field', async () => {
    const message = slotFullMessage(null);
    serve(
      json(409, {
        errType: 'slotFull',
        message,
        fields: { 'dataToSend.time': message },
        nearest: null,
      }),
    );
    const { user } = renderContacts();
    const dialog = await openModal(user);
    await fillValid(user);
    await user.click(submit());
    expect((await within(dialog).findByRole('alert')).textContent).toBe(message);
    expect(within(dialog).queryByRole('button', { name: /^Выбрать / })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(field('Дата и время')));
    expect(field('Дата и время').getAttribute('aria-invalid')).toBe('true');
    // Another time puts the refusal away.
    await user.selectOptions(field('Время') as unknown as HTMLSelectElement, '18.00');
    await waitFor(() => expect(within(dialog).queryByRole('alert')).toBeNull());
  });

  it('still tells the guest how it went when the modal was closed during the request', async () => {
    let answer: (reply: Response) => void = () => {};
    const api = serve(() => new Promise<Response>((resolve) => (answer = resolve)));
    const { user } = renderContacts();
    await openModal(user);
    await fillValid(user);
    await user.click(submit());
    expect(submit().getAttribute('aria-disabled')).toBe('true');
    // A second press sends nothing more.
    await user.click(submit());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    answer(json(201, { success: true, id: 19 }));
    expect(await screen.findByText(`${m.sent}. ${m.note}`)).toBeTruthy();
    expect(api.callsTo('POST /api/booking')).toHaveLength(1);
  });

  it('closes with Escape, keeps Tab inside and gives focus back to the opener', async () => {
    serve();
    const { user } = renderContacts();
    const dialog = await openModal(user, 'Sibumi');
    const closeButton = within(dialog).getByRole('button', { name: 'Закрыть' });
    closeButton.focus();
    await user.tab();
    expect(dialog.contains(document.activeElement)).toBe(true);
    await user.tab({ shift: true });
    expect(dialog.contains(document.activeElement)).toBe(true);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(bookButton('Sibumi'));
    expect(document.body.style.position).toBe('');
  });

  it('sends a logged-in guest’s token, so the booking joins the account', async () => {
    const api = serve();
    const { user } = renderContacts({
      preloadedState: {
        session: { ...createStore().getState().session, loggedIn: true, accessToken: 'token-123' },
      },
    });
    await openModal(user);
    await fillValid(user);
    await user.click(submit());
    await screen.findByRole('status');
    expect(api.callsTo('POST /api/booking')[0]?.headers.get('authorization')).toBe(
      'Bearer token-123',
    );
  });
});
