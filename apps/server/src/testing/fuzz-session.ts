/**
 * Signed-in callers for the fuzzer, so that routes run past their login checks: a guest for the
 * account routes, and an admin of the back office (with a second factor, as production requires
 * of admins) for every staff route and stream.
 */
import { randomBytes } from 'node:crypto';
import type { Db } from '../db/client';
import { staffMembers, staffSessions, users } from '../db/schema';
import { createSessions, hashToken } from '../modules/accounts/sessions';

export async function fuzzAccessToken(db: Db): Promise<string> {
  const [user] = await db
    .insert(users)
    .values({ email: 'fuzz@example.ru', phone: '79140000000', passwordHash: 'x', name: 'Фузз' })
    .returning({ id: users.id });
  if (!user) throw new Error('no fuzz user');
  return createSessions(db).create(user.id);
}

const DAY_MS = 24 * 3600_000;

/** A live staff session of an admin whose TOTP is on, at the fuzzer's fixed time. */
export async function fuzzStaffToken(db: Db, now: Date): Promise<string> {
  const [member] = await db
    .insert(staffMembers)
    .values({
      login: 'fuzz-admin',
      name: 'Фузз',
      role: 'admin',
      passwordHash: 'x',
      // never opened: the fuzzer signs in by its session, not by codes
      totpSecret: 'v1.fuzz',
      totpEnabledAt: new Date(now.getTime() - DAY_MS),
    })
    .returning({ id: staffMembers.id });
  if (!member) throw new Error('no fuzz admin');
  const token = randomBytes(32).toString('base64url');
  await db.insert(staffSessions).values({
    staffId: member.id,
    tokenHash: hashToken(token),
    createdAt: now,
    lastSeenAt: now,
    passwordCheckedAt: now,
    expiresAt: new Date(now.getTime() + DAY_MS),
  });
  return token;
}
