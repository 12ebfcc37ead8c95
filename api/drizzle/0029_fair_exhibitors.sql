CREATE TABLE "fair_exhibitor_categories" (
	"fair_exhibitor_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	CONSTRAINT "fair_exhibitor_categories_fair_exhibitor_id_category_id_pk" PRIMARY KEY("fair_exhibitor_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "fair_exhibitors" (
	"id" serial PRIMARY KEY NOT NULL,
	"exhibition_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"stand_id" integer NOT NULL,
	"profile_zh" text NOT NULL,
	"profile_en" text NOT NULL,
	"brands" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "halls" (
	"id" serial PRIMARY KEY NOT NULL,
	"pavilion_id" integer NOT NULL,
	"number" integer NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"width_m" integer NOT NULL,
	"depth_m" integer NOT NULL,
	"venue_x_m" integer NOT NULL,
	"venue_y_m" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"industry_id" integer NOT NULL,
	"parent_id" integer,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stands" (
	"id" serial PRIMARY KEY NOT NULL,
	"hall_id" integer NOT NULL,
	"code" text NOT NULL,
	"x_m" integer NOT NULL,
	"y_m" integer NOT NULL,
	"width_m" integer NOT NULL,
	"depth_m" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "fair_exhibitor_categories_category_idx" ON "fair_exhibitor_categories" USING btree ("category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "fair_exhibitors_stand_idx" ON "fair_exhibitors" USING btree ("exhibition_id","stand_id");--> statement-breakpoint
CREATE UNIQUE INDEX "fair_exhibitors_company_idx" ON "fair_exhibitors" USING btree ("exhibition_id","company_id");--> statement-breakpoint
CREATE INDEX "fair_exhibitors_company_only_idx" ON "fair_exhibitors" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "halls_pavilion_number_idx" ON "halls" USING btree ("pavilion_id","number");--> statement-breakpoint
CREATE INDEX "product_categories_industry_idx" ON "product_categories" USING btree ("industry_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "stands_hall_code_idx" ON "stands" USING btree ("hall_id","code");