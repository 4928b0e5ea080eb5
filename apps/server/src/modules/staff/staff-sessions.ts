/**
 * A member's sign-in (password, and the code once the second factor is on, in one step), under
 * limits per login and per address; their sessions, in their own table, shorter than a guest's:
 * STAFF_SESSION_IDLE_HOURS idle and STAFF_SESSION_DAYS at most (issue 31 item 6, decision 079).
 */
import { randomBytes } from 'node:crypto';
import {
  STAFF_SESSION_DAYS,
  STAFF_SESSION_IDLE_HOURS,
  STREAM_TICKET_SECONDS,
  type StaffProfile,
  staffMessages,
} from '@storefront/contract/staff';
import { AppError, tooMany } from '../../lib/app-error';
import { hitCounter, returnHit } from '../../lib/counters';
import { DAY_MS, hashToken } from '../accounts/sessions';
import {
  findStaff,
  findStaffByLogin,
  insertStaffSession,
  insertStreamTicket,
  liveStaffSession,
  revokeStaffSession,
  takeStreamTicket,
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
    expiresAt: new Date(at.getTime() + STAFF_SESSION_DAYS * DAY_MS),
  });
  return { token, staff: await profileOf(staff, found) };
}

const IDLE_MS = STAFF_SESSION_IDLE_HOURS * 3600_000;
/**
 * last_seen_at is written at most this often per session, so the idle limit holds to within five
 * minutes without a write on every staff call.
 */
const LAST_SEEN_RESOLUTION_MS = 5 * 60_000;

type SessionRow = NonNullable<Awaited<ReturnType<typeof liveStaffSession>>>;

/** The member of a live session (not idle, member not disabled), noting its use; or null. */
async function memberOf(staff: Staff, session: SessionRow | undefined, at: Date) {
  if (!session) return null;
  if (at.getTime() - session.lastSeenAt.getTime() > IDLE_MS) return null;
  const row = await findStaff(staff.db, session.staffId);
  if (!row || row.disabledAt) return null;
  if (at.getTime() - session.lastSeenAt.getTime() >= LAST_SEEN_RESOLUTION_MS) {
    await touchStaffSession(staff.db, session.id, at);
  }
  return row;
}

const TOKEN_SHAPE = /^[\w-]{20,100}$/;

/** The live session of a token and its member, or null (unknown, expired, idle, revoked, disabled). */
async function sessionOfToken(staff: Staff, token: string) {
  if (!TOKEN_SHAPE.test(token)) return null;
  const at = staff.now();
  const session = await liveStaffSession(staff.db, { tokenHash: hashToken(token) }, at);
  const row = await memberOf(staff, session, at);
  return session && row ? { session, row } : null;
}

/** The member of a live session token, or null (unknown, expired, idle, revoked, disabled). */
export async function principalOf(staff: Staff, token: string): Promise<StaffPrincipal | null> {
  const found = await sessionOfToken(staff, token);
  return found && profileOf(staff, found.row);
}

/** The member of the live session of this id (a stream's), or null as for a token. */
export async function principalOfSession(
  staff: Staff,
  sessionId: number,
): Promise<StaffPrincipal | null> {
  const at = staff.now();
  const row = await memberOf(staff, await liveStaffSession(staff.db, { id: sessionId }, at), at);
  return row && profileOf(staff, row);
}

/** The id of a token's live session, or null. */
export async function sessionIdOf(staff: Staff, token: string): Promise<number | null> {
  return (await sessionOfToken(staff, token))?.session.id ?? null;
}

/**
 * A ticket that opens one stream of this token's session within STREAM_TICKET_SECONDS (decision
 * 079): random, kept hashed, used once. 401 when the session is not live.
 */
export async function streamTicket(staff: Staff, token: string): Promise<{ ticket: string }> {
  const found = await sessionOfToken(staff, token);
  if (!found) throw new AppError(401, 'staffUnauthorized');
  const ticket = randomBytes(32).toString('base64url');
  const at = staff.now();
  await insertStreamTicket(
    staff.db,
    {
      ticketHash: hashToken(ticket),
      sessionId: found.session.id,
      expiresAt: new Date(at.getTime() + STREAM_TICKET_SECONDS * 1000),
    },
    at,
  );
  return { ticket };
}

/** Uses up a stream ticket: the id of the session it was taken by, or null. */
export async function sessionOfTicket(staff: Staff, ticket: string): Promise<number | null> {
  if (!TOKEN_SHAPE.test(ticket)) return null;
  return (await takeStreamTicket(staff.db, hashToken(ticket), staff.now())) ?? null;
}

export const logout = (staff: Staff, token: string) =>
  revokeStaffSession(staff.db, hashToken(token), staff.now());
