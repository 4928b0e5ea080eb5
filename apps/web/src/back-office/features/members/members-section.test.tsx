import { errorMessages } from '@storefront/contract/error-messages';
import { staffMessages } from '@storefront/contract/staff';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, stubApi } from '../../../testing/api-stub';
import {
  adminProfile,
  members,
  operatorProfile,
  renderStaff,
  STAFF_TOKEN,
} from '../../testing/render-staff';

function renderMembers(routes: Parameters<typeof stubApi>[0] = {}) {
  const api = stubApi({
    'GET /api/staff/me': json(200, adminProfile),
    'GET /api/staff/members': json(200, { members }),
    ...routes,
  });
  return { api, ...renderStaff('/staff/members', { token: STAFF_TOKEN }) };
}

describe('/staff/members', () => {
  it('lists every member with role, venues by name, TOTP and whether the account is on', async () => {
    renderMembers();
    const table = await screen.findByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual([
      'Логин',
      'Имя',
      'Роль',
      'Заведения',
      'Вход с кодом',
      'Учётная запись',
      'Действия',
    ]);
    const ivan = within(table)
      .getByRole('rowheader', { name: 'ivan' })
      .closest('tr') as HTMLElement;
    expect(
      within(ivan)
        .getAllByRole('cell')
        .slice(0, 5)
        .map((cell) => cell.textContent),
    ).toEqual(['Иван Сидоров', 'Оператор', 'Гастропаб, Кондитерская', 'Выключен', 'Активна']);
    const anna = within(table)
      .getByRole('rowheader', { name: 'anna' })
      .closest('tr') as HTMLElement;
    expect(within(anna).getByText('Все заведения')).toBeTruthy();
    expect(within(anna).getByText('Включён')).toBeTruthy();
    const olga = within(table)
      .getByRole('rowheader', { name: 'olga' })
      .closest('tr') as HTMLElement;
    expect(within(olga).getByText('Отключена')).toBeTruthy();
    expect(within(olga).getByRole('button', { name: 'Включить: olga' })).toBeTruthy();
  });

  it('adds a member', async () => {
    const { api, user } = renderMembers({
      'POST /api/staff/members': json(201, {
        ...operatorProfile,
        id: 9,
        login: 'petr',
        disabled: false,
      }),
    });
    await screen.findByRole('table');
    await user.type(screen.getByLabelText(/^Логин/), 'Petr');
    await user.type(screen.getByLabelText(/^Имя/), 'Пётр');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Роль/ }), 'Менеджер');
    await user.click(screen.getByRole('checkbox', { name: 'Sibumi' }));
    await user.click(screen.getByRole('checkbox', { name: 'Кондитерская' }));
    await user.type(screen.getByLabelText(/^Пароль/), 'long-enough-1');
    await user.click(screen.getByRole('button', { name: 'Добавить' }));

    expect(await screen.findByText('Сотрудник добавлен: petr')).toBeTruthy();
    expect(api.callsTo('POST /api/staff/members')[0]?.body).toEqual({
      login: 'petr',
      name: 'Пётр',
      role: 'manager',
      venues: [2, 3],
      password: 'long-enough-1',
    });
    // The list is asked again with the new member.
    expect(api.callsTo('GET /api/staff/members').length).toBe(2);
    expect((screen.getByLabelText(/^Логин/) as HTMLInputElement).value).toBe('');
  });

  it("checks the contract's rules first and puts the focus on the first error", async () => {
    const { api, user } = renderMembers();
    await screen.findByRole('table');
    await user.type(screen.getByLabelText(/^Логин/), 'a b');
    await user.type(screen.getByLabelText(/^Пароль/), 'short');
    await user.click(screen.getByRole('button', { name: 'Добавить' }));

    const login = screen.getByLabelText(/^Логин/);
    expect(await screen.findByText(staffMessages.login)).toBeTruthy();
    expect(screen.getByText(staffMessages.password)).toBeTruthy();
    expect(screen.getByText(staffMessages.venues)).toBeTruthy();
    expect(document.activeElement).toBe(login);
    expect(login.getAttribute('aria-describedby')).toBe('staff-new-login-error');
    expect(api.callsTo('POST /api/staff/members')).toEqual([]);
  });

  it("asks for a name and, in the dialogs, the contract's venues and password", async () => {
    const { api, user } = renderMembers();
    await screen.findByRole('table');
    await user.type(screen.getByLabelText(/^Логин/), 'petr');
    await user.type(screen.getByLabelText(/^Имя/), '   ');
    await user.click(screen.getByRole('checkbox', { name: 'Гастропаб' }));
    await user.type(screen.getByLabelText(/^Пароль/), 'long-enough-1');
    await user.click(screen.getByRole('button', { name: 'Добавить' }));
    const name = screen.getByLabelText(/^Имя/);
    expect((await screen.findByText(staffMessages.name)).id).toBe(
      name.getAttribute('aria-describedby'),
    );
    expect(document.activeElement).toBe(name);
    expect(api.callsTo('POST /api/staff/members')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Роль и заведения: ivan' }));
    let dialog = screen.getByRole('dialog');
    for (const box of within(dialog).getAllByRole('checkbox', { checked: true }))
      await user.click(box);
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await within(dialog).findByText(staffMessages.venues)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Отмена' }));

    await user.click(screen.getByRole('button', { name: 'Сменить пароль: olga' }));
    dialog = screen.getByRole('dialog');
    const password = within(dialog).getByLabelText(/^Новый пароль/);
    await user.type(password, 'short');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await within(dialog).findByText(staffMessages.password)).toBeTruthy();
    expect(document.activeElement).toBe(password);
    expect(api.callsTo('PATCH /api/staff/members/2')).toEqual([]);
    expect(api.callsTo('PATCH /api/staff/members/3')).toEqual([]);
  });

  it("shows the server's field messages and a taken login under their fields", async () => {
    let answer = json(400, {
      errType: 'validation',
      message: errorMessages.validation,
      fields: { password: 'Пароль слишком простой', 'venues.0': staffMessages.venues },
    });
    const { user } = renderMembers({ 'POST /api/staff/members': () => answer });
    await screen.findByRole('table');
    await user.type(screen.getByLabelText(/^Логин/), 'petr');
    await user.type(screen.getByLabelText(/^Имя/), 'Пётр');
    await user.click(screen.getByRole('checkbox', { name: 'Гастропаб' }));
    await user.type(screen.getByLabelText(/^Пароль/), '1234567890');
    await user.click(screen.getByRole('button', { name: 'Добавить' }));

    const password = screen.getByLabelText(/^Пароль/);
    const message = await screen.findByText('Пароль слишком простой');
    expect(password.getAttribute('aria-describedby')).toBe(message.id);
    expect(screen.getByText(staffMessages.venues)).toBeTruthy();
    expect(document.activeElement).toBe(password);

    answer = json(409, { errType: 'loginTaken', message: errorMessages.loginTaken });
    await user.clear(password);
    await user.type(password, 'much-better-1');
    await user.click(screen.getByRole('button', { name: 'Добавить' }));
    const taken = await screen.findByText(errorMessages.loginTaken);
    const login = screen.getByLabelText(/^Логин/);
    expect(login.getAttribute('aria-describedby')).toBe(taken.id);
    expect(document.activeElement).toBe(login);
  });

  it('disables a member only once the admin confirms', async () => {
    const { api, user } = renderMembers({
      'PATCH /api/staff/members/2': json(200, { ...members[1], disabled: true }),
    });
    await user.click(await screen.findByRole('button', { name: 'Отключить: ivan' }));

    const dialog = screen.getByRole('dialog', { name: 'Отключить учётную запись?' });
    expect(
      within(dialog).getByText(/Иван Сидоров \(ivan\) выйдет на всех устройствах/),
    ).toBeTruthy();
    const confirm = within(dialog).getByRole('button', { name: 'Да, отключить' });
    expect(document.activeElement).toBe(confirm);
    expect(api.callsTo('PATCH /api/staff/members/2')).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.callsTo('PATCH /api/staff/members/2')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Отключить: ivan' }));
    await user.click(screen.getByRole('button', { name: 'Да, отключить' }));
    expect(await screen.findByText('Учётная запись отключена: Иван Сидоров (ivan)')).toBeTruthy();
    expect(api.callsTo('PATCH /api/staff/members/2')[0]?.body).toEqual({ disabled: true });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks for the password again when the server wants it, then sends the change once more (issue 31 item 6)', async () => {
    let fresh = false;
    const { api, user } = renderMembers({
      'PATCH /api/staff/members/2': () =>
        fresh
          ? json(200, { ...members[1], disabled: true })
          : json(403, { errType: 'reauthRequired', message: errorMessages.reauthRequired }),
      'POST /api/staff/reauth': (call) => {
        const right = (call.body as { password?: string }).password === 'my password!';
        fresh = right;
        return right
          ? new Response(null, { status: 204 })
          : json(400, { errType: 'wrongPassword', message: errorMessages.wrongPassword });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Отключить: ivan' }));
    await user.click(screen.getByRole('button', { name: 'Да, отключить' }));
    const asked = await screen.findByRole('dialog', { name: 'Подтвердите пароль' });
    expect(within(asked).getByText(errorMessages.reauthRequired)).toBeTruthy();
    await user.type(within(asked).getByLabelText('Ваш пароль'), 'wrong one');
    await user.click(within(asked).getByRole('button', { name: 'Подтвердить' }));
    expect(await within(asked).findByText(errorMessages.wrongPassword)).toBeTruthy();
    expect(api.callsTo('PATCH /api/staff/members/2')).toHaveLength(1);
    const field = within(asked).getByLabelText('Ваш пароль');
    await user.clear(field);
    await user.type(field, 'my password!');
    await user.click(within(asked).getByRole('button', { name: 'Подтвердить' }));
    expect(await screen.findByText('Учётная запись отключена: Иван Сидоров (ivan)')).toBeTruthy();
    expect(api.callsTo('PATCH /api/staff/members/2')).toHaveLength(2);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps the change unsent when the password is not given again', async () => {
    const { api, user } = renderMembers({
      'PATCH /api/staff/members/2': json(403, {
        errType: 'reauthRequired',
        message: errorMessages.reauthRequired,
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Отключить: ivan' }));
    await user.click(screen.getByRole('button', { name: 'Да, отключить' }));
    const asked = await screen.findByRole('dialog', { name: 'Подтвердите пароль' });
    await user.click(within(asked).getByRole('button', { name: 'Отмена' }));
    const dialog = screen.getByRole('dialog', { name: 'Отключить учётную запись?' });
    expect(await within(dialog).findByText(errorMessages.reauthRequired)).toBeTruthy();
    expect(api.callsTo('PATCH /api/staff/members/2')).toHaveLength(1);
    expect(api.callsTo('POST /api/staff/reauth')).toEqual([]);
  });

  it('clears another member’s second factor once the admin confirms, never the admin’s own', async () => {
    const ivan = { ...members[1], totpEnabled: true } as (typeof members)[number];
    const { api, user } = renderMembers({
      'GET /api/staff/members': json(200, { members: [members[0], ivan, members[2]] }),
      'PATCH /api/staff/members/2': json(200, { ...ivan, totpEnabled: false }),
    });
    await screen.findByRole('table');
    // anna is the admin looking: her own is turned off on /staff/security.
    expect(screen.queryByRole('button', { name: 'Сбросить вход с кодом: anna' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Сбросить вход с кодом: ivan' }));
    const dialog = screen.getByRole('dialog', { name: 'Сбросить вход с кодом?' });
    expect(
      within(dialog).getByText(/Иван Сидоров \(ivan\) выйдет на всех устройствах/),
    ).toBeTruthy();
    expect(api.callsTo('PATCH /api/staff/members/2')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Да, сбросить' }));
    expect(await screen.findByText('Вход с кодом сброшен: Иван Сидоров (ivan)')).toBeTruthy();
    expect(api.callsTo('PATCH /api/staff/members/2')[0]?.body).toEqual({ totpEnabled: false });
  });

  it('changes role and venues, and says why the last admin cannot lose the role', async () => {
    const { api, user } = renderMembers({
      'PATCH /api/staff/members/1': json(409, {
        errType: 'lastAdmin',
        message: errorMessages.lastAdmin,
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Роль и заведения: anna' }));
    const dialog = screen.getByRole('dialog');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /^Роль/ }), 'Оператор');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Sibumi' }));
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));

    expect(await within(dialog).findByText(errorMessages.lastAdmin)).toBeTruthy();
    expect(api.callsTo('PATCH /api/staff/members/1')[0]?.body).toEqual({
      role: 'operator',
      venues: [2],
    });
  });

  it('resets a password', async () => {
    const { api, user } = renderMembers({
      'PATCH /api/staff/members/3': json(200, members[2]),
    });
    await user.click(await screen.findByRole('button', { name: 'Сменить пароль: olga' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText(/^Новый пароль/), 'new-password-1');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText(/Пароль изменён: Ольга \(olga\)/)).toBeTruthy();
    expect(api.callsTo('PATCH /api/staff/members/3')[0]?.body).toEqual({
      password: 'new-password-1',
    });
  });

  it('is not for a member who is not an admin', async () => {
    const api = stubApi({ 'GET /api/staff/me': json(200, operatorProfile) });
    renderStaff('/staff/members', { token: STAFF_TOKEN });
    expect(await screen.findByText('Недостаточно прав для этого раздела')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(api.callsTo('GET /api/staff/members')).toEqual([]);
  });
});
