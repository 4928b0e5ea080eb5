/**
 * An admin's management of staff (or the command line's): the list, a new member, a change to
 * one — each change audited in its transaction.
 */
import { type StaffRole, staffMessages } from '@storefront/contract/staff';
import { AppError } from '../../lib/app-error';
import { audit } from '../audit/audit';
import {
  allStaff,
  findStaff,
  findStaffByLogin,
  insertStaff,
  lockActiveAdmins,
  replaceVenues,
  revokeAllStaffSessions,
  type StaffRow,
  updateStaff,
  venuesOfStaff,
} from './repository';
import { profileOf, type Staff } from './staff-profile';

async function memberView(staff: Staff, row: StaffRow) {
  return { ...(await profileOf(staff, row)), disabled: row.disabledAt !== null };
}

export async function listMembers(staff: Staff) {
  const rows = await allStaff(staff.db);
  return Promise.all(
    rows.map(async ({ member: row, venues }) => ({
      ...(await profileOf(staff, row, venues)),
      disabled: row.disabledAt !== null,
    })),
  );
}

/** A new member; 409 loginTaken when the login exists. */
export async function createMember(
  staff: Staff,
  input: {
    login: string;
    name: string;
    role: StaffRole;
    venues: readonly number[];
    password: string;
  },
  /** who adds them; null: the command line */
  actorId: number | null = null,
) {
  if (input.role !== 'admin' && input.venues.length === 0) {
    throw new AppError(400, 'validation', { venues: staffMessages.venues });
  }
  const passwordHash = await staff.passwords.hash(input.password);
  const venues = input.role === 'admin' ? [] : [...new Set(input.venues)];
  const row = await staff.db.transaction(async (tx) => {
    const inserted = await insertStaff(
      tx,
      { login: input.login, name: input.name, role: input.role, passwordHash },
      venues,
    );
    if (inserted) {
      await audit(tx, {
        staffId: actorId,
        action: 'staff.create',
        subject: `staff:${inserted.id}`,
        after: { login: inserted.login, role: inserted.role, venues },
      });
    }
    return inserted;
  });
  if (!row) throw new AppError(409, 'loginTaken');
  return memberView(staff, row);
}

/**
 * An admin's change to a member. The last active admin can be neither demoted nor disabled;
 * a new password, a new role, disabling or clearing the second factor signs the member out
 * everywhere.
 */
export async function updateMember(
  staff: Staff,
  id: number,
  change: {
    name?: string;
    role?: StaffRole;
    venues?: readonly number[];
    password?: string;
    disabled?: boolean;
    /** false: their second factor cleared (a lost phone); never one's own */
    totpEnabled?: false;
  },
  /** who changes them; null: the command line */
  actorId: number | null = null,
) {
  const { now } = staff;
  if (change.totpEnabled === false && actorId === id) throw new AppError(403, 'forbidden');
  const passwordHash = change.password ? await staff.passwords.hash(change.password) : undefined;
  const updated = await staff.db.transaction(async (tx) => {
    const admins = await lockActiveAdmins(tx);
    const row = await findStaff(tx, id);
    if (!row) throw new AppError(404, 'notFound');
    const role = change.role ?? row.role;
    const disabling = change.disabled === true && row.disabledAt === null;
    const clearingTotp =
      change.totpEnabled === false && (row.totpSecret !== null || row.totpEnabledAt !== null);
    const leavesAdmins =
      row.role === 'admin' && row.disabledAt === null && (role !== 'admin' || disabling);
    if (leavesAdmins && admins.filter((adminId) => adminId !== id).length === 0) {
      throw new AppError(409, 'lastAdmin');
    }
    const venues =
      role === 'admin' ? [] : [...new Set(change.venues ?? (await venuesOfStaff(tx, id)))];
    if (role !== 'admin' && venues.length === 0) {
      throw new AppError(400, 'validation', { venues: staffMessages.venues });
    }
    const next = await updateStaff(tx, id, {
      ...(change.name !== undefined ? { name: change.name } : {}),
      role,
      ...(passwordHash ? { passwordHash } : {}),
      ...(change.disabled === undefined
        ? {}
        : { disabledAt: change.disabled ? (row.disabledAt ?? now()) : null }),
      ...(clearingTotp ? { totpEnabledAt: null, totpSecret: null, totpLastStep: null } : {}),
    });
    const venuesBefore = await venuesOfStaff(tx, id);
    await replaceVenues(tx, id, venues);
    await audit(tx, {
      staffId: actorId,
      action: 'staff.update',
      subject: `staff:${id}`,
      before: {
        name: row.name,
        role: row.role,
        venues: venuesBefore,
        disabled: row.disabledAt !== null,
        ...(clearingTotp ? { totpEnabled: row.totpEnabledAt !== null } : {}),
      },
      after: {
        name: next?.name ?? row.name,
        role,
        venues,
        disabled: (next?.disabledAt ?? null) !== null,
        ...(passwordHash ? { password: 'changed' } : {}),
        ...(clearingTotp ? { totpEnabled: false } : {}),
      },
    });
    if (passwordHash || disabling || clearingTotp || role !== row.role) {
      await revokeAllStaffSessions(tx, id, now());
    }
    return next ?? row;
  });
  return memberView(staff, updated);
}

/** The command line's `reset-totp <login>`: the member's second factor cleared, audited as the command line. */
export async function resetTotpOf(staff: Staff, login: string) {
  const found = await findStaffByLogin(staff.db, login.trim().toLowerCase());
  if (!found) throw new AppError(404, 'notFound');
  return updateMember(staff, found.id, { totpEnabled: false }, null);
}
