/**
 * Dish photos uploaded in the back office (issue 14 item 5): checked by their content, decoded,
 * cropped square and stored as WebP and AVIF in every width the storefront shows, under
 * content-hashed names that never change meaning (served immutable by photo-routes.ts).
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, rename, rm, utimes, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { Worker } from 'node:worker_threads';
import pLimit from 'p-limit';
import type { Sharp } from 'sharp';
import { AppError } from '../../lib/app-error';

/**
 * Every picture of a dish is shown square (width/height 600×600, `aspect-ratio: 1`): the menu
 * card is 166–340 CSS px wide (two columns on a phone, up to four of at least 220 px on a
 * desktop), the dish page's picture up to ~560 px beside the text and up to ~700 px alone on a
 * tablet. 320 and 480 serve the cards on 1× and 2× screens (a phone's two-column card is about
 * 180 px: 360 device pixels), 640 the cards on 3× phones and the dish page on 1×, 960 the dish
 * page on 2× screens and phones at 3×. More widths would cost every upload AVIF encodings for a
 * few kilobytes saved.
 */
export const PHOTO_WIDTHS = [320, 480, 640, 960] as const;
export type PhotoWidth = (typeof PHOTO_WIDTHS)[number];
export const PHOTO_FORMATS = ['webp', 'avif'] as const;
export type PhotoFormat = (typeof PHOTO_FORMATS)[number];

/**
 * The width of `src`, which is also what the basket's and the order history's thumbnails (72 CSS
 * px, up to 216 device pixels) and link previews (which want some 400 px or more) get.
 */
const FALLBACK_WIDTH: PhotoWidth = 480;
const LARGEST_WIDTH = Math.max(...PHOTO_WIDTHS);
/** 80 bits of the content's sha256: no two photos of one restaurant will ever share a name. */
const HASH_HEX_LENGTH = 20;
/**
 * A phone's photo is 12–48 megapixels; more is a panorama nobody needs or a decompression bomb
 * (a few kilobytes of PNG that would decode to gigabytes), refused before it is decoded.
 */
const MAX_INPUT_PIXELS = 50_000_000;

export const PHOTO_FILE_PATTERN = new RegExp(
  `^[0-9a-f]{${HASH_HEX_LENGTH}}-(${PHOTO_WIDTHS.join('|')})\\.(${PHOTO_FORMATS.join('|')})$`,
);

export const photoFileName = (hash: string, width: PhotoWidth, format: PhotoFormat) =>
  `${hash}-${width}.${format}`;

/** The folder under MEDIA_DIR the files are kept in and served from. */
export const photosDir = (mediaDir: string) => resolve(mediaDir, 'photos');

export interface PhotoStore {
  /** checks the bytes by content, makes every size and format, answers the content hash */
  save(bytes: Buffer): Promise<string>; // throws AppError(415, 'photoType') / AppError(400, 'photoBroken')
}

/** the storefront's URLs of a stored photo */
export function photoImage(hash: string): { src: string; srcset: string; avifSrcset: string } {
  const url = (width: PhotoWidth, format: PhotoFormat) =>
    `/media/photos/${photoFileName(hash, width, format)}`;
  const srcset = (format: PhotoFormat) =>
    PHOTO_WIDTHS.map((width) => `${url(width, format)} ${width}w`).join(', ');
  return {
    src: url(FALLBACK_WIDTH, 'webp'),
    srcset: srcset('webp'),
    avifSrcset: srcset('avif'),
  };
}

type PhotoType = 'jpeg' | 'png' | 'webp' | 'heif';

/**
 * HEIF's `ftyp` major brands of HEVC-coded stills and sequences, and the generic MIAF ones. The
 * decoder (heic-decode) itself turns away heim and heis, layered and scalable HEVC that phones do
 * not write: such a file reads as broken.
 */
const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'heim', 'heis', 'mif1', 'msf1']);

/** What the bytes are by their magic numbers; the name and Content-Type are the sender's say. */
export function detectPhotoType(bytes: Buffer): PhotoType | null {
  const ascii = (start: number, end: number) => bytes.toString('latin1', start, end);
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return 'jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png';
  if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  if (bytes.length >= 12 && ascii(4, 8) === 'ftyp' && HEIF_BRANDS.has(ascii(8, 12))) return 'heif';
  return null;
}
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The photo decoded, upright, cropped square and no larger than the largest width: 8-bit sRGB. */
interface SquarePixels {
  data: Buffer;
  side: number;
  channels: 1 | 2 | 3 | 4;
}

type SharpModule = typeof import('sharp').default;

/** Loaded on the first upload: most processes never decode a photo. */
async function loadSharp(): Promise<SharpModule> {
  const { default: sharp } = await import('sharp');
  // Each photo is decoded once and thrown away: libvips' operation cache would only hold memory.
  sharp.cache(false);
  return sharp;
}

interface Decoded {
  image: Sharp;
  width: number;
  height: number;
}

function decodeWithSharp(bytes: Buffer, sharp: SharpModule): Promise<Decoded> {
  // The pixel limit is checked against the header, before anything is decoded. rotate() turns
  // the photo upright by its EXIF orientation; the files made keep no metadata.
  const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
  return image.metadata().then(({ width, height }) => ({ image, width, height }));
}

/**
 * Sharp's prebuilt libvips reads HEIF only when AV1-coded (AVIF); an iPhone's HEIC is HEVC-coded,
 * so it goes through libheif compiled to WebAssembly (heic-decode) — in a worker thread of its
 * own: it decodes a 12-megapixel photo for seconds, which on this thread would hold up every
 * guest's request meanwhile, and the memory it grows to is given back when the worker ends. The
 * same pixel limit is checked before anything is decoded; libheif applies the HEIF's rotation.
 */
const HEIF_DECODER = `
const { parentPort, workerData } = require('node:worker_threads');
const decodeHeic = require(workerData.decoder);
(async () => {
  const images = await decodeHeic.all({ buffer: workerData.bytes });
  try {
    const primary = images[0];
    if (!primary) throw new Error('no image in the HEIF file');
    if (primary.width * primary.height > workerData.maxPixels)
      throw new Error('the HEIF image exceeds the pixel limit');
    const { width, height, data } = await primary.decode();
    parentPort.postMessage({ width, height, data }, [data.buffer]);
  } finally {
    images.dispose();
  }
})().catch((error) => parentPort.postMessage({ error: String(error) }));
`;

interface HeifPixels {
  width: number;
  height: number;
  data: Uint8ClampedArray;
}

/**
 * Longer than a 48-megapixel phone photo takes here; a file made to keep the decoder busy for
 * good would otherwise hold the one-at-a-time queue, and every staff upload behind it, forever.
 */
export const HEIF_DECODE_TIMEOUT_MS = 60_000;

function decodeHeifPixels(bytes: Buffer, timeoutMs: number): Promise<HeifPixels> {
  return new Promise<HeifPixels>((resolve, reject) => {
    const worker = new Worker(HEIF_DECODER, {
      eval: true,
      workerData: {
        decoder: createRequire(import.meta.url).resolve('heic-decode'),
        bytes,
        maxPixels: MAX_INPUT_PIXELS,
      },
      // libheif prints its complaints about a broken file; the answer says it was broken
      stdout: true,
      stderr: true,
    });
    const timer = setTimeout(() => {
      reject(new Error(`the HEIF decoder took over ${timeoutMs} ms`));
      void worker.terminate();
    }, timeoutMs);
    worker.once('message', (answer: HeifPixels | { error: string }) =>
      'error' in answer ? reject(new Error(answer.error)) : resolve(answer),
    );
    worker.once('error', reject);
    worker.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the HEIF decoder stopped with ${code}`));
    });
  });
}

async function decodeHeif(bytes: Buffer, sharp: SharpModule, timeoutMs: number): Promise<Decoded> {
  const { width, height, data } = await decodeHeifPixels(bytes, timeoutMs);
  const pixels = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  return { image: sharp(pixels, { raw: { width, height, channels: 4 } }), width, height };
}

/** Any failure to read the picture, whatever the decoder's words for it, is the sender's. */
async function decodeSquare(
  bytes: Buffer,
  type: PhotoType,
  heifTimeoutMs: number,
): Promise<SquarePixels> {
  const sharp = await loadSharp();
  try {
    const { image, width, height } = await (type === 'heif'
      ? decodeHeif(bytes, sharp, heifTimeoutMs)
      : decodeWithSharp(bytes, sharp));
    // Turning by 90° swaps width and height, not the shorter side.
    const side = Math.min(width, height, LARGEST_WIDTH);
    if (!(side > 0)) throw new Error('an image without pixels');
    // Cropped square at the centre once (the storefront shows dishes square, and the dish page
    // does not crop), so that every width is only a downscale of these pixels.
    const { data, info } = await image
      .resize(side, side, { fit: 'cover', position: 'centre' })
      .toColourspace('srgb')
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
    return { data, side, channels: info.channels };
  } catch {
    throw new AppError(400, 'photoBroken');
  }
}

/** Writes under a temporary name beside it and renames: a reader sees no file or all of it. */
async function writeAtomically(path: string, data: Buffer): Promise<void> {
  const temporary = `${path}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    await writeFile(temporary, data);
    await rename(temporary, path);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

/**
 * Photos waiting their turn at most (issue 31 item 12): each holds its upload (≤ 15 MB) in memory,
 * so the queue is bounded; one more is a 503 with Retry-After, and costs nothing.
 */
export const PHOTO_QUEUE_LIMIT = 4;
const PHOTO_QUEUE_RETRY_SECONDS = 10;

export function createPhotoStore(options: {
  dir: string;
  /** at most this long for an HEIF photo's decoding, then it is refused as broken */
  heifTimeoutMs?: number;
  /** photos waiting at most (PHOTO_QUEUE_LIMIT) */
  queueLimit?: number;
}): PhotoStore {
  const { heifTimeoutMs = HEIF_DECODE_TIMEOUT_MS, queueLimit = PHOTO_QUEUE_LIMIT } = options;
  const dir = photosDir(options.dir);
  const files = (hash: string) =>
    PHOTO_WIDTHS.flatMap((width) =>
      PHOTO_FORMATS.map((format) => ({
        width,
        format,
        path: join(dir, photoFileName(hash, width, format)),
      })),
    );
  // One photo at a time, its files two at a time: sharp works on libuv's thread pool (four
  // threads), which the rest of the server needs too — password hashing, files, compression —
  // and a second photo decoded meanwhile would only double the memory (a 48-megapixel photo is
  // ~200 MB of pixels).
  const oneAtATime = pLimit(1);
  const twoAtATime = pLimit(2);

  return {
    async save(bytes) {
      const type = detectPhotoType(bytes);
      if (!type) throw new AppError(415, 'photoType');
      const hash = createHash('sha256').update(bytes).digest('hex').slice(0, HASH_HEX_LENGTH);
      if (oneAtATime.pendingCount >= queueLimit) {
        const busy = new AppError(503, 'serviceUnavailable');
        busy.retryAfterSeconds = PHOTO_QUEUE_RETRY_SECONDS;
        throw busy;
      }
      return oneAtATime(async () => {
        const wanted = files(hash);
        // The same upload again: every file is there already (written whole, see above). Their
        // time is renewed: to the sweep (photo-sweep.ts) they are as new as a fresh upload.
        const at = new Date();
        const reused = await Promise.all(
          wanted.map((file) =>
            utimes(file.path, at, at).then(
              () => true,
              () => false,
            ),
          ),
        );
        if (reused.every(Boolean)) return hash;
        const square = await decodeSquare(bytes, type, heifTimeoutMs);
        const sharp = await loadSharp();
        await mkdir(dir, { recursive: true });
        await Promise.all(
          wanted.map(({ width, format, path }) =>
            twoAtATime(async () => {
              // Never enlarged: a small photo's wider files are the same pixels as its largest.
              const size = Math.min(width, square.side);
              const resized = sharp(square.data, {
                raw: { width: square.side, height: square.side, channels: square.channels },
              }).resize(size, size);
              // AVIF at effort 2 rather than sharp's 4: a quarter of the time for files a few
              // per cent larger, so that an upload is done in seconds on a small server.
              const encoded =
                format === 'webp'
                  ? resized.webp({ quality: 80 })
                  : resized.avif({ quality: 50, effort: 2 });
              await writeAtomically(path, await encoded.toBuffer());
            }),
          ),
        );
        return hash;
      });
    },
  };
}
