/**
 * Opaque bearer tokens (≥ 128 bits), stored hashed, revocable (DESIGN.md §2). A session ends after
 * SESSION_IDLE_DAYS without use, and SESSION_DAYS after it began however much it is used
 * (decision 028).
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions, verificationCodes } from '../../db/schema';

export const DAY_MS = 24 * 3600_000;
export const SESSION_DAYS = 90;
export const SESSION_IDLE_DAYS = 30;
/**
 * last_seen_at is written at most this often per session, so a logged-in guest's every request
 * is not a database write; the idle limit is therefore kept to within an hour.
 */
export const LAST_SEEN_RESOLUTION_MS = 3600_000;
/** A session made by a restore-access code may set a new password without the old one this long. */
const RESTORE_GRACE_MS = 15 * 60_000;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

export function createSessions(db: Db, now: () => Date = () => new Date()) {
  return {
    /** `at`: the session's start, given when it must match another record (a restore code). */
    async create(userId: number, at: Date = now()): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      await db.insert(sessions).values({
        userId,
        tokenHash: hashToken(token),
        createdAt: at,
        lastSeenAt: at,
        expiresAt: new Date(at.getTime() + SESSION_DAYS * DAY_MS),
      });
      return token;
    },

    /** The user of a live token, or null; notes the use (at most once an hour). */
    async userOf(token: string): Promise<number | null> {
      if (!/^[\w-]{20,100}$/.test(token)) return null;
      const time = now();
      const [row] = await db
        .select({ id: sessions.id, userId: sessions.userId, lastSeenAt: sessions.lastSeenAt })
        .from(sessions)
        .where(
          and(
            eq(sessions.tokenHash, hashToken(token)),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, time),
            gt(sessions.lastSeenAt, new Date(time.getTime() - SESSION_IDLE_DAYS * DAY_MS)),
          ),
        );
      if (!row) return null;
      if (time.getTime() - row.lastSeenAt.getTime() >= LAST_SEEN_RESOLUTION_MS) {
        await db.update(sessions).set({ lastSeenAt: time }).where(eq(sessions.id, row.id));
      }
      return row.userId;
    },

    /**
     * Whether the token's session was made by a restore-access code less than RESTORE_GRACE_MS
     * ago. The session and the code are linked by their times: checkRestoreAccessCode starts the
     * session at the very instant the code was used up (no column of its own needed).
     */
    async isFreshRestore(token: string): Promise<boolean> {
      const [row] = await db
        .select({ id: sessions.id })
        .from(sessions)
        .innerJoin(
          verificationCodes,
          and(
            eq(verificationCodes.userId, sessions.userId),
            eq(verificationCodes.purpose, 'restore'),
            eq(verificationCodes.consumedAt, sessions.createdAt),
          ),
        )
        .where(
          and(
            eq(sessions.tokenHash, hashToken(token)),
            isNull(sessions.revokedAt),
            gt(sessions.createdAt, new Date(now().getTime() - RESTORE_GRACE_MS)),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    async revoke(token: string) {
      await db
        .update(sessions)
        .set({ revokedAt: now() })
        .where(eq(sessions.tokenHash, hashToken(token)));
    },

    /** Ends every session of the user but the one kept. */
    async revokeOthers(userId: number, keepToken: string) {
      await db
        .update(sessions)
        .set({ revokedAt: now() })
        .where(
          and(
            eq(sessions.userId, userId),
            isNull(sessions.revokedAt),
            ne(sessions.tokenHash, hashToken(keepToken)),
          ),
        );
    },
  };
}

export type Sessions = ReturnType<typeof createSessions>;
