/**
 * A member's sign-in (password, and the code once the second factor is on, in one step), under
 * limits per login and per address; their sessions, under the guests' rules in their own table.
 */
import { randomBytes } from 'node:crypto';
import { type StaffProfile, staffMessages } from '@storefront/contract/staff';
import { AppError, tooMany } from '../../lib/app-error';
import { hitCounter, returnHit } from '../../lib/counters';
import {
  DAY_MS,
  hashToken,
  LAST_SEEN_RESOLUTION_MS,
  SESSION_DAYS,
  SESSION_IDLE_DAYS,
} from '../accounts/sessions';
import {
  findStaff,
  findStaffByLogin,
  insertStaffSession,
  liveStaffSession,
  revokeStaffSession,
  touchStaffSession,
} from './repository';
import { codeAccepted } from './second-factor';
import type { StaffPrincipal } from './service';
import { profileOf, type Staff } from './staff-profile';

/**
 * Failed sign-ins in a window, counted in the database so every process counts together (issue 31
 * item 9, decision 066). Each attempt is counted first, atomically, and a successful one is taken
 * back: only failures add up, and a guesser elsewhere cannot lock the owner out.
 */
const ATTEMPT_WINDOW_MS = 15 * 60_000;
/** Per login from one address: a person mistypes a few times; a guesser gets nowhere. */
export const ATTEMPTS_PER_LOGIN = 10;
/** Per address, over every login: a restaurant's whole shift signs in from one office address. */
export const ATTEMPTS_PER_ADDRESS = 50;
/**
 * Per login from everywhere: beyond this many failures each further attempt at the login waits
 * LOGIN_UNDER_ATTACK_DELAY_MS first — slower guessing from many addresses, never a refusal of
 * the owner's right password.
 */
export const FAILURES_BEFORE_DELAY = 10;
const LOGIN_UNDER_ATTACK_DELAY_MS = 1000;

async function countAttempt(staff: Staff, login: string, ip: string): Promise<string[]> {
  const limited = [
    [`staff-login:ip:${ip}`, ATTEMPTS_PER_ADDRESS],
    [`staff-login:login-ip:${login}|${ip}`, ATTEMPTS_PER_LOGIN],
  ] as const;
  const anywhere = `staff-login:login:${login}`;
  let retryMs = 0;
  for (const [key, max] of limited) {
    const hit = await hitCounter(staff.db, key, ATTEMPT_WINDOW_MS);
    if (hit.hits > max) retryMs = Math.max(retryMs, hit.ttlMs);
  }
  if (retryMs > 0) throw tooMany('tooManyRequests', Math.max(1, Math.ceil(retryMs / 1000)));
  const failures = await hitCounter(staff.db, anywhere, ATTEMPT_WINDOW_MS);
  if (failures.hits > FAILURES_BEFORE_DELAY) {
    await new Promise((resolve) => setTimeout(resolve, LOGIN_UNDER_ATTACK_DELAY_MS));
  }
  return [...limited.map(([key]) => key), anywhere];
}

/** Every refused sign-in, whatever was wrong: one status, errType and text. */
const refused = () =>
  new AppError(401, 'invalidCredentials', undefined, staffMessages.signInRefused);

/**
 * A session token for a member's login and password, and code once TOTP is on. A refused attempt
 * counts against the address's and the login-at-that-address's limits; a successful one does not.
 */
export async function login(
  staff: Staff,
  input: { login: string; password: string; code?: string },
  ip: string,
): Promise<{ token: string; staff: StaffProfile }> {
  const { db, passwords, now } = staff;
  const name = input.login.trim().toLowerCase();
  const counted = await countAttempt(staff, name, ip);
  const found = name ? await findStaffByLogin(db, name) : undefined;
  const valid = await passwords.verify(
    input.password,
    found?.passwordHash ?? (await staff.dummyHash()),
  );
  if (!found || !valid) throw refused();
  // With the second factor on, nothing is told until the code is right too: a wrong password and
  // a right one with a wrong or missing code are one answer, so the answer confirms no password
  // (decision 076). The code is looked at only after a right password: a guess cannot spend it.
  if (found.totpEnabledAt && !(input.code && (await codeAccepted(staff, found, input.code)))) {
    throw refused();
  }
  if (found.disabledAt) throw new AppError(403, 'staffDisabled');
  // Signed in: this attempt was no failure.
  for (const key of counted) await returnHit(db, key);
  const token = randomBytes(32).toString('base64url');
  const at = now();
  await insertStaffSession(db, {
    staffId: found.id,
    tokenHash: hashToken(token),
    createdAt: at,
    expiresAt: new Date(at.getTime() + SESSION_DAYS * DAY_MS),
  });
  return { token, staff: await profileOf(staff, found) };
}

/** The member of a live session token, or null (unknown, expired, idle, revoked, disabled). */
export async function principalOf(staff: Staff, token: string): Promise<StaffPrincipal | null> {
  if (!/^[\w-]{20,100}$/.test(token)) return null;
  const { db } = staff;
  const at = staff.now();
  const session = await liveStaffSession(db, hashToken(token), at);
  if (!session) return null;
  if (at.getTime() - session.lastSeenAt.getTime() > SESSION_IDLE_DAYS * DAY_MS) return null;
  const row = await findStaff(db, session.staffId);
  if (!row || row.disabledAt) return null;
  if (at.getTime() - session.lastSeenAt.getTime() >= LAST_SEEN_RESOLUTION_MS) {
    await touchStaffSession(db, session.id, at);
  }
  return profileOf(staff, row);
}

export const logout = (staff: Staff, token: string) =>
  revokeStaffSession(staff.db, hashToken(token), staff.now());
