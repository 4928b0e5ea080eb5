/**
 * A member's sign-in (password, then the second factor once it is on), under limits per login
 * and per address; their sessions, under the guests' rules in their own table.
 */
import { randomBytes } from 'node:crypto';
import type { StaffProfile } from '@storefront/contract/staff';
import { AppError, tooMany } from '../../lib/app-error';
import { hitCounter } from '../../lib/counters';
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

/** Sign-in attempts in a window, counted in the database so every process counts together. */
const ATTEMPT_WINDOW_MS = 15 * 60_000;
/** Per login: a person mistypes a few times; a guesser gets nowhere in 15 minutes. */
export const ATTEMPTS_PER_LOGIN = 10;
/** Per address: a restaurant's whole shift signs in from one office address. */
export const ATTEMPTS_PER_ADDRESS = 50;

async function countAttempt(staff: Staff, login: string, ip: string) {
  let retryMs = 0;
  for (const [key, max] of [
    [`staff-login:ip:${ip}`, ATTEMPTS_PER_ADDRESS],
    [`staff-login:login:${login}`, ATTEMPTS_PER_LOGIN],
  ] as const) {
    const hit = await hitCounter(staff.db, key, ATTEMPT_WINDOW_MS);
    if (hit.hits > max) retryMs = Math.max(retryMs, hit.ttlMs);
  }
  if (retryMs > 0) throw tooMany('tooManyRequests', Math.max(1, Math.ceil(retryMs / 1000)));
}

/**
 * A session token for a member's login and password, and code once TOTP is on. Every attempt
 * counts against the login's and the address's limits, also the refused ones.
 */
export async function login(
  staff: Staff,
  input: { login: string; password: string; code?: string },
  ip: string,
): Promise<{ token: string; staff: StaffProfile }> {
  const { db, passwords, now } = staff;
  const name = input.login.trim().toLowerCase();
  await countAttempt(staff, name, ip);
  const found = name ? await findStaffByLogin(db, name) : undefined;
  const valid = await passwords.verify(
    input.password,
    found?.passwordHash ?? (await staff.dummyHash()),
  );
  if (!found || !valid) throw new AppError(401, 'invalidCredentials');
  if (found.disabledAt) throw new AppError(403, 'staffDisabled');
  if (found.totpEnabledAt) {
    if (!input.code) throw new AppError(401, 'totpRequired');
    if (!(await codeAccepted(staff, found, input.code))) throw new AppError(401, 'invalidTotpCode');
  }
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
