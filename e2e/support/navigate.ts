import type { Page } from '@playwright/test';

/**
 * Moves to `path` inside the running app, as a link would, without loading a page: the catalogue
 * then comes from the browser's own calls (which a test may intercept), not from the
 * server-rendered page. React Router follows popstate.
 */
export async function navigateInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: {} }));
  }, path);
}
