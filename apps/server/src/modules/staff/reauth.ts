/**
 * The password asked again for sensitive steps (issue 31 item 6, decision 079): a member's
 * changes of members, and of their own second factor, need the password given in this session
 * within STAFF_REAUTH_MINUTES. Sign-in gives it, POST /api/staff/reauth gives it again (guesses
 * limited like sign-ins), and so does a second factor's change, which takes the password itself.
 */
import { STAFF_REAUTH_MINUTES } from '@storefront/contract/staff';
import { AppError, tooMany } from '../../lib/app-error';
import { hitCounter, returnHit } from '../../lib/counters';
import { hashToken } from '../accounts/sessions';
import { liveStaffSession, markPasswordChecked } from './repository';
import type { StaffPrincipal } from './service';
import { member, type Staff } from './staff-profile';

/** Wrong passwords given again per member in REAUTH_WINDOW_MS, before a 429. */
export const REAUTH_ATTEMPTS = 10;
const REAUTH_WINDOW_MS = 15 * 60_000;

/**
 * The session of `token` gave its member's password just now: a 400 `wrongPassword` when it is
 * not theirs. Each attempt is counted first in the database (every process together, decision
 * 066) and a right one gives its count back: past REAUTH_ATTEMPTS failures a 429.
 */
export async function reauth(
  staff: Staff,
  principal: StaffPrincipal,
  token: string,
  { password }: { password: string },
): Promise<void> {
  const key = `staff-reauth:${principal.id}`;
  const hit = await hitCounter(staff.db, key, REAUTH_WINDOW_MS);
  if (hit.hits > REAUTH_ATTEMPTS) {
    throw tooMany('tooManyRequests', Math.max(1, Math.ceil(hit.ttlMs / 1000)));
  }
  const row = await member(staff, principal.id);
  if (!(await staff.passwords.verify(password, row.passwordHash))) {
    throw new AppError(400, 'wrongPassword');
  }
  await returnHit(staff.db, key);
  await markPasswordChecked(staff.db, hashToken(token), staff.now());
}

/** A 403 `reauthRequired` unless the session of `token` gave its password within the limit. */
export async function requireRecentPassword(staff: Staff, token: string): Promise<void> {
  const at = staff.now();
  const session = await liveStaffSession(staff.db, { tokenHash: hashToken(token) }, at);
  const checked = session?.passwordCheckedAt;
  if (!checked || at.getTime() - checked.getTime() > STAFF_REAUTH_MINUTES * 60_000) {
    throw new AppError(403, 'reauthRequired');
  }
}
