/**
 * The staff side of the auth plugin: a stream's `current()` judges the member as every staff call
 * does (issue 31 item 5) — an admin who must enable TOTP first is shown nothing.
 */
import type { StaffProfile } from '@storefront/contract/staff';
import Fastify from 'fastify';
import { expect, it } from 'vitest';
import { authPlugin, type StaffOfStream } from './auth';

const admin: StaffProfile = {
  id: 1,
  login: 'boss',
  name: 'Анна',
  role: 'admin',
  venues: [1, 2, 3],
  totpEnabled: true,
  totpSetupRequired: false,
};

it('ends a stream’s member once they must enable TOTP first, as a staff call refuses them', async () => {
  let now: StaffProfile = admin;
  const app = Fastify();
  await app.register(authPlugin, {
    sessions: { userOf: async () => null },
    staff: {
      principalOf: async () => now,
      principalOfSession: async () => now,
      sessionIdOf: async () => 1,
      sessionOfTicket: async () => 1,
    },
  });
  let stream: StaffOfStream | undefined;
  app.get('/stream', async (request) => {
    stream = await request.requireStaffOfStream('orders', 'x'.repeat(43));
    return {};
  });
  expect((await app.inject({ url: '/stream' })).statusCode).toBe(200);
  expect(await stream?.current()).toEqual(admin);
  // Their factor cleared on a production site: the next staff call would be a 403.
  now = { ...admin, totpEnabled: false, totpSetupRequired: true };
  expect(await stream?.current()).toBeNull();
  await app.close();
});
