import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppRoutes, preloadPage } from '../../app/router';
import { json, stubApi } from '../../testing/api-stub';
import { renderPage } from '../../testing/render';
import { operatorProfile } from '../testing/render-staff';
import { STAFF_SESSION_KEY } from './staff-token';

describe('the staff routes', () => {
  it('open the back office in its own frame with its own token, not indexed', async () => {
    const api = stubApi({
      'GET /api/special-header': json(200, []),
      'GET /api/staff/me': json(200, operatorProfile),
    });
    localStorage.setItem('storefront.session.v1', JSON.stringify({ accessToken: 'guest-token' }));
    localStorage.setItem(STAFF_SESSION_KEY, JSON.stringify({ token: 'staff-token' }));
    try {
      await preloadPage('/staff');
      renderPage(<AppRoutes />, { route: '/staff', path: '/*' });

      expect(await screen.findByRole('heading', { name: 'Рабочий кабинет' })).toBeTruthy();
      // The storefront's header (basket, account) is not around the back office.
      expect(screen.queryByRole('link', { name: /Корзина/ })).toBeNull();
      await waitFor(() =>
        expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe(
          'noindex',
        ),
      );
      expect(document.title).toMatch(/^Рабочий кабинет — /);
      const staffCalls = api.calls.filter((call) => call.path.startsWith('/api/staff/'));
      expect(staffCalls.map((call) => call.headers.get('Authorization'))).toEqual([
        'Bearer staff-token',
      ]);
    } finally {
      localStorage.clear();
    }
  });
});
