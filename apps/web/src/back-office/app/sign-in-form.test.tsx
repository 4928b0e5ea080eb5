import { errorMessages } from '@storefront/contract/error-messages';
import { staffMessages } from '@storefront/contract/staff';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json, stubApi } from '../../testing/api-stub';
import { adminProfile, operatorProfile, renderStaff } from '../testing/render-staff';
import { staffApi } from './staff-api';

const signedIn = json(200, { token: 'new-token', staff: adminProfile });

async function typeCredentials(
  user: ReturnType<typeof renderStaff>['user'],
  password = 'secret-password',
) {
  await user.type(screen.getByLabelText(/^Логин/), 'Anna ');
  await user.type(screen.getByLabelText(/^Пароль/), password);
  await user.click(screen.getByRole('button', { name: 'Войти' }));
}

describe('staff sign-in', () => {
  it('signs in with login and password and shows the member in the header', async () => {
    const api = stubApi({ 'POST /api/staff/login': signedIn });
    const { user, store } = renderStaff('/staff');
    expect(screen.getByRole('heading', { name: 'Вход для сотрудников' })).toBeTruthy();

    await typeCredentials(user);

    const header = await screen.findByRole('banner');
    expect(within(header).getByText(/Анна Петрова/)).toBeTruthy();
    expect(within(header).getByText(/Администратор/)).toBeTruthy();
    expect(within(header).getByRole('button', { name: 'Выйти' })).toBeTruthy();
    expect(within(header).getByRole('link', { name: 'Сотрудники' })).toBeTruthy();
    expect(within(header).getByRole('link', { name: 'Безопасность' })).toBeTruthy();
    const [call] = api.callsTo('POST /api/staff/login');
    expect(call?.body).toEqual({ login: 'anna', password: 'secret-password' });
    // No token of any kind goes with the sign-in itself.
    expect(call?.headers.get('Authorization')).toBeNull();
    expect(store.getState().staffSession.token).toBe('new-token');
  });

  it('asks for the code up front, and sends it with the password when one is typed', async () => {
    const api = stubApi({ 'POST /api/staff/login': signedIn });
    const { user } = renderStaff('/staff');
    const code = screen.getByLabelText(/^Код из приложения/);
    expect(code.getAttribute('aria-required')).toBeNull();
    expect(screen.getByText('Если у вас включён вход с кодом')).toBeTruthy();
    await user.type(code, '123 456');
    await typeCredentials(user);

    expect(await screen.findByRole('button', { name: 'Выйти' })).toBeTruthy();
    expect(api.callsTo('POST /api/staff/login').map((call) => call.body)).toEqual([
      { login: 'anna', password: 'secret-password', code: '123456' },
    ]);
  });

  it('does not send a code cut short', async () => {
    const api = stubApi({ 'POST /api/staff/login': signedIn });
    const { user } = renderStaff('/staff');
    const code = screen.getByLabelText(/^Код из приложения/);
    await user.type(code, '123');
    await typeCredentials(user);
    expect(await screen.findByText(staffMessages.code)).toBeTruthy();
    expect(document.activeElement).toBe(code);
    expect(api.callsTo('POST /api/staff/login')).toEqual([]);
  });

  it('says a wrong login, password or code alike, and starts again from the password', async () => {
    stubApi({
      'POST /api/staff/login': json(401, {
        errType: 'invalidCredentials',
        message: staffMessages.signInRefused,
      }),
    });
    const { user } = renderStaff('/staff');
    const code = screen.getByLabelText(/^Код из приложения/);
    await user.type(code, '000000');
    await typeCredentials(user, 'wrong-password');

    const alert = await screen.findByText(staffMessages.signInRefused);
    const password = screen.getByLabelText(/^Пароль/);
    expect(password.getAttribute('aria-describedby')).toContain(alert.id);
    expect(document.activeElement).toBe(password);
    expect((password as HTMLInputElement).value).toBe('');
    expect((code as HTMLInputElement).value).toBe('');
    expect(screen.queryByRole('button', { name: 'Выйти' })).toBeNull();
  });

  it('says when there were too many attempts', async () => {
    stubApi({
      'POST /api/staff/login': new Response(
        JSON.stringify({ errType: 'tooManyRequests', message: errorMessages.tooManyRequests }),
        { status: 429, headers: { 'content-type': 'application/json', 'Retry-After': '60' } },
      ),
    });
    const { user } = renderStaff('/staff');
    await typeCredentials(user);
    expect(await screen.findByText(errorMessages.tooManyRequests)).toBeTruthy();
  });

  it('says a disabled account is disabled', async () => {
    stubApi({
      'POST /api/staff/login': json(403, {
        errType: 'staffDisabled',
        message: errorMessages.staffDisabled,
      }),
    });
    const { user } = renderStaff('/staff');
    await typeCredentials(user);
    expect(await screen.findByText(errorMessages.staffDisabled)).toBeTruthy();
  });

  it('moves the focus to the first empty field instead of calling the server', async () => {
    const api = stubApi({});
    const { user } = renderStaff('/staff');
    await user.click(screen.getByRole('button', { name: 'Войти' }));
    const login = screen.getByLabelText(/^Логин/);
    expect(document.activeElement).toBe(login);
    expect(screen.getByText('Введите логин')).toBeTruthy();
    expect(api.calls).toEqual([]);
  });
});

describe('the staff frame', () => {
  it('does not show Сотрудники to someone who is not an admin', async () => {
    stubApi({ 'GET /api/staff/me': json(200, operatorProfile) });
    renderStaff('/staff', { token: 'operator-token' });
    const header = await screen.findByRole('banner');
    expect(await within(header).findByText(/Оператор/)).toBeTruthy();
    expect(within(header).queryByRole('link', { name: 'Сотрудники' })).toBeNull();
    expect(within(header).getByRole('link', { name: 'Безопасность' })).toBeTruthy();
  });

  it('sends the staff token with its calls', async () => {
    const api = stubApi({ 'GET /api/staff/me': json(200, operatorProfile) });
    renderStaff('/staff', { token: 'operator-token' });
    await screen.findByRole('button', { name: 'Выйти' });
    expect(api.callsTo('GET /api/staff/me')[0]?.headers.get('Authorization')).toBe(
      'Bearer operator-token',
    );
  });

  it('goes back to the sign-in form when the server no longer knows the token', async () => {
    stubApi({
      'GET /api/staff/me': json(401, {
        errType: 'staffUnauthorized',
        message: errorMessages.staffUnauthorized,
      }),
    });
    const { store } = renderStaff('/staff/security', { token: 'old-token' });
    expect(await screen.findByRole('heading', { name: 'Вход для сотрудников' })).toBeTruthy();
    expect(store.getState().staffSession.token).toBeNull();
  });

  it('signs out with Выйти', async () => {
    const api = stubApi({
      'GET /api/staff/me': json(200, operatorProfile),
      'POST /api/staff/logout': new Response(null, { status: 204 }),
    });
    const { user, store } = renderStaff('/staff', { token: 'operator-token' });
    await user.click(await screen.findByRole('button', { name: 'Выйти' }));
    expect(await screen.findByRole('heading', { name: 'Вход для сотрудников' })).toBeTruthy();
    expect(api.callsTo('POST /api/staff/logout')[0]?.headers.get('Authorization')).toBe(
      'Bearer operator-token',
    );
    expect(store.getState().staffSession.token).toBeNull();
  });

  it('signs out after the calls already sent with the token are answered, and sends none after', async () => {
    let answerMe: (() => void) | undefined;
    const order: string[] = [];
    const api = stubApi({
      'GET /api/staff/me': () => {
        order.push('me sent');
        if (order.length === 1) return json(200, operatorProfile);
        // The profile asked again (a second tab's change) is on its way when 'Выйти' is pressed.
        return new Promise((resolve) => {
          answerMe = () => {
            order.push('me answered');
            resolve(json(200, operatorProfile));
          };
        });
      },
      'POST /api/staff/logout': () => {
        order.push('logout');
        return new Response(null, { status: 204 });
      },
    });
    const { user, store } = renderStaff('/staff', { token: 'operator-token' });
    const logout = await screen.findByRole('button', { name: 'Выйти' });
    void store.dispatch(staffApi.endpoints.staffMe.initiate(undefined, { forceRefetch: true }));
    await vi.waitFor(() => expect(answerMe).toBeDefined());
    await user.click(logout);
    expect(await screen.findByRole('heading', { name: 'Вход для сотрудников' })).toBeTruthy();
    expect(api.callsTo('POST /api/staff/logout')).toHaveLength(0);
    answerMe?.();
    await vi.waitFor(() => expect(api.callsTo('POST /api/staff/logout')).toHaveLength(1));
    expect(order).toEqual(['me sent', 'me sent', 'me answered', 'logout']);
    expect(api.callsTo('POST /api/staff/logout')[0]?.headers.get('Authorization')).toBe(
      'Bearer operator-token',
    );
  });
});
