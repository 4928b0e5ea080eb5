import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createSecretBox, staffSecretKey } from './secret-box';

describe('a secret box', () => {
  const box = createSecretBox(randomBytes(32));

  it('opens what it sealed, and seals the same text differently each time', () => {
    const sealed = box.seal('JBSWY3DPEHPK3PXP');
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(box.open(sealed)).toBe('JBSWY3DPEHPK3PXP');
    expect(box.seal('JBSWY3DPEHPK3PXP')).not.toBe(sealed);
  });

  it('opens nothing tampered with, sealed by another key, or not sealed at all', () => {
    const sealed = box.seal('secret');
    const [version, iv, tag, data = ''] = sealed.split('.');
    const flipped = `${data.slice(0, -1)}${data.endsWith('A') ? 'B' : 'A'}`;
    expect(box.open([version, iv, tag, flipped].join('.'))).toBeNull();
    expect(createSecretBox(randomBytes(32)).open(sealed)).toBeNull();
    expect(box.open('JBSWY3DPEHPK3PXP')).toBeNull();
  });

  it('takes a 32-byte key: the configured one, or a fixed development key', () => {
    expect(() => createSecretBox(randomBytes(16))).toThrow(RangeError);
    const configured = randomBytes(32);
    expect(staffSecretKey(configured.toString('base64')).equals(configured)).toBe(true);
    expect(staffSecretKey(undefined)).toHaveLength(32);
    expect(staffSecretKey(undefined).equals(staffSecretKey(undefined))).toBe(true);
  });
});
