/**
 * The server side of a back office list that follows changes live (the orders board, the
 * bookings): Server-Sent Events fed by PostgreSQL LISTEN/NOTIFY, so any server process serves any
 * open list. A NOTIFY on the channel carries the id of what changed; every open stream of this
 * process hears it, and sends what it makes of it in order, one read at a time. After a lost
 * connection to the database (an empty payload) nobody knows what changed: each stream is told
 * to `refresh`. A closing server ends its streams first (the browser reconnects to whichever
 * process serves it next), and each stream opens with `ready`.
 */
import fastifySse from '@fastify/sse';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Channel, Notifications } from '../db/notifications';

export interface LiveListStreams {
  /**
   * Opens the stream of this request: `ready` (with `ready`'s data) first, then `onChange` for
   * each id that changed, which sends whatever of it this stream may see.
   */
  open(
    request: FastifyRequest,
    reply: FastifyReply,
    onChange: (id: number) => Promise<void>,
    ready?: object,
  ): Promise<void>;
}

/** The live streams of one channel in this process; call once per plugin that serves them. */
export async function liveListStreams(
  app: FastifyInstance,
  notifications: Notifications,
  channel: Channel,
  /** what the log says when a send fails */
  what: string,
): Promise<LiveListStreams> {
  const listeners = new Set<(id: number | null) => void>();
  await notifications.listen(channel, (payload) => {
    const id = payload === '' ? null : Number(payload);
    for (const listener of listeners) listener(Number.isSafeInteger(id) ? id : null);
  });
  if (!app.hasReplyDecorator('sse')) await app.register(fastifySse);
  const ends = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const end of ends) end();
  });

  return {
    async open(request, reply, onChange, ready = {}) {
      // A proxy must pass each event on at once (nginx buffers answers unless told).
      reply.header('Cache-Control', 'no-store').header('X-Accel-Buffering', 'no');
      reply.sse.keepAlive();
      let sending: Promise<void> = Promise.resolve();
      const listener = (id: number | null) => {
        sending = sending
          .then(async () => {
            if (!reply.sse.isConnected) return;
            if (id === null) await reply.sse.send({ event: 'refresh', data: {} });
            else await onChange(id);
          })
          .catch((error) => request.log.warn({ err: error }, `${what} stream update failed`));
      };
      listeners.add(listener);
      await reply.sse.send({ event: 'ready', data: ready });
      const end = () => reply.sse.close();
      ends.add(end);
      reply.sse.onClose(() => {
        listeners.delete(listener);
        ends.delete(end);
      });
    },
  };
}
