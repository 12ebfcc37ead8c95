import { z } from 'zod';
import { idParamsSchema } from '../../src/lib/contract/common.ts';
import { aboutPageSchema, communitySchema, companyDetailSchema, companyListQuerySchema, companyPageSchema, exhibitorPageSchema, periodicalDetailSchema, periodicalListQuerySchema, periodicalPageSchema, publicUserSchema, specialTopicSchema, tripListQuerySchema, tripPageSchema, tripSchema } from '../../src/lib/contract/content.ts';
import { pageQuerySchema } from '../../src/lib/contract/envelope.ts';
import { keywordLinkSchema, newsDetailSchema, newsListQuerySchema, newsPageSchema } from '../../src/lib/contract/news.ts';
import { pavilionDetailSchema, pavilionListQuerySchema, pavilionPageSchema } from '../../src/lib/contract/pavilion.ts';
import { sitemapEntrySchema, sitemapIndexSchema, sitemapListParamsSchema, sitemapListQuerySchema } from '../../src/lib/contract/sitemap.ts';
import { visaDetailSchema, visaListQuerySchema, visaPageSchema } from '../../src/lib/contract/visa.ts';
import { wikiDetailQuerySchema, wikiDetailSchema, wikiHomeSchema, wikiListQuerySchema, wikiPageSchema } from '../../src/lib/contract/wiki.ts';
import { pageSchema } from '../../src/lib/contract/envelope.ts';
import { getCompany, getPeriodical, listCompanies, listExhibitors, listPeriodicals } from '../domain/companies.ts';
import { getNews, listKeywordLinks, listNews } from '../domain/news.ts';
import { getAboutPage, getCommunity, getPublicUser, getSpecialTopic, getTrip, listSpecialTopics, listTrips } from '../domain/pages.ts';
import { getPavilion, listPavilions } from '../domain/pavilions.ts';
import { sitemapEntries, sitemapIndex } from '../domain/sitemap.ts';
import { getVisa, listVisas } from '../domain/visas.ts';
import { getWiki, listWiki, wikiHome } from '../domain/wiki.ts';
import { defineRoute, type AnyRoute } from '../server/route.ts';

const newsFileParams = z.object({ file: z.string().regex(/^[1-9]\d{0,9}\.html$/, 'expected {id}.html').transform((v) => Number(v.slice(0, -5))).pipe(z.number().int().min(1).max(2_147_483_647)) });

/** Public content: pavilions, news, wiki, visas, companies, periodicals, topics, about, community, users, trips, sitemap, ossApi. */
export const contentRoutes: AnyRoute[] = [
  defineRoute({ method: 'get', path: '/api/pavilions', tag: 'pavilions', summary: 'Convention centres: g continent, p country, c city; f, s, t keep venues hosting a matching fair', auth: 'none', query: pavilionListQuerySchema, response: pavilionPageSchema, handler: ({ ctx, query, locale }) => listPavilions(ctx.db, query, locale, ctx.now()) }),
  defineRoute({ method: 'get', path: '/api/pavilions/:id', tag: 'pavilions', summary: 'Convention centre with address, coordinates and upcoming fairs', auth: 'none', params: idParamsSchema, response: pavilionDetailSchema, handler: ({ ctx, params, locale }) => getPavilion(ctx.db, params.id, locale, ctx.now()) }),
  defineRoute({ method: 'get', path: '/api/news', tag: 'news', summary: 'News list, newest first: t type, i industry, exhibitionId, keyword', auth: 'none', query: newsListQuerySchema, response: newsPageSchema, handler: ({ ctx, query, locale }) => listNews(ctx.db, query, locale) }),
  defineRoute({ method: 'get', path: '/api/news/:id', tag: 'news', summary: 'News detail with raw HTML body and related news', auth: 'none', params: idParamsSchema, response: newsDetailSchema, handler: ({ ctx, params, locale }) => getNews(ctx.db, params.id, locale) }),
  defineRoute({
    method: 'get', path: '/ossApi/newsContent/:file', tag: 'news', summary: 'News body as an HTML fragment (text/html), as object storage serves it', auth: 'none', params: newsFileParams, produces: 'html',
    handler: async ({ c, ctx, params, locale }) => {
      const article = await getNews(ctx.db, params.file, locale);
      return c.html(article.body);
    },
  }),
  defineRoute({
    method: 'get', path: '/ossApi/InnerChainInfo/key.json', tag: 'news', summary: 'Keyword-link table: a bare JSON array of {url, content}', auth: 'none', produces: 'json', response: z.array(keywordLinkSchema),
    handler: async ({ c, ctx }) => c.json(await listKeywordLinks(ctx.db)),
  }),
  defineRoute({ method: 'get', path: '/api/wiki', tag: 'wiki', summary: 'Wiki home: categories with counts, latest and most read', auth: 'none', response: wikiHomeSchema, handler: ({ ctx, locale }) => wikiHome(ctx.db, locale) }),
  defineRoute({ method: 'get', path: '/api/wiki/articles', tag: 'wiki', summary: 'Wiki list: s category (0 = all), keyword', auth: 'none', query: wikiListQuerySchema, response: wikiPageSchema, handler: ({ ctx, query, locale }) => listWiki(ctx.db, query, locale) }),
  defineRoute({ method: 'get', path: '/api/wiki/articles/:id', tag: 'wiki', summary: 'Wiki article; a, h, aid from /wiki/{id}-{a}-{h}-{aid}.html are checked (canonical)', auth: 'none', params: idParamsSchema, query: wikiDetailQuerySchema, response: wikiDetailSchema, handler: ({ ctx, params, query, locale }) => getWiki(ctx.db, params.id, query, locale) }),
  defineRoute({ method: 'get', path: '/api/visas', tag: 'visas', summary: 'Visa list: visaAreaId continent, areaId country, type, bizType consular district', auth: 'none', query: visaListQuerySchema, response: visaPageSchema, handler: ({ ctx, query, locale }) => listVisas(ctx.db, query, locale) }),
  defineRoute({ method: 'get', path: '/api/visas/:id', tag: 'visas', summary: 'Visa detail with fees and required documents per applicant kind', auth: 'none', params: idParamsSchema, response: visaDetailSchema, handler: ({ ctx, params, locale }) => getVisa(ctx.db, params.id, locale) }),
  defineRoute({ method: 'get', path: '/api/companies', tag: 'companies', summary: 'Companies by kind and industryId', auth: 'none', query: companyListQuerySchema, response: companyPageSchema, handler: ({ ctx, query, locale }) => listCompanies(ctx.db, query, locale) }),
  defineRoute({ method: 'get', path: '/api/companies/:id', tag: 'companies', summary: 'Company with organised fairs, fairs it exhibits at and followers', auth: 'none', params: idParamsSchema, response: companyDetailSchema, handler: ({ ctx, params, locale }) => getCompany(ctx.db, params.id, locale, ctx.now()) }),
  defineRoute({ method: 'get', path: '/api/exhibitions/:id/exhibitors', tag: 'companies', summary: 'Exhibitor list of a fair with booths (/exhibitors/{id}.html)', auth: 'none', params: idParamsSchema, query: pageQuerySchema, response: exhibitorPageSchema, handler: ({ ctx, params, query, locale }) => listExhibitors(ctx.db, params.id, query, locale) }),
  defineRoute({ method: 'get', path: '/api/periodicals', tag: 'periodicals', summary: 'Periodicals and exhibitor directories: exhibitionId, kind', auth: 'none', query: periodicalListQuerySchema, response: periodicalPageSchema, handler: ({ ctx, query, locale }) => listPeriodicals(ctx.db, query, locale) }),
  defineRoute({ method: 'get', path: '/api/periodicals/:id', tag: 'periodicals', summary: 'Periodical with its exhibitors and booths', auth: 'none', params: idParamsSchema, response: periodicalDetailSchema, handler: ({ ctx, params, locale }) => getPeriodical(ctx.db, params.id, locale) }),
  defineRoute({ method: 'get', path: '/api/special-topics', tag: 'pages', summary: 'All special topics', auth: 'none', response: z.array(z.object({ id: z.number(), title: z.string(), cover: z.string() })), handler: ({ ctx, locale }) => listSpecialTopics(ctx.db, locale) }),
  defineRoute({ method: 'get', path: '/api/special-topics/:id', tag: 'pages', summary: 'Special topic with its fairs and news', auth: 'none', params: idParamsSchema, response: specialTopicSchema, handler: ({ ctx, params, locale }) => getSpecialTopic(ctx.db, params.id, locale, ctx.now()) }),
  defineRoute({ method: 'get', path: '/api/about/:id', tag: 'pages', summary: 'About page (1 about-us, 2 contact, 3 advertise, 4 data, 5 terms, 6 privacy, 7 cooperation)', auth: 'none', params: idParamsSchema, response: aboutPageSchema, handler: ({ ctx, params, locale }) => getAboutPage(ctx.db, params.id, locale) }),
  defineRoute({ method: 'get', path: '/api/communities/:id', tag: 'pages', summary: 'Community with posts and upcoming fairs of its industry', auth: 'none', params: idParamsSchema, response: communitySchema, handler: ({ ctx, params, locale }) => getCommunity(ctx.db, params.id, locale, ctx.now()) }),
  defineRoute({ method: 'get', path: '/api/expo-users/:id', tag: 'pages', summary: "A user's public page (/expouser/{id}.html)", auth: 'none', params: idParamsSchema, response: publicUserSchema, handler: ({ ctx, params }) => getPublicUser(ctx.db, params.id) }),
  defineRoute({ method: 'get', path: '/api/trips', tag: 'trips', summary: 'Group trips, soonest first: exhibitionId', auth: 'none', query: tripListQuerySchema, response: tripPageSchema, handler: ({ ctx, query, locale }) => listTrips(ctx.db, query, locale, ctx.now()) }),
  defineRoute({ method: 'get', path: '/api/trips/:id', tag: 'trips', summary: 'Group trip with itinerary and remaining places', auth: 'none', params: idParamsSchema, response: tripSchema, handler: ({ ctx, params, locale }) => getTrip(ctx.db, params.id, locale, ctx.now()) }),
  defineRoute({ method: 'get', path: '/api/sitemap', tag: 'sitemap', summary: 'Per content type: total and count per letter', auth: 'none', response: sitemapIndexSchema, handler: ({ ctx }) => sitemapIndex(ctx.db) }),
  defineRoute({ method: 'get', path: '/api/sitemap/:type', tag: 'sitemap', summary: 'All ids of a type with path, name, letter and updatedAt; letter filter; pageSize up to 5000', auth: 'none', params: sitemapListParamsSchema, query: sitemapListQuerySchema, response: pageSchema(sitemapEntrySchema), handler: ({ ctx, params, query, locale }) => sitemapEntries(ctx.db, params.type, query, locale) }),
];
