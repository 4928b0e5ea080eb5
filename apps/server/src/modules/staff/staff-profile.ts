/** What the staff use cases share: their options, a member's profile as every call sees it. */
import { randomBytes } from 'node:crypto';
import type { StaffProfile } from '@storefront/contract/staff';
import { menuVenueIds } from '@storefront/contract/venues';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { PasswordHasher } from '../../lib/passwords';
import type { SecretBox } from '../../lib/secret-box';
import { findStaff, type StaffRow, venuesOfStaff } from './repository';

export interface StaffServiceOptions {
  db: Db;
  passwords: PasswordHasher;
  secrets: SecretBox;
  /** a production site: an admin must enable TOTP before anything else */
  production: boolean;
  now?: () => Date;
}

/** The options as the use cases are given them (staff-sessions.ts, second-factor.ts, staff-members.ts). */
export interface Staff extends Required<StaffServiceOptions> {
  /**
   * A hash unknown logins cost too, so timing does not tell which logins exist. Made on the
   * first sign-in, not at start: the hasher's few slots are the guests' too.
   */
  dummyHash: () => Promise<string>;
}

export function staffOf({ now = () => new Date(), ...options }: StaffServiceOptions): Staff {
  let dummyHash: Promise<string> | null = null;
  return {
    ...options,
    now,
    dummyHash: () => {
      dummyHash ??= options.passwords.hash(randomBytes(16).toString('hex'));
      return dummyHash;
    },
  };
}

export async function profileOf(
  { db, production }: Staff,
  member: StaffRow,
  venues?: number[],
): Promise<StaffProfile> {
  const own =
    member.role === 'admin' ? [...menuVenueIds] : (venues ?? (await venuesOfStaff(db, member.id)));
  const totpEnabled = member.totpEnabledAt !== null;
  return {
    id: member.id,
    login: member.login,
    name: member.name,
    role: member.role,
    venues: own,
    totpEnabled,
    totpSetupRequired: production && member.role === 'admin' && !totpEnabled,
  };
}

/** The member of this id; 404 when there is none. */
export async function member({ db }: Staff, id: number): Promise<StaffRow> {
  const row = await findStaff(db, id);
  if (!row) throw new AppError(404, 'notFound');
  return row;
}
