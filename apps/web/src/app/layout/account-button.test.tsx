import { errorMessages } from '@storefront/contract/error-messages';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AuthModalHost } from '../../features/auth/auth-modal-host';
import { initialSessionState } from '../../features/auth/session-slice';
import { json, stubApi } from '../../testing/api-stub';
import { renderPage } from '../../testing/render';
import { AccountButton } from './account-button';
import { MobileMenu } from './mobile-menu';

describe('the account icon', () => {
  it('takes a logged-in guest to the account', async () => {
    stubApi({});
    const { user } = renderPage(<AccountButton />, {
      preloadedState: { session: { ...initialSessionState, loggedIn: true, accessToken: 't' } },
    });
    const link = screen.getByRole('link', { name: 'Личный кабинет' });
    expect(link.getAttribute('title')).toBe('Личный кабинет');
    expect(link.getAttribute('href')).toBe('/my-account');
    await user.click(link);
    expect(screen.getByTestId('location').textContent).toBe('/my-account');
  });

  it('opens the login modal for a visitor, with the toast', async () => {
    stubApi({});
    const { user, store } = renderPage(
      <>
        <AccountButton />
        <AuthModalHost />
      </>,
    );
    const button = screen.getByRole('button', { name: 'Авторизоваться' });
    expect(button.getAttribute('title')).toBe('Авторизоваться');
    await user.click(button);
    expect(await screen.findByRole('dialog')).toBeTruthy();
    expect(store.getState().session.showingModal).toBe('loginRegister');
    expect(await screen.findByText(errorMessages.unauthorizedToast)).toBeTruthy();
  });

  it('the mobile menu offers «Выйти» to a logged-in guest', async () => {
    const api = stubApi({ 'POST /api/myAccount/logout': json(200, { success: true }) });
    let closed = false;
    const { user, store } = renderPage(
      <MobileMenu open top={[]} onClose={() => (closed = true)} />,
      {
        preloadedState: { session: { ...initialSessionState, loggedIn: true, accessToken: 't' } },
      },
    );
    await user.click(screen.getByRole('button', { name: 'Выйти' }));
    expect(api.callsTo('POST /api/myAccount/logout')).toHaveLength(1);
    expect(store.getState().session.loggedIn).toBe(false);
    expect(closed).toBe(true);
    expect(screen.queryByRole('button', { name: 'Выйти' })).toBeNull();
  });
});
