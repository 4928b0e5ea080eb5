/**
 * 50 logins at once (issue 10 item 13): the hashes run a few at a time, the overflow is told to
 * come back (503 + Retry-After), and everything else keeps answering meanwhile.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HASH_QUEUE_LIMIT, HASHES_AT_ONCE } from '../../lib/passwords';
import { createTestApp } from '../../testing/app';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  // Dear enough that the logins overlap (production's 17 would take ~8 times as long).
  t = await createTestApp({}, { passwordHashCost: 14 });
});
afterAll(() => t.close());

describe('a storm of logins', () => {
  it('is queued and bounded while the menu keeps answering', async () => {
    const logins = Array.from({ length: 50 }, (_, i) =>
      t.app.inject({
        method: 'POST',
        url: '/api/myAccount/login',
        // Each from its own address: the per-address limit is not what is tested here.
        remoteAddress: `10.0.${Math.floor(i / 200)}.${(i % 200) + 1}`,
        payload: { login: `+7914${String(1_000_000 + i).slice(1)}`, password: 'wrong-password' },
      }),
    );
    const started = Date.now();
    const menu = await t.app.inject('/api/test/1');
    expect(menu.statusCode).toBe(200);
    expect(Date.now() - started).toBeLessThan(2000);

    const answers = await Promise.all(logins);
    const refused = answers.filter((answer) => answer.statusCode === 503);
    const judged = answers.filter((answer) => answer.statusCode === 401);
    expect(judged.length + refused.length).toBe(50);
    expect(judged.length).toBeGreaterThanOrEqual(HASHES_AT_ONCE + HASH_QUEUE_LIMIT);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused[0]?.headers['retry-after']).toBe('5');
    expect(refused[0]?.json()).toMatchObject({ errType: 'serviceUnavailable' });
  }, 60_000);
});
