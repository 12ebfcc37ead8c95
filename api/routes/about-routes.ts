import { idParamsSchema } from '../../src/lib/contract/common.ts';
import { aboutPageSchema } from '../../src/lib/contract/content.ts';
import { getAboutPage } from '../domain/about-pages.ts';
import { defineRoute, type AnyRoute } from '../server/route.ts';

/** The about pages (about us, contact, terms and their siblings). */
export const aboutRoutes: AnyRoute[] = [
  defineRoute({
    method: 'get',
    path: '/api/about/:id',
    tag: 'pages',
    summary: 'About page (1 about-us, 2 contact, 3 advertise, 4 data, 5 terms, 6 privacy, 7 cooperation)',
    auth: 'none',
    params: idParamsSchema,
    response: aboutPageSchema,
    handler: ({ ctx, params, locale }) => getAboutPage(ctx.db, params.id, locale),
  }),
];
