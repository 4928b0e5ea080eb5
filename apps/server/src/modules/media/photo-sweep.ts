/**
 * Removes the files of photos nothing shows any more: a dish's photo replaced or removed by the
 * staff, a POS picture iiko changed (menu-sync/pos-photos.ts). Without it every new photo adds
 * eight files under MEDIA_DIR for good.
 *
 * A photo is kept while a dish or special dish has it, or an order line shows it (lines keep the
 * picture they were ordered with, for the order page and the history), and for a day after its
 * files were last written or reused (an upload whose dish is not saved yet; see PhotoStore.save).
 * Two processes may sweep at once: each removal is of files nothing names, and a missing file is
 * no error.
 */
import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { isNotNull, like } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderLines, products, specialProducts } from '../../db/schema';
import { periodic } from '../../lib/periodic';
import { PHOTO_FILE_PATTERN, photosDir } from './photos';

/** An upload's files are safe this long before its dish names it. */
export const PHOTO_SWEEP_GRACE_MS = 24 * 60 * 60_000;

const hashOfFile = (name: string) => (PHOTO_FILE_PATTERN.test(name) ? name.split('-')[0] : null);
const hashInUrl = /\/media\/photos\/([0-9a-f]+)-/;

export function createPhotoSweep({
  db,
  mediaDir,
  everyMs,
  graceMs = PHOTO_SWEEP_GRACE_MS,
  now = Date.now,
  log,
}: {
  db: Db;
  mediaDir: string;
  everyMs: number;
  graceMs?: number;
  now?: () => number;
  log: { warn(details: object, message: string): void };
}) {
  async function shownPhotos(): Promise<Set<string>> {
    const [dishes, specialDishes, lines] = await Promise.all([
      db.select({ photo: products.photo }).from(products).where(isNotNull(products.photo)),
      db
        .select({ photo: specialProducts.photo })
        .from(specialProducts)
        .where(isNotNull(specialProducts.photo)),
      db
        .selectDistinct({ url: orderLines.imageUrl })
        .from(orderLines)
        .where(like(orderLines.imageUrl, '%/media/photos/%')),
    ]);
    const shown = new Set<string>();
    for (const { photo } of [...dishes, ...specialDishes]) if (photo) shown.add(photo);
    for (const { url } of lines) {
      const hash = hashInUrl.exec(url)?.[1];
      if (hash) shown.add(hash);
    }
    return shown;
  }

  /** One pass; answers how many files it removed. */
  async function runOnce(): Promise<number> {
    const dir = photosDir(mediaDir);
    const names = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [] as string[];
      throw error;
    });
    // Read after listing: a photo saved and named meanwhile is either listed as shown or too new.
    const shown = await shownPhotos();
    let removed = 0;
    for (const name of names) {
      const hash = hashOfFile(name);
      if (!hash || shown.has(hash)) continue;
      const path = join(dir, name);
      const written = await stat(path).then(
        (file) => file.mtimeMs,
        () => null,
      );
      if (written === null || now() - written < graceMs) continue;
      await rm(path, { force: true });
      removed += 1;
    }
    return removed;
  }

  return {
    runOnce,
    ...periodic({
      runOnce,
      everyMs,
      fallback: 0,
      onError: (error) => log.warn({ err: error.message }, 'photo sweep failed'),
    }),
  };
}

export type PhotoSweep = ReturnType<typeof createPhotoSweep>;
