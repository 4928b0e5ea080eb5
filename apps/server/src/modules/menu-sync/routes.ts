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
}> = async (app, { db, menuSync }) => {
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

  /** Syncs every venue now and answers how each went (a failure is in its `lastError`). */
  app.post(
    '/menu-sync',
    { schema: { response: { 200: menuSyncResponseSchema } } },
    async (request, reply) => {
      await request.requireStaff('menuSync');
      if (menuSync) await menuSync.syncAll();
      return reply.header('Cache-Control', 'no-store').send(await report());
    },
  );
};
