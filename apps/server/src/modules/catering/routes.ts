/** GET /media/catering-menu.pdf: the catering menu the header and About page link to. */
import { CATERING_MENU_URL } from '@storefront/contract/catering';
import type { FastifyPluginAsync } from 'fastify';
import { etagMatches } from '../../lib/cached-reply';
import type { CatalogService } from '../catalog/service';
import { createCateringMenuPdf } from './catering-menu';

export const CATERING_MENU_FILE = 'pogranichnaya14-catering-menu.pdf';

/** Registered without a prefix: the address is the one the storefront links to. */
export const cateringRoutes: FastifyPluginAsync<{ catalog: CatalogService }> = async (
  app,
  { catalog },
) => {
  const current = createCateringMenuPdf(catalog);
  app.get(CATERING_MENU_URL, async (request, reply) => {
    const { pdf, etag } = await current();
    reply
      .header('ETag', etag)
      // a few minutes, then revalidated: prices and the stop list change during the day
      .header('Cache-Control', 'public, max-age=300')
      .header('Content-Disposition', `attachment; filename="${CATERING_MENU_FILE}"`);
    if (etagMatches(request.headers['if-none-match'], etag)) return reply.code(304).send();
    return reply.type('application/pdf').send(pdf);
  });
};
