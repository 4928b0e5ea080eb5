import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3199);
const SITE_SETTINGS = /site-settings\//;

export default defineConfig({
  testDir: 'e2e',
  // Every navigation waits for the server-rendered page to hydrate (support/test.ts), and the
  // 2-core CI machine runs two workers, a server and a database: journeys that type key by key
  // or visit many pages take 25–35 s there.
  timeout: 45_000,
  expect: { timeout: 7_000 },
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  forbidOnly: Boolean(process.env.CI),
  // One retry in CI: the 2-core machine runs two workers, a server and a database at once.
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'ru-RU',
    timezoneId: 'Asia/Vladivostok',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
      ],
    },
  },
  // Every test runs on a desktop; the guest journeys tagged @phone run again on a phone-sized
  // touch screen (issue 9: 1440×900 and 390×844).
  projects: [
    // The shared demo staff signed in once for the run (support/staff.ts): a sign-in counts
    // against the login's ten attempts in 15 minutes, however many journeys need one.
    { name: 'staff-sessions', testMatch: /support\/staff-sessions\.setup\.ts$/ },
    {
      name: 'desktop',
      testIgnore: SITE_SETTINGS,
      dependencies: ['staff-sessions'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
    },
    {
      name: 'phone',
      testIgnore: SITE_SETTINGS,
      dependencies: ['staff-sessions'],
      grep: /@phone/,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
      },
    },
    // Tests that change what every guest sees (the delivery hours) run once the journeys reading
    // the defaults are over.
    {
      name: 'site-settings',
      testMatch: SITE_SETTINGS,
      dependencies: ['desktop', 'phone'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
    },
  ],
  webServer: {
    command: 'node e2e/support/start-server.mjs',
    url: `http://127.0.0.1:${port}/api/checkConnection`,
    env: { E2E_PORT: String(port) },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
