DROP INDEX "news_list_idx";--> statement-breakpoint
CREATE INDEX "exhibitions_organiser_idx" ON "exhibitions" USING btree ("organiser_id","start_date");--> statement-breakpoint
CREATE INDEX "news_list_idx" ON "news" USING btree ("status","published_at","id");