import { z } from 'zod';
import { pictureFor, pictureKinds } from '../domain/catalogue-pictures.ts';
import { posterSvg } from '../storage/poster-svg.ts';
import { storedPicture } from '../domain/rendered-pictures.ts';
import { loadSvgFonts } from '../../src/lib/typeset/svg-text.ts';
import { defineRoute, type AnyRoute } from '../server/route.ts';
import { validationKey } from '../../src/lib/contract/validation-key.ts';

/** Params of a catalogue picture: /oss/images/{kind}/{file}. */
const imageParams = z.object({
  kind: z.enum(pictureKinds),
  file: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}\.(?:jpg|jpeg|png|webp)$/, validationKey('apiMessage.validation.imageFile')),
});

/** The object storage of the reference environment: catalogue pictures. */
export const storageRoutes: AnyRoute[] = [
  defineRoute({
    method: 'get',
    path: '/oss/images/:kind/:file',
    tag: 'storage',
    auth: 'none',
    produces: 'webp',
    summary:
      "Catalogue picture at a seeded image address: a WebP poster of its row (a fair's short name, city, dates and industry pictogram), rendered once per content and stored like uploads, with an ETag (If-None-Match answers 304); the x-oss-process query is accepted and ignored",
    params: imageParams,
    handler: async ({ c, ctx, params }) => {
      const name = params.file.replace(/\.[a-z]+$/, '');
      const svg = posterSvg(await pictureFor(ctx.db, params.kind, name), await loadSvgFonts());
      const { hash, bytes } = await storedPicture(ctx.db, svg);
      const etag = `"${hash}"`;
      const headers = { ETag: etag, 'Cache-Control': 'public, max-age=86400' };
      if (c.req.header('if-none-match') === etag) return c.body(null, 304, headers);
      return c.body(bytes.slice().buffer, 200, {
        ...headers,
        'Content-Type': 'image/webp',
        'Content-Length': String(bytes.length),
      });
    },
  }),
];
