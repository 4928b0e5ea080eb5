import { accountMessages } from '@storefront/contract/accounts';
import { errorMessages } from '@storefront/contract/error-messages';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAppDispatch } from '../../app/hooks';
import { json, type Route, stubApi } from '../../testing/api-stub';
import { renderPage } from '../../testing/render';
import { AuthModalHost } from './auth-modal-host';
import { showModal } from './session-slice';

function Opener() {
  const dispatch = useAppDispatch();
  return (
    <button type="button" onClick={() => dispatch(showModal('loginRegister'))}>
      Войти на сайт
    </button>
  );
}

type Options = Parameters<typeof renderPage>[1];

/** The page with an opener button and the modal host; the login modal open unless `closed`. */
async function openModal(routes: Record<string, Route> = {}, options: Options = {}) {
  const api = stubApi(routes);
  const page = renderPage(
    <>
      <Opener />
      <AuthModalHost />
    </>,
    options,
  );
  await page.user.click(screen.getByRole('button', { name: 'Войти на сайт' }));
  // The dialog's code is its own chunk: the first import is transformed on demand, which takes
  // more than findBy's default second on a busy 2-core machine.
  const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
  return { ...page, api, dialog };
}

const loginInput = () => screen.getByLabelText('Телефон или e-mail') as HTMLInputElement;
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
const codeBoxes = () =>
  Array.from({ length: 6 }, (_, i) => screen.getByLabelText(`Цифра ${i + 1} из 6`));

/** An answer that waits until the test lets it go. */
function held(reply: Response) {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const route: Route = async () => {
    await gate;
    return reply;
  };
  return { route, release };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the login/registration modal', () => {
  it('is a modal dialog with the tabs ВОЙТИ and РЕГИСТРАЦИЯ, focus inside, the page locked', async () => {
    const { dialog } = await openModal();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    const tabs = within(dialog).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['ВОЙТИ', 'РЕГИСТРАЦИЯ']);
    expect(tabs[0]?.getAttribute('aria-selected')).toBe('true');
    expect(within(dialog).getByRole('tabpanel')).toBeTruthy();
    expect(document.activeElement).toBe(loginInput());
    expect(document.body.style.overflow).toBe('hidden');
    expect(button('ПРОДОЛЖИТЬ')).toBeTruthy();
  });

  it('Escape closes it, gives the focus back to the opener and unlocks the page', async () => {
    const { user, store } = await openModal();
    await user.click(screen.getByRole('tab', { name: 'РЕГИСТРАЦИЯ' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(button('Войти на сайт'));
    expect(document.body.style.overflow).toBe('');
    // Closing returns to the login tab.
    expect(store.getState().session.tab).toBe('login');
    await user.click(button('Войти на сайт'));
    expect((await screen.findByRole('tab', { name: 'ВОЙТИ' })).getAttribute('aria-selected')).toBe(
      'true',
    );
  });

  it('keeps Tab inside the dialog', async () => {
    const { user, dialog } = await openModal();
    const close = within(dialog).getByRole('button', { name: 'Закрыть' });
    close.focus();
    await user.tab({ shift: true });
    expect(dialog.contains(document.activeElement)).toBe(true);
    await user.tab();
    expect(document.activeElement).toBe(close);
  });

  it('changes the login field kind by its first character', async () => {
    const { user } = await openModal();
    expect(loginInput().type).toBe('text');
    await user.type(loginInput(), 'i');
    expect(loginInput().type).toBe('email');
    await user.type(loginInput(), 'van@mail.ru');
    expect(loginInput().value).toBe('ivan@mail.ru');
    await user.clear(loginInput());
    expect(loginInput().type).toBe('text');
    await user.type(loginInput(), '9');
    expect(loginInput().type).toBe('tel');
    expect(loginInput().value).toBe('+7 (9');
    // The new element took the focus: typing goes on.
    expect(document.activeElement).toBe(loginInput());
    await user.keyboard('141234567');
    expect(loginInput().value).toBe('+7 (914) 12 34 567');
    await user.clear(loginInput());
    expect(loginInput().type).toBe('text');
    await user.click(loginInput());
    await user.paste('8 914 765 43 21');
    expect(loginInput().type).toBe('tel');
    expect(loginInput().value).toBe('+7 (914) 76 54 321');
    // Backspace down to nothing gives the neutral input back.
    await user.clear(loginInput());
    await user.type(loginInput(), '+7');
    expect(loginInput().type).toBe('tel');
    await user.keyboard('{Backspace}{Backspace}');
    expect(loginInput().type).toBe('text');
    expect(loginInput().value).toBe('');
  });

  it.each(['+79141234567', '89141234567', '79141234567', '9141234567', '+7 914 123-45-67'])(
    'takes the phone %j typed key by key as +7 (914) 12 34 567 and logs in with 79141234567',
    async (keys) => {
      const { user, api } = await openModal({
        'POST /api/myAccount/login': json(200, { accessToken: 'token' }),
      });
      await user.type(loginInput(), keys);
      expect(loginInput().type).toBe('tel');
      expect(loginInput().value).toBe('+7 (914) 12 34 567');
      expect(document.activeElement).toBe(loginInput());
      await user.type(screen.getByLabelText('Пароль'), 'secret1');
      await user.click(button('ПРОДОЛЖИТЬ'));
      expect(await screen.findByText('Вы успешно авторизовались')).toBeTruthy();
      expect(api.callsTo('POST /api/myAccount/login')[0]?.body).toEqual({
        login: '79141234567',
        password: 'secret1',
      });
    },
  );

  it('unticking the consent shows its message and disables the button', async () => {
    const { user } = await openModal();
    await user.type(loginInput(), 'ivan@mail.ru');
    await user.type(screen.getByLabelText('Пароль'), 'secret1');
    expect(button('ПРОДОЛЖИТЬ').disabled).toBe(false);
    await user.click(screen.getByLabelText(/Я согласен с/));
    expect(screen.getByText('Примите политику конфиденциальности!')).toBeTruthy();
    expect(button('ПРОДОЛЖИТЬ').disabled).toBe(true);
    await user.click(screen.getByLabelText(/Я согласен с/));
    expect(screen.queryByText('Примите политику конфиденциальности!')).toBeNull();
    expect(button('ПРОДОЛЖИТЬ').disabled).toBe(false);
  });

  it('login needs the login and the password; registration the repeat as well', async () => {
    const { user } = await openModal();
    expect(button('ПРОДОЛЖИТЬ').disabled).toBe(true);
    await user.type(loginInput(), 'ivan@mail.ru');
    expect(button('ПРОДОЛЖИТЬ').disabled).toBe(true);
    await user.type(screen.getByLabelText('Пароль'), 'secret1');
    expect(button('ПРОДОЛЖИТЬ').disabled).toBe(false);
    await user.click(screen.getByRole('tab', { name: 'РЕГИСТРАЦИЯ' }));
    expect(button('ЗАРЕГИСТРИРОВАТЬСЯ').disabled).toBe(true);
    await user.type(screen.getByLabelText('Повторите пароль'), 'secret1');
    expect(button('ЗАРЕГИСТРИРОВАТЬСЯ').disabled).toBe(false);
  });

  it('checks the password rules and the login format before registering', async () => {
    const { user, api } = await openModal();
    await user.click(screen.getByRole('tab', { name: 'РЕГИСТРАЦИЯ' }));
    await user.type(loginInput(), 'ivan');
    await user.type(screen.getByLabelText('Пароль'), '12345');
    await user.type(screen.getByLabelText('Повторите пароль'), '12345');
    await user.click(button('ЗАРЕГИСТРИРОВАТЬСЯ'));
    expect(screen.getByRole('alert').textContent).toBe(errorMessages.invalidLogin);

    await user.type(loginInput(), '@mail.ru');
    await user.click(button('ЗАРЕГИСТРИРОВАТЬСЯ'));
    expect(screen.getByRole('alert').textContent).toBe('Пароль должен быть не менее 6 символов');

    await user.type(screen.getByLabelText('Пароль'), '6');
    await user.type(screen.getByLabelText('Повторите пароль'), '7');
    await user.click(button('ЗАРЕГИСТРИРОВАТЬСЯ'));
    expect(screen.getByRole('alert').textContent).toBe('Пароли не совпадают');
    expect(api.calls).toHaveLength(0);
  });

  it('registers: a code, six digits, then logged in with «Регистрация прошла успешно»', async () => {
    const send = held(json(200, { success: true }));
    const { user, api, store } = await openModal({
      'POST /api/myAccount/sendRegistrationCode': send.route,
      'POST /api/myAccount/finishRegistration': (call) =>
        (call.body as { code: string }).code === '123456'
          ? json(200, { accessToken: 'new-token' })
          : json(400, { errType: 'invalidCode', message: errorMessages.invalidCode }),
    });
    await user.click(screen.getByRole('tab', { name: 'РЕГИСТРАЦИЯ' }));
    await user.type(loginInput(), '9141234567');
    await user.type(screen.getByLabelText('Пароль'), 'secret1');
    await user.type(screen.getByLabelText('Повторите пароль'), 'secret1');
    await user.click(button('ЗАРЕГИСТРИРОВАТЬСЯ'));
    // Disabled while the request runs.
    expect(button('ЗАРЕГИСТРИРОВАТЬСЯ').disabled).toBe(true);
    await act(async () => send.release());

    expect(await screen.findByText(accountMessages.codePrompt)).toBeTruthy();
    expect(api.callsTo('POST /api/myAccount/sendRegistrationCode')[0]?.body).toEqual({
      login: '79141234567',
      password: 'secret1',
      repeatPassword: 'secret1',
    });
    expect(store.getState().session.registerStep).toBe('verification');
    expect(button('ПРОДОЛЖИТЬ').disabled).toBe(true);
    expect(document.activeElement).toBe(codeBoxes()[0]);

    await user.keyboard('654321');
    await user.click(button('ПРОДОЛЖИТЬ'));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      errorMessages.invalidCode,
    );

    await user.click(codeBoxes()[0] as HTMLElement);
    await user.paste('123456');
    await user.click(button('ПРОДОЛЖИТЬ'));
    expect(await screen.findByText('Регистрация прошла успешно')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.callsTo('POST /api/myAccount/finishRegistration')[1]?.body).toEqual({
      code: '123456',
      login: '79141234567',
    });
    expect(store.getState().session).toMatchObject({
      loggedIn: true,
      accessToken: 'new-token',
      registerStep: null,
      showingModal: null,
    });
  });

  it('shows a known errType of the registration inline, anything else as «Ошибка регистрации»', async () => {
    let answer = json(409, { errType: 'userExists', message: '…' });
    const { user } = await openModal({
      'POST /api/myAccount/sendRegistrationCode': () => answer,
    });
    await user.click(screen.getByRole('tab', { name: 'РЕГИСТРАЦИЯ' }));
    await user.type(loginInput(), 'ivan@mail.ru');
    await user.type(screen.getByLabelText('Пароль'), 'secret1');
    await user.type(screen.getByLabelText('Повторите пароль'), 'secret1');
    await user.click(button('ЗАРЕГИСТРИРОВАТЬСЯ'));
    expect((await screen.findByRole('alert')).textContent).toBe(errorMessages.userExists);
    answer = json(502, { errType: 'somethingNew', message: '…' });
    await user.click(button('ЗАРЕГИСТРИРОВАТЬСЯ'));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Ошибка регистрации'));
    // Switching tabs clears the error.
    await user.click(screen.getByRole('tab', { name: 'ВОЙТИ' }));
    expect(screen.getByRole('alert').textContent).toBe('');
  });

  it('offers a new code after 60 seconds', { timeout: 15_000 }, async () => {
    // waitFor polls with setInterval: only the mutation observer wakes it while intervals are fake.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const { user, api } = await openModal({
      'POST /api/myAccount/sendRegistrationCode': json(200, { success: true }),
    });
    await user.click(screen.getByRole('tab', { name: 'РЕГИСТРАЦИЯ' }));
    await user.click(loginInput());
    await user.paste('ivan@mail.ru');
    await user.click(screen.getByLabelText('Пароль'));
    await user.paste('secret1');
    await user.click(screen.getByLabelText('Повторите пароль'));
    await user.paste('secret1');
    await user.click(button('ЗАРЕГИСТРИРОВАТЬСЯ'));
    expect(await screen.findByText('Отправить код повторно можно через 1:00')).toBeTruthy();
    act(() => vi.advanceTimersByTime(15_000));
    expect(screen.getByText('Отправить код повторно можно через 0:45')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Отправить код ещё раз' })).toBeNull();
    act(() => vi.advanceTimersByTime(45_000));
    await user.click(button('Отправить код ещё раз'));
    expect(await screen.findByText('Отправить код повторно можно через 1:00')).toBeTruthy();
    expect(api.callsTo('POST /api/myAccount/sendRegistrationCode')).toHaveLength(2);
  });

  it('logs in with «Вы успешно авторизовались»', async () => {
    const { user, api, store } = await openModal({
      'POST /api/myAccount/login': json(200, { accessToken: 'abc' }),
    });
    await user.type(loginInput(), 'Ivan@Mail.ru');
    await user.type(screen.getByLabelText('Пароль'), 'secret1');
    await user.click(button('ПРОДОЛЖИТЬ'));
    expect(await screen.findByText('Вы успешно авторизовались')).toBeTruthy();
    expect(api.calls[0]?.body).toEqual({ login: 'ivan@mail.ru', password: 'secret1' });
    expect(store.getState().session).toMatchObject({ loggedIn: true, accessToken: 'abc' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a failed login says «Неверный логин или пароль» inline and in a toast', async () => {
    const { user, store } = await openModal({
      'POST /api/myAccount/login': json(401, {
        errType: 'invalidCredentials',
        message: 'Неверный логин или пароль',
      }),
    });
    await user.type(loginInput(), 'ivan@mail.ru');
    await user.type(screen.getByLabelText('Пароль'), 'wrong-password');
    await user.click(button('ПРОДОЛЖИТЬ'));
    await waitFor(() => expect(screen.getAllByText('Неверный логин или пароль')).toHaveLength(2));
    expect(screen.getByRole('dialog').textContent).toContain('Неверный логин или пароль');
    expect(store.getState().session.loggedIn).toBe(false);
    expect(button('ПРОДОЛЖИТЬ').disabled).toBe(false);
  });
});

describe('the restore-access modal', () => {
  it('goes login → code → new password, and logs in with the new session', async () => {
    const { user, api, store } = await openModal({
      'POST /api/myAccount/sendRestoreAccessCode': (call) =>
        (call.body as { login: string }).login === 'nobody@mail.ru'
          ? json(404, { errType: 'userNotExists', message: '…' })
          : json(200, { success: true }),
      'POST /api/myAccount/checkRestoreAccessCode': json(200, { accessToken: 'restore-token' }),
      'POST /api/myAccount/changePassword': json(200, {
        success: true,
        accessToken: 'session-token',
      }),
    });
    await user.click(button('Забыли пароль?'));
    const dialog = screen.getByRole('dialog', { name: 'ВОССТАНОВИТЬ ДОСТУП' });
    expect(document.activeElement).toBe(loginInput());

    await user.type(loginInput(), 'nobody@mail.ru');
    await user.click(within(dialog).getByRole('button', { name: 'ВОССТАНОВИТЬ ДОСТУП' }));
    expect((await screen.findByRole('alert')).textContent).toBe(errorMessages.userNotExists);
    // SPEC §4: the error clears when the login changes.
    await user.clear(loginInput());
    expect(screen.getByRole('alert').textContent).toBe('');

    await user.type(loginInput(), 'ivan@mail.ru');
    await user.click(within(dialog).getByRole('button', { name: 'ВОССТАНОВИТЬ ДОСТУП' }));
    expect(await screen.findByText(accountMessages.codePrompt)).toBeTruthy();
    expect(button('ПРОДОЛЖИТЬ').disabled).toBe(true);
    await user.keyboard('112233');
    await user.click(button('ПРОДОЛЖИТЬ'));
    expect(api.callsTo('POST /api/myAccount/checkRestoreAccessCode')[0]?.body).toEqual({
      login: 'ivan@mail.ru',
      code: '112233',
    });

    const password = await screen.findByLabelText('Новый пароль');
    expect(button('ПРОДОЛЖИТЬ').disabled).toBe(true);
    await user.type(password, 'short');
    expect(button('ПРОДОЛЖИТЬ').disabled).toBe(true);
    await user.type(screen.getByLabelText('Повторите пароль'), 'short');
    await user.click(button('ПРОДОЛЖИТЬ'));
    expect(screen.getByRole('alert').textContent).toBe('Пароль должен быть не менее 6 символов');
    await user.type(password, 'er');
    await user.click(button('ПРОДОЛЖИТЬ'));
    expect(screen.getByRole('alert').textContent).toBe('Пароли не совпадают');
    await user.type(screen.getByLabelText('Повторите пароль'), 'er');
    await user.click(button('ПРОДОЛЖИТЬ'));

    await waitFor(() => expect(store.getState().session.accessToken).toBe('session-token'));
    const change = api.callsTo('POST /api/myAccount/changePassword')[0];
    expect(change?.headers.get('Authorization')).toBe('Bearer restore-token');
    expect(change?.body).toEqual({ newPassword: 'shorter', repeatNewPassword: 'shorter' });
    expect(store.getState().session.loggedIn).toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a wrong code shows invalidCode; other failures «Ошибка восстановления доступа»', async () => {
    let sendAnswer = json(503, { errType: 'somethingNew', message: '…' });
    const { user } = await openModal({
      'POST /api/myAccount/sendRestoreAccessCode': () => sendAnswer,
      'POST /api/myAccount/checkRestoreAccessCode': (call) =>
        (call.body as { code: string }).code === '000000'
          ? json(400, { errType: 'invalidCode', message: '…' })
          : json(200, { accessToken: 'restore-token' }),
      'POST /api/myAccount/changePassword': json(500, { errType: 'somethingElse', message: '…' }),
    });
    await user.click(button('Забыли пароль?'));
    await user.type(loginInput(), '+79141234567');
    await user.click(button('ВОССТАНОВИТЬ ДОСТУП'));
    expect((await screen.findByRole('alert')).textContent).toBe('Ошибка восстановления доступа');
    sendAnswer = json(200, { success: true });
    await user.click(button('ВОССТАНОВИТЬ ДОСТУП'));
    await screen.findByText(accountMessages.codePrompt);
    await user.keyboard('000000');
    await user.click(button('ПРОДОЛЖИТЬ'));
    expect((await screen.findByRole('alert')).textContent).toBe(errorMessages.invalidCode);
    await user.click(codeBoxes()[0] as HTMLElement);
    await user.paste('123456');
    await user.click(button('ПРОДОЛЖИТЬ'));
    await user.type(await screen.findByLabelText('Новый пароль'), 'secret1');
    await user.type(screen.getByLabelText('Повторите пароль'), 'secret1');
    await user.click(button('ПРОДОЛЖИТЬ'));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Ошибка восстановления доступа'),
    );
    expect(screen.getByRole('dialog', { name: 'ВОССТАНОВИТЬ ДОСТУП' })).toBeTruthy();
  });
});
