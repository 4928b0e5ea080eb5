/** Generated images (DESIGN.md §4 "Demo content"): one per dish and per venue. */
import { isMenuVenueId } from '@storefront/contract/venues';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type DishIcon, dishIcons } from '../../db/seed/types';
import { notFound } from '../../lib/app-error';
import type { CatalogService } from '../catalog/service';
import { renderDishSvg, renderVenueLogoSvg } from './art';

const IMMUTABLE = 'public, max-age=31536000, immutable';

const productImageParams = z.object({
  file: z.string().regex(/^[0-9a-f-]{36}\.svg$/, 'имя файла изображения'),
});
const venueImageParams = z.object({ file: z.enum(['1.svg', '2.svg', '3.svg']) });

function toIcon(value: string): DishIcon {
  return (dishIcons as readonly string[]).includes(value) ? (value as DishIcon) : 'plate';
}

export const mediaRoutes: FastifyPluginAsyncZod<{ catalog: CatalogService }> = async (
  app,
  { catalog },
) => {
  app.get('/products/:file', { schema: { params: productImageParams } }, async (request, reply) => {
    const iikoId = request.params.file.slice(0, -'.svg'.length);
    const art = await catalog.dishArt(iikoId);
    if (!art || !isMenuVenueId(art.venueId)) throw notFound();
    return reply
      .type('image/svg+xml')
      .header('Cache-Control', IMMUTABLE)
      .send(renderDishSvg({ seed: iikoId, icon: toIcon(art.icon), venueId: art.venueId }));
  });

  app.get('/venues/:file', { schema: { params: venueImageParams } }, async (request, reply) => {
    const venueId = Number(request.params.file[0]);
    if (!isMenuVenueId(venueId)) throw notFound();
    return reply
      .type('image/svg+xml')
      .header('Cache-Control', IMMUTABLE)
      .send(renderVenueLogoSvg(venueId));
  });
};
