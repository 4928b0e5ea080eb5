import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, stubApi } from '../testing/api-stub';
import { renderPage } from '../testing/render';
import { AppRoutes, preloadPage } from './router';

describe('the first page', () => {
  it('renders at once when its module was loaded before the first render', async () => {
    stubApi({ '/api/special-header': json(200, []) });
    await preloadPage('/privacy');
    renderPage(<AppRoutes />, { route: '/privacy', path: '/*' });
    // no loading state in between: the page is there in the very first commit
    expect(screen.getByRole('heading', { name: 'ПОЛИТИКА КОНФИДЕНЦИАЛЬНОСТИ' })).toBeTruthy();
  });

  it('otherwise shows the loading state until its code has arrived', async () => {
    stubApi({ '/api/special-header': json(200, []) });
    const { container } = renderPage(<AppRoutes />, { route: '/contacts', path: '/*' });
    expect(container.querySelector('main [aria-busy="true"]')).not.toBeNull();
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
  });

  it('leaves an address that is no page to the not-found page', async () => {
    stubApi({ '/api/special-header': json(200, []) });
    await preloadPage('/no-such-page');
    renderPage(<AppRoutes />, { route: '/no-such-page', path: '/*' });
    expect(screen.getByText('Извините, мы не нашли такой страницы :(')).toBeTruthy();
  });
});
