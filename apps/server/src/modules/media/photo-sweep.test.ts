/**
 * The sweep of photos nothing shows (photo-sweep.ts), on a real database and real files: a
 * replaced photo's files go once a day has passed; a dish's photo, a photo an order line shows
 * and a fresh upload stay, and so does anything that is not a photo's file.
 */
import { mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, isNull } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderLines, products } from '../../db/schema';
import { createTestApp, vladivostok } from '../../testing/app';
import { placeOrder, withoutOptions } from '../../testing/orders';
import { createPhotoSweep, PHOTO_SWEEP_GRACE_MS } from './photo-sweep';
import { createPhotoStore, photoImage, photosDir } from './photos';

let t: Awaited<ReturnType<typeof createTestApp>>;
let mediaDir: string;

beforeAll(async () => {
  // the counters open: the order below is for pickup as soon as possible
  t = await createTestApp({}, { now: () => vladivostok('2026-11-24T13:00') });
  mediaDir = await mkdtemp(join(tmpdir(), 'photo-sweep-'));
});
afterAll(async () => {
  await t.close();
  await rm(mediaDir, { recursive: true, force: true });
});

/** A photo of one colour: each colour its own hash. */
const photo = (red: number) =>
  sharp({ create: { width: 64, height: 64, channels: 3, background: { r: red, g: 90, b: 40 } } })
    .jpeg()
    .toBuffer();

const filesOf = async (hash: string) =>
  (await readdir(photosDir(mediaDir))).filter((name) => name.startsWith(`${hash}-`));

/** Its files written two days ago. */
async function age(hash: string) {
  const then = new Date(Date.now() - 2 * PHOTO_SWEEP_GRACE_MS);
  for (const name of await filesOf(hash)) await utimes(join(photosDir(mediaDir), name), then, then);
}

describe('the photo sweep', () => {
  it('removes only the files of photos nothing shows, once a day has passed', async () => {
    const store = createPhotoStore({ dir: mediaDir });
    const [onDish, replaced, fresh, onOrder] = await Promise.all(
      [10, 60, 110, 160].map(async (red) => store.save(await photo(red))),
    );
    const [dish] = await t.database.db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.venueId, 1), isNull(products.hiddenReason), withoutOptions()))
      .limit(1);
    if (!dish || !onDish || !replaced || !fresh || !onOrder) throw new Error('no dish or photo');
    await t.database.db.update(products).set({ photo: onDish }).where(eq(products.id, dish.id));
    // an order's line shows the photo the dish had then, which the dish no longer has
    const order = await placeOrder(t.app, { dishIds: [dish.id] });
    await t.database.db
      .update(orderLines)
      .set({ imageUrl: photoImage(onOrder).src })
      .where(eq(orderLines.orderId, order.id));
    for (const hash of [onDish, replaced, onOrder]) await age(hash);
    await writeFile(join(photosDir(mediaDir), 'README.txt'), 'not a photo');

    const sweep = createPhotoSweep({
      db: t.database.db,
      mediaDir,
      everyMs: 60_000,
      log: { warn: () => {} },
    });
    expect(await sweep.runOnce()).toBe(8);
    expect(await filesOf(replaced)).toEqual([]);
    for (const kept of [onDish, fresh, onOrder]) expect(await filesOf(kept)).toHaveLength(8);
    expect(await readdir(photosDir(mediaDir))).toContain('README.txt');

    // The same photo uploaded again after its files were swept is made again; reused before,
    // its files count as fresh.
    expect(await store.save(await photo(60))).toBe(replaced);
    expect(await filesOf(replaced)).toHaveLength(8);
    await age(replaced);
    expect(await store.save(await photo(60))).toBe(replaced);
    expect(await sweep.runOnce()).toBe(0);
  });

  it('does nothing before any photo was stored', async () => {
    const empty = await mkdtemp(join(tmpdir(), 'photo-sweep-empty-'));
    try {
      const sweep = createPhotoSweep({
        db: t.database.db,
        mediaDir: empty,
        everyMs: 60_000,
        log: { warn: () => {} },
      });
      expect(await sweep.runOnce()).toBe(0);
    } finally {
      await rm(empty, { recursive: true, force: true });
    }
  });
});
