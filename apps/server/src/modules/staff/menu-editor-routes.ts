/**
 * The menu editor's calls under /api/staff (issue 14 item 5; packages/contract/src/staff-menu.ts).
 * A venue's categories and dishes are its managers' (and admins'), its special menus' categories
 * and dishes too; the special menus themselves are the group's, an admin's ('specials'). With
 * POS=iiko the menu is iiko's: read-only here.
 * Needs plugins/auth.ts.
 */
import { idParamField } from '@storefront/contract/fields';
import {
  dishOptionsResponseSchema,
  dishOptionsUpdateSchema,
} from '@storefront/contract/staff-dish-options';
import {
  categoryCreateSchema,
  categoryOrderResponseSchema,
  categoryOrderSchema,
  categoryUpdateSchema,
  type DishKind,
  dishCreateSchema,
  dishKinds,
  dishUpdateSchema,
  editorCategorySchema,
  editorDishSchema,
  editorSpecialSchema,
  MENU_FROM_POS,
  menuEditorMessages,
  menuEditorQuerySchema,
  menuEditorResponseSchema,
  PHOTO_MAX_BYTES,
  specialCreateSchema,
  specialUpdateSchema,
  versionQuerySchema,
} from '@storefront/contract/staff-menu';
import type { FastifyError, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { AppError, notFound } from '../../lib/app-error';
import type { MenuEditor } from '../catalog/menu-store/menu-editor';
import type { PhotoStore } from '../media/photos';

const idParams = z.object({ id: idParamField() });
const dishParams = z.object({ kind: z.enum(dishKinds), id: idParamField() });

/**
 * What a photo may be sent as. The type only lets the file in: the photo store reads the content
 * and refuses what is not an image of ours, whatever it is called.
 */
const PHOTO_CONTENT_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/heic',
  'image/heif',
  'application/octet-stream',
];

export const menuEditorRoutes: FastifyPluginAsyncZod<{
  menuEditor: MenuEditor;
  photos: PhotoStore;
  /** POS=iiko: iiko keeps the menu, the editor shows it read-only */
  posManaged: boolean;
  /** this process's catalogue, renewed at once (its own NOTIFY may come after the answer) */
  onChanged: () => void;
}> = async (app, { menuEditor, photos, posManaged, onChanged }) => {
  // Here only (the plugin is encapsulated): a photo comes as the file itself.
  app.addContentTypeParser(PHOTO_CONTENT_TYPES, { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );
  // Nothing the editor answers may be kept by a browser or a proxy: it is edited as it is read.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  /** The member, allowed to edit `venueId`'s menu, and the menu editable at all. */
  async function requireMenuEditor(
    request: FastifyRequest,
    venueId?: number,
    area: 'menu' | 'specials' = 'menu',
  ) {
    const principal = await request.requireStaff(area, venueId);
    if (posManaged) throw new AppError(409, 'posManaged', undefined, MENU_FROM_POS);
    return principal;
  }

  async function venueOfCategory(id: number): Promise<number> {
    const venueId = await menuEditor.venueOfCategory(id);
    if (venueId === undefined) throw notFound();
    return venueId;
  }

  async function venueOfDish(kind: DishKind, id: number): Promise<number> {
    const venueId = await menuEditor.venueOfDish(kind, id);
    if (venueId === undefined) throw notFound();
    return venueId;
  }

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

  /* ---------- categories ---------- */

  app.post(
    '/menu/categories',
    { schema: { body: categoryCreateSchema, response: { 201: editorCategorySchema } } },
    async (request, reply) => {
      const principal = await requireMenuEditor(request, request.body.venueId);
      const category = await menuEditor.createCategory(request.body, principal.id);
      onChanged();
      return reply.code(201).send(category);
    },
  );

  app.put(
    '/menu/categories/order',
    {
      schema: { body: categoryOrderSchema, response: { 200: categoryOrderResponseSchema } },
    },
    async (request) => {
      const principal = await requireMenuEditor(request, request.body.venueId);
      const categories = await menuEditor.orderCategories(request.body, principal.id);
      onChanged();
      return { categories };
    },
  );

  app.put(
    '/menu/categories/:id',
    {
      schema: {
        params: idParams,
        body: categoryUpdateSchema,
        response: { 200: editorCategorySchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      const principal = await requireMenuEditor(request, await venueOfCategory(id));
      const category = await menuEditor.updateCategory(id, request.body, principal.id);
      onChanged();
      return category;
    },
  );

  app.delete(
    '/menu/categories/:id',
    {
      schema: { params: idParams, querystring: versionQuerySchema, response: { 204: z.null() } },
    },
    async (request, reply) => {
      const { id } = request.params;
      const principal = await requireMenuEditor(request, await venueOfCategory(id));
      await menuEditor.deleteCategory(id, request.query.version, principal.id);
      onChanged();
      return reply.code(204).send(null);
    },
  );

  /* ---------- dishes ---------- */

  app.post(
    '/menu/dishes',
    { schema: { body: dishCreateSchema, response: { 201: editorDishSchema } } },
    async (request, reply) => {
      const principal = await requireMenuEditor(
        request,
        await venueOfCategory(request.body.categoryId),
      );
      const dish = await menuEditor.createDish(request.body, principal.id);
      onChanged();
      return reply.code(201).send(dish);
    },
  );

  app.put(
    '/menu/dishes/:kind/:id',
    {
      schema: { params: dishParams, body: dishUpdateSchema, response: { 200: editorDishSchema } },
    },
    async (request) => {
      const { kind, id } = request.params;
      const from = await venueOfDish(kind, id);
      const principal = await requireMenuEditor(request, from);
      // Moved to another venue's category: the member must have that venue's menu too.
      const to = await venueOfCategory(request.body.categoryId);
      if (to !== from) await requireMenuEditor(request, to);
      const dish = await menuEditor.updateDish(kind, id, request.body, principal.id);
      onChanged();
      return dish;
    },
  );

  app.delete(
    '/menu/dishes/:kind/:id',
    {
      schema: { params: dishParams, querystring: versionQuerySchema, response: { 204: z.null() } },
    },
    async (request, reply) => {
      const { kind, id } = request.params;
      const principal = await requireMenuEditor(request, await venueOfDish(kind, id));
      await menuEditor.deleteDish(kind, id, request.query.version, principal.id);
      onChanged();
      return reply.code(204).send(null);
    },
  );

  /* ---------- a dish's sizes and modifier groups: a venue's dishes only (decision 054) ---------- */

  app.get(
    '/menu/dishes/product/:id/options',
    { schema: { params: idParams, response: { 200: dishOptionsResponseSchema } } },
    async (request) => {
      const { id } = request.params;
      await request.requireStaff('menu', await venueOfDish('product', id));
      return menuEditor.readOptions(id);
    },
  );

  app.put(
    '/menu/dishes/product/:id/options',
    {
      schema: {
        params: idParams,
        body: dishOptionsUpdateSchema,
        response: { 200: dishOptionsResponseSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      const principal = await requireMenuEditor(request, await venueOfDish('product', id));
      const options = await menuEditor.saveOptions(id, request.body, principal.id);
      onChanged();
      return options;
    },
  );

  /* ---------- photos: the file itself is the body ---------- */

  app.put(
    '/menu/dishes/:kind/:id/photo',
    {
      // The body is the image's bytes, which no schema describes: the photo store reads them.
      schema: {
        params: dishParams,
        querystring: versionQuerySchema,
        response: { 200: editorDishSchema },
      },
      bodyLimit: PHOTO_MAX_BYTES,
      // Who may send one is known before a byte of it is read: a stranger's 15 MB is refused at
      // the headers, not after the server has taken it in (the venue is checked in the handler).
      onRequest: async (request) => {
        await requireMenuEditor(request);
      },
      // A photo takes a few seconds of the machine: a handful a minute is a manager's pace.
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
      // Over the limit: the editor's own words (how large a photo may be), not the site's
      // general "too large"; every other failure goes on to the site's error handler.
      errorHandler(error: FastifyError) {
        if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
          throw new AppError(413, 'payloadTooLarge', undefined, menuEditorMessages.photoTooLarge);
        throw error;
      },
    },
    async (request) => {
      const { kind, id } = request.params;
      const principal = await requireMenuEditor(request, await venueOfDish(kind, id));
      // JSON or text instead of a file: nothing an image could be read from.
      if (!Buffer.isBuffer(request.body)) throw new AppError(415, 'photoType');
      const hash = await photos.save(request.body);
      const dish = await menuEditor.setPhoto(kind, id, hash, request.query.version, principal.id);
      onChanged();
      return dish;
    },
  );

  app.delete(
    '/menu/dishes/:kind/:id/photo',
    {
      schema: {
        params: dishParams,
        querystring: versionQuerySchema,
        response: { 200: editorDishSchema },
      },
    },
    async (request) => {
      const { kind, id } = request.params;
      const principal = await requireMenuEditor(request, await venueOfDish(kind, id));
      const dish = await menuEditor.setPhoto(kind, id, null, request.query.version, principal.id);
      onChanged();
      return dish;
    },
  );

  /* ---------- special menus: the group's ---------- */

  app.post(
    '/menu/specials',
    { schema: { body: specialCreateSchema, response: { 201: editorSpecialSchema } } },
    async (request, reply) => {
      const principal = await requireMenuEditor(request, undefined, 'specials');
      const special = await menuEditor.createSpecial(request.body, principal.id);
      onChanged();
      return reply.code(201).send(special);
    },
  );

  app.put(
    '/menu/specials/:id',
    {
      schema: {
        params: idParams,
        body: specialUpdateSchema,
        response: { 200: editorSpecialSchema },
      },
    },
    async (request) => {
      const principal = await requireMenuEditor(request, undefined, 'specials');
      const special = await menuEditor.updateSpecial(request.params.id, request.body, principal.id);
      onChanged();
      return special;
    },
  );
};
