import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodedPage, pageEncoding } from './page-encodings';

describe('the encoding a page is sent in', () => {
  it('is the smallest the browser takes, honouring q=0 and q-values', () => {
    expect(pageEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pageEncoding('gzip')).toBe('gzip');
    expect(pageEncoding('br;q=0, gzip')).toBe('gzip');
    expect(pageEncoding('gzip;q=0.5, br;q=0.4')).toBe('gzip');
  });

  it('is the page as it is when nothing we make is acceptable', () => {
    expect(pageEncoding(undefined)).toBe('identity');
    expect(pageEncoding('')).toBe('identity');
    expect(pageEncoding('deflate')).toBe('identity');
    expect(pageEncoding('identity')).toBe('identity');
  });
});

describe('a kept page', () => {
  const html = `<!doctype html><p>${'Рамен с уткой — 590 ₽. '.repeat(500)}</p>`;

  it('decodes to the same page in every encoding', async () => {
    const page = encodedPage(html);
    expect((await page.bytes('identity')).toString()).toBe(html);
    expect(brotliDecompressSync(await page.bytes('br')).toString()).toBe(html);
    expect(gunzipSync(await page.bytes('gzip')).toString()).toBe(html);
    expect((await page.bytes('br')).length).toBeLessThan(Buffer.byteLength(html) / 10);
  });

  it('is compressed once per encoding, however many ask at once', async () => {
    const page = encodedPage(html);
    const [first, second] = await Promise.all([page.bytes('br'), page.bytes('br')]);
    expect(second).toBe(first);
    expect(await page.bytes('br')).toBe(first);
  });
});
