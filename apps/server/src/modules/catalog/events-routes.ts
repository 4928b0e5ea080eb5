/**
 * `GET /api/catalog/events`: a guest's open menu or dish card hears that the catalogue changed
 * (a dish went on the stop list, a price or photo was edited — in any server process: the
 * catalogue's NOTIFY reaches every process, db/notifications.ts) and asks for it again, so
 * nobody orders from a page that no longer tells the truth (issue 14, "the guest's open menu
 * shows it unavailable"). The event carries no data: the answers themselves say what changed.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { type ChangeSource, liveStreams } from '../../lib/live-streams';
import type { CatalogService } from './service';

/**
 * One write sends two signals here (the writer's own invalidation and then its NOTIFY), and a
 * manager flipping dishes sends many: the streams hear one event per burst.
 */
const BURST_MS = 300;

/** Idle streams cost little (a socket each), but not nothing: a bound for a flood of them. */
const MAX_STREAMS = 5000;

export interface CatalogEventsOptions {
  catalog: CatalogService;
  /** open streams this process keeps at most; beyond that a page simply is not live (503) */
  maxStreams?: number;
}

export const catalogEventsRoutes: FastifyPluginAsyncZod<CatalogEventsOptions> = async (
  app,
  { catalog, maxStreams = MAX_STREAMS },
) => {
  const streams = await liveStreams(app, inBursts(catalog), 'catalogue');

  app.get('/catalog/events', { sse: 'only' }, async (request, reply) => {
    if (streams.size >= maxStreams) throw new AppError(503, 'serviceUnavailable');
    await streams.follow(request, reply, {
      // Opened: the page knows the stream works (and a stream opened just after a change hears it).
      opening: () => reply.sse.send({ event: 'open', data: '' }),
      changed: () => reply.sse.send({ event: 'catalog', data: '' }),
    });
  });
};

/** The catalogue's invalidations, one per burst (BURST_MS). */
function inBursts(catalog: CatalogService): ChangeSource {
  return (listener) => {
    let pending: NodeJS.Timeout | undefined;
    catalog.onInvalidate(() => {
      if (pending) return;
      pending = setTimeout(() => {
        pending = undefined;
        listener(null);
      }, BURST_MS);
      pending.unref();
    });
  };
}
