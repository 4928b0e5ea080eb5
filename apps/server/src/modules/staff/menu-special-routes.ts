/** The group's special menus under /api/staff/menu/specials (menu-editor-routes.ts): an admin's. */
import {
  editorSpecialSchema,
  specialCreateSchema,
  specialUpdateSchema,
} from '@storefront/contract/staff-menu';
import { idParams, type MenuEditing, type ZodApp } from './menu-editor-access';

export function menuSpecialRoutes(app: ZodApp, editing: MenuEditing) {
  const { menuEditor, requireMenuEditor } = editing;

  app.post(
    '/menu/specials',
    { schema: { body: specialCreateSchema, response: { 201: editorSpecialSchema } } },
    async (request, reply) => {
      const principal = await requireMenuEditor(request, undefined, 'specials');
      const special = await menuEditor.createSpecial(request.body, principal.id);
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
      return special;
    },
  );
}
