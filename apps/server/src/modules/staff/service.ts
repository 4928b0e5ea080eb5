/**
 * Staff accounts (issue 14 item 1): sign-in with a password hashed like a guest's and, once
 * enabled, a TOTP code; sessions under the guests' rules in their own table; an admin's
 * management of staff. Who may do what is decided by `can` (permissions.ts) on every call.
 */
import { randomBytes } from 'node:crypto';
import { type StaffProfile, type StaffRole, staffMessages } from '@storefront/contract/staff';
import { menuVenueIds } from '@storefront/contract/venues';
import type { Db } from '../../db/client';
import { AppError, tooMany } from '../../lib/app-error';
import { hitCounter } from '../../lib/counters';
import type { PasswordHasher } from '../../lib/passwords';
import type { SecretBox } from '../../lib/secret-box';
import {
  DAY_MS,
  hashToken,
  LAST_SEEN_RESOLUTION_MS,
  SESSION_DAYS,
  SESSION_IDLE_DAYS,
} from '../accounts/sessions';
import { audit } from '../audit/audit';
import {
  allStaff,
  findStaff,
  findStaffByLogin,
  insertStaff,
  insertStaffSession,
  liveStaffSession,
  lockActiveAdmins,
  replaceVenues,
  revokeAllStaffSessions,
  revokeStaffSession,
  type StaffRow,
  takeTotpStep,
  touchStaffSession,
  updateStaff,
  venuesOfStaff,
} from './repository';
import { newTotpSecret, totpStep } from './totp';

/** Sign-in attempts in a window, counted in the database so every process counts together. */
const ATTEMPT_WINDOW_MS = 15 * 60_000;
/** Per login: a person mistypes a few times; a guesser gets nowhere in 15 minutes. */
export const ATTEMPTS_PER_LOGIN = 10;
/** Per address: a restaurant's whole shift signs in from one office address. */
export const ATTEMPTS_PER_ADDRESS = 50;

/** Who is calling, as every staff call sees it. */
export interface StaffPrincipal extends StaffProfile {}

export interface StaffServiceOptions {
  db: Db;
  passwords: PasswordHasher;
  secrets: SecretBox;
  /** a production site: an admin must enable TOTP before anything else */
  production: boolean;
  now?: () => Date;
}

export function createStaffService({
  db,
  passwords,
  secrets,
  production,
  now = () => new Date(),
}: StaffServiceOptions) {
  // Unknown logins cost a hash too, so timing does not tell which logins exist. Made on the first
  // sign-in, not at start: the hasher's few slots are the guests' too.
  let dummyHash: Promise<string> | null = null;
  const dummy = () => {
    dummyHash ??= passwords.hash(randomBytes(16).toString('hex'));
    return dummyHash;
  };

  async function profileOf(member: StaffRow, venues?: number[]): Promise<StaffProfile> {
    const own =
      member.role === 'admin'
        ? [...menuVenueIds]
        : (venues ?? (await venuesOfStaff(db, member.id)));
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

  /** The member's TOTP secret in clear, or null when none was set up (or it does not open). */
  const secretOf = (member: StaffRow) =>
    member.totpSecret === null ? null : secrets.open(member.totpSecret);

  /** Whether `code` is the member's current code, used for the first time. */
  async function codeAccepted(member: StaffRow, code: string): Promise<boolean> {
    const secret = secretOf(member);
    if (!secret) return false;
    const step = totpStep(secret, code.trim(), now().getTime());
    return step !== null && (await takeTotpStep(db, member.id, step));
  }

  async function countAttempt(login: string, ip: string) {
    let retryMs = 0;
    for (const [key, max] of [
      [`staff-login:ip:${ip}`, ATTEMPTS_PER_ADDRESS],
      [`staff-login:login:${login}`, ATTEMPTS_PER_LOGIN],
    ] as const) {
      const hit = await hitCounter(db, key, ATTEMPT_WINDOW_MS);
      if (hit.hits > max) retryMs = Math.max(retryMs, hit.ttlMs);
    }
    if (retryMs > 0) throw tooMany('tooManyRequests', Math.max(1, Math.ceil(retryMs / 1000)));
  }

  async function member(id: number): Promise<StaffRow> {
    const row = await findStaff(db, id);
    if (!row) throw new AppError(404, 'notFound');
    return row;
  }

  async function memberView(row: StaffRow) {
    return { ...(await profileOf(row)), disabled: row.disabledAt !== null };
  }

  return {
    /**
     * A session token for a member's login and password, and code once TOTP is on. Every attempt
     * counts against the login's and the address's limits, also the refused ones.
     */
    async login(
      input: { login: string; password: string; code?: string },
      ip: string,
    ): Promise<{ token: string; staff: StaffProfile }> {
      const login = input.login.trim().toLowerCase();
      await countAttempt(login, ip);
      const found = login ? await findStaffByLogin(db, login) : undefined;
      const valid = await passwords.verify(input.password, found?.passwordHash ?? (await dummy()));
      if (!found || !valid) throw new AppError(401, 'invalidCredentials');
      if (found.disabledAt) throw new AppError(403, 'staffDisabled');
      if (found.totpEnabledAt) {
        if (!input.code) throw new AppError(401, 'totpRequired');
        if (!(await codeAccepted(found, input.code))) throw new AppError(401, 'invalidTotpCode');
      }
      const token = randomBytes(32).toString('base64url');
      const at = now();
      await insertStaffSession(db, {
        staffId: found.id,
        tokenHash: hashToken(token),
        createdAt: at,
        expiresAt: new Date(at.getTime() + SESSION_DAYS * DAY_MS),
      });
      return { token, staff: await profileOf(found) };
    },

    /** The member of a live session token, or null (unknown, expired, idle, revoked, disabled). */
    async principalOf(token: string): Promise<StaffPrincipal | null> {
      if (!/^[\w-]{20,100}$/.test(token)) return null;
      const at = now();
      const session = await liveStaffSession(db, hashToken(token), at);
      if (!session) return null;
      if (at.getTime() - session.lastSeenAt.getTime() > SESSION_IDLE_DAYS * DAY_MS) return null;
      const row = await findStaff(db, session.staffId);
      if (!row || row.disabledAt) return null;
      if (at.getTime() - session.lastSeenAt.getTime() >= LAST_SEEN_RESOLUTION_MS) {
        await touchStaffSession(db, session.id, at);
      }
      return profileOf(row);
    },

    logout: (token: string) => revokeStaffSession(db, hashToken(token), now()),

    /** A new secret to scan; in force only once a code from it is given (totpEnable). */
    async totpSetup(principal: StaffPrincipal) {
      if (principal.totpEnabled) throw new AppError(409, 'badRequest');
      const setup = await newTotpSecret(principal.login);
      await updateStaff(db, principal.id, {
        totpSecret: secrets.seal(setup.secret),
        totpLastStep: null,
      });
      return setup;
    },

    async totpEnable(principal: StaffPrincipal, code: string): Promise<StaffProfile> {
      const row = await member(principal.id);
      if (row.totpEnabledAt) return profileOf(row);
      if (!(await codeAccepted(row, code))) throw new AppError(400, 'invalidTotpCode');
      return profileOf((await updateStaff(db, row.id, { totpEnabledAt: now() })) ?? row);
    },

    /** Off again, with a current code; never for an admin of a production site. */
    async totpDisable(principal: StaffPrincipal, code: string): Promise<StaffProfile> {
      if (production && principal.role === 'admin') throw new AppError(403, 'forbidden');
      const row = await member(principal.id);
      if (!row.totpEnabledAt) return profileOf(row);
      if (!(await codeAccepted(row, code))) throw new AppError(400, 'invalidTotpCode');
      return profileOf(
        (await updateStaff(db, row.id, {
          totpEnabledAt: null,
          totpSecret: null,
          totpLastStep: null,
        })) ?? row,
      );
    },

    async listMembers() {
      const rows = await allStaff(db);
      return Promise.all(
        rows.map(async ({ member: row, venues }) => ({
          ...(await profileOf(row, venues)),
          disabled: row.disabledAt !== null,
        })),
      );
    },

    /** A new member; 409 loginTaken when the login exists. */
    async createMember(
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
      const passwordHash = await passwords.hash(input.password);
      const venues = input.role === 'admin' ? [] : [...new Set(input.venues)];
      const row = await db.transaction(async (tx) => {
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
      return memberView(row);
    },

    /**
     * An admin's change to a member. The last active admin can be neither demoted nor disabled;
     * a new password, a new role or disabling signs the member out everywhere.
     */
    async updateMember(
      id: number,
      change: {
        name?: string;
        role?: StaffRole;
        venues?: readonly number[];
        password?: string;
        disabled?: boolean;
      },
      /** who changes them; null: the command line */
      actorId: number | null = null,
    ) {
      const passwordHash = change.password ? await passwords.hash(change.password) : undefined;
      const updated = await db.transaction(async (tx) => {
        const admins = await lockActiveAdmins(tx);
        const row = await findStaff(tx, id);
        if (!row) throw new AppError(404, 'notFound');
        const role = change.role ?? row.role;
        const disabling = change.disabled === true && row.disabledAt === null;
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
          },
          after: {
            name: next?.name ?? row.name,
            role,
            venues,
            disabled: (next?.disabledAt ?? null) !== null,
            ...(passwordHash ? { password: 'changed' } : {}),
          },
        });
        if (passwordHash || disabling || role !== row.role) {
          await revokeAllStaffSessions(tx, id, now());
        }
        return next ?? row;
      });
      return memberView(updated);
    },
  };
}

export type StaffService = ReturnType<typeof createStaffService>;
