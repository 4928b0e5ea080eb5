/**
 * The menu editor's calls under /api/staff (issue 14 item 5; packages/contract/src/staff-menu.ts).
 * A venue's categories and dishes are its managers' (and admins'), its special menus' categories
 * and dishes too; the special menus themselves are the group's, an admin's ('specials'). With
 * POS=iiko the menu is iiko's: read-only here. The routes are by entity: menu-category-routes.ts,
 * menu-dish-routes.ts (with the dish's options), menu-photo-routes.ts, menu-special-routes.ts.
 * Needs plugins/auth.ts.
 */
import {
  MENU_FROM_POS,
  menuEditorQuerySchema,
  menuEditorResponseSchema,
} from '@storefront/contract/staff-menu';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { menuCategoryRoutes } from './menu-category-routes';
import { menuDishRoutes } from './menu-dish-routes';
import { type MenuEditorRoutesOptions, menuEditing } from './menu-editor-access';
import { menuPhotoRoutes, PHOTO_CONTENT_TYPES } from './menu-photo-routes';
import { menuSpecialRoutes } from './menu-special-routes';

export const menuEditorRoutes: FastifyPluginAsyncZod<MenuEditorRoutesOptions> = async (
  app,
  options,
) => {
  const { menuEditor, posManaged } = options;
  // Here only (the plugin is encapsulated): a photo comes as the file itself.
  app.addContentTypeParser(PHOTO_CONTENT_TYPES, { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );
  // Nothing the editor answers may be kept by a browser or a proxy: it is edited as it is read.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  app.get(
    '/menu',
    {
      schema: { querystring: menuEditorQuerySchema, response: { 200: menuEditorResponseSchema } },
    },
    async (request) => {
      await request.requireStaff('menu', request.query.venueId);
      return {
        ...(await menuEditor.read(request.query.venueId)),
        readOnly: posManaged ? MENU_FROM_POS : null,
      };
    },
  );

  const editing = menuEditing(options);
  menuCategoryRoutes(app, editing);
  menuDishRoutes(app, editing);
  menuPhotoRoutes(app, editing);
  menuSpecialRoutes(app, editing);
};
