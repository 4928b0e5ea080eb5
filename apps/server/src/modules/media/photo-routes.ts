/**
 * GET /media/photos/{hash}-{width}.{webp|avif}: the files photos.ts stored. A name is the photo's
 * content hash, so a file never changes: cached for a year and never revalidated.
 */
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PHOTO_FILE_PATTERN, photosDir } from './photos';

const photoParams = z.object({
  // Only the names photos.ts writes: no dots, slashes or temporary files come through.
  file: z.string().regex(PHOTO_FILE_PATTERN, 'имя файла фотографии'),
});

export interface PhotoRoutesOptions {
  /** MEDIA_DIR */
  dir: string;
}

export const photoRoutes: FastifyPluginAsyncZod<PhotoRoutesOptions> = async (app, { dir }) => {
  // reply.sendFile in this plugin only (the storefront's own static files register theirs);
  // @fastify/send answers the type, ETag/Last-Modified and 304s, and a missing file is a 404.
  await app.register(fastifyStatic, {
    root: photosDir(dir),
    serve: false,
    // the folder is made by the first upload
    suppressWarning: true,
    maxAge: 365 * 24 * 60 * 60 * 1000,
    immutable: true,
    acceptRanges: false,
  });

  app.get('/photos/:file', { schema: { params: photoParams } }, (request, reply) =>
    reply.sendFile(request.params.file),
  );
};
