import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { acceptedEncoding, encodedText } from './text-encodings';

describe('the encoding a page is sent in', () => {
  it('is the smallest the browser takes, honouring q=0 and q-values', () => {
    expect(acceptedEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(acceptedEncoding('gzip')).toBe('gzip');
    expect(acceptedEncoding('br;q=0, gzip')).toBe('gzip');
    expect(acceptedEncoding('gzip;q=0.5, br;q=0.4')).toBe('gzip');
  });

  it('is the page as it is when nothing we make is acceptable', () => {
    expect(acceptedEncoding(undefined)).toBe('identity');
    expect(acceptedEncoding('')).toBe('identity');
    expect(acceptedEncoding('deflate')).toBe('identity');
    expect(acceptedEncoding('identity')).toBe('identity');
  });
});

describe('a kept page', () => {
  const html = `<!doctype html><p>${'Рамен с уткой — 590 ₽. '.repeat(500)}</p>`;

  it('decodes to the same page in every encoding', async () => {
    const page = encodedText(html);
    expect((await page.bytes('identity')).toString()).toBe(html);
    expect(brotliDecompressSync(await page.bytes('br')).toString()).toBe(html);
    expect(gunzipSync(await page.bytes('gzip')).toString()).toBe(html);
    expect((await page.bytes('br')).length).toBeLessThan(Buffer.byteLength(html) / 10);
  });

  it('is compressed once per encoding, however many ask at once', async () => {
    const page = encodedText(html);
    const [first, second] = await Promise.all([page.bytes('br'), page.bytes('br')]);
    expect(second).toBe(first);
    expect(await page.bytes('br')).toBe(first);
  });
});
