/** GET /media/catering-menu.pdf: the catering menu the header and About page link to. */
import type { FastifyPluginAsync } from 'fastify';
import type { CatalogService } from '../catalog/service';
import { createCateringMenuPdf } from './catering-menu';

export const CATERING_MENU_FILE = 'pogranichnaya14-catering-menu.pdf';

export const cateringRoutes: FastifyPluginAsync<{ catalog: CatalogService }> = async (
  app,
  { catalog },
) => {
  const current = createCateringMenuPdf(catalog);
  app.get('/catering-menu.pdf', async (request, reply) => {
    const { pdf, etag } = await current();
    reply
      .header('ETag', etag)
      // a few minutes, then revalidated: prices and the stop list change during the day
      .header('Cache-Control', 'public, max-age=300')
      .header('Content-Disposition', `attachment; filename="${CATERING_MENU_FILE}"`);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type('application/pdf').send(pdf);
  });
};
