import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandler } from '../../plugins/error-handler';
import { photoRoutes } from './photo-routes';
import { createPhotoStore } from './photos';

const app = Fastify({ routerOptions: { caseSensitive: true } }).withTypeProvider<ZodTypeProvider>();
let dir: string;
let hash: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'photo-routes-'));
  hash = await createPhotoStore({ dir }).save(
    await sharp({ create: { width: 400, height: 300, channels: 3, background: '#c33' } })
      .jpeg()
      .toBuffer(),
  );
  // A file the store is still writing, and one beside the photos' folder.
  await writeFile(join(dir, 'photos', `${hash}-320.webp.0a1b2c.tmp`), 'half a file');
  await writeFile(join(dir, 'secret.txt'), 'the secret contents');
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  await app.register(photoRoutes, { prefix: '/media', dir });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await rm(dir, { recursive: true, force: true });
});

describe('GET /media/photos/{file}', () => {
  it('serves each stored file with its type, cached for a year as immutable', async () => {
    for (const [format, type] of [
      ['webp', 'image/webp'],
      ['avif', 'image/avif'],
    ]) {
      const response = await app.inject(`/media/photos/${hash}-640.${format}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe(type);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const metadata = await sharp(response.rawPayload).metadata();
      expect(metadata.width).toBe(300);
    }
  });

  it('answers 304 to a browser that has the file', async () => {
    const first = await app.inject(`/media/photos/${hash}-320.webp`);
    const etag = first.headers.etag;
    expect(etag).toBeTruthy();
    const again = await app.inject({
      url: `/media/photos/${hash}-320.webp`,
      headers: { 'if-none-match': String(etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('answers 404 for a photo that is not stored', async () => {
    const response = await app.inject('/media/photos/0123456789abcdef0123-320.webp');
    expect(response.statusCode).toBe(404);
  });

  it('serves nothing but the names the store writes', async () => {
    for (const url of [
      `/media/photos/${hash}-320.webp.0a1b2c.tmp`,
      `/media/photos/${hash}-321.webp`,
      `/media/photos/${hash}-320.png`,
      '/media/photos/..%2Fsecret.txt',
      '/media/photos/%2e%2e%2fsecret.txt',
      '/media/photos/../secret.txt',
      `/media/photos/..%2F..%2F${hash}-320.webp`,
    ]) {
      const response = await app.inject(url);
      expect([400, 404], url).toContain(response.statusCode);
      expect(response.body, url).not.toContain('contents');
      expect(response.body, url).not.toContain('half a file');
    }
  });
});
