/**
 * GET and POST /api/staff/menu-sync (issue 15 items 1 and 5), admins only: each venue's last sync
 * of the menu from the POS, and syncing now. Needs plugins/auth.ts.
 */
import { type MenuSyncResponse, menuSyncResponseSchema } from '@storefront/contract/menu-sync';
import { menuVenueIds } from '@storefront/contract/venues';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { menuSyncs } from '../../db/schema';
import type { MenuSync } from './menu-sync';

export const menuSyncRoutes: FastifyPluginAsyncZod<{
  db: Db;
  /** null with POS=local: nothing to sync */
  menuSync: MenuSync | null;
  /** how long POST waits for the sync before answering with the state so far */
  answerWithinMs?: number;
}> = async (app, { db, menuSync, answerWithinMs = 20_000 }) => {
  async function report(): Promise<MenuSyncResponse> {
    const rows = await db.select().from(menuSyncs);
    return {
      pos: menuSync ? 'iiko' : 'local',
      venues: menuVenueIds.map((venueId) => {
        const row = rows.find((candidate) => candidate.venueId === venueId);
        return {
          venueId,
          revision: row?.revision ?? 0,
          syncedAt: row?.syncedAt?.toISOString() ?? null,
          attemptedAt: row?.attemptedAt?.toISOString() ?? null,
          lastError: row?.lastError ?? null,
          counts: (row?.counts as MenuSyncResponse['venues'][number]['counts']) ?? null,
        };
      }),
    };
  }

  app.get(
    '/menu-sync',
    { schema: { response: { 200: menuSyncResponseSchema } } },
    async (request, reply) => {
      await request.requireStaff('menuSync');
      return reply.header('Cache-Control', 'no-store').send(await report());
    },
  );

  /**
   * Syncs every venue now and answers how each went (a failure is in its `lastError`). A slow
   * iiko may take a minute per venue: past `answerWithinMs` the answer is the state so far and
   * the sync goes on, so a proxy's timeout never turns a running sync into an error page.
   */
  app.post(
    '/menu-sync',
    { schema: { response: { 200: menuSyncResponseSchema } } },
    async (request, reply) => {
      await request.requireStaff('menuSync');
      if (menuSync) {
        let timer: ReturnType<typeof setTimeout> | undefined;
        await Promise.race([
          menuSync.syncAll(),
          new Promise((resolve) => {
            timer = setTimeout(resolve, answerWithinMs);
          }),
        ]);
        clearTimeout(timer);
      }
      return reply.header('Cache-Control', 'no-store').send(await report());
    },
  );
};
