import { brotliDecompressSync } from 'node:zlib';
import Fastify from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPainter } from '../../demo/painter';
import { registerErrorHandler } from '../../plugins/error-handler';
import type { CatalogService } from '../catalog/service';
import { mediaRoutes } from './routes';

// The showcase images need no catalogue; dish images are covered by the catalogue's tests.
const catalog = { dishArt: async () => null } as unknown as CatalogService;
const app = Fastify({ routerOptions: { caseSensitive: true } }).withTypeProvider<ZodTypeProvider>();

beforeAll(async () => {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  await app.register(mediaRoutes, { prefix: '/media', catalog, painter: demoPainter });
  await app.ready();
});
afterAll(() => app.close());

async function expectSvg(url: string) {
  const response = await app.inject(url);
  expect(response.statusCode, url).toBe(200);
  expect(response.headers['content-type'], url).toContain('image/svg+xml');
  expect(response.headers['cache-control'], url).toBe('public, max-age=31536000, immutable');
  expect(response.body.startsWith('<svg'), url).toBe(true);
  return response.body;
}

describe('GET /media/hero/{file}', () => {
  it('serves the wide still, the portrait still and the loop of every page header', async () => {
    for (const subject of ['gastropub', 'sibumi', 'bistro', 'about']) {
      const wide = await expectSvg(`/media/hero/${subject}.svg`);
      const mobile = await expectSvg(`/media/hero/${subject}-mobile.svg`);
      const loop = await expectSvg(`/media/hero/${subject}-loop.svg`);
      expect(wide).toContain('viewBox="0 0 1600 900"');
      expect(mobile).toContain('viewBox="0 0 720 960"');
      expect(loop).toContain('@keyframes');
      expect(wide).not.toContain('@keyframes');
    }
  });

  it('sends the picture compressed to a browser that takes brotli, the same picture', async () => {
    const plain = await app.inject('/media/hero/about-mobile.svg');
    const compressed = await app.inject({
      url: '/media/hero/about-mobile.svg',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.vary).toContain('Accept-Encoding');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(plain.body);
    expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
  });

  it('answers the same bytes every time', async () => {
    const first = await app.inject('/media/hero/sibumi-loop.svg');
    const second = await app.inject('/media/hero/sibumi-loop.svg');
    expect(second.body).toBe(first.body);
  });

  it('refuses names it does not draw', async () => {
    for (const file of [
      'menu.svg',
      'sibumi-big.svg',
      'sibumi.png',
      'Sibumi.svg',
      '..%2fsibumi.svg',
    ]) {
      const response = await app.inject(`/media/hero/${file}`);
      expect(response.statusCode, file).toBe(400);
      expect(response.headers['cache-control'], file).toBeUndefined();
    }
  });
});

describe('GET /media/gallery/{venue}/{file}', () => {
  it('serves every kind of photo for every venue, different per number', async () => {
    const bodies = new Set<string>();
    for (const venue of ['gastropub', 'sibumi', 'bistro']) {
      for (const kind of ['hall', 'table', 'street', 'detail']) {
        for (const n of [1, 2, 99]) {
          const body = await expectSvg(`/media/gallery/${venue}/${kind}-${n}.svg`);
          expect(body).toContain('viewBox="0 0 800 600"');
          bodies.add(body);
        }
      }
    }
    expect(bodies.size).toBe(3 * 4 * 3);
  });

  it('refuses unknown venues, kinds and numbers', async () => {
    for (const url of [
      '/media/gallery/about/hall-1.svg',
      '/media/gallery/sibumi/kitchen-1.svg',
      '/media/gallery/sibumi/hall-0.svg',
      '/media/gallery/sibumi/hall-100.svg',
      '/media/gallery/sibumi/hall-01.svg',
      '/media/gallery/sibumi/hall-1.png',
    ]) {
      expect((await app.inject(url)).statusCode, url).toBe(400);
    }
    expect((await app.inject('/media/gallery/sibumi')).statusCode).toBe(404);
  });
});
