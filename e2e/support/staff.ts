import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './test';

/**
 * The demo admin signed in to the back office (no second factor on the demo account), with the
 * run's shared session: every sign-in counts against the login's ten attempts in 15 minutes (the
 * server's ATTEMPTS_PER_LOGIN), and the journeys that sign in through the form (staff.spec.ts,
 * staff-hours-zones.spec.ts, the delivery hours) spend their share of the admin's.
 */
export async function signInAdmin(page: Page) {
  await withStaffSession(page, 'admin');
  await page.goto('/staff');
  await expect(page.getByRole('navigation', { name: 'Разделы' })).toBeVisible();
}

/** Where the back office keeps its token (apps/web/src/back-office/app/staff-token.ts). */
const STAFF_SESSION_KEY = 'storefront.staff-session';

/** The demo staff whose sessions the journeys share (README: admin and one operator per venue). */
const SHARED_STAFF = {
  admin: 'demo-admin-2026',
  gastropub: 'demo-gastropub',
  sibumi: 'demo-sibumi-2026',
} as const;
export type SharedStaff = keyof typeof SHARED_STAFF;

/**
 * Where the 'staff-sessions' project (staff-sessions.setup.ts) leaves one session token per shared
 * login, for the run on this port: every sign-in counts against the login's ten attempts in 15
 * minutes, so the journeys that only need to be signed in take these instead of signing in again,
 * however many projects, workers and retries run them.
 */
export const STAFF_SESSIONS_FILE = join(
  tmpdir(),
  `storefront-e2e-staff-sessions-${process.env.E2E_PORT ?? 3199}.json`,
);

/** Signs each shared login in once (staff-sessions.setup.ts). */
export async function writeStaffSessions(request: APIRequestContext) {
  const tokens: Partial<Record<SharedStaff, string>> = {};
  for (const [login, password] of Object.entries(SHARED_STAFF) as [SharedStaff, string][]) {
    const answer = await request.post('/api/staff/login', { data: { login, password } });
    expect(answer.status(), await answer.text()).toBe(200);
    tokens[login] = ((await answer.json()) as { token: string }).token;
  }
  writeFileSync(STAFF_SESSIONS_FILE, JSON.stringify(tokens));
}

/** A shared login's session token. */
export function staffToken(login: SharedStaff): string {
  const tokens = JSON.parse(readFileSync(STAFF_SESSIONS_FILE, 'utf8')) as Record<string, string>;
  const token = tokens[login];
  if (!token) throw new Error(`no session for ${login}: run the staff-sessions project first`);
  return token;
}

/** The back office on this page is signed in as `login` on every load (its token in storage). */
export async function withStaffSession(page: Page, login: SharedStaff) {
  await page.addInitScript(
    ([key, token]) => {
      localStorage.setItem(key, JSON.stringify({ token }));
    },
    [STAFF_SESSION_KEY, staffToken(login)] as const,
  );
}

/** A call to /api/staff as `login`, as another device of the staff would make it. */
export async function asStaff(
  request: APIRequestContext,
  login: SharedStaff,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  data?: object,
) {
  const answer = await request.fetch(`/api/staff${path}`, {
    method,
    headers: { Authorization: `Bearer ${staffToken(login)}` },
    ...(data ? { data } : {}),
  });
  expect(answer.ok(), `${method} ${path}: ${answer.status()} ${await answer.text()}`).toBe(true);
  return answer;
}
