/**
 * Limits on the calls whose answer tells whether an account exists (SPEC §8 keeps their texts:
 * userExists, userNotExists, checkEmail/checkPhone's isExist): counted per network address, per
 * contact asked about and per logged-in user, in the database so every process counts together
 * (decision 028). Every call counts, also those refused, so a refused prober stays refused.
 */
import type { Db } from '../../db/client';
import { tooMany } from '../../lib/app-error';
import { hitCounter } from '../../lib/counters';

const LOOKUP_WINDOW_MS = 3600_000;
/**
 * Per address an hour: a guest registers, restores or changes a contact a few times a year; an
 * office or a carrier's shared address gets room for many guests. The e2e run makes 16 look-ups
 * from 127.0.0.1 (32 if CI retried every one), well under it.
 */
export const LOOKUPS_PER_ADDRESS = 60;
/** Per contact asked about an hour: code sends to it stop at 5 an hour anyway. */
export const LOOKUPS_PER_CONTACT = 10;
/** Per logged-in user an hour (checkEmail, checkPhone, the change-code sends). */
export const LOOKUPS_PER_USER = 20;

export function createLookupLimits(db: Db) {
  return {
    /** Counts one look-up; a 429 tooManyRequests with Retry-After when a limit is passed. */
    async count(who: { ip: string; contact?: string; userId?: number }) {
      const checks: [string, number][] = [[`lookup:ip:${who.ip}`, LOOKUPS_PER_ADDRESS]];
      if (who.contact !== undefined)
        checks.push([`lookup:contact:${who.contact}`, LOOKUPS_PER_CONTACT]);
      if (who.userId !== undefined) checks.push([`lookup:user:${who.userId}`, LOOKUPS_PER_USER]);
      let retryMs = 0;
      for (const [key, max] of checks) {
        const hit = await hitCounter(db, key, LOOKUP_WINDOW_MS);
        if (hit.hits > max) retryMs = Math.max(retryMs, hit.ttlMs);
      }
      if (retryMs > 0) throw tooMany('tooManyRequests', Math.max(1, Math.ceil(retryMs / 1000)));
    },
  };
}

export type LookupLimits = ReturnType<typeof createLookupLimits>;
