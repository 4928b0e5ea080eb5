import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPasswordHasher } from '../../lib/passwords';
import { createTestApp } from '../../testing/app';
import { demoStaff, seedDemoStaff } from './demo-staff';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the demo staff', () => {
  it('are added once to a database without staff, and sign in with their printed passwords', async () => {
    const passwords = createPasswordHasher({ cost: 10 });
    expect(await seedDemoStaff(t.database.db, passwords)).toBe(true);
    expect(await seedDemoStaff(t.database.db, passwords)).toBe(false);
    for (const member of demoStaff) {
      const signed = await t.app.inject({
        method: 'POST',
        url: '/api/staff/login',
        payload: { login: member.login, password: member.password },
      });
      expect(signed.statusCode, member.login).toBe(200);
      expect(signed.json().staff).toMatchObject({
        role: member.role,
        venues: member.role === 'admin' ? [1, 2, 3] : member.venues,
      });
    }
  });
});
