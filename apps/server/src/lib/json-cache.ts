/**
 * Serialised JSON answers kept for a few seconds with their ETag: the catalogue is read on every
 * page view and changes rarely, so the hot path is a map lookup, not a query and a stringify.
 */
import { createHash } from 'node:crypto';

export interface CachedJson {
  body: string;
  etag: string;
}

/** The contract's schema of an answer: it checks the answer and drops fields it does not name. */
export interface AnswerSchema {
  parse(value: unknown): unknown;
}

export function toCachedJson(value: unknown, schema?: AnswerSchema): CachedJson {
  const body = JSON.stringify(schema ? schema.parse(value) : value);
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  return { body, etag };
}

export function createJsonCache(ttlMs: number, now: () => number = Date.now) {
  const entries = new Map<string, { value: CachedJson; expiresAt: number }>();
  const pending = new Map<string, Promise<CachedJson | null>>();
  /**
   * Bumped by clear(): a load that began before a clear may have read the old rows, so its
   * result is answered to its own callers but not kept.
   */
  let generation = 0;

  return {
    /**
     * A null from `load` (not found) is not cached, so unknown keys cannot fill the map. With a
     * schema, the answer is checked and filtered once, when it is made, not on every request.
     */
    async get(
      key: string,
      load: () => Promise<unknown | null>,
      schema?: AnswerSchema,
    ): Promise<CachedJson | null> {
      const hit = entries.get(key);
      if (hit && hit.expiresAt > now()) return hit.value;
      const running = pending.get(key);
      if (running) return running;
      const started = generation;
      const loading = load()
        .then((value) => {
          if (value === null) return null;
          const cached = toCachedJson(value, schema);
          if (started === generation) entries.set(key, { value: cached, expiresAt: now() + ttlMs });
          return cached;
        })
        .finally(() => {
          if (pending.get(key) === loading) pending.delete(key);
        });
      pending.set(key, loading);
      return loading;
    },
    /** Forgets every answer, including loads still running (see `generation`). */
    clear() {
      generation += 1;
      entries.clear();
      pending.clear();
    },
  };
}
