/** A logged-in guest for the fuzzer, so that account routes run past their login check. */

import type { Db } from '../db/client';
import { users } from '../db/schema';
import { createSessions } from '../modules/accounts/sessions';

export async function fuzzAccessToken(db: Db): Promise<string> {
  const [user] = await db
    .insert(users)
    .values({ email: 'fuzz@example.ru', phone: '79140000000', passwordHash: 'x', name: 'Фузз' })
    .returning({ id: users.id });
  if (!user) throw new Error('no fuzz user');
  return createSessions(db).create(user.id);
}
