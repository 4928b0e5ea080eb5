/**
 * Pictures: one per dish and per venue, and the showcase pages' heroes and photo strips
 * (docs/decisions/017-showcase-pages.md), drawn by the painter app.ts hands in (today the demo's,
 * DESIGN.md §4 "Demo content"), compressed and kept.
 */
import { isMenuVenueId } from '@storefront/contract/venues';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/app-error';
import { acceptedEncoding, type EncodedText, encodedText } from '../../plugins/text-encodings';
import type { CatalogService } from '../catalog/service';
import {
  type DishIcon,
  type GalleryKind,
  type HeroSubject,
  type HeroVariant,
  isDishIcon,
  type MediaPainter,
  sceneVenues,
} from './painter';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Pictures kept, drawn and compressed once: every valid address has room (dishes and scenes). */
const MAX_KEPT_PICTURES = 5000;

/**
 * Sends a drawn picture compressed as the browser takes it (an SVG shrinks to a third or less):
 * the header picture is a page's largest paint. Drawn once per `key`, kept while there is room.
 */
function pictureSender() {
  const kept = new Map<string, EncodedText>();
  return async (request: FastifyRequest, reply: FastifyReply, key: string, draw: () => string) => {
    let picture = kept.get(key);
    if (!picture) {
      picture = encodedText(draw());
      if (kept.size < MAX_KEPT_PICTURES) kept.set(key, picture);
    }
    const encoding = acceptedEncoding(request.headers['accept-encoding']);
    reply
      .type('image/svg+xml')
      .header('Cache-Control', IMMUTABLE)
      .header('Vary', 'Accept-Encoding');
    if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
    return reply.send(await picture.bytes(encoding));
  };
}

const productImageParams = z.object({
  file: z.string().regex(/^[0-9a-f-]{36}\.svg$/, 'имя файла изображения'),
});
const venueImageParams = z.object({ file: z.enum(['1.svg', '2.svg', '3.svg']) });

/** `about.svg` (wide still), `about-mobile.svg` (portrait still), `about-loop.svg` (the "video"). */
const heroImageParams = z.object({
  file: z.string().regex(/^(gastropub|sibumi|bistro|about)(-mobile|-loop)?\.svg$/, 'имя файла'),
});
/** `/gallery/sibumi/hall-3.svg`: the venue, what the photo shows, and which one (1–99). */
const galleryImageParams = z.object({
  venue: z.enum(sceneVenues),
  file: z.string().regex(/^(hall|table|street|detail)-[1-9]\d?\.svg$/, 'имя файла'),
});

function toIcon(value: string): DishIcon {
  return isDishIcon(value) ? value : 'plate';
}

export interface MediaRoutesOptions {
  catalog: CatalogService;
  painter: MediaPainter;
}

export const mediaRoutes: FastifyPluginAsyncZod<MediaRoutesOptions> = async (
  app,
  { catalog, painter },
) => {
  const sendPicture = pictureSender();

  app.get('/products/:file', { schema: { params: productImageParams } }, async (request, reply) => {
    const iikoId = request.params.file.slice(0, -'.svg'.length);
    const art = await catalog.dishArt(iikoId);
    const venueId = art?.venueId;
    if (!art || venueId === undefined || !isMenuVenueId(venueId)) throw notFound();
    const icon = toIcon(art.icon);
    return sendPicture(request, reply, `dish ${iikoId} ${icon} ${venueId}`, () =>
      painter.dish({ seed: iikoId, icon, venueId }),
    );
  });

  app.get('/venues/:file', { schema: { params: venueImageParams } }, async (request, reply) => {
    const venueId = Number(request.params.file[0]);
    if (!isMenuVenueId(venueId)) throw notFound();
    return sendPicture(request, reply, `venue ${venueId}`, () => painter.venueLogo(venueId));
  });

  app.get('/hero/:file', { schema: { params: heroImageParams } }, async (request, reply) => {
    const [name = '', suffix] = request.params.file.slice(0, -'.svg'.length).split('-');
    const variant: HeroVariant = suffix === 'mobile' || suffix === 'loop' ? suffix : 'wide';
    return sendPicture(request, reply, `hero ${name} ${variant}`, () =>
      painter.hero(name as HeroSubject, variant),
    );
  });

  app.get(
    '/gallery/:venue/:file',
    { schema: { params: galleryImageParams } },
    async (request, reply) => {
      const [kind = '', n = ''] = request.params.file.slice(0, -'.svg'.length).split('-');
      const { venue } = request.params;
      return sendPicture(request, reply, `gallery ${venue} ${kind} ${n}`, () =>
        painter.gallery({ venue, kind: kind as GalleryKind, n: Number(n) }),
      );
    },
  );
};
