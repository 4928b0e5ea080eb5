/**
 * Playwright's test with a guard: an uncaught page error or console.error fails the test, unless
 * the test declared it expected (`allowErrors.push(/pattern/)`).
 */
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

/**
 * Waits until the storefront on the page has hydrated (main.tsx marks `<html data-hydrated>`):
 * the server-rendered page is on screen before its buttons answer. Pages that are not the
 * storefront (the test payment page, JSON) and pages without scripts have nothing to wait for.
 */
async function waitForHydration(page: Page) {
  await page.waitForFunction(
    () => !document.getElementById('root') || document.documentElement.dataset.hydrated,
    undefined,
    { timeout: 15_000 },
  );
}

export const test = base.extend<{ allowErrors: RegExp[]; pageErrors: string[] }>({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      // A server-rendered page's load event waits for every picture in it; what a test needs is
      // the hydrated page (its assertions wait for what they look at).
      page.goto = async (url, options) => {
        const response = await goto(url, { waitUntil: 'domcontentloaded', ...options });
        await waitForHydration(page);
        return response;
      };
      page.reload = async (options) => {
        const response = await reload({ waitUntil: 'domcontentloaded', ...options });
        await waitForHydration(page);
        return response;
      };
    }
    await use(page);
  },
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads fixture dependencies from this pattern
  allowErrors: async ({}, use) => {
    await use([]);
  },
  pageErrors: [
    async ({ page, allowErrors }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        // A failed load names no address in its text: the address says whether it was expected.
        const { url } = message.location();
        errors.push(`console.error: ${message.text()}${url ? ` [${url}]` : ''}`);
      });
      await use(errors);
      const unexpected = errors.filter(
        (error) => !allowErrors.some((pattern) => pattern.test(error)),
      );
      expect(unexpected, 'errors in the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Serious and critical axe violations of the page as it is now. */
export async function seriousA11yViolations(page: Page) {
  // axe takes 5–10 s on a large page of this 2-core machine, more with two workers running:
  // a test that runs it gets that much more time.
  test.info().setTimeout(test.info().timeout + 20_000);
  // axe scrolls elements into view to read their colours, which starts the showcase's scroll-in
  // animations (the legal block fades in over 0.7 s): a colour read mid-fade is a contrast failure
  // the page never shows at rest. Without transitions every element is read in a resting state.
  await page.addStyleTag({
    content: '*, *::before, *::after { transition: none !important; animation: none !important; }',
  });
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}
