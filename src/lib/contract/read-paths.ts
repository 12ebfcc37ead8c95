// The API's read endpoints that pages, the export's inventory and its batch reads all call,
// written once: the portal's endpoints (src/lib/endpoints/), the export's planned reads
// (scripts/delivery/prefetch-plan.ts) and the API's batch routes name them from here, so a changed
// endpoint cannot silently lose its prefetch.

type Id = number | string;

/** Single and list reads, by resource. */
export const readPaths = {
  exhibitions: '/api/exhibitions',
  exhibition: (id: Id) => `/api/exhibitions/${String(id)}`,
  edition: (id: Id) => `/api/editions/${String(id)}`,
  news: '/api/news',
  newsArticle: (id: Id) => `/api/news/${String(id)}`,
  companies: '/api/companies',
  company: (id: Id) => `/api/companies/${String(id)}`,
  periodicals: '/api/periodicals',
  periodical: (id: Id) => `/api/periodicals/${String(id)}`,
  pavilions: '/api/pavilions',
  exhibitorDirectory: (exhibitionId: Id) => `/api/exhibitions/${String(exhibitionId)}/directory`,
  floorPlan: (pavilionId: Id) => `/api/pavilions/${String(pavilionId)}/plan`,
  visas: '/api/visas',
  wikiArticles: '/api/wiki/articles',
  lookups: '/api/lookups',
  specialTopics: '/api/special-topics',
  sitemap: '/api/sitemap',
  sitemapType: (type: string) => `/api/sitemap/${type}`,
} as const;

/** The export's batch reads (src/lib/contract/batch.ts has their query and answer schemas). */
export const batchPaths = {
  exhibitions: '/api/batch/exhibitions',
  news: '/api/batch/news',
  companies: '/api/batch/companies',
  periodicals: '/api/batch/periodicals',
  editions: '/api/batch/editions',
  exhibitionPeriodicals: '/api/batch/exhibition-periodicals',
} as const;
