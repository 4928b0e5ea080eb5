/**
 * The menu editor's dishes under /api/staff/menu/dishes (menu-editor-routes.ts), with a venue's
 * dish's sizes and modifier groups (decision 054).
 */
import {
  dishOptionsResponseSchema,
  dishOptionsUpdateSchema,
} from '@storefront/contract/staff-dish-options';
import {
  dishCreateSchema,
  dishKitchenSchema,
  dishUpdateSchema,
  editorDishSchema,
  versionQuerySchema,
} from '@storefront/contract/staff-menu';
import { z } from 'zod/mini';
import { dishParams, idParams, type MenuEditing, type ZodApp } from './menu-editor-access';

export function menuDishRoutes(app: ZodApp, editing: MenuEditing) {
  const { menuEditor, requireMenuEditor, venueOfCategory, venueOfDish } = editing;

  app.post(
    '/menu/dishes',
    { schema: { body: dishCreateSchema, response: { 201: editorDishSchema } } },
    async (request, reply) => {
      const principal = await requireMenuEditor(
        request,
        await venueOfCategory(request.body.categoryId),
      );
      const dish = await menuEditor.createDish(request.body, principal.id);
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
      return dish;
    },
  );

  // The kitchen's times are the site's with POS=iiko too (issue 33): no requireMenuEditor here.
  app.put(
    '/menu/dishes/:kind/:id/kitchen',
    {
      schema: { params: dishParams, body: dishKitchenSchema, response: { 200: editorDishSchema } },
    },
    async (request) => {
      const { kind, id } = request.params;
      const principal = await request.requireStaff('menu', await venueOfDish(kind, id));
      return menuEditor.setDishKitchen(kind, id, request.body, principal.id);
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
      return options;
    },
  );
}
