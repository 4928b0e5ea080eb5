/**
 * One-time codes (DESIGN.md §4 "Codes"): 6 random digits, stored hashed, single use, valid as
 * long as the prompt and the letter say (CODE_ENTRY_SECONDS, decision 021), at most 5 wrong tries;
 * at most 1 send per 60 s and 5 per hour per contact, and a per-address limit.
 */
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { CODE_ENTRY_SECONDS } from '@storefront/contract/accounts';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { verificationCodes } from '../../db/schema';

export type CodePurpose = 'registration' | 'restore' | 'changeEmail' | 'changePhone';

const CODE_TTL_MS = CODE_ENTRY_SECONDS * 1000;
export const MAX_WRONG_TRIES = 5;
const SENDS_PER_MINUTE = 1;
const SENDS_PER_HOUR = 5;
const SENDS_PER_IP_HOUR = 30;

function hashCode(code: string, salt: string) {
  return createHash('sha256').update(`${salt}:${code}`).digest('base64url');
}

export type SendLimit = 'contact' | 'ip' | null;

export function createCodes(db: Db, now: () => Date = () => new Date()) {
  return {
    /**
     * Which limit a new send to this contact from this address would break, if any. The
     * one-a-minute limit is per purpose (a resend of the same code); the hourly one per contact.
     */
    async limitReached(contact: string, ip: string, purpose: CodePurpose): Promise<SendLimit> {
      const hourAgo = new Date(now().getTime() - 3600_000);
      const minuteAgo = new Date(now().getTime() - 60_000);
      const [counts] = await db
        .select({
          contactHour: sql<number>`count(*) filter (where ${verificationCodes.contact} = ${contact})::int`,
          contactMinute: sql<number>`count(*) filter (where ${verificationCodes.contact} = ${contact} and ${verificationCodes.purpose} = ${purpose} and ${verificationCodes.createdAt} > ${minuteAgo})::int`,
          ipHour: sql<number>`count(*) filter (where ${verificationCodes.ip} = ${ip})::int`,
        })
        .from(verificationCodes)
        .where(gt(verificationCodes.createdAt, hourAgo));
      if (!counts) return null;
      if (counts.contactMinute >= SENDS_PER_MINUTE || counts.contactHour >= SENDS_PER_HOUR)
        return 'contact';
      if (counts.ipHour >= SENDS_PER_IP_HOUR) return 'ip';
      return null;
    },

    /** A new code for the contact; earlier unused codes of the same purpose stop working. */
    async issue(input: {
      purpose: CodePurpose;
      contact: string;
      ip: string;
      userId?: number;
      passwordHash?: string;
    }) {
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const salt = randomBytes(12).toString('base64url');
      // One reading of the clock: the code lives exactly as long as the letter says.
      const createdAt = now();
      await db.transaction(async (tx) => {
        await tx
          .update(verificationCodes)
          .set({ consumedAt: now() })
          .where(
            and(
              eq(verificationCodes.contact, input.contact),
              eq(verificationCodes.purpose, input.purpose),
              isNull(verificationCodes.consumedAt),
            ),
          );
        await tx.insert(verificationCodes).values({
          purpose: input.purpose,
          contact: input.contact,
          userId: input.userId ?? null,
          passwordHash: input.passwordHash ?? null,
          codeHash: `${salt}$${hashCode(code, salt)}`,
          ip: input.ip,
          createdAt,
          expiresAt: new Date(createdAt.getTime() + CODE_TTL_MS),
        });
      });
      return code;
    },

    /**
     * Uses up the code if it is right and still valid. The try is counted and the limit checked in
     * the same UPDATE as the row is chosen, before the comparison: a read-then-write count let 100
     * simultaneous guesses all be compared; now at most MAX_WRONG_TRIES ever are, however many
     * arrive at once (the row lock serialises them). A right code keeps its try counted.
     */
    async consume(
      purpose: CodePurpose,
      where: { contact?: string; userId?: number },
      code: string,
    ) {
      const conditions = [
        eq(verificationCodes.purpose, purpose),
        isNull(verificationCodes.consumedAt),
        gt(verificationCodes.expiresAt, now()),
      ];
      if (where.contact !== undefined)
        conditions.push(eq(verificationCodes.contact, where.contact));
      if (where.userId !== undefined) conditions.push(eq(verificationCodes.userId, where.userId));
      // The newest live code of this contact; older ones were superseded at issue().
      const newest = db
        .select({ id: verificationCodes.id })
        .from(verificationCodes)
        .where(and(...conditions))
        .orderBy(desc(verificationCodes.id))
        .limit(1);
      const [row] = await db
        .update(verificationCodes)
        .set({ attempts: sql`${verificationCodes.attempts} + 1` })
        .where(
          and(
            eq(verificationCodes.id, sql`(${newest})`),
            lt(verificationCodes.attempts, MAX_WRONG_TRIES),
            isNull(verificationCodes.consumedAt),
          ),
        )
        .returning();
      if (!row) return null;
      const [salt = '', expected = ''] = row.codeHash.split('$');
      const given = Buffer.from(hashCode(code, salt));
      const right =
        given.length === expected.length && timingSafeEqual(given, Buffer.from(expected));
      if (!right) return null;
      // Single use, also under concurrent calls with the same code.
      const used = await db
        .update(verificationCodes)
        .set({ consumedAt: now() })
        .where(and(eq(verificationCodes.id, row.id), isNull(verificationCodes.consumedAt)))
        .returning({ consumedAt: verificationCodes.consumedAt });
      const consumedAt = used[0]?.consumedAt;
      return consumedAt ? { ...row, consumedAt } : null;
    },
  };
}

export type Codes = ReturnType<typeof createCodes>;
