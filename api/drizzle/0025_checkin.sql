CREATE TABLE "check_ins" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"ticket_index" integer NOT NULL,
	"exhibition_id" integer NOT NULL,
	"show_day" date NOT NULL,
	"local_hour" smallint NOT NULL,
	"gate" text NOT NULL,
	"scanned_at" timestamp with time zone NOT NULL,
	"scanned_local" text NOT NULL,
	"scan_id" text NOT NULL,
	"staff_user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "check_ins_once_a_day" ON "check_ins" USING btree ("order_id","ticket_index","show_day");--> statement-breakpoint
CREATE INDEX "check_ins_fair_day_idx" ON "check_ins" USING btree ("exhibition_id","show_day","local_hour");