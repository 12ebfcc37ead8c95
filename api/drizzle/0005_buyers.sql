ALTER TABLE "companies" ADD COLUMN "pinyin_letter" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "pinyin_key" text;--> statement-breakpoint
ALTER TABLE "exhibitions" ADD COLUMN "status" text DEFAULT 'scheduled' NOT NULL;--> statement-breakpoint
ALTER TABLE "exhibitions" ADD COLUMN "pinyin_letter" text;--> statement-breakpoint
ALTER TABLE "exhibitions" ADD COLUMN "pinyin_key" text;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "pinyin_letter" text;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "pinyin_key" text;--> statement-breakpoint
ALTER TABLE "pavilions" ADD COLUMN "pinyin_letter" text;--> statement-breakpoint
ALTER TABLE "pavilions" ADD COLUMN "pinyin_key" text;--> statement-breakpoint
ALTER TABLE "periodicals" ADD COLUMN "pinyin_letter" text;--> statement-breakpoint
ALTER TABLE "periodicals" ADD COLUMN "pinyin_key" text;--> statement-breakpoint
ALTER TABLE "ticket_orders" ADD COLUMN "check_in_code" text;--> statement-breakpoint
ALTER TABLE "visas" ADD COLUMN "pinyin_letter" text;--> statement-breakpoint
ALTER TABLE "visas" ADD COLUMN "pinyin_key" text;--> statement-breakpoint
ALTER TABLE "wiki_articles" ADD COLUMN "pinyin_letter" text;--> statement-breakpoint
ALTER TABLE "wiki_articles" ADD COLUMN "pinyin_key" text;