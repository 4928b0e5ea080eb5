import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menuSyncs, venues } from '../../db/schema';
import { createTestDatabase } from '../../testing/database';
import type { MenuSync } from './menu-sync';
import { menuSyncRoutes } from './routes';

describe('an admin’s “sync now”', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('answers with the state so far when iiko is slow, and the sync goes on', async () => {
    let finish = () => {};
    let finished = false;
    const menuSync = {
      syncAll: () =>
        new Promise<void>((resolve) => {
          finish = () => {
            finished = true;
            resolve();
          };
        }),
    } as unknown as MenuSync;
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    // The route's own check of the admin is plugins/auth.ts's, tested there.
    app.decorateRequest('requireStaff', async () => ({}) as never);
    await app.register(menuSyncRoutes, {
      prefix: '/api/staff',
      db: database.db,
      menuSync,
      answerWithinMs: 100,
    });
    await database.db.insert(venues).values({ id: 1, name: 'Гастропаб' });
    await database.db.insert(menuSyncs).values({ venueId: 1, revision: 7 });

    const started = Date.now();
    const answer = await app.inject({ method: 'POST', url: '/api/staff/menu-sync' });
    expect(answer.statusCode).toBe(200);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(answer.json().venues[0]).toMatchObject({ venueId: 1, revision: 7 });
    expect(finished).toBe(false);
    finish();
    await app.close();
  });
});
