CREATE TABLE "search_entries" (
	"type" text NOT NULL,
	"id" integer NOT NULL,
	"name_a" text NOT NULL,
	"name_b" text NOT NULL,
	"name_c" text DEFAULT '' NOT NULL,
	"start_date" date,
	"end_date" date,
	"popularity" integer DEFAULT 0 NOT NULL,
	"hay" text GENERATED ALWAYS AS (name_a || ' ' || name_b || ' ' || name_c) STORED NOT NULL,
	"english" "tsvector" GENERATED ALWAYS AS (to_tsvector('english'::regconfig, name_b)) STORED NOT NULL,
	"chars" text[] GENERATED ALWAYS AS (string_to_array(regexp_replace(name_a || name_b || name_c, '[^\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uac00-\ud7af]', '', 'g'), NULL)) STORED NOT NULL,
	"len_a" integer GENERATED ALWAYS AS (char_length(name_a)) STORED NOT NULL,
	"len_b" integer GENERATED ALWAYS AS (char_length(name_b)) STORED NOT NULL,
	"len_c" integer GENERATED ALWAYS AS (char_length(name_c)) STORED NOT NULL,
	"shortest" integer GENERATED ALWAYS AS (least(char_length(name_a), char_length(name_b), nullif(char_length(name_c), 0))) STORED NOT NULL,
	CONSTRAINT "search_entries_type_id_pk" PRIMARY KEY("type","id")
);
--> statement-breakpoint
CREATE INDEX "search_entries_popular_idx" ON "search_entries" USING btree ("type","popularity" DESC NULLS LAST,"shortest","id");--> statement-breakpoint
CREATE INDEX "search_entries_hay_idx" ON "search_entries" USING gin ("hay" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_entries_english_idx" ON "search_entries" USING gin ("english");--> statement-breakpoint
CREATE INDEX "search_entries_chars_idx" ON "search_entries" USING gin ("chars");--> statement-breakpoint
CREATE INDEX "search_entries_name_a_idx" ON "search_entries" USING btree ("name_a" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "search_entries_name_b_idx" ON "search_entries" USING btree ("name_b" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "search_entries_name_c_idx" ON "search_entries" USING btree ("name_c" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "exhibitions_country_start_idx" ON "exhibitions" USING btree ("country_id","start_date","id");--> statement-breakpoint
CREATE INDEX "exhibitions_city_start_idx" ON "exhibitions" USING btree ("city_id","start_date","id");