/** A staff member for a test: made as the command line makes them, then signed in over HTTP. */
import type { StaffRole } from '@storefront/contract/staff';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { createPasswordHasher } from '../lib/passwords';
import { createSecretBox, staffSecretKey } from '../lib/secret-box';
import { createStaffService } from '../modules/staff/service';

export const STAFF_TEST_PASSWORD = 'staff test password';

export async function signedInStaff(
  t: { app: FastifyInstance; database: { db: Db } },
  member: { login: string; role: StaffRole; venues: number[]; name?: string },
): Promise<{ id: number; token: string }> {
  const created = await createStaffService({
    db: t.database.db,
    passwords: createPasswordHasher({ cost: 10 }),
    secrets: createSecretBox(staffSecretKey(undefined)),
    production: false,
  }).createMember({ name: member.login, ...member, password: STAFF_TEST_PASSWORD });
  const signed = await t.app.inject({
    method: 'POST',
    url: '/api/staff/login',
    payload: { login: member.login, password: STAFF_TEST_PASSWORD },
  });
  return { id: created.id, token: signed.json().token };
}

/** A one-use ticket that opens one of the member's streams (`?ticket=`), taken by their token. */
export async function streamTicket(app: FastifyInstance, token: string): Promise<string> {
  const answer = await app.inject({
    method: 'POST',
    url: '/api/staff/stream-ticket',
    headers: { authorization: `Bearer ${token}` },
  });
  if (answer.statusCode !== 200) throw new Error(`no stream ticket: ${answer.body}`);
  return answer.json().ticket;
}
