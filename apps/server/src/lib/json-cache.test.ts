import { describe, expect, it, vi } from 'vitest';
import { createJsonCache, toCachedJson } from './json-cache';

describe('createJsonCache', () => {
  it('serves a loaded value until it expires', async () => {
    let clock = 0;
    const cache = createJsonCache(1000, () => clock);
    const load = vi.fn(async () => ({ n: 1 }));
    const first = await cache.get('k', load);
    clock = 999;
    expect(await cache.get('k', load)).toBe(first);
    expect(load).toHaveBeenCalledTimes(1);
    clock = 1000;
    await cache.get('k', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('loads once for concurrent callers', async () => {
    const cache = createJsonCache(1000);
    const load = vi.fn(async () => [1, 2, 3]);
    const [a, b] = await Promise.all([cache.get('k', load), cache.get('k', load)]);
    expect(a).toEqual(b);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('does not keep what a load read before a clear (a change notified meanwhile)', async () => {
    const cache = createJsonCache(60_000);
    let finish = (_value: unknown) => {};
    const stale = cache.get('k', () => new Promise((resolve) => (finish = resolve)));
    cache.clear();
    // A caller after the clear does not join the old load…
    const fresh = cache.get('k', async () => ({ price: 2 }));
    finish({ price: 1 });
    expect(JSON.parse((await stale)?.body ?? '')).toEqual({ price: 1 });
    expect(JSON.parse((await fresh)?.body ?? '')).toEqual({ price: 2 });
    // …and the old load's answer is not what is kept.
    const kept = await cache.get('k', async () => ({ price: 3 }));
    expect(JSON.parse(kept?.body ?? '')).toEqual({ price: 2 });
  });

  it('does not keep not-found answers', async () => {
    const cache = createJsonCache(1000);
    const load = vi.fn(async () => null);
    expect(await cache.get('k', load)).toBeNull();
    expect(await cache.get('k', load)).toBeNull();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('gives equal bodies equal ETags and different bodies different ones', () => {
    expect(toCachedJson({ a: 1 }).etag).toBe(toCachedJson({ a: 1 }).etag);
    expect(toCachedJson({ a: 1 }).etag).not.toBe(toCachedJson({ a: 2 }).etag);
    expect(toCachedJson({ a: 1 }).body).toBe('{"a":1}');
  });
});

describe('an answer with its schema', () => {
  it('is checked and filtered once, when it is made', async () => {
    const cache = createJsonCache(60_000);
    const parse = vi.fn((value: unknown) => {
      const { id, name } = value as { id: number; name: string };
      if (typeof id !== 'number') throw new Error('id must be a number');
      return { id, name };
    });
    const load = async () => ({ id: 1, name: 'Зона 1', internalNote: 'not for guests' });
    const first = await cache.get('zone', load, { parse });
    expect(JSON.parse(first?.body ?? '')).toEqual({ id: 1, name: 'Зона 1' });
    await cache.get('zone', load, { parse });
    expect(parse).toHaveBeenCalledTimes(1);
    await expect(cache.get('bad', async () => ({ id: 'x' }), { parse })).rejects.toThrow(
      'id must be a number',
    );
  });
});
