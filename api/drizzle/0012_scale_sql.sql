-- Site search at catalogue scale (api/domain/search.ts): search_entries (migration 0006) is
-- kept by statement-level triggers on the six searched tables, in the same transaction as the
-- change, so an editor's change is found by the next request; TRUNCATE clears the kind. Then
-- the existing rows are copied in, and the 0004 expression indexes on the source tables, which
-- nothing reads any more, are dropped (they cost every write).


CREATE OR REPLACE FUNCTION search_entries_of_exhibitions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM search_entries WHERE type = 'exhibition';
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM search_entries e USING old_rows o WHERE e.type = 'exhibition' AND e.id = o.id;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO search_entries (type, id, name_a, name_b, name_c, start_date, end_date, popularity)
    SELECT 'exhibition', r.id, lower(r.name_zh), lower(r.name_en), lower(r.short_name), r.start_date, r.end_date, r.views FROM new_rows r
    ON CONFLICT (type, id) DO NOTHING;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER exhibitions_search_insert AFTER INSERT ON exhibitions REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_entries_of_exhibitions();--> statement-breakpoint
CREATE TRIGGER exhibitions_search_update AFTER UPDATE ON exhibitions REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_entries_of_exhibitions();--> statement-breakpoint
CREATE TRIGGER exhibitions_search_delete AFTER DELETE ON exhibitions REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_entries_of_exhibitions();--> statement-breakpoint
CREATE TRIGGER exhibitions_search_truncate AFTER TRUNCATE ON exhibitions FOR EACH STATEMENT EXECUTE FUNCTION search_entries_of_exhibitions();--> statement-breakpoint
INSERT INTO search_entries (type, id, name_a, name_b, name_c, start_date, end_date, popularity) SELECT 'exhibition', r.id, lower(r.name_zh), lower(r.name_en), lower(r.short_name), r.start_date, r.end_date, r.views FROM exhibitions r ON CONFLICT (type, id) DO NOTHING;--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_entries_of_pavilions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM search_entries WHERE type = 'pavilion';
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM search_entries e USING old_rows o WHERE e.type = 'pavilion' AND e.id = o.id;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO search_entries (type, id, name_a, name_b, name_c, start_date, end_date, popularity)
    SELECT 'pavilion', r.id, lower(r.name_zh), lower(r.name_en), '', NULL, NULL, 0 FROM new_rows r
    ON CONFLICT (type, id) DO NOTHING;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER pavilions_search_insert AFTER INSERT ON pavilions REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_entries_of_pavilions();--> statement-breakpoint
CREATE TRIGGER pavilions_search_update AFTER UPDATE ON pavilions REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_entries_of_pavilions();--> statement-breakpoint
CREATE TRIGGER pavilions_search_delete AFTER DELETE ON pavilions REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_entries_of_pavilions();--> statement-breakpoint
CREATE TRIGGER pavilions_search_truncate AFTER TRUNCATE ON pavilions FOR EACH STATEMENT EXECUTE FUNCTION search_entries_of_pavilions();--> statement-breakpoint
INSERT INTO search_entries (type, id, name_a, name_b, name_c, start_date, end_date, popularity) SELECT 'pavilion', r.id, lower(r.name_zh), lower(r.name_en), '', NULL, NULL, 0 FROM pavilions r ON CONFLICT (type, id) DO NOTHING;--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_entries_of_news() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM search_entries WHERE type = 'news';
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM search_entries e USING old_rows o WHERE e.type = 'news' AND e.id = o.id;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO search_entries (type, id, name_a, name_b, name_c, start_date, end_date, popularity)
    SELECT 'news', r.id, lower(r.title_zh), lower(r.title_en), '', NULL, NULL, r.views FROM new_rows r WHERE r.status = 'published'
    ON CONFLICT (type, id) DO NOTHING;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER news_search_insert AFTER INSERT ON news REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_entries_of_news();--> statement-breakpoint
CREATE TRIGGER news_search_update AFTER UPDATE ON news REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_entries_of_news();--> statement-breakpoint
CREATE TRIGGER news_search_delete AFTER DELETE ON news REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_entries_of_news();--> statement-breakpoint
CREATE TRIGGER news_search_truncate AFTER TRUNCATE ON news FOR EACH STATEMENT EXECUTE FUNCTION search_entries_of_news();--> statement-breakpoint
INSERT INTO search_entries (type, id, name_a, name_b, name_c, start_date, end_date, popularity) SELECT 'news', r.id, lower(r.title_zh), lower(r.title_en), '', NULL, NULL, r.views FROM news r WHERE r.status = 'published' ON CONFLICT (type, id) DO NOTHING;--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_entries_of_wiki_articles() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM search_entries WHERE type = 'wiki';
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM search_entries e USING old_rows o WHERE e.type = 'wiki' AND e.id = o.id;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO search_entries (type, id, name_a, name_b, name_c, start_date, end_date, popularity)
    SELECT 'wiki', r.id, lower(r.title_zh), lower(r.title_en), '', NULL, NULL, r.views FROM new_rows r
    ON CONFLICT (type, id) DO NOTHING;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER wiki_articles_search_insert AFTER INSERT ON wiki_articles REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_entries_of_wiki_articles();--> statement-breakpoint
CREATE TRIGGER wiki_articles_search_update AFTER UPDATE ON wiki_articles REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_entries_of_wiki_articles();--> statement-breakpoint
CREATE TRIGGER wiki_articles_search_delete AFTER DELETE ON wiki_articles REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_entries_of_wiki_articles();--> statement-breakpoint
CREATE TRIGGER wiki_articles_search_truncate AFTER TRUNCATE ON wiki_articles FOR EACH STATEMENT EXECUTE FUNCTION search_entries_of_wiki_articles();--> statement-breakpoint
INSERT INTO search_entries (type, id, name_a, name_b, name_c, start_date, end_date, popularity) SELECT 'wiki', r.id, lower(r.title_zh), lower(r.title_en), '', NULL, NULL, r.views FROM wiki_articles r ON CONFLICT (type, id) DO NOTHING;--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_entries_of_companies() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM search_entries WHERE type = 'company';
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM search_entries e USING old_rows o WHERE e.type = 'company' AND e.id = o.id;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO search_entries (type, id, name_a, name_b, name_c, start_date, end_date, popularity)
    SELECT 'company', r.id, lower(r.name_zh), lower(r.name_en), '', NULL, NULL, 0 FROM new_rows r
    ON CONFLICT (type, id) DO NOTHING;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER companies_search_insert AFTER INSERT ON companies REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_entries_of_companies();--> statement-breakpoint
CREATE TRIGGER companies_search_update AFTER UPDATE ON companies REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_entries_of_companies();--> statement-breakpoint
CREATE TRIGGER companies_search_delete AFTER DELETE ON companies REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_entries_of_companies();--> statement-breakpoint
CREATE TRIGGER companies_search_truncate AFTER TRUNCATE ON companies FOR EACH STATEMENT EXECUTE FUNCTION search_entries_of_companies();--> statement-breakpoint
INSERT INTO search_entries (type, id, name_a, name_b, name_c, start_date, end_date, popularity) SELECT 'company', r.id, lower(r.name_zh), lower(r.name_en), '', NULL, NULL, 0 FROM companies r ON CONFLICT (type, id) DO NOTHING;--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_entries_of_visas() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM search_entries WHERE type = 'visa';
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM search_entries e USING old_rows o WHERE e.type = 'visa' AND e.id = o.id;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO search_entries (type, id, name_a, name_b, name_c, start_date, end_date, popularity)
    SELECT 'visa', r.id, lower(r.title_zh), lower(r.title_en), '', NULL, NULL, 0 FROM new_rows r
    ON CONFLICT (type, id) DO NOTHING;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER visas_search_insert AFTER INSERT ON visas REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_entries_of_visas();--> statement-breakpoint
CREATE TRIGGER visas_search_update AFTER UPDATE ON visas REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_entries_of_visas();--> statement-breakpoint
CREATE TRIGGER visas_search_delete AFTER DELETE ON visas REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_entries_of_visas();--> statement-breakpoint
CREATE TRIGGER visas_search_truncate AFTER TRUNCATE ON visas FOR EACH STATEMENT EXECUTE FUNCTION search_entries_of_visas();--> statement-breakpoint
INSERT INTO search_entries (type, id, name_a, name_b, name_c, start_date, end_date, popularity) SELECT 'visa', r.id, lower(r.title_zh), lower(r.title_en), '', NULL, NULL, 0 FROM visas r ON CONFLICT (type, id) DO NOTHING;--> statement-breakpoint
DROP INDEX IF EXISTS "exhibitions_search_trgm_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "exhibitions_search_fts_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "pavilions_search_trgm_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "pavilions_search_fts_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "companies_search_trgm_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "companies_search_fts_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "news_search_trgm_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "news_search_fts_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "wiki_articles_search_trgm_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "wiki_articles_search_fts_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "visas_search_trgm_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "visas_search_fts_idx";--> statement-breakpoint
ANALYZE search_entries;
