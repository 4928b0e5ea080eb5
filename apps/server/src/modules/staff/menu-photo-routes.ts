/** A dish's photo in the menu editor (menu-editor-routes.ts): the file itself is the body. */
import {
  editorDishSchema,
  menuEditorMessages,
  PHOTO_MAX_BYTES,
  versionQuerySchema,
} from '@storefront/contract/staff-menu';
import type { FastifyError } from 'fastify';
import { AppError } from '../../lib/app-error';
import { dishParams, type MenuEditing, type ZodApp } from './menu-editor-access';

/**
 * What a photo may be sent as. The type only lets the file in: the photo store reads the content
 * and refuses what is not an image of ours, whatever it is called.
 */
export const PHOTO_CONTENT_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/heic',
  'image/heif',
  'application/octet-stream',
];

export function menuPhotoRoutes(app: ZodApp, editing: MenuEditing) {
  const { menuEditor, photos, requireMenuEditor, venueOfDish } = editing;

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
      // A photo from an older copy of the dish is refused before it costs any work or disk.
      await menuEditor.checkDishVersion(kind, id, request.query.version);
      const hash = await photos.save(request.body);
      const dish = await menuEditor.setPhoto(kind, id, hash, request.query.version, principal.id);
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
      return dish;
    },
  );
}
