/**
 * A kept text's bytes, once per encoding it is asked in: a rendered page (some 60 KB of HTML that
 * does not change until the catalogue does) or a drawn picture. Filling and compressing it on every
 * request would cost more than making it once did (decision 033). Brotli and gzip copies are made
 * on first demand, off the event loop, and kept with the text.
 */
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type TextEncoding = 'br' | 'gzip' | 'identity';

/** The server's preference when the browser accepts several: the smallest first. */
const negotiator = new Negotiator<TextEncoding>({ supportedValues: ['br', 'gzip', 'identity'] });

/** The encoding to answer an Accept-Encoding header with (identity when none is acceptable). */
export function acceptedEncoding(acceptEncoding: string | undefined): TextEncoding {
  if (!acceptEncoding) return 'identity';
  return negotiator.negotiate(acceptEncoding) ?? 'identity';
}

export interface EncodedText {
  /** the page's bytes in `encoding` (made once, then kept) */
  bytes(encoding: TextEncoding): Promise<Buffer>;
}

export function encodedText(html: string): EncodedText {
  const identity = Buffer.from(html);
  const copies = new Map<TextEncoding, Promise<Buffer>>([['identity', Promise.resolve(identity)]]);
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
