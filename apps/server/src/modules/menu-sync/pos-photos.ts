/**
 * The POS's pictures of its dishes (issue 15 item 1: iiko's `imageLinks`), made into our photos.
 * The storefront shows only pictures of its own origin (the CSP, and the sizes and formats every
 * card asks for), so each picture is downloaded once and stored like an upload (media/photos.ts):
 * WebP and AVIF in every width, under its content hash.
 *
 * A staff's upload wins: a dish whose photo came from nobody but the staff
 * (`photo_source_url` null) is never touched. A dish without an upload takes the POS's picture;
 * a POS picture that changes is downloaded again, one that goes away leaves the generated picture.
 * A picture that cannot be had (the POS's storage down, not an image, too large) is tried again an
 * hour later, and the dish keeps what it showed.
 */
import { and, isNotNull, isNull, ne, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products } from '../../db/schema';
import { fetchPublic, type PublicFetchOptions } from '../../lib/public-fetch';
import { serialJob } from '../../lib/serial-job';
import { catalogChanged } from '../catalog/catalog-changed';
import { setPosPhoto } from '../catalog/menu-store/pos-photo';
import type { PhotoStore } from '../media/photos';
import type { MenuSyncLog } from './menu-sync';

/** As large as a staff's upload may be (the back office's photo route, staff/menu-editor-routes.ts). */
export const MAX_POS_PICTURE_BYTES = 15 * 1024 * 1024;
const DOWNLOAD_TIMEOUT_MS = 15_000;
/** A picture that failed is not asked for again before this. */
const RETRY_AFTER_MS = 60 * 60_000;

/** Downloads a picture; null when it cannot be had. */
export type PictureFetch = (url: string) => Promise<Buffer | null>;

export function createPosPhotoImport({
  db,
  photos,
  log,
  fetchPicture = downloadPicture,
  now = () => new Date(),
}: {
  db: Db;
  photos: PhotoStore;
  log: MenuSyncLog;
  fetchPicture?: PictureFetch;
  now?: () => Date;
}) {
  /** url → when it last failed */
  const failedAt = new Map<string, number>();

  /** Dishes whose POS picture is not (or no longer) their photo, and no staff upload. */
  function dishesToUpdate() {
    const noUpload = or(isNull(products.photo), isNotNull(products.photoSourceUrl));
    const pictureNew = or(
      isNull(products.photoSourceUrl),
      ne(products.photoSourceUrl, products.posImageUrl),
    );
    return db
      .select({ id: products.id, url: products.posImageUrl, photo: products.photo })
      .from(products)
      .where(
        or(
          and(isNotNull(products.posImageUrl), noUpload, pictureNew),
          // The POS took its picture away: ours made from it goes too.
          and(isNull(products.posImageUrl), isNotNull(products.photoSourceUrl)),
        ),
      );
  }

  async function importOnce(): Promise<number> {
    let changed = 0;
    for (const dish of await dishesToUpdate()) {
      if (dish.url === null) {
        changed += await setPosPhoto(db, dish.id, null, null);
        continue;
      }
      const failed = failedAt.get(dish.url);
      if (failed !== undefined && now().getTime() - failed < RETRY_AFTER_MS) continue;
      const hash = await savePicture(dish.url);
      if (hash === null) {
        failedAt.set(dish.url, now().getTime());
        continue;
      }
      failedAt.delete(dish.url);
      changed += await setPosPhoto(db, dish.id, hash, dish.url);
    }
    if (changed > 0) {
      log.info({ changed }, 'dish pictures taken from the POS');
      // Once for the whole run, not per picture: every process renews its menus once.
      await catalogChanged(db);
    }
    return changed;
  }

  async function savePicture(url: string): Promise<string | null> {
    try {
      const bytes = await fetchPicture(url);
      if (bytes === null) throw new Error('no picture');
      return await photos.save(bytes);
    } catch (error) {
      log.warn({ url, err: error }, 'a POS picture could not be taken: the dish keeps its own');
      return null;
    }
  }

  /** One run at a time; a run asked for meanwhile is the running one. */
  const job = serialJob(
    () =>
      importOnce().catch((error: unknown) => {
        log.warn({ err: error }, 'taking the POS pictures failed');
        return 0;
      }),
    { whileRunning: 'join' },
  );

  return {
    importAll: job.run,
    start(everyMs: number) {
      void job.start(everyMs);
    },
    stop: job.stop,
  };
}

/**
 * The picture's bytes, at most MAX_POS_PICTURE_BYTES of them; null for an answer that is not one.
 * The address is iiko's answer, so it is fetched from public addresses only (lib/public-fetch.ts:
 * a loopback, private or metadata address, or a redirect to one, is refused and logged).
 */
export async function downloadPicture(
  url: string,
  { allowAddress }: Pick<PublicFetchOptions, 'allowAddress'> = {},
): Promise<Buffer | null> {
  const response = await fetchPublic(url, {
    maxBytes: MAX_POS_PICTURE_BYTES,
    timeoutMs: DOWNLOAD_TIMEOUT_MS,
    accept: 'image/*',
    allowAddress,
  });
  if (response.status < 200 || response.status >= 300) return null;
  return response.body;
}
