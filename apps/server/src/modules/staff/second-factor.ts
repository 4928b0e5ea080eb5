/**
 * A member's second factor (TOTP): set up, enabled with a first code, checked, disabled. Enabling
 * and disabling are the owner's: they take the member's password with the code, and their
 * guesses are limited like sign-ins (issue 31 item 5, decision 076).
 */
import { AppError, tooMany } from '../../lib/app-error';
import { hitCounter, returnHit } from '../../lib/counters';
import { hashToken } from '../accounts/sessions';
import {
  markPasswordChecked,
  revokeOtherStaffSessions,
  type StaffRow,
  takeTotpStep,
  updateStaff,
} from './repository';
import type { StaffPrincipal } from './service';
import { member, profileOf, type Staff } from './staff-profile';
import { newTotpSecret, totpStep } from './totp';

/** Whether `code` is the member's current code, used for the first time. */
export async function codeAccepted(staff: Staff, row: StaffRow, code: string): Promise<boolean> {
  // The member's secret in clear; none when none was set up (or it does not open).
  const secret = row.totpSecret === null ? null : staff.secrets.open(row.totpSecret);
  if (!secret) return false;
  const step = totpStep(secret, code.trim(), staff.now().getTime());
  return step !== null && (await takeTotpStep(staff.db, row.id, step));
}

/** Guesses at a member's own factor change (password or code) in FACTOR_ATTEMPT_WINDOW_MS. */
export const FACTOR_ATTEMPTS = 10;
const FACTOR_ATTEMPT_WINDOW_MS = 15 * 60_000;

/**
 * The member's password and a current code, or a 400 (`wrongPassword`, `invalidTotpCode`). Each
 * attempt is counted first, in the database (every process together, as sign-ins are), and a
 * right one gives its count back: past FACTOR_ATTEMPTS failures a 429, whoever holds the session.
 */
async function ownerProven(staff: Staff, row: StaffRow, password: string, code: string) {
  const key = `staff-factor:${row.id}`;
  const hit = await hitCounter(staff.db, key, FACTOR_ATTEMPT_WINDOW_MS);
  if (hit.hits > FACTOR_ATTEMPTS) {
    throw tooMany('tooManyRequests', Math.max(1, Math.ceil(hit.ttlMs / 1000)));
  }
  if (!(await staff.passwords.verify(password, row.passwordHash))) {
    throw new AppError(400, 'wrongPassword');
  }
  if (!(await codeAccepted(staff, row, code))) throw new AppError(400, 'invalidTotpCode');
  await returnHit(staff.db, key);
}

/** A new secret to scan; in force only once a code from it is given (totpEnable). */
export async function totpSetup(staff: Staff, principal: StaffPrincipal) {
  if (principal.totpEnabled) throw new AppError(409, 'badRequest');
  const setup = await newTotpSecret(principal.login);
  await updateStaff(staff.db, principal.id, {
    totpSecret: staff.secrets.seal(setup.secret),
    totpLastStep: null,
  });
  return setup;
}

/**
 * In force, with the member's password and a first code of the new secret; every other session
 * of the member ends (one opened before — a stolen one — must not outlive the change), the one
 * of `token` stays.
 */
export async function totpEnable(
  staff: Staff,
  principal: StaffPrincipal,
  input: { password: string; code: string },
  token: string,
) {
  const row = await member(staff, principal.id);
  if (row.totpEnabledAt) return profileOf(staff, row);
  await ownerProven(staff, row, input.password, input.code);
  // The password was given: as good as POST /reauth (decision 079).
  await markPasswordChecked(staff.db, hashToken(token), staff.now());
  const enabled = await staff.db.transaction(async (tx) => {
    const next = await updateStaff(tx, row.id, { totpEnabledAt: staff.now() });
    await revokeOtherStaffSessions(tx, row.id, hashToken(token), staff.now());
    return next;
  });
  return profileOf(staff, enabled ?? row);
}

/**
 * Off again, with the password and a current code; never for an admin of a production site.
 * Every other session of the member ends, as when it is enabled.
 */
export async function totpDisable(
  staff: Staff,
  principal: StaffPrincipal,
  input: { password: string; code: string },
  token: string,
) {
  if (staff.production && principal.role === 'admin') throw new AppError(403, 'forbidden');
  const row = await member(staff, principal.id);
  if (!row.totpEnabledAt) return profileOf(staff, row);
  await ownerProven(staff, row, input.password, input.code);
  await markPasswordChecked(staff.db, hashToken(token), staff.now());
  // As when it is enabled: a session opened with the factor must not outlive its change.
  const disabled = await staff.db.transaction(async (tx) => {
    const next = await updateStaff(tx, row.id, {
      totpEnabledAt: null,
      totpSecret: null,
      totpLastStep: null,
    });
    await revokeOtherStaffSessions(tx, row.id, hashToken(token), staff.now());
    return next;
  });
  return profileOf(staff, disabled ?? row);
}
