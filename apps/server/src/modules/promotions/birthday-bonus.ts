/**
 * The birthday bonus (issue 32 item 2, decision 085): when admins have it on (`birthdayPoints` in
 * the loyalty rules), every account whose birthday is the venue's today gets its points — once a
 * year, however many passes and server processes run (a partial unique index on the account and
 * the year). A pass runs every `everyMs` in each process; the ones after the first find nothing.
 */
import { birthdaysCelebratedOn } from '@storefront/contract/loyalty';
import { venueDate } from '@storefront/contract/venue-clock';
import { and, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pointsEntries, users } from '../../db/schema';
import { periodic } from '../../lib/periodic';
import { rulesInForce } from './points-ledger';

const DAY_MS = 86_400_000;
/** accounts given their bonus in one insert */
const BATCH = 500;

export function createBirthdayBonus({
  db,
  everyMs,
  log,
  now = () => new Date(),
}: {
  db: Db;
  everyMs: number;
  log: { warn(details: object, message: string): void };
  now?: () => Date;
}) {
  /** One pass at `at`: gives the bonus to the accounts whose birthday it is; how many got it. */
  async function runOnce(at: Date = now()): Promise<number> {
    const { rules } = await rulesInForce(db);
    if (rules.birthdayPoints <= 0) return 0;
    const today = venueDate(at);
    const year = Number(today.slice(0, 4));
    // Names written out: drizzle leaves an outer column unqualified inside a subquery (083).
    const notGivenThisYear = sql`not exists (select 1 from points_entries given
      where given.user_id = "users"."id" and given.kind = 'birthday'
        and given.birthday_year = ${year})`;
    const celebrating = await db
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          inArray(sql`to_char(${users.birthday}, 'MM-DD')`, birthdaysCelebratedOn(today)),
          notGivenThisYear,
        ),
      );
    let given = 0;
    for (let start = 0; start < celebrating.length; start += BATCH) {
      const inserted = await db
        .insert(pointsEntries)
        .values(
          celebrating.slice(start, start + BATCH).map(({ id }) => ({
            userId: id,
            kind: 'birthday' as const,
            points: rules.birthdayPoints,
            birthdayYear: year,
            createdAt: at,
            // Lives as earned points do: the one lifetime admins set in «Правила баллов».
            expiresAt: new Date(at.getTime() + rules.lifetimeDays * DAY_MS),
          })),
        )
        // Another process gave it first: the unique index keeps it once.
        .onConflictDoNothing()
        .returning({ id: pointsEntries.id });
      given += inserted.length;
    }
    return given;
  }

  return {
    runOnce,
    ...periodic({
      runOnce: () => runOnce(),
      everyMs,
      fallback: 0,
      onError: (error) => log.warn({ err: error.message }, 'birthday bonus pass failed'),
    }),
  };
}

export type BirthdayBonus = ReturnType<typeof createBirthdayBonus>;
