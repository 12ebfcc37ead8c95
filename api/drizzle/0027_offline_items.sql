ALTER TABLE "exhibitions" ADD COLUMN "offline" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "pavilions" ADD COLUMN "offline" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "wiki_articles" ADD COLUMN "offline" boolean DEFAULT false NOT NULL;--> statement-breakpoint
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
    SELECT 'exhibition', r.id, lower(r.name_zh), lower(r.name_en), lower(r.short_name), r.start_date, r.end_date, r.views FROM new_rows r WHERE NOT r.offline
    ON CONFLICT (type, id) DO NOTHING;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
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
    SELECT 'pavilion', r.id, lower(r.name_zh), lower(r.name_en), '', NULL, NULL, 0 FROM new_rows r WHERE NOT r.offline
    ON CONFLICT (type, id) DO NOTHING;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
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
    SELECT 'wiki', r.id, lower(r.title_zh), lower(r.title_en), '', NULL, NULL, r.views FROM new_rows r WHERE NOT r.offline
    ON CONFLICT (type, id) DO NOTHING;
  END IF;
  RETURN NULL;
END $$;
