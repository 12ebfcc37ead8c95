ALTER TABLE "companies" ADD COLUMN "offline" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "periodicals" ADD COLUMN "offline" boolean DEFAULT false NOT NULL;--> statement-breakpoint
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
    SELECT 'company', r.id, lower(r.name_zh), lower(r.name_en), '', NULL, NULL, 0 FROM new_rows r WHERE NOT r.offline
    ON CONFLICT (type, id) DO NOTHING;
  END IF;
  RETURN NULL;
END $$;
