CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL,
	"english" "tsvector" GENERATED ALWAYS AS (to_tsvector('english'::regconfig, word)) STORED NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_words_word_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_words_english_idx" ON "search_words" USING gin ("english");--> statement-breakpoint
-- The words of search_entries' names, for typo correction (api/domain/search/steps.ts): the names
-- split at ASCII spaces and punctuation, general punctuation (dashes, curly quotes), no-break,
-- ideographic spaces, CJK and full-width punctuation, and CJK characters (CJK words are matched by
-- their characters, never corrected; "上海expo" gives "expo"); words of 3 to 40 characters.
-- search_entries is written by INSERT (its triggers replace a changed row by deleting and
-- inserting it); UPDATE is kept too, each event with its own transition table.
CREATE OR REPLACE FUNCTION search_words_in(hay text) RETURNS SETOF text LANGUAGE sql IMMUTABLE AS $$
  SELECT w FROM regexp_split_to_table(hay, '[\x01-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f\u00a0\u2000-\u206f\u3000-\u303f\uff00-\uff0f\uff1a-\uff20\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uac00-\ud7af]+') w
  WHERE char_length(w) BETWEEN 3 AND 40
$$;--> statement-breakpoint
-- New words are inserted in order, so two editors' transactions adding the same new words wait
-- for each other in the same order instead of deadlocking.
CREATE OR REPLACE FUNCTION search_words_of_entries() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word) SELECT DISTINCT w FROM new_rows r, search_words_in(r.hay) w ORDER BY w
  ON CONFLICT (word) DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER search_entries_words_insert AFTER INSERT ON search_entries REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_of_entries();--> statement-breakpoint
CREATE TRIGGER search_entries_words_update AFTER UPDATE ON search_entries REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_of_entries();--> statement-breakpoint
INSERT INTO search_words (word) SELECT DISTINCT w FROM search_entries r, search_words_in(r.hay) w
ON CONFLICT (word) DO NOTHING;
--> statement-breakpoint
-- Statistics now: the planner without them reads the whole table to compare a word (27 ms at
-- 36,000 words, against 0.2 ms by the trigram index).
ANALYZE search_words;
