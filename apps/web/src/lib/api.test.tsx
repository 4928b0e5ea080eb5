import { errorMessages } from '@storefront/contract/error-messages';
import { cleanup, render, screen } from '@testing-library/react';
import { ToastContainer } from 'react-toastify';
import { afterEach, describe, expect, it } from 'vitest';
import { createStore } from '../app/store';
import { initialSessionState } from '../features/auth/session-slice';
import { json, stubApi } from '../testing/api-stub';
import { accountApi } from './account-api';
import { catalogApi } from './catalog-api';
import { errorText } from './error-text';

afterEach(() => cleanup());

const loggedIn = (accessToken: string) => ({
  session: { ...initialSessionState, loggedIn: true, accessToken },
});
const unauthorized = json(401, {
  errType: 'unauthorizedToast',
  message: errorMessages.unauthorizedToast,
});

describe('the base query', () => {
  it('sends the session token as a bearer token, and none while logged out', async () => {
    const api = stubApi({
      'GET /api/myAccount/getUserInfo': json(200, {
        info: { userName: 'Иван', userLastName: '', phone: '', email: 'i@mail.ru' },
      }),
      'GET /api/special-header': json(200, []),
    });
    const store = createStore(loggedIn('secret-token'));
    await store.dispatch(accountApi.endpoints.getUserInfo.initiate('secret-token'));
    expect(api.calls[0]?.headers.get('Authorization')).toBe('Bearer secret-token');

    const visitor = createStore();
    await visitor.dispatch(catalogApi.endpoints.getSpecials.initiate());
    expect(api.calls[1]?.headers.get('Authorization')).toBeNull();
  });

  it('a 401 on an account call logs out, opens the login modal and shows the toast', async () => {
    stubApi({ 'GET /api/myAccount/getUserOrdersInfo': unauthorized });
    render(<ToastContainer />);
    const store = createStore(loggedIn('revoked'));
    await store.dispatch(accountApi.endpoints.getUserOrdersInfo.initiate('revoked'));
    expect(store.getState().session).toMatchObject({
      loggedIn: false,
      accessToken: null,
      showingModal: 'loginRegister',
    });
    expect(await screen.findByText(errorMessages.unauthorizedToast)).toBeTruthy();
  });

  it('does not send the account’s reads with no session on the device', async () => {
    const api = stubApi({});
    const store = createStore();
    const answer = await store.dispatch(accountApi.endpoints.getUserInfo.initiate(''));
    expect(answer.error).toMatchObject({ status: 401, data: { errType: 'unauthorizedToast' } });
    expect(api.calls).toHaveLength(0);
    // Nobody was logged in: no modal, no toast.
    expect(store.getState().session.showingModal).toBeNull();
  });

  it('a 401 to a call made without the session’s token (the restore step’s) changes nothing', async () => {
    stubApi({ 'POST /api/myAccount/checkEmail': unauthorized });
    const store = createStore();
    await store.dispatch(accountApi.endpoints.checkEmail.initiate({ email: 'a@b.ru' }));
    expect(store.getState().session.showingModal).toBeNull();
  });
});

describe('error texts', () => {
  it('a catalogued errType gives its SPEC §8 text, anything else the fallback', () => {
    expect(errorText({ status: 400, data: { errType: 'invalidCode' } }, 'x')).toBe(
      errorMessages.invalidCode,
    );
    expect(errorText({ status: 400, data: { errType: 'toString' } }, 'x')).toBe('x');
    expect(errorText({ status: 'FETCH_ERROR', error: 'offline' }, 'x')).toBe('x');
  });
});
