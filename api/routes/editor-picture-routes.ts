import { z } from 'zod';
import {
  editorPictureListQuerySchema,
  editorPictureMaxBytes,
  editorPictureSchema,
  editorPictureUploadQuerySchema,
} from '../../src/lib/contract/editor-pictures.ts';
import { validationKey } from '../../src/lib/contract/validation-key.ts';
import { listEditorPictures, readEditorPicture, storeEditorPicture } from '../domain/editor/pictures.ts';
import { readLimited } from '../server/input.ts';
import { defineRoute, type AnyRoute } from '../server/route.ts';

/** Editors' pictures: upload (checked, converted to WebP), the list to choose from, and the public object. */
export const editorPictureRoutes: AnyRoute[] = [
  defineRoute({
    method: 'post',
    path: '/api/editor/pictures',
    tag: 'editor',
    auth: 'editor',
    bodyKind: 'raw',
    limit: { name: 'uploadUser', by: 'user' },
    summary:
      'Upload a picture (raw body; JPEG, PNG, WebP, GIF or AVIF; at most 10 MB and 40 megapixels; at least 600 x 800): stored as WebP, answers its public storage path',
    query: editorPictureUploadQuerySchema,
    body: z.unknown(),
    response: editorPictureSchema,
    handler: async ({ c, ctx, user, query }) =>
      storeEditorPicture(
        ctx.db,
        user.id,
        c.req.header('content-type') ?? '',
        query.fileName,
        await readLimited(c, editorPictureMaxBytes),
        ctx.now(),
      ),
  }),
  defineRoute({
    method: 'get',
    path: '/api/editor/pictures',
    tag: 'editor',
    auth: 'editor',
    summary: "Editors' uploaded pictures, newest first (before: an id, for the next page)",
    query: editorPictureListQuerySchema,
    response: z.array(editorPictureSchema),
    handler: ({ ctx, query }) => listEditorPictures(ctx.db, query),
  }),
  defineRoute({
    method: 'get',
    path: '/oss/editor/:file',
    tag: 'storage',
    auth: 'none',
    produces: 'webp',
    summary:
      "An editor's picture (WebP) at the path its upload answered; immutable, the x-oss-process query is accepted and ignored",
    params: z.object({
      file: z
        .string()
        .regex(/^[A-Za-z0-9_-]{16,64}\.webp$/, validationKey('apiMessage.validation.imageFile')),
    }),
    handler: async ({ c, ctx, params }) => {
      const bytes = await readEditorPicture(ctx.db, params.file.slice(0, -'.webp'.length));
      return c.body(new Uint8Array(bytes), 200, {
        'Content-Type': 'image/webp',
        'Content-Length': String(bytes.length),
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': 'public, max-age=31536000, immutable',
      });
    },
  }),
];
