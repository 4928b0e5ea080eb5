/**
 * What the menu editor's routes share (menu-*-routes.ts): who may edit which venue's menu, whose
 * a category or dish is, and the editor with its "the catalogue changed" hook.
 */
import { idParamField } from '@storefront/contract/fields';
import { type DishKind, dishKinds, MENU_FROM_POS } from '@storefront/contract/staff-menu';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { AppError, notFound } from '../../lib/app-error';
import type { MenuEditor } from '../catalog/menu-store/menu-editor';
import type { PhotoStore } from '../media/photos';

/** The Fastify instance a routes plugin with zod schemas is given. */
export type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

export const idParams = z.object({ id: idParamField() });
export const dishParams = z.object({ kind: z.enum(dishKinds), id: idParamField() });

export interface MenuEditorRoutesOptions {
  menuEditor: MenuEditor;
  photos: PhotoStore;
  /** POS=iiko: iiko keeps the menu, the editor shows it read-only */
  posManaged: boolean;
}

export function menuEditing(options: MenuEditorRoutesOptions) {
  const { menuEditor, posManaged } = options;

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

  return { ...options, requireMenuEditor, venueOfCategory, venueOfDish };
}

export type MenuEditing = ReturnType<typeof menuEditing>;
