/** A member's second factor (TOTP): set up, enabled with a first code, checked, disabled. */
import { AppError } from '../../lib/app-error';
import { type StaffRow, takeTotpStep, updateStaff } from './repository';
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

export async function totpEnable(staff: Staff, principal: StaffPrincipal, code: string) {
  const row = await member(staff, principal.id);
  if (row.totpEnabledAt) return profileOf(staff, row);
  if (!(await codeAccepted(staff, row, code))) throw new AppError(400, 'invalidTotpCode');
  return profileOf(
    staff,
    (await updateStaff(staff.db, row.id, { totpEnabledAt: staff.now() })) ?? row,
  );
}

/** Off again, with a current code; never for an admin of a production site. */
export async function totpDisable(staff: Staff, principal: StaffPrincipal, code: string) {
  if (staff.production && principal.role === 'admin') throw new AppError(403, 'forbidden');
  const row = await member(staff, principal.id);
  if (!row.totpEnabledAt) return profileOf(staff, row);
  if (!(await codeAccepted(staff, row, code))) throw new AppError(400, 'invalidTotpCode');
  return profileOf(
    staff,
    (await updateStaff(staff.db, row.id, {
      totpEnabledAt: null,
      totpSecret: null,
      totpLastStep: null,
    })) ?? row,
  );
}
