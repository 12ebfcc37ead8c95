import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { bilingual, createdAt, listed, updatedAt } from './columns.ts';

// Editorial content: news, keyword links, the wiki, special topics, about pages and communities.

/** News types (information categories). */
export const newsTypes = pgTable('news_types', {
  id: serial('id').primaryKey(),
  ...bilingual('name'),
});

/** News articles; status 'published' is public, 'pending' awaits an editor. */
export const news = pgTable(
  'news',
  {
    id: serial('id').primaryKey(),
    typeId: integer('type_id').notNull(),
    industryId: integer('industry_id').notNull(),
    exhibitionId: integer('exhibition_id'),
    authorUserId: integer('author_user_id'),
    status: text('status').notNull().default('published'),
    ...bilingual('title'),
    ...bilingual('summary'),
    ...bilingual('body'),
    cover: text('cover').notNull(),
    source: text('source').notNull(),
    /** Set when the article links elsewhere instead of /information/{id}.html. */
    link: text('link'),
    views: integer('views').notNull().default(0),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    ...listed(),
  },
  (t) => [
    // Covers the list's whole order (newest first, id as tie-break; read backwards), so a deep
    // page walks the index instead of sorting every published article.
    index('news_list_idx').on(t.status, t.publishedAt, t.id),
    index('news_type_idx').on(t.typeId, t.industryId),
    index('news_author_idx').on(t.authorUserId),
  ],
);

/** Keyword-link table served as /ossApi/InnerChainInfo/key.json. */
export const keywordLinks = pgTable('keyword_links', {
  id: serial('id').primaryKey(),
  content: text('content').notNull(),
  url: text('url').notNull(),
});

/** Wiki categories (the `s` of /wiki-{s}-{page}/). */
export const wikiCategories = pgTable('wiki_categories', {
  id: serial('id').primaryKey(),
  ...bilingual('name'),
  ...bilingual('intro'),
});

/** Wiki articles; /wiki/{id}-{a}-{h}-{aid}.html is id, categoryId, industryId, exhibitionId (0 = none). */
export const wikiArticles = pgTable(
  'wiki_articles',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id').notNull(),
    industryId: integer('industry_id').notNull(),
    exhibitionId: integer('exhibition_id').notNull().default(0),
    ...bilingual('title'),
    ...bilingual('summary'),
    ...bilingual('body'),
    views: integer('views').notNull().default(0),
    /** Taken offline by an editor: left out of every public read (api/domain/online.ts). */
    offline: boolean('offline').notNull().default(false),
    ...listed(),
  },
  (t) => [index('wiki_category_idx').on(t.categoryId)],
);

/** Special topics: a curated page of exhibitions and news. */
export const specialTopics = pgTable('special_topics', {
  id: serial('id').primaryKey(),
  ...bilingual('title'),
  ...bilingual('intro'),
  cover: text('cover').notNull(),
  exhibitionIds: jsonb('exhibition_ids').notNull(),
  newsIds: jsonb('news_ids').notNull(),
  /** Taken offline by an editor: left out of every public read (api/domain/online.ts). */
  offline: boolean('offline').notNull().default(false),
  updatedAt: updatedAt(),
});

/** About pages (/about/{id}.html). */
export const aboutPages = pgTable('about_pages', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  ...bilingual('title'),
  ...bilingual('body'),
  updatedAt: updatedAt(),
});

/** Communities: an industry's discussion space (/community/{id}.html). */
export const communities = pgTable('communities', {
  id: serial('id').primaryKey(),
  industryId: integer('industry_id').notNull(),
  ...bilingual('name'),
  ...bilingual('intro'),
  updatedAt: updatedAt(),
});

/** Posts inside a community. */
export const communityPosts = pgTable(
  'community_posts',
  {
    id: serial('id').primaryKey(),
    communityId: integer('community_id').notNull(),
    userId: integer('user_id').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('community_posts_community_idx').on(t.communityId),
    index('community_posts_user_idx').on(t.userId),
  ],
);
