/** Password hashing: scrypt N=2^17, r=8, p=1 (DESIGN.md §2), in the thread pool. */
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(password: string, stored: string): Promise<boolean>;
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
export function createPasswordHasher({ cost = 17 }: { cost?: number } = {}): PasswordHasher {
  const n = 2 ** cost;
  return {
    async hash(password) {
      const salt = randomBytes(16);
      const key = await derive(password, salt, n, 8, 1);
      return `scrypt$${n}$8$1$${salt.toString('base64url')}$${key.toString('base64url')}`;
    },
    async verify(password, stored) {
      const [scheme, nText, rText, pText, saltText, keyText] = stored.split('$');
      if (scheme !== 'scrypt' || !saltText || !keyText) return false;
      const expected = Buffer.from(keyText, 'base64url');
      const key = await derive(
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
