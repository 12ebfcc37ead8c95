-- The API keeps search answers in memory (api/domain/search/answer-cache.ts) and drops them when
-- this channel says something they read may have changed: a statement that wrote search_entries
-- (the six searched tables' triggers write it in the same transaction) or recorded an editor's
-- change (cache_events: a venue, city or organiser a result shows). PostgreSQL sends a
-- notification when its transaction commits, once per transaction for the same payload, and never
-- for a rolled-back one.
CREATE OR REPLACE FUNCTION notify_search_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('search_changed', '');
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER search_entries_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON search_entries FOR EACH STATEMENT EXECUTE FUNCTION notify_search_changed();--> statement-breakpoint
CREATE TRIGGER cache_events_notify AFTER INSERT ON cache_events FOR EACH STATEMENT EXECUTE FUNCTION notify_search_changed();
