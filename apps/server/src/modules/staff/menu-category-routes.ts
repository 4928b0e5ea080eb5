/** The menu editor's categories under /api/staff/menu/categories (menu-editor-routes.ts). */
import {
  categoryCreateSchema,
  categoryKitchenSchema,
  categoryOrderResponseSchema,
  categoryOrderSchema,
  categoryUpdateSchema,
  editorCategorySchema,
  versionQuerySchema,
} from '@storefront/contract/staff-menu';
import { z } from 'zod/mini';
import { idParams, type MenuEditing, type ZodApp } from './menu-editor-access';

export function menuCategoryRoutes(app: ZodApp, editing: MenuEditing) {
  const { menuEditor, requireMenuEditor, venueOfCategory } = editing;

  app.post(
    '/menu/categories',
    { schema: { body: categoryCreateSchema, response: { 201: editorCategorySchema } } },
    async (request, reply) => {
      const principal = await requireMenuEditor(request, request.body.venueId);
      const category = await menuEditor.createCategory(request.body, principal.id);
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
      return category;
    },
  );

  // The kitchen's times are the site's with POS=iiko too (issue 33): no requireMenuEditor here.
  app.put(
    '/menu/categories/:id/kitchen',
    {
      schema: {
        params: idParams,
        body: categoryKitchenSchema,
        response: { 200: editorCategorySchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      const principal = await request.requireStaff('menu', await venueOfCategory(id));
      return menuEditor.setCategoryKitchen(id, request.body, principal.id);
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
      return reply.code(204).send(null);
    },
  );
}
