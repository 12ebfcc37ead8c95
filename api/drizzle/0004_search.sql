-- Site search (GET /api/search): trigram and English full-text indexes over the names people type.
-- The expressions must stay exactly as api/domain/search.ts writes them, or the planner ignores them.
-- pg_trgm is a trusted extension (PostgreSQL 13+): the database owner may create it; PGlite loads
-- it from @electric-sql/pglite/contrib/pg_trgm (api/db/database.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "exhibitions_search_trgm_idx" ON "exhibitions" USING gin ((lower("name_zh" || ' ' || "name_en" || ' ' || "short_name")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "exhibitions_search_fts_idx" ON "exhibitions" USING gin (to_tsvector('english', "name_en"));--> statement-breakpoint
CREATE INDEX "pavilions_search_trgm_idx" ON "pavilions" USING gin ((lower("name_zh" || ' ' || "name_en")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "pavilions_search_fts_idx" ON "pavilions" USING gin (to_tsvector('english', "name_en"));--> statement-breakpoint
CREATE INDEX "companies_search_trgm_idx" ON "companies" USING gin ((lower("name_zh" || ' ' || "name_en")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "companies_search_fts_idx" ON "companies" USING gin (to_tsvector('english', "name_en"));--> statement-breakpoint
CREATE INDEX "news_search_trgm_idx" ON "news" USING gin ((lower("title_zh" || ' ' || "title_en")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "news_search_fts_idx" ON "news" USING gin (to_tsvector('english', "title_en"));--> statement-breakpoint
CREATE INDEX "wiki_articles_search_trgm_idx" ON "wiki_articles" USING gin ((lower("title_zh" || ' ' || "title_en")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "wiki_articles_search_fts_idx" ON "wiki_articles" USING gin (to_tsvector('english', "title_en"));--> statement-breakpoint
CREATE INDEX "visas_search_trgm_idx" ON "visas" USING gin ((lower("title_zh" || ' ' || "title_en")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "visas_search_fts_idx" ON "visas" USING gin (to_tsvector('english', "title_en"));
