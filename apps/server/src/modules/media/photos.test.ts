import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error';
import {
  createPhotoStore,
  detectPhotoType,
  PHOTO_FILE_PATTERN,
  PHOTO_FORMATS,
  PHOTO_WIDTHS,
  type PhotoStore,
  photoImage,
} from './photos';

type Rgb = [number, number, number];
const RED: Rgb = [220, 30, 30];
const BLUE: Rgb = [30, 30, 220];

/** A picture whose left half is red and right half blue: where each half lands shows the turn. */
function halves(width: number, height: number, alpha = false) {
  const channels = alpha ? 4 : 3;
  const pixels = Buffer.alloc(width * height * channels);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const offset = (y * width + x) * channels;
      pixels.set(x < width / 2 ? RED : BLUE, offset);
      // a transparent band along the top
      if (alpha) pixels[offset + 3] = y < height / 4 ? 0 : 255;
    }
  return sharp(pixels, { raw: { width, height, channels } });
}

async function pixelAt(path: string, x: number, y: number) {
  const { data, info } = await sharp(path).raw().toBuffer({ resolveWithObject: true });
  const offset = (y * info.width + x) * info.channels;
  return [...data.subarray(offset, offset + info.channels)];
}

function expectColour(actual: number[], [r, g, b]: Rgb) {
  for (const [i, value] of [r, g, b].entries())
    expect(Math.abs((actual[i] ?? -1) - value), `${actual} ≈ ${[r, g, b]}`).toBeLessThan(40);
}

/**
 * A PNG of 10000×10000 one-bit pixels in 12 KB: 100 megapixels — over the store's limit of 50
 * though under sharp's own default (268), so only the store's limit can refuse it.
 */
function pngBomb(side = 10_000): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  const rows = Buffer.alloc((1 + Math.ceil(side / 8)) * side); // filter byte 0 and zero pixels
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** 64×48, red left and blue right, HEVC-coded by libheif's heif-enc (x265), as an iPhone does. */
const TINY_HEIC = Buffer.from(
  'AAAAHGZ0eXBoZWljAAAAAG1pZjFoZWljbWlhZgAAAa1tZXRhAAAAAAAAACFoZGxyAAAAAAAAAABwaWN0AAAAAAAAAAAAAAAAAAAAAA5waXRtAAAAAAACAAAAEGlkYXQAAAAAAEAAMAAAADhpbG9jAQAAAERAAAIAAQAAAAAAAAHRAAEAAAAAAAAAQAACAAEAAAAAAAAAAQAAAAAAAAAIAAAAOGlpbmYAAAAAAAIAAAAVaW5mZQIAAAEAAQAAaHZjMQAAAAAVaW5mZQIAAAAAAgAAZ3JpZAAAAADYaXBycAAAALZpcGNvAAAAdmh2Y0MBA3AAAAAAAAAAAAAe8AD8/fj4AAAPAyAAAQAYQAEMAf//A3AAAAMAkAAAAwAAAwAeugJAIQABACpCAQEDcAAAAwCQAAADAAADAB6gIIEFlurkprm4EBAwIAAAAwAgAAADACEiAAEABkQBwXPAiQAAABRpc3BlAAAAAAAAAEAAAABAAAAAFGlzcGUAAAAAAAAAQAAAADAAAAAQcGl4aQAAAAADCAgIAAAAGmlwbWEAAAAAAAAAAgABAoECAAICA4QAAAAaaXJlZgAAAAAAAAAOZGltZwACAAEAAQAAAEhtZGF0AAAAPCgBr1jm9Oq//+M9f/7EpIfNd/9f/129V/AD8/65XVJLUGhYjJHHg8y+NM2btQxgYjKa9N7KxGnAnD78rQ==',
  'base64',
);

let dir: string;
let store: PhotoStore;
const photoPath = (hash: string, width: number, format: string) =>
  join(dir, 'photos', `${hash}-${width}.${format}`);

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'photos-'));
  store = createPhotoStore({ dir });
});
afterEach(() => rm(dir, { recursive: true, force: true }));

async function expectRefused(bytes: Buffer, status: number, errType: string) {
  const error = await store.save(bytes).then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  expect(error).toMatchObject({ statusCode: status, errType });
}

describe('photo store', () => {
  it('makes every width in WebP and AVIF, square, from a large photo', async () => {
    const jpeg = await halves(2000, 1500).jpeg().toBuffer();
    const hash = await store.save(jpeg);
    expect(hash).toMatch(/^[0-9a-f]{20}$/);
    for (const width of PHOTO_WIDTHS)
      for (const format of PHOTO_FORMATS) {
        const metadata = await sharp(photoPath(hash, width, format)).metadata();
        expect(metadata.format).toBe(format === 'webp' ? 'webp' : 'heif');
        expect([metadata.width, metadata.height], `${width}.${format}`).toEqual([width, width]);
        expect(metadata.exif).toBeUndefined();
      }
    // Only the finished files: no temporary ones left behind.
    const names = await readdir(join(dir, 'photos'));
    expect(names).toHaveLength(PHOTO_WIDTHS.length * PHOTO_FORMATS.length);
    for (const name of names) expect(name).toMatch(PHOTO_FILE_PATTERN);
  });

  it('turns a JPEG upright by its EXIF orientation and keeps no metadata', async () => {
    // Orientation 6: shown turned 90° clockwise, so the stored left (red) half is the top.
    const jpeg = await halves(800, 400).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const hash = await store.save(jpeg);
    const file = photoPath(hash, 320, 'webp');
    expectColour(await pixelAt(file, 60, 40), RED);
    expectColour(await pixelAt(file, 260, 40), RED);
    expectColour(await pixelAt(file, 60, 280), BLUE);
    const metadata = await sharp(file).metadata();
    expect(metadata.orientation).toBeUndefined();
    expect(metadata.exif).toBeUndefined();
  });

  it('never enlarges a small photo, and keeps a PNG’s transparency', async () => {
    const png = await halves(300, 200, true).png().toBuffer();
    const hash = await store.save(png);
    for (const width of PHOTO_WIDTHS)
      for (const format of PHOTO_FORMATS) {
        const metadata = await sharp(photoPath(hash, width, format)).metadata();
        const side = Math.min(width, 200);
        expect([metadata.width, metadata.height], `${width}.${format}`).toEqual([side, side]);
        expect(metadata.hasAlpha, `${width}.${format}`).toBe(true);
      }
    const top = await pixelAt(photoPath(hash, 960, 'webp'), 100, 10);
    expect(top[3]).toBe(0);
  });

  it('takes a WebP', async () => {
    const webp = await halves(700, 500).webp().toBuffer();
    const hash = await store.save(webp);
    expect((await sharp(photoPath(hash, 480, 'avif')).metadata()).width).toBe(480);
    expect((await sharp(photoPath(hash, 640, 'avif')).metadata()).width).toBe(500);
  });

  it('decodes an iPhone’s HEVC-coded HEIC', async () => {
    expect(detectPhotoType(TINY_HEIC)).toBe('heif');
    const hash = await store.save(TINY_HEIC);
    for (const format of PHOTO_FORMATS) {
      const file = photoPath(hash, 960, format);
      expect((await sharp(file).metadata()).width).toBe(48);
      expectColour(await pixelAt(file, 8, 24), RED);
      expectColour(await pixelAt(file, 40, 24), BLUE);
    }
  });

  it('gives up on an HEIC whose decoding takes too long, and takes the next photo', async () => {
    const impatient = createPhotoStore({ dir, heifTimeoutMs: 1 });
    const started = Date.now();
    const error = await impatient.save(TINY_HEIC).then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(error).toMatchObject({ statusCode: 400, errType: 'photoBroken' });
    expect(Date.now() - started).toBeLessThan(5_000);
    // the queue goes on
    const hash = await impatient.save(await halves(320, 320).jpeg().toBuffer());
    expect((await sharp(photoPath(hash, 320, 'webp')).metadata()).width).toBe(320);
  });

  it('keeps at most queueLimit photos waiting: one more is a 503 with Retry-After (issue 31 item 12)', async () => {
    const bounded = createPhotoStore({ dir, queueLimit: 1 });
    const photos = await Promise.all(
      [320, 330, 340].map((side) => halves(side, side).jpeg().toBuffer()),
    );
    const [running, waiting, refused] = photos.map((bytes) =>
      bounded.save(bytes).then(
        (hash) => hash,
        (caught: unknown) => caught,
      ),
    );
    expect(await refused).toMatchObject({
      statusCode: 503,
      errType: 'serviceUnavailable',
      retryAfterSeconds: 10,
    });
    expect(await running).toMatch(/^[0-9a-f]{20}$/);
    expect(await waiting).toMatch(/^[0-9a-f]{20}$/);
    // the queue empty again, the next one is taken
    expect(await bounded.save(photos[2] as Buffer)).toMatch(/^[0-9a-f]{20}$/);
  });

  it('answers the same hash for the same photo and leaves its files alone', async () => {
    const jpeg = await halves(640, 640).jpeg().toBuffer();
    const [first, concurrent] = await Promise.all([store.save(jpeg), store.save(jpeg)]);
    expect(concurrent).toBe(first);
    const written = await stat(photoPath(first, 640, 'avif'));
    expect(await store.save(Buffer.from(jpeg))).toBe(first);
    // the same file, not written again; its time renewed for the sweep (photo-sweep.ts)
    const reused = await stat(photoPath(first, 640, 'avif'));
    expect(reused.ino).toBe(written.ino);
    expect(reused.mtimeMs).toBeGreaterThanOrEqual(written.mtimeMs);
    expect(await store.save(await halves(640, 640).png().toBuffer())).not.toBe(first);
  });

  it('refuses what is not a JPEG, PNG, WebP or HEIC by its content, whatever it claims', async () => {
    await expectRefused(Buffer.from('hello'), 415, 'photoType');
    await expectRefused(Buffer.alloc(0), 415, 'photoType');
    await expectRefused(await halves(10, 10).gif().toBuffer(), 415, 'photoType');
    await expectRefused(await halves(10, 10).tiff().toBuffer(), 415, 'photoType');
    await expectRefused(await halves(10, 10).avif().toBuffer(), 415, 'photoType');
    await expectRefused(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 415, 'photoType');
  });

  it('answers a broken or truncated picture as broken and writes nothing', async () => {
    const header = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    await expectRefused(
      Buffer.concat([header, Buffer.from('garbage'.repeat(50))]),
      400,
      'photoBroken',
    );
    const jpeg = await halves(400, 400).jpeg().toBuffer();
    await expectRefused(jpeg.subarray(0, 300), 400, 'photoBroken');
    await expectRefused(Buffer.from('RIFF\0\0\0\0WEBPVP8 broken'), 400, 'photoBroken');
    await expectRefused(
      Buffer.concat([TINY_HEIC.subarray(0, 40), Buffer.alloc(100)]),
      400,
      'photoBroken',
    );
    await expect(readdir(join(dir, 'photos'))).rejects.toThrow(/ENOENT/);
  });

  it('refuses a decompression bomb by its declared size', async () => {
    const bomb = pngBomb();
    expect(bomb.length).toBeLessThan(64 * 1024);
    await expectRefused(bomb, 400, 'photoBroken');
  });
});

describe('photoImage', () => {
  it('gives the WebP and AVIF srcsets of every width, and a 480 WebP src', () => {
    const image = photoImage('0123456789abcdef0123');
    expect(image.src).toBe('/media/photos/0123456789abcdef0123-480.webp');
    expect(image.srcset).toBe(
      PHOTO_WIDTHS.map((w) => `/media/photos/0123456789abcdef0123-${w}.webp ${w}w`).join(', '),
    );
    expect(image.avifSrcset).toContain('/media/photos/0123456789abcdef0123-960.avif 960w');
  });
});
