/**
 * Secrets the server must read back (a staff member's TOTP secret), sealed at rest with
 * AES-256-GCM under STAFF_SECRET_KEY: a copy of the database alone does not give them away.
 * Sealed text is `v1.<iv>.<tag>.<ciphertext>`, base64url.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

const VERSION = 'v1';

export interface SecretBox {
  seal(plain: string): string;
  /** The plain text, or null for text not sealed by this key. */
  open(sealed: string): string | null;
}

export function createSecretBox(key: Buffer): SecretBox {
  if (key.length !== 32) throw new RangeError('a secret box key is 32 bytes');
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, iv, cipher.getAuthTag(), data]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    open(sealed) {
      const [version, iv, tag, data] = sealed.split('.');
      if (version !== VERSION || !iv || !tag || data === undefined) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([
          decipher.update(Buffer.from(data, 'base64url')),
          decipher.final(),
        ]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}

/**
 * STAFF_SECRET_KEY (base64), or outside production a development key: fixed, so a development
 * database keeps working across restarts, and public, so it protects nothing (production refuses
 * to start without the real one).
 */
export function staffSecretKey(configured: string | undefined): Buffer {
  return configured
    ? Buffer.from(configured, 'base64')
    : createHash('sha256').update('storefront development staff secret key').digest();
}
