/**
 * The SQL on the staff tables (`staff_members`, `staff_venues`, `staff_sessions`,
 * `staff_stream_tickets`).
 */
import type { StaffRole } from '@storefront/contract/staff';
import { and, asc, eq, gt, isNull, lte, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { staffMembers, staffSessions, staffStreamTickets, staffVenues } from '../../db/schema';

export type StaffRow = typeof staffMembers.$inferSelect;
export type Executor = Db | Tx;

export async function findStaffByLogin(ex: Executor, login: string) {
  const [row] = await ex.select().from(staffMembers).where(eq(staffMembers.login, login));
  return row;
}

export async function findStaff(ex: Executor, id: number) {
  const [row] = await ex.select().from(staffMembers).where(eq(staffMembers.id, id));
  return row;
}

export async function venuesOfStaff(ex: Executor, staffId: number): Promise<number[]> {
  const rows = await ex
    .select({ venueId: staffVenues.venueId })
    .from(staffVenues)
    .where(eq(staffVenues.staffId, staffId))
    .orderBy(asc(staffVenues.venueId));
  return rows.map((row) => row.venueId);
}

export async function allStaff(ex: Executor) {
  const [members, links] = await Promise.all([
    ex.select().from(staffMembers).orderBy(asc(staffMembers.login)),
    ex.select().from(staffVenues),
  ]);
  return members.map((member) => ({
    member,
    venues: links
      .filter((link) => link.staffId === member.id)
      .map((link) => link.venueId)
      .sort((a, b) => a - b),
  }));
}

/** A new member; undefined when the login is taken (one statement: two admins adding one login race). */
export async function insertStaff(
  tx: Tx,
  member: { login: string; name: string; role: StaffRole; passwordHash: string },
  venues: readonly number[],
): Promise<StaffRow | undefined> {
  const [row] = await tx.insert(staffMembers).values(member).onConflictDoNothing().returning();
  if (row && venues.length > 0) {
    await tx.insert(staffVenues).values(venues.map((venueId) => ({ staffId: row.id, venueId })));
  }
  return row;
}

export async function updateStaff(
  ex: Executor,
  id: number,
  change: Partial<
    Pick<
      StaffRow,
      | 'name'
      | 'role'
      | 'passwordHash'
      | 'totpSecret'
      | 'totpEnabledAt'
      | 'totpLastStep'
      | 'disabledAt'
    >
  >,
) {
  const [row] = await ex
    .update(staffMembers)
    .set(change)
    .where(eq(staffMembers.id, id))
    .returning();
  return row;
}

export async function replaceVenues(tx: Tx, staffId: number, venues: readonly number[]) {
  await tx.delete(staffVenues).where(eq(staffVenues.staffId, staffId));
  if (venues.length > 0) {
    await tx.insert(staffVenues).values(venues.map((venueId) => ({ staffId, venueId })));
  }
}

/**
 * The active admins, locked until the transaction ends: demoting or disabling one is decided one
 * at a time, so two admins demoting each other cannot leave the site without one.
 */
export async function lockActiveAdmins(tx: Tx): Promise<number[]> {
  const rows = await tx
    .select({ id: staffMembers.id })
    .from(staffMembers)
    .where(and(eq(staffMembers.role, 'admin'), isNull(staffMembers.disabledAt)))
    .for('update');
  return rows.map((row) => row.id);
}

/**
 * Accepts a TOTP step only if it is later than the last one accepted (one statement, so two
 * sign-ins racing with one code cannot both pass).
 */
export async function takeTotpStep(ex: Executor, staffId: number, step: number): Promise<boolean> {
  const rows = await ex
    .update(staffMembers)
    .set({ totpLastStep: step })
    .where(
      and(
        eq(staffMembers.id, staffId),
        sql`(${staffMembers.totpLastStep} is null or ${staffMembers.totpLastStep} < ${step})`,
      ),
    )
    .returning({ id: staffMembers.id });
  return rows.length > 0;
}

export async function insertStaffSession(
  ex: Executor,
  session: { staffId: number; tokenHash: string; createdAt: Date; expiresAt: Date },
) {
  await ex.insert(staffSessions).values({
    ...session,
    lastSeenAt: session.createdAt,
    // signed in with the password
    passwordCheckedAt: session.createdAt,
  });
}

/** The member of the session of this token gave their password just now. */
export async function markPasswordChecked(ex: Executor, tokenHash: string, now: Date) {
  await ex
    .update(staffSessions)
    .set({ passwordCheckedAt: now })
    .where(eq(staffSessions.tokenHash, tokenHash));
}

/** The session of a token (or of an id: a stream's), unless revoked or past its end. */
export async function liveStaffSession(
  ex: Executor,
  key: { tokenHash: string } | { id: number },
  now: Date,
) {
  const [row] = await ex
    .select()
    .from(staffSessions)
    .where(
      and(
        'id' in key ? eq(staffSessions.id, key.id) : eq(staffSessions.tokenHash, key.tokenHash),
        isNull(staffSessions.revokedAt),
        gt(staffSessions.expiresAt, now),
      ),
    );
  return row;
}

/** A new stream ticket of a session; the expired ones of every session go at the same time. */
export async function insertStreamTicket(
  ex: Executor,
  ticket: { ticketHash: string; sessionId: number; expiresAt: Date },
  now: Date,
) {
  await ex.delete(staffStreamTickets).where(lte(staffStreamTickets.expiresAt, now));
  await ex.insert(staffStreamTickets).values(ticket);
}

/**
 * Uses up a ticket: its session's id, or undefined for an unknown, used or expired one (one
 * statement, so a ticket opens one stream however many try it at once).
 */
export async function takeStreamTicket(
  ex: Executor,
  ticketHash: string,
  now: Date,
): Promise<number | undefined> {
  const [row] = await ex
    .delete(staffStreamTickets)
    .where(eq(staffStreamTickets.ticketHash, ticketHash))
    .returning();
  return row && row.expiresAt > now ? row.sessionId : undefined;
}

export async function touchStaffSession(ex: Executor, id: number, now: Date) {
  await ex.update(staffSessions).set({ lastSeenAt: now }).where(eq(staffSessions.id, id));
}

export async function revokeStaffSession(ex: Executor, tokenHash: string, now: Date) {
  await ex
    .update(staffSessions)
    .set({ revokedAt: now })
    .where(and(eq(staffSessions.tokenHash, tokenHash), isNull(staffSessions.revokedAt)));
}

/** Signs a member out everywhere but the session of `keepTokenHash` (a second factor enabled). */
export async function revokeOtherStaffSessions(
  ex: Executor,
  staffId: number,
  keepTokenHash: string,
  now: Date,
) {
  await ex
    .update(staffSessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(staffSessions.staffId, staffId),
        isNull(staffSessions.revokedAt),
        ne(staffSessions.tokenHash, keepTokenHash),
      ),
    );
}

/** Signs a member out everywhere (disabled, password reset, role changed, factor cleared). */
export async function revokeAllStaffSessions(ex: Executor, staffId: number, now: Date) {
  await ex
    .update(staffSessions)
    .set({ revokedAt: now })
    .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.revokedAt)));
}
