import { describe, expect, it } from 'vitest';
import { AppError } from './app-error';
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

describe('hashing under a storm of logins', () => {
  it('runs a few at a time, queues a few more and turns the rest away with 503', async () => {
    const hasher = createPasswordHasher({ cost: 12, atOnce: 2, queueLimit: 5 });
    let mostRunning = 0;
    const sampler = setInterval(() => {
      mostRunning = Math.max(mostRunning, hasher.load().running);
    }, 1);
    const results = await Promise.allSettled(
      Array.from({ length: 12 }, (_, i) => hasher.hash(`password${i}`)),
    );
    clearInterval(sampler);
    expect(mostRunning).toBe(2);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(7);
    const refused = results.flatMap((result) =>
      result.status === 'rejected' ? [result.reason] : [],
    );
    expect(refused).toHaveLength(5);
    expect(refused[0]).toBeInstanceOf(AppError);
    expect(refused[0]).toMatchObject({
      statusCode: 503,
      errType: 'serviceUnavailable',
      retryAfterSeconds: 5,
    });
    expect(hasher.load()).toEqual({ running: 0, waiting: 0 });
  });
});
