import { z } from 'zod';
import { catalogueImageSvg, parseImagePath } from '../storage/catalogue-images.ts';
import { defineRoute, type AnyRoute } from '../server/route.ts';
import { validationKey } from '../../src/lib/contract/validation-key.ts';

/** Params of a catalogue picture: /oss/images/{kind}/{file}. */
const imageParams = z.object({
  kind: z.enum(['exhibition', 'pavilion', 'news', 'special', 'periodical', 'company', 'user']),
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
    produces: 'svg',
    summary:
      'Catalogue picture at a seeded image address (a deterministic SVG; the x-oss-process query is accepted and ignored)',
    params: imageParams,
    handler: ({ c, params }) => {
      const image = parseImagePath(`/oss/images/${params.kind}/${params.file}`);
      const svg = catalogueImageSvg(params.kind, image?.name ?? params.file);
      return Promise.resolve(
        c.body(svg, 200, {
          'Content-Type': 'image/svg+xml',
          'Cache-Control': 'public, max-age=31536000, immutable',
        }),
      );
    },
  }),
];
