/** Opaque bearer tokens (≥ 128 bits), stored hashed, revocable (DESIGN.md §2). */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions } from '../../db/schema';

const SESSION_DAYS = 90;

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

export function createSessions(db: Db) {
  return {
    async create(userId: number): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      await db.insert(sessions).values({
        userId,
        tokenHash: hashToken(token),
        expiresAt: new Date(Date.now() + SESSION_DAYS * 24 * 3600_000),
      });
      return token;
    },

    /** The user of a live token, or null. */
    async userOf(token: string): Promise<number | null> {
      if (!/^[\w-]{20,100}$/.test(token)) return null;
      const [row] = await db
        .select({ userId: sessions.userId })
        .from(sessions)
        .where(
          and(
            eq(sessions.tokenHash, hashToken(token)),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, new Date()),
          ),
        );
      return row?.userId ?? null;
    },

    async revoke(token: string) {
      await db
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(eq(sessions.tokenHash, hashToken(token)));
    },

    /** Ends every session of the user but the one kept. */
    async revokeOthers(userId: number, keepToken: string) {
      await db
        .update(sessions)
        .set({ revokedAt: new Date() })
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
