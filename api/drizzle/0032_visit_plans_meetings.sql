CREATE TABLE "company_members" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meeting_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"exhibition_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"buyer_id" integer NOT NULL,
	"day" date NOT NULL,
	"start_minute" integer NOT NULL,
	"minutes" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visit_plan_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"exhibition_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "company_members_company_idx" ON "company_members" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "meeting_requests_company_idx" ON "meeting_requests" USING btree ("company_id","day");--> statement-breakpoint
CREATE INDEX "meeting_requests_buyer_idx" ON "meeting_requests" USING btree ("buyer_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "visit_plan_items_unique" ON "visit_plan_items" USING btree ("user_id","exhibition_id","company_id");--> statement-breakpoint
CREATE INDEX "visit_plan_items_company_idx" ON "visit_plan_items" USING btree ("company_id","exhibition_id");