/**
 * A kept page's bytes, once per encoding it is asked in. A rendered page is some 60 KB of HTML
 * that does not change until the catalogue does: filling the template and compressing it on every
 * request would cost more than rendering it once did (decision 033). Brotli and gzip copies are
 * made on first demand, off the event loop, and kept with the page.
 */
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type PageEncoding = 'br' | 'gzip' | 'identity';

/** The server's preference when the browser accepts several: the smallest first. */
const negotiator = new Negotiator<PageEncoding>({ supportedValues: ['br', 'gzip', 'identity'] });

/** The encoding to answer an Accept-Encoding header with (identity when none is acceptable). */
export function pageEncoding(acceptEncoding: string | undefined): PageEncoding {
  if (!acceptEncoding) return 'identity';
  return negotiator.negotiate(acceptEncoding) ?? 'identity';
}

export interface EncodedPage {
  /** the page's bytes in `encoding` (made once, then kept) */
  bytes(encoding: PageEncoding): Promise<Buffer>;
}

export function encodedPage(html: string): EncodedPage {
  const identity = Buffer.from(html);
  const copies = new Map<PageEncoding, Promise<Buffer>>([['identity', Promise.resolve(identity)]]);
  return {
    bytes(encoding) {
      let copy = copies.get(encoding);
      if (!copy) {
        copy =
          encoding === 'br'
            ? brotli(identity, {
                params: {
                  [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
                  // Quality 9 is within a few per cent of 11 on HTML at a tenth of its time.
                  [constants.BROTLI_PARAM_QUALITY]: 9,
                  [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
                },
              })
            : gzipAsync(identity, { level: 9 });
        copies.set(encoding, copy);
      }
      return copy;
    },
  };
}
