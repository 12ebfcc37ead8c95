import { z } from 'zod';
import { idParamsSchema } from '../../src/lib/contract/common.ts';
import {
  keywordLinkSchema,
  newsDetailSchema,
  newsListQuerySchema,
  newsPageSchema,
} from '../../src/lib/contract/news.ts';
import { getNews, listKeywordLinks, listNews } from '../domain/news.ts';
import { defineRoute, type AnyRoute } from '../server/route.ts';
import { validationKey } from '../../src/lib/contract/validation-key.ts';

const newsFileParams = z.object({
  file: z
    .string()
    .regex(/^[1-9]\d{0,9}\.html$/, validationKey('apiMessage.validation.newsFile'))
    .transform((v) => Number(v.slice(0, -5)))
    .pipe(z.number().int().min(1).max(2_147_483_647)),
});

/** News: the list, an article, its body as object storage serves it, and the keyword-link table. */
export const newsRoutes: AnyRoute[] = [
  defineRoute({
    method: 'get',
    path: '/api/news',
    tag: 'news',
    summary: 'News list, newest first: t type, i industry, exhibitionId, keyword',
    auth: 'none',
    query: newsListQuerySchema,
    response: newsPageSchema,
    handler: ({ ctx, query, locale }) => listNews(ctx.db, query, locale),
  }),
  defineRoute({
    method: 'get',
    path: '/api/news/:id',
    tag: 'news',
    summary: 'News detail with raw HTML body and related news',
    auth: 'none',
    params: idParamsSchema,
    response: newsDetailSchema,
    handler: ({ ctx, params, locale }) => getNews(ctx.db, params.id, locale),
  }),
  defineRoute({
    method: 'get',
    path: '/ossApi/newsContent/:file',
    tag: 'news',
    summary: 'News body as an HTML fragment (text/html), as object storage serves it',
    auth: 'none',
    params: newsFileParams,
    produces: 'html',
    handler: async ({ c, ctx, params, locale }) => {
      const article = await getNews(ctx.db, params.file, locale);
      return c.html(article.body);
    },
  }),
  defineRoute({
    method: 'get',
    path: '/ossApi/InnerChainInfo/key.json',
    tag: 'news',
    summary: 'Keyword-link table: a bare JSON array of {url, content}',
    auth: 'none',
    produces: 'json',
    response: z.array(keywordLinkSchema),
    handler: async ({ c, ctx }) => c.json(await listKeywordLinks(ctx.db)),
  }),
];
