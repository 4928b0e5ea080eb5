import { describe, expect, it } from 'vitest';
import { createPasswordHasher } from './passwords';

describe('password hashing', () => {
  const hasher = createPasswordHasher({ cost: 10 });

  it('verifies the right password only', async () => {
    const stored = await hasher.hash('секрет123');
    expect(stored).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(stored).not.toContain('секрет123');
    expect(await hasher.verify('секрет123', stored)).toBe(true);
    expect(await hasher.verify('секрет124', stored)).toBe(false);
    expect(await hasher.verify('секрет123', 'garbage')).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hasher.hash('same')).not.toBe(await hasher.hash('same'));
  });

  it('uses N = 2^17 by default', async () => {
    expect(await createPasswordHasher().hash('x')).toMatch(/^scrypt\$131072\$8\$1\$/);
  });
});
