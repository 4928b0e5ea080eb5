import { errorMessages } from '@storefront/contract/error-messages';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, stubApi } from '../../../testing/api-stub';
import {
  adminProfile,
  operatorProfile,
  renderStaff,
  STAFF_TOKEN,
} from '../../testing/render-staff';

const setup = {
  secret: 'JBSWY3DPEHPK3PXP',
  otpauthUrl: 'otpauth://totp/Storefront:anna?secret=JBSWY3DPEHPK3PXP',
  qrSvg: '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script><rect/></svg>',
};

describe('TOTP on /staff/security', () => {
  it('is enabled with the QR code, the key for manual entry and a code from the app', async () => {
    const api = stubApi({
      'GET /api/staff/me': json(200, operatorProfile),
      'POST /api/staff/totp/setup': json(200, setup),
      'POST /api/staff/totp/enable': ({ body }) => {
        const { password, code } = body as { password: string; code: string };
        if (password !== 'my-password-1')
          return json(400, { errType: 'wrongPassword', message: errorMessages.wrongPassword });
        return code === '654321'
          ? json(200, { ...operatorProfile, totpEnabled: true })
          : json(400, { errType: 'invalidTotpCode', message: errorMessages.invalidTotpCode });
      },
    });
    const { user } = renderStaff('/staff/security', { token: STAFF_TOKEN });

    await user.click(await screen.findByRole('button', { name: 'Включить вход с кодом' }));

    const qr = await screen.findByRole('img', { name: 'QR-код для приложения-аутентификатора' });
    // A picture, never markup in the page: the SVG's script cannot run.
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/);
    expect(document.querySelector('script')).toBeNull();
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP')).toBeTruthy();

    const password = screen.getByLabelText(/^Ваш пароль/);
    const code = screen.getByLabelText(/^Код из приложения/);
    await user.type(password, 'not-my-password');
    await user.type(code, '654321');
    await user.click(screen.getByRole('button', { name: 'Подтвердить' }));
    // A wrong password is told under the password, in Russian, and typed again.
    const wrongPassword = await screen.findByText(errorMessages.wrongPassword);
    expect(password.getAttribute('aria-describedby')).toContain(wrongPassword.id);
    expect(document.activeElement).toBe(password);
    expect((password as HTMLInputElement).value).toBe('');

    await user.type(password, 'my-password-1');
    await user.clear(code);
    await user.type(code, '111111');
    await user.click(screen.getByRole('button', { name: 'Подтвердить' }));
    expect(await screen.findByText(errorMessages.invalidTotpCode)).toBeTruthy();
    expect(document.activeElement).toBe(code);

    await user.type(code, '654321');
    await user.click(screen.getByRole('button', { name: 'Подтвердить' }));

    expect(await screen.findByRole('button', { name: 'Отключить' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Вход с кодом включён');
    expect(api.callsTo('POST /api/staff/totp/enable').map((call) => call.body)).toEqual([
      { password: 'not-my-password', code: '654321' },
      { password: 'my-password-1', code: '111111' },
      { password: 'my-password-1', code: '654321' },
    ]);
    expect(
      api.calls.every((call) => call.headers.get('Authorization') === `Bearer ${STAFF_TOKEN}`),
    ).toBe(true);
  });

  it('is disabled with the password and a current code', async () => {
    const api = stubApi({
      'GET /api/staff/me': json(200, { ...operatorProfile, totpEnabled: true }),
      'POST /api/staff/totp/disable': json(200, operatorProfile),
    });
    const { user } = renderStaff('/staff/security', { token: STAFF_TOKEN });
    await user.click(await screen.findByRole('button', { name: 'Отключить' }));
    // Not sent without the password and a whole code.
    expect(await screen.findByText('Введите свой текущий пароль')).toBeTruthy();
    expect(screen.getByText('Код — 6 цифр из приложения-аутентификатора')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText(/^Ваш пароль/));
    expect(api.callsTo('POST /api/staff/totp/disable')).toEqual([]);

    await user.type(screen.getByLabelText(/^Ваш пароль/), 'my-password-1');
    await user.type(screen.getByLabelText(/^Код из приложения/), '123456');
    await user.click(screen.getByRole('button', { name: 'Отключить' }));
    expect(await screen.findByRole('button', { name: 'Включить вход с кодом' })).toBeTruthy();
    expect(api.callsTo('POST /api/staff/totp/disable')[0]?.body).toEqual({
      password: 'my-password-1',
      code: '123456',
    });
  });

  it('is where an admin who must enable it is sent from every staff page, with the notice', async () => {
    const api = stubApi({
      'GET /api/staff/me': json(200, { ...adminProfile, totpSetupRequired: true }),
    });
    renderStaff('/staff/members', { token: STAFF_TOKEN });

    expect(await screen.findByRole('heading', { name: 'Безопасность', level: 1 })).toBeTruthy();
    expect(screen.getByText(errorMessages.totpSetupRequired)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Включить вход с кодом' })).toBeTruthy();
    // The members list was not even asked for.
    expect(api.callsTo('GET /api/staff/members')).toEqual([]);
  });

  it('asks the profile again when a call answers totpSetupRequired, and goes to the setup', async () => {
    let required = false;
    stubApi({
      'GET /api/staff/me': () => json(200, { ...adminProfile, totpSetupRequired: required }),
      'GET /api/staff/members': () => {
        required = true;
        return json(403, {
          errType: 'totpSetupRequired',
          message: errorMessages.totpSetupRequired,
        });
      },
    });
    renderStaff('/staff/members', { token: STAFF_TOKEN });
    const heading = await screen.findByRole('heading', { name: 'Безопасность', level: 1 });
    expect(
      within(heading.parentElement as HTMLElement).getAllByText(errorMessages.totpSetupRequired),
    ).toHaveLength(1);
  });
});
