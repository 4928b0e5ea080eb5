import { errorMessages } from '@storefront/contract/error-messages';
import type { StaffProfile } from '@storefront/contract/staff';
import { type StaffZone, type VenueBusy, zonesMessages } from '@storefront/contract/staff-zones';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, type Route, stubApi } from '../../../testing/api-stub';
import { MINE_PREFIX, RESTORE_MINE } from '../../../ui/form/form';
import { operatorProfile, renderOnStaffStore } from '../../testing/render-staff';
import { ZONES_NOT_FOR_OPERATORS, ZonesSection } from './zones-section';

const managerProfile: StaffProfile = {
  ...operatorProfile,
  id: 3,
  login: 'olga',
  name: 'Ольга',
  role: 'manager',
  venues: [2],
};

const adminProfile: StaffProfile = {
  ...managerProfile,
  id: 4,
  login: 'anna',
  role: 'admin',
  venues: [],
};

const zones: StaffZone[] = [
  {
    id: 1,
    name: 'Центр',
    feeKopecks: 35_000,
    minOrderKopecks: 0,
    freeFromKopecks: 300_000,
    deliveryMinutes: 40,
    active: true,
    sort: 0,
    posZoneName: null,
    outline: null,
    version: 3,
  },
  {
    id: 3,
    name: 'Де-Фриз',
    feeKopecks: 120_000,
    minOrderKopecks: 150_000,
    freeFromKopecks: null,
    deliveryMinutes: 75,
    active: true,
    sort: 1,
    posZoneName: null,
    outline: null,
    version: 1,
  },
];

const sibumi: VenueBusy = {
  venueId: 2,
  name: 'Sibumi',
  extraMinutes: 0,
  ordersPaused: false,
  pauseMessage: '',
  version: 4,
};

function renderZones(
  me: StaffProfile,
  routes: Record<string, Route> = {},
  listed: StaffZone[] = zones,
) {
  const api = stubApi({
    'GET /api/staff/me': json(200, me),
    'GET /api/staff/zones': json(200, { zones: listed }),
    'GET /api/staff/busy': json(200, { venues: [sibumi] }),
    ...routes,
  });
  const { user } = renderOnStaffStore(<ZonesSection />);
  return { api, user };
}

const field = (label: string, zone: string) =>
  screen.getByRole('textbox', { name: `${label}: ${zone}` }) as HTMLInputElement;

describe('ZonesSection', () => {
  it('is not for operators', async () => {
    const { api } = renderZones(operatorProfile);
    expect((await screen.findByRole('alert')).textContent).toBe(ZONES_NOT_FOR_OPERATORS);
    expect(api.callsTo('GET /api/staff/zones')).toHaveLength(0);
  });

  it('to a venue’s manager: the zones are the group’s, not edited here; busy mode is theirs (issue 31 item 2)', async () => {
    renderZones(managerProfile);
    expect(await screen.findByText(zonesMessages.groupOnly)).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Название: Центр' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Добавить зону' })).toBeNull();
    expect(await screen.findByText('Sibumi')).toBeTruthy();
  });

  it('shows each zone’s terms in roubles and saves a change in kopecks with its version', async () => {
    const saved = { ...zones[0], feeKopecks: 40_000, freeFromKopecks: null, version: 4 };
    const { api, user } = renderZones(adminProfile, {
      'PUT /api/staff/zones/1': json(200, saved),
    });
    await screen.findByRole('textbox', { name: 'Название: Центр' });
    expect(field('Доставка, ₽', 'Центр').value).toBe('350');
    expect(field('Бесплатно от, ₽', 'Центр').value).toBe('3000');
    expect(field('Бесплатно от, ₽', 'Де-Фриз').value).toBe('');
    expect(field('Заказ от, ₽', 'Де-Фриз').value).toBe('1500');
    expect(field('В пути, мин', 'Де-Фриз').value).toBe('75');

    await user.clear(field('Доставка, ₽', 'Центр'));
    await user.type(field('Доставка, ₽', 'Центр'), '400');
    await user.clear(field('Бесплатно от, ₽', 'Центр'));
    await user.click(screen.getByRole('button', { name: 'Сохранить: Центр' }));
    expect(await screen.findByText('Зона «Центр» сохранена')).toBeTruthy();
    expect(api.callsTo('PUT /api/staff/zones/1')[0]?.body).toEqual({
      name: 'Центр',
      feeKopecks: 40_000,
      minOrderKopecks: 0,
      freeFromKopecks: null,
      deliveryMinutes: 40,
      active: true,
      outline: null,
      sort: 0,
      version: 3,
    });
    expect(field('Бесплатно от, ₽', 'Центр').value).toBe('');
  });

  it('draws a zone’s outline a point a line, and refuses two points before sending', async () => {
    const outline: [number, number][] = [
      [43.1205, 131.8735],
      [43.1215, 131.8995],
      [43.1085, 131.9055],
    ];
    const saved = { ...zones[0], outline, version: 4 };
    const { api, user } = renderZones(adminProfile, {
      'PUT /api/staff/zones/1': json(200, saved),
    });
    const box = (await screen.findByRole('textbox', {
      name: 'Границы зоны: Центр',
    })) as HTMLTextAreaElement;
    expect(box.value).toBe('');
    expect(box.getAttribute('aria-describedby')).toBeTruthy();

    await user.type(box, '43.1205, 131.8735{Enter}43.1215, 131.8995');
    await user.click(screen.getByRole('button', { name: 'Сохранить: Центр' }));
    expect(await screen.findByText(zonesMessages.outline)).toBeTruthy();
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(api.callsTo('PUT /api/staff/zones/1')).toHaveLength(0);

    await user.type(box, '{Enter}43.1085, 131.9055');
    await user.click(screen.getByRole('button', { name: 'Сохранить: Центр' }));
    expect(await screen.findByText('Зона «Центр» сохранена')).toBeTruthy();
    expect(api.callsTo('PUT /api/staff/zones/1')[0]?.body).toMatchObject({ outline, version: 3 });
    expect(box.value).toBe('43.1205, 131.8735\n43.1215, 131.8995\n43.1085, 131.9055');
  });

  it('draws an outline on the plan: clicks add points to the field, keys move and remove them, the drawing is sent', async () => {
    const saved = { ...zones[0], version: 4 };
    const { api, user } = renderZones(adminProfile, {
      'PUT /api/staff/zones/1': json(200, saved),
    });
    const plan = await screen.findByRole('group', { name: 'План для границ зоны «Центр»' });
    // jsdom lays nothing out: the plan is drawn at its own size, 640 × 400 px from the corner.
    plan.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: 0, width: 640, height: 400 });
    const ground = plan.querySelector('rect') as SVGRectElement;
    for (const [clientX, clientY] of [
      [200, 100],
      [450, 120],
      [400, 320],
      [180, 300],
    ]) {
      fireEvent.pointerUp(ground, { clientX, clientY });
    }
    const box = screen.getByRole('textbox', { name: 'Границы зоны: Центр' }) as HTMLTextAreaElement;
    const lines = box.value.split('\n');
    expect(lines).toHaveLength(4);
    for (const line of lines) expect(line).toMatch(/^43\.\d{1,5}, 131\.\d{1,5}$/);
    // Left on the plan is west, up is north.
    const [first, second, , fourth] = lines.map((line) => line.split(', ').map(Number));
    expect(second?.[1]).toBeGreaterThan(first?.[1] ?? Infinity);
    expect(fourth?.[0]).toBeLessThan(first?.[0] ?? -Infinity);

    // The fourth point by keyboard: a step east, then gone.
    const point = screen.getByRole('button', { name: `Точка 4: ${lines[3]}` });
    point.focus();
    await user.keyboard('{ArrowRight}');
    const moved = box.value.split('\n')[3]?.split(', ').map(Number);
    expect(moved?.[0]).toBeCloseTo(fourth?.[0] ?? 0, 4);
    expect(moved?.[1]).toBeGreaterThan(fourth?.[1] ?? Infinity);
    await user.keyboard('{Delete}');
    expect(box.value.split('\n')).toEqual(lines.slice(0, 3));

    // Typing and drawing are one outline: a line typed by hand is a point on the plan.
    await user.type(box, '{Enter}43.1, 131.88');
    expect(screen.getByRole('button', { name: 'Точка 4: 43.1, 131.88' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Убрать последнюю точку: Центр' }));
    expect(box.value.split('\n')).toEqual(lines.slice(0, 3));

    await user.click(screen.getByRole('button', { name: 'Сохранить: Центр' }));
    expect(await screen.findByText('Зона «Центр» сохранена')).toBeTruthy();
    expect(api.callsTo('PUT /api/staff/zones/1')[0]?.body).toMatchObject({
      outline: lines.slice(0, 3).map((line) => line.split(', ').map(Number)),
    });
  });

  it('a line that is not a point keeps the plan still until it is put right', async () => {
    const { user } = renderZones(adminProfile, {});
    const box = (await screen.findByRole('textbox', {
      name: 'Границы зоны: Центр',
    })) as HTMLTextAreaElement;
    await user.type(box, '43.12, 131.88{Enter}где-то у моря');
    expect(
      screen.getByText(
        'На плане точки не двигаются, пока в поле есть строка не в виде «широта, долгота»',
      ),
    ).toBeTruthy();
    const plan = screen.getByRole('group', { name: 'План для границ зоны «Центр»' });
    plan.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: 0, width: 640, height: 400 });
    fireEvent.pointerUp(plan.querySelector('rect') as SVGRectElement, { clientX: 10, clientY: 10 });
    // Nothing typed is lost to the drawing.
    expect(box.value).toBe('43.12, 131.88\nгде-то у моря');
    expect(
      (screen.getByRole('button', { name: 'Стереть границы: Центр' }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);
  });

  it('an iiko zone’s outline is shown, not edited, and not sent', async () => {
    const outline: [number, number][] = [
      [43.1205, 131.8735],
      [43.1215, 131.8995],
      [43.1085, 131.9055],
    ];
    const fromIiko = zones.map((zone) => ({ ...zone, posZoneName: zone.name, outline }));
    const { api, user } = renderZones(
      adminProfile,
      { 'PUT /api/staff/zones/1': json(200, { ...fromIiko[0], version: 4 }) },
      fromIiko,
    );
    const box = (await screen.findByRole('textbox', {
      name: 'Границы зоны: Центр',
    })) as HTMLTextAreaElement;
    expect(box.disabled).toBe(true);
    expect(box.value).toBe('43.1205, 131.8735\n43.1215, 131.8995\n43.1085, 131.9055');
    await user.click(screen.getByRole('button', { name: 'Сохранить: Центр' }));
    expect(await screen.findByText('Зона «Центр» сохранена')).toBeTruthy();
    expect(api.callsTo('PUT /api/staff/zones/1')[0]?.body).not.toHaveProperty('outline');
  });

  it('a zone iiko holds: its fee, minimum, minutes and switch shown, not edited; no new zones', async () => {
    const fromIiko = zones.map((zone) => ({ ...zone, posZoneName: zone.name }));
    const saved = { ...fromIiko[0], name: 'Центр города', version: 4 };
    const { api, user } = renderZones(
      adminProfile,
      { 'PUT /api/staff/zones/1': json(200, saved) },
      fromIiko,
    );
    await screen.findByRole('textbox', { name: 'Название: Центр' });
    for (const label of ['Доставка, ₽', 'Заказ от, ₽', 'В пути, мин']) {
      expect(field(label, 'Центр').readOnly).toBe(true);
    }
    expect(field('Бесплатно от, ₽', 'Центр').readOnly).toBe(false);
    expect(
      (screen.getByRole('checkbox', { name: 'Включена: Центр' }) as HTMLInputElement).disabled,
    ).toBe(true);
    expect(screen.getAllByText('из iiko')).toHaveLength(2);
    expect(screen.getByText(zonesMessages.addWhilePos)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Добавить зону' })).toBeNull();

    await user.type(field('Доставка, ₽', 'Центр'), '9');
    await user.clear(field('Название', 'Центр'));
    await user.type(field('Название', 'Центр'), 'Центр города');
    await user.click(screen.getByRole('button', { name: 'Сохранить: Центр' }));
    expect(await screen.findByText('Зона «Центр города» сохранена')).toBeTruthy();
    expect(api.callsTo('PUT /api/staff/zones/1')[0]?.body).toMatchObject({
      name: 'Центр города',
      feeKopecks: 35_000,
      active: true,
    });
  });

  it('says what is wrong before sending', async () => {
    const { api, user } = renderZones(adminProfile);
    await screen.findByRole('textbox', { name: 'Название: Центр' });
    await user.clear(field('Бесплатно от, ₽', 'Центр'));
    await user.type(field('Бесплатно от, ₽', 'Центр'), '0');
    await user.clear(field('В пути, мин', 'Центр'));
    await user.click(screen.getByRole('button', { name: 'Сохранить: Центр' }));
    const list = (await screen.findByText(zonesMessages.freeFrom)).closest('ul') as HTMLElement;
    expect(list.getAttribute('role')).toBe('alert');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([zonesMessages.freeFrom, zonesMessages.minutes]);
    expect(field('Бесплатно от, ₽', 'Центр').getAttribute('aria-invalid')).toBe('true');
    expect(api.callsTo('PUT /api/staff/zones/1')).toHaveLength(0);
  });

  it('after another manager’s save: the zone as it is now, and why', async () => {
    const current = { ...zones[0], feeKopecks: 45_000, version: 4 };
    const { user } = renderZones(adminProfile, {
      'PUT /api/staff/zones/1': json(409, {
        errType: 'conflict',
        message: errorMessages.conflict,
        current,
      }),
    });
    await screen.findByRole('textbox', { name: 'Название: Центр' });
    await user.clear(field('Доставка, ₽', 'Центр'));
    await user.type(field('Доставка, ₽', 'Центр'), '400');
    await user.click(screen.getByRole('button', { name: 'Сохранить: Центр' }));
    expect(
      await screen.findByText(`Зона «Центр» не сохранена: ${errorMessages.conflict}`),
    ).toBeTruthy();
    await waitFor(() => expect(field('Доставка, ₽', 'Центр').value).toBe('450'));
  });

  it('after a conflict keeps the fee typed beside its field, to save again with the new version', async () => {
    const current = { ...zones[0], feeKopecks: 45_000, version: 4 };
    let answer = json(409, { errType: 'conflict', message: errorMessages.conflict, current });
    const { api, user } = renderZones(adminProfile, { 'PUT /api/staff/zones/1': () => answer });
    await screen.findByRole('textbox', { name: 'Название: Центр' });
    await user.clear(field('Доставка, ₽', 'Центр'));
    await user.type(field('Доставка, ₽', 'Центр'), '400');
    await user.click(screen.getByRole('button', { name: 'Сохранить: Центр' }));
    expect(await screen.findByText(`${MINE_PREFIX} 400`)).toBeTruthy();
    expect(field('Доставка, ₽', 'Центр').value).toBe('450');
    await user.click(screen.getByRole('button', { name: `${RESTORE_MINE}: Доставка, ₽: Центр` }));
    expect(field('Доставка, ₽', 'Центр').value).toBe('400');

    answer = json(200, { ...current, feeKopecks: 40_000, version: 5 });
    await user.click(screen.getByRole('button', { name: 'Сохранить: Центр' }));
    expect(await screen.findByText('Зона «Центр» сохранена')).toBeTruthy();
    expect(api.callsTo('PUT /api/staff/zones/1')[1]?.body).toMatchObject({
      feeKopecks: 40_000,
      version: 4,
    });
    expect(screen.queryByText(new RegExp(MINE_PREFIX))).toBeNull();
  });

  it('busy mode after a conflict: the venue as it is now, the message typed kept beside', async () => {
    const current = { ...sibumi, ordersPaused: true, pauseMessage: 'Кухня закрыта', version: 5 };
    const { user } = renderZones(managerProfile, {
      'PUT /api/staff/busy/2': json(409, {
        errType: 'conflict',
        message: errorMessages.conflict,
        current,
      }),
    });
    const form = await screen.findByRole('form', { name: 'Sibumi' });
    await user.type(within(form).getByLabelText('Сообщение для гостей'), 'Вернёмся к 18:00');
    await user.click(within(form).getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText(`Sibumi: не сохранено. ${errorMessages.conflict}`)).toBeTruthy();
    expect((within(form).getByLabelText('Сообщение для гостей') as HTMLTextAreaElement).value).toBe(
      'Кухня закрыта',
    );
    expect(within(form).getByText(`${MINE_PREFIX} Вернёмся к 18:00`)).toBeTruthy();
    expect(
      (within(form).getByRole('switch', { name: 'Приостановить заказы' }) as HTMLInputElement)
        .checked,
    ).toBe(true);
  });

  it('adds a zone', async () => {
    const created: StaffZone = {
      id: 5,
      name: 'Русский остров',
      feeKopecks: 90_000,
      minOrderKopecks: 200_000,
      freeFromKopecks: null,
      deliveryMinutes: 80,
      active: true,
      sort: 2,
      posZoneName: null,
      outline: null,
      version: 1,
    };
    const { api, user } = renderZones(adminProfile, {
      'POST /api/staff/zones': json(201, created),
    });
    const form = await screen.findByRole('region', { name: 'Новая зона' });
    await user.type(within(form).getByLabelText('Название'), 'Русский остров');
    await user.type(within(form).getByLabelText('Доставка, ₽'), '900');
    await user.clear(within(form).getByLabelText('Заказ от, ₽'));
    await user.type(within(form).getByLabelText('Заказ от, ₽'), '2000');
    await user.clear(within(form).getByLabelText('В пути, мин'));
    await user.type(within(form).getByLabelText('В пути, мин'), '80');
    await user.click(within(form).getByRole('button', { name: 'Добавить зону' }));
    expect(await screen.findByText('Зона «Русский остров» добавлена')).toBeTruthy();
    expect(api.callsTo('POST /api/staff/zones')[0]?.body).toEqual({
      name: 'Русский остров',
      feeKopecks: 90_000,
      minOrderKopecks: 200_000,
      freeFromKopecks: null,
      deliveryMinutes: 80,
      active: true,
    });
    expect(await screen.findByRole('textbox', { name: 'Название: Русский остров' })).toBeTruthy();
  });

  it('pauses a venue’s orders with a message, and adds minutes', async () => {
    const { api, user } = renderZones(managerProfile, {
      'PUT /api/staff/busy/2': json(200, {
        ...sibumi,
        extraMinutes: 20,
        ordersPaused: true,
        pauseMessage: 'Вернёмся к 18:00',
        version: 5,
      }),
    });
    const form = await screen.findByRole('form', { name: 'Sibumi' });
    const minutes = within(form).getByLabelText('Дополнительные минуты (0–180)');
    await user.clear(minutes);
    await user.type(minutes, '20');
    await user.click(within(form).getByRole('switch', { name: 'Приостановить заказы' }));
    await user.type(within(form).getByLabelText('Сообщение для гостей'), 'Вернёмся к 18:00');
    await user.click(within(form).getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Sibumi: заказы приостановлены')).toBeTruthy();
    expect(api.callsTo('PUT /api/staff/busy/2')[0]?.body).toEqual({
      extraMinutes: 20,
      ordersPaused: true,
      pauseMessage: 'Вернёмся к 18:00',
      version: 4,
    });
    const saved = screen.getByRole('form', { name: 'Sibumi' });
    expect(
      (within(saved).getByRole('switch', { name: 'Приостановить заказы' }) as HTMLInputElement)
        .checked,
    ).toBe(true);
  });

  it('refuses more than 180 extra minutes before sending', async () => {
    const { api, user } = renderZones(managerProfile);
    const form = await screen.findByRole('form', { name: 'Sibumi' });
    const minutes = within(form).getByLabelText('Дополнительные минуты (0–180)');
    await user.clear(minutes);
    await user.type(minutes, '200');
    await user.click(within(form).getByRole('button', { name: 'Сохранить' }));
    expect(await within(form).findByText(zonesMessages.extraMinutes)).toBeTruthy();
    expect(api.callsTo('PUT /api/staff/busy/2')).toHaveLength(0);
  });
});
