import { errorMessages } from '@storefront/contract/error-messages';
import type { StaffProfile } from '@storefront/contract/staff';
import { STOP_LIST_FROM_POS, type StopListDish } from '@storefront/contract/staff-orders';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { json, NETWORK_ERROR, stubApi } from '../../../testing/api-stub';
import { STAFF_CALL_FAILED } from '../../app/staff-errors';
import {
  adminProfile,
  operatorProfile,
  renderOnStaffStore,
  STAFF_TOKEN,
} from '../../testing/render-staff';
import { STOP_LIST_NOT_FOR_OPERATORS, StopListSection } from './stop-list-section';

const managerProfile: StaffProfile = {
  ...operatorProfile,
  id: 3,
  login: 'olga',
  name: 'Ольга',
  role: 'manager',
  venues: [2, 3],
};

const dish = (fields: Partial<StopListDish> & Pick<StopListDish, 'id' | 'name'>): StopListDish => ({
  kind: 'product',
  venueId: 2,
  category: 'Роллы',
  available: true,
  ...fields,
});

const dishes: StopListDish[] = [
  dish({ id: 5, name: 'Филадельфия' }),
  dish({ id: 6, name: 'Калифорния', available: false }),
  dish({ id: 7, name: 'Мисо-суп', category: 'Супы' }),
  dish({ id: 2, kind: 'special', name: 'Ёлочный сет', category: 'Роллы' }),
];

function renderStopList(me: StaffProfile, routes: Parameters<typeof stubApi>[0] = {}) {
  const api = stubApi({
    'GET /api/staff/me': json(200, me),
    'GET /api/staff/stop-list': json(200, { dishes, readOnly: null }),
    ...routes,
  });
  const { user } = renderOnStaffStore(<StopListSection />);
  return { api, user };
}

const switchOf = (name: string) => screen.findByRole('switch', { name });

describe('StopListSection', () => {
  it("lists the first venue's dishes by category, each a switch", async () => {
    const { api } = renderStopList(managerProfile);
    const rolls = await screen.findByRole('region', { name: 'Роллы' });
    expect(
      within(rolls)
        .getAllByRole('switch')
        .map((toggle) => [toggle.textContent, toggle.getAttribute('aria-checked')]),
    ).toEqual([
      ['В продаже', 'true'],
      ['Стоп', 'false'],
      ['В продаже', 'true'],
    ]);
    expect(within(rolls).getByRole('switch', { name: 'Калифорния' })).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'Супы' })).getByRole('switch', {
        name: 'Мисо-суп',
      }),
    ).toBeTruthy();
    const call = api.callsTo('GET /api/staff/stop-list')[0];
    expect(call?.search.get('venueId')).toBe('2');
    expect(call?.headers.get('Authorization')).toBe(`Bearer ${STAFF_TOKEN}`);
    expect(
      within(screen.getByRole('combobox', { name: 'Заведение' }))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Sibumi', 'Кондитерская']);
  });

  it('asks another venue when chosen; an admin has every venue', async () => {
    const { api, user } = renderStopList(adminProfile);
    await switchOf('Филадельфия');
    expect(api.callsTo('GET /api/staff/stop-list')[0]?.search.get('venueId')).toBe('1');
    const venues = screen.getByRole('combobox', { name: 'Заведение' });
    expect(within(venues).getAllByRole('option')).toHaveLength(3);
    await user.selectOptions(venues, 'Кондитерская');
    await waitFor(() =>
      expect(api.callsTo('GET /api/staff/stop-list').at(-1)?.search.get('venueId')).toBe('3'),
    );
  });

  it('filters by name, whatever the case and ё', async () => {
    const { user } = renderStopList(managerProfile);
    await switchOf('Филадельфия');
    await user.type(screen.getByRole('searchbox', { name: 'Поиск по названию' }), 'ЕЛОЧ');
    expect(screen.getAllByRole('switch')).toHaveLength(1);
    expect(screen.getByRole('switch', { name: 'Ёлочный сет' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Супы' })).toBeNull();
    await user.clear(screen.getByRole('searchbox'));
    await user.type(screen.getByRole('searchbox'), 'пицца');
    expect(screen.getByText('Ничего не найдено.')).toBeTruthy();
  });

  it('takes a dish off at once and keeps it so when the server agrees', async () => {
    let answer: (response: Response) => void = () => {};
    const { api, user } = renderStopList(managerProfile, {
      'POST /api/staff/stop-list/product/5': () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    const toggle = await switchOf('Филадельфия');
    await user.click(toggle);

    // Shown before the answer: the tap is the change.
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(toggle.textContent).toBe('Стоп');
    await waitFor(() =>
      expect(api.callsTo('POST /api/staff/stop-list/product/5')[0]?.body).toEqual({
        available: false,
      }),
    );
    answer(json(200, { ...dishes[0], available: false }));
    expect(
      await screen.findByText('«Филадельфия»: Стоп', { selector: '[role=status]' }),
    ).toBeTruthy();
    expect((await switchOf('Филадельфия')).getAttribute('aria-checked')).toBe('false');
  });

  it('puts a dish back on sale with the keyboard', async () => {
    const { api, user } = renderStopList(managerProfile, {
      'POST /api/staff/stop-list/product/6': json(200, { ...dishes[1], available: true }),
    });
    (await switchOf('Калифорния')).focus();
    await user.keyboard(' ');
    await waitFor(() =>
      expect(api.callsTo('POST /api/staff/stop-list/product/6')[0]?.body).toEqual({
        available: true,
      }),
    );
    expect((await switchOf('Калифорния')).getAttribute('aria-checked')).toBe('true');
  });

  it("rolls the switch back and shows the server's message when the change is refused", async () => {
    const { api, user } = renderStopList(managerProfile, {
      'POST /api/staff/stop-list/special/2': json(409, {
        errType: 'posManaged',
        message: 'POS managed',
      }),
    });
    const toggle = await switchOf('Ёлочный сет');
    await user.click(toggle);
    const alert = await screen.findByText(
      `Не удалось изменить «Ёлочный сет»: ${STOP_LIST_FROM_POS}`,
    );
    expect(alert.getAttribute('role')).toBe('alert');
    expect((await switchOf('Ёлочный сет')).getAttribute('aria-checked')).toBe('true');
    // The server answered: the list is asked again (it may have become the POS's).
    await waitFor(() => expect(api.callsTo('GET /api/staff/stop-list')).toHaveLength(2));
  });

  it('rolls the switch back by itself when no answer came', async () => {
    const { api, user } = renderStopList(managerProfile, {
      'POST /api/staff/stop-list/product/7': NETWORK_ERROR,
    });
    const toggle = await switchOf('Мисо-суп');
    await user.click(toggle);
    expect(
      await screen.findByText(`Не удалось изменить «Мисо-суп»: ${STAFF_CALL_FAILED}`),
    ).toBeTruthy();
    expect((await switchOf('Мисо-суп')).getAttribute('aria-checked')).toBe('true');
    expect(api.callsTo('GET /api/staff/stop-list')).toHaveLength(1);
  });

  it('shows a read-only list with its reason: switches are off', async () => {
    const { api } = renderStopList(managerProfile, {
      'GET /api/staff/stop-list': json(200, { dishes, readOnly: STOP_LIST_FROM_POS }),
    });
    const toggle = await switchOf('Филадельфия');
    expect(screen.getByText(STOP_LIST_FROM_POS)).toBeTruthy();
    for (const each of screen.getAllByRole('switch')) expect(each).toHaveProperty('disabled', true);
    toggle.click();
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    expect(STOP_LIST_FROM_POS).toBe(errorMessages.posManaged);
  });

  it('is not an operator’s section', async () => {
    const { api } = renderStopList(operatorProfile);
    expect(await screen.findByText(STOP_LIST_NOT_FOR_OPERATORS)).toBeTruthy();
    expect(screen.queryByRole('switch')).toBeNull();
    expect(api.callsTo('GET /api/staff/stop-list')).toHaveLength(0);
  });
});

describe('StopListSection live', () => {
  /** The browser's EventSource as far as lib/use-catalog-events.ts uses it. */
  class FakeEventSource {
    static opened: FakeEventSource[] = [];
    listeners = new Map<string, () => void>();
    constructor(readonly url: string) {
      FakeEventSource.opened.push(this);
    }
    addEventListener(name: string, listener: () => void) {
      this.listeners.set(name, listener);
    }
    close() {}
    emit(name: string) {
      act(() => this.listeners.get(name)?.());
    }
  }

  it('follows a dish stopped elsewhere: the list is asked again on each catalogue change', async () => {
    FakeEventSource.opened = [];
    vi.stubGlobal('EventSource', FakeEventSource);
    onTestFinished(() => {
      vi.unstubAllGlobals();
    });
    let served = dishes;
    const { api } = renderStopList(managerProfile, {
      'GET /api/staff/stop-list': () => json(200, { dishes: served, readOnly: null }),
    });
    expect((await switchOf('Мисо-суп')).getAttribute('aria-checked')).toBe('true');
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    const stream = FakeEventSource.opened[0] as FakeEventSource;
    expect(stream.url).toBe('/api/catalog/events');

    // Stopped from another tablet: the server tells every open page.
    served = dishes.map((known) => (known.id === 7 ? { ...known, available: false } : known));
    stream.emit('catalog');
    await waitFor(async () =>
      expect((await switchOf('Мисо-суп')).getAttribute('aria-checked')).toBe('false'),
    );
    // A change while the stream was away is not told: its (re)opening asks again.
    served = dishes;
    const asked = api.callsTo('GET /api/staff/stop-list').length;
    stream.emit('open');
    await waitFor(async () =>
      expect((await switchOf('Мисо-суп')).getAttribute('aria-checked')).toBe('true'),
    );
    expect(api.callsTo('GET /api/staff/stop-list')).toHaveLength(asked + 1);
  });
});
