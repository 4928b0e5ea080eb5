/** Strict security headers for pages and API alike. */
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** The hosts Yandex Maps JS API v3 loads from (its documented CSP rules). */
const yandexMaps = {
  script: [
    'https://api-maps.yandex.ru',
    'https://*.api-maps.yandex.ru',
    'https://yastatic.net',
    // the map's renderer compiles its shaders at run time
    "'unsafe-eval'",
  ],
  connect: [
    'https://api-maps.yandex.ru',
    'https://*.api-maps.yandex.ru',
    'https://*.maps.yandex.net',
  ],
  style: ['https://api-maps.yandex.ru', 'https://*.api-maps.yandex.ru', 'https://yastatic.net'],
  img: [
    'https://api-maps.yandex.ru',
    'https://*.api-maps.yandex.ru',
    'https://*.maps.yandex.net',
    'https://yastatic.net',
  ],
  worker: ['blob:'],
};

export interface SecurityHeadersOptions {
  imageUrlTemplate?: string;
  /** a Yandex Maps key is configured: allow the map's hosts */
  yandexMaps?: boolean;
}

export async function registerSecurityHeaders(
  app: FastifyInstance,
  { imageUrlTemplate, yandexMaps: withMaps = false }: SecurityHeadersOptions = {},
) {
  const imageOrigin = imageUrlTemplate
    ? new URL(imageUrlTemplate.replaceAll('{iikoId}', 'x')).origin
    : null;
  const maps = (kind: keyof typeof yandexMaps) => (withMaps ? yandexMaps[kind] : []);
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        connectSrc: ["'self'", ...maps('connect')],
        fontSrc: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        imgSrc: ["'self'", 'data:', ...(imageOrigin ? [imageOrigin] : []), ...maps('img')],
        objectSrc: ["'none'"],
        scriptSrc: ["'self'", ...maps('script')],
        // react-toastify injects its stylesheet at run time.
        styleSrc: ["'self'", "'unsafe-inline'", ...maps('style')],
        ...(withMaps ? { workerSrc: ["'self'", ...maps('worker')] } : {}),
      },
    },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
  });
}
