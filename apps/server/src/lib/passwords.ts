/**
 * Password hashing: scrypt N=2^17, r=8, p=1 (DESIGN.md §2), in the thread pool, a few at a time.
 *
 * Each hash takes ~128 MiB and a thread of libuv's pool (4 threads), which file reads share: 50
 * logins at once used to take 600 MiB and stall static files for 15 s (issue 10 item 13). So at
 * most HASHES_AT_ONCE run, HASH_QUEUE_LIMIT wait, and the rest are told to come back shortly.
 */
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import pLimit from 'p-limit';
import { AppError } from './app-error';

export const HASHES_AT_ONCE = 2;
export const HASH_QUEUE_LIMIT = 32;
/** what a login beyond the queue is told: a hash takes ~0.1–0.3 s, a full queue a few seconds */
const BUSY_RETRY_SECONDS = 5;

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(password: string, stored: string): Promise<boolean>;
  /** hashes running and waiting now */
  load(): { running: number; waiting: number };
}

function derive(password: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(
      password.normalize('NFKC'),
      salt,
      32,
      { N: n, r, p, maxmem: 256 * n * r + 1024 * 1024 },
      (error, key) => (error ? reject(error) : resolve(key)),
    ),
  );
}

/** `cost` is log2(N): 17 in production; tests may pass less to stay fast. */
export function createPasswordHasher({
  cost = 17,
  atOnce = HASHES_AT_ONCE,
  queueLimit = HASH_QUEUE_LIMIT,
}: {
  cost?: number;
  atOnce?: number;
  queueLimit?: number;
} = {}): PasswordHasher {
  const n = 2 ** cost;
  const limit = pLimit(atOnce);
  function bounded(password: string, salt: Buffer, n: number, r: number, p: number) {
    if (limit.pendingCount >= queueLimit) {
      const busy = new AppError(503, 'serviceUnavailable');
      busy.retryAfterSeconds = BUSY_RETRY_SECONDS;
      return Promise.reject(busy);
    }
    return limit(() => derive(password, salt, n, r, p));
  }
  return {
    load: () => ({ running: limit.activeCount, waiting: limit.pendingCount }),
    async hash(password) {
      const salt = randomBytes(16);
      const key = await bounded(password, salt, n, 8, 1);
      return `scrypt$${n}$8$1$${salt.toString('base64url')}$${key.toString('base64url')}`;
    },
    async verify(password, stored) {
      const [scheme, nText, rText, pText, saltText, keyText] = stored.split('$');
      if (scheme !== 'scrypt' || !saltText || !keyText) return false;
      const expected = Buffer.from(keyText, 'base64url');
      const key = await bounded(
        password,
        Buffer.from(saltText, 'base64url'),
        Number(nText),
        Number(rText),
        Number(pText),
      );
      return key.length === expected.length && timingSafeEqual(key, expected);
    },
  };
}
