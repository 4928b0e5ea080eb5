/**
 * The server side of every page that follows changes by itself — the guest's order, the guest's
 * menu, the back office's orders board and bookings: Server-Sent Events, fed by a source of
 * changes that reaches every server process (PostgreSQL LISTEN/NOTIFY, db/notifications.ts), so
 * any process serves any open page. Each stream sends its opening event(s) first and then, in
 * order and one read at a time, what it makes of each change. After a lost connection to the
 * database (a change without an id) nobody knows what changed, and each stream is told so. A
 * closing server ends its streams first: the browser reconnects to whichever process serves it
 * next.
 */
import fastifySse from '@fastify/sse';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Channel, Notifications } from '../db/notifications';

/** One change: the id of what changed, or null when anything may have changed. */
export type ChangeListener = (id: number | null) => void;

/** Where a kind of change is heard; it calls the listener for each change, in every process. */
export type ChangeSource = (listener: ChangeListener) => void | Promise<void>;

/** The changes NOTIFYed on `channel`, whose payload is the changed row's id. */
export function notifyChannel(notifications: Notifications, channel: Channel): ChangeSource {
  return (listener) =>
    notifications.listen(channel, (payload) => {
      const id = payload === '' ? null : Number(payload);
      listener(Number.isSafeInteger(id) ? id : null);
    });
}

/** What one open stream sends. */
export interface StreamHandlers {
  /** the first event(s), sent before any change */
  opening(): Promise<void>;
  /** one change; `id` null: anything may have changed */
  changed(id: number | null): Promise<void>;
}

/** How often a stream that shows a person's data asks whether that person may still see it. */
export const STREAM_RECHECK_MS = 2000;

export interface FollowOptions {
  /**
   * Whether the stream may go on (its staff session still live, its venues still the member's):
   * asked before each change is sent and every STREAM_RECHECK_MS; false ends the stream.
   */
  allowed?: () => Promise<boolean>;
}

export interface LiveStreams {
  /** how many streams this process has open */
  readonly size: number;
  /** Turns this request's reply into a stream sending what `handlers` make of each change. */
  follow(
    request: FastifyRequest,
    reply: FastifyReply,
    handlers: StreamHandlers,
    options?: FollowOptions,
  ): Promise<void>;
}

/** The open streams fed by one source in this process; call once per plugin that serves them. */
export async function liveStreams(
  app: FastifyInstance,
  source: ChangeSource,
  /** what the log says when a send fails */
  what: string,
): Promise<LiveStreams> {
  const listeners = new Set<ChangeListener>();
  await source((id) => {
    for (const listener of listeners) listener(id);
  });
  if (!app.hasReplyDecorator('sse')) await app.register(fastifySse);
  const ends = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const end of ends) end();
  });

  return {
    get size() {
      return listeners.size;
    },
    async follow(request, reply, handlers, { allowed } = {}) {
      // A proxy must pass each event on at once (nginx buffers answers unless told).
      reply.header('Cache-Control', 'no-store').header('X-Accel-Buffering', 'no');
      reply.sse.keepAlive();
      const end = () => reply.sse.close();
      /** Whether the stream may go on; ends it when not. */
      const mayGoOn = async () => {
        if (!allowed || (await allowed())) return true;
        end();
        return false;
      };
      // The opening goes first; a change heard meanwhile waits for it, and is not missed.
      let sending: Promise<void> = handlers.opening();
      const send = (work: () => Promise<void>) => {
        sending = sending
          .then(async () => {
            if (reply.sse.isConnected) await work();
          })
          .catch((error) => request.log.warn({ err: error }, `${what} stream update failed`));
      };
      const listener: ChangeListener = (id) =>
        send(async () => {
          if (await mayGoOn()) await handlers.changed(id);
        });
      listeners.add(listener);
      // Nothing may change for a while: the session is asked again on its own too.
      const recheck = allowed
        ? setInterval(() => send(async () => void (await mayGoOn())), STREAM_RECHECK_MS)
        : undefined;
      recheck?.unref();
      ends.add(end);
      reply.sse.onClose(() => {
        clearInterval(recheck);
        listeners.delete(listener);
        ends.delete(end);
      });
      await sending;
    },
  };
}

/**
 * A back office list's stream (the orders board, the bookings): `ready` (with `ready`'s data)
 * first, then `onChange` for each id that changed, which sends whatever of it this stream may
 * see; `refresh` when the list must be asked again.
 */
export function listStream(
  reply: FastifyReply,
  onChange: (id: number) => Promise<void>,
  ready: object = {},
): StreamHandlers {
  return {
    opening: () => reply.sse.send({ event: 'ready', data: ready }),
    changed: (id) => (id === null ? reply.sse.send({ event: 'refresh', data: {} }) : onChange(id)),
  };
}
