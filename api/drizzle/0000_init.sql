CREATE TABLE "about_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title_zh" text NOT NULL,
	"title_en" text NOT NULL,
	"body_zh" text NOT NULL,
	"body_en" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "about_pages_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "cache_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cache_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"entity" text NOT NULL,
	"entity_id" integer NOT NULL,
	"action" text NOT NULL,
	"tags" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"id" serial PRIMARY KEY NOT NULL,
	"country_id" integer NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "communities" (
	"id" serial PRIMARY KEY NOT NULL,
	"industry_id" integer NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"intro_zh" text NOT NULL,
	"intro_en" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "community_posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"community_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"industry_id" integer NOT NULL,
	"country_id" integer NOT NULL,
	"city_id" integer NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"intro_zh" text NOT NULL,
	"intro_en" text NOT NULL,
	"website" text,
	"logo" text NOT NULL,
	"letter" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "continents" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"id" serial PRIMARY KEY NOT NULL,
	"continent_id" integer NOT NULL,
	"code" text NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enterprise_auths" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"company_name" text NOT NULL,
	"licence_no" text NOT NULL,
	"licence_images" jsonb NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "enterprise_auths_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "exhibition_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"user_id" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"contact_name" text NOT NULL,
	"contact_phone" text NOT NULL,
	"contact_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"exhibition_id" integer NOT NULL,
	"company_name" text NOT NULL,
	"booth_type" text NOT NULL,
	"booth_area_sqm" integer NOT NULL,
	"remark" text NOT NULL,
	CONSTRAINT "exhibition_applications_order_no_unique" UNIQUE("order_no")
);
--> statement-breakpoint
CREATE TABLE "exhibition_editions" (
	"id" serial PRIMARY KEY NOT NULL,
	"exhibition_id" integer NOT NULL,
	"edition" integer NOT NULL,
	"year" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"exhibitors" integer NOT NULL,
	"visitors" integer NOT NULL,
	"area_sqm" integer NOT NULL,
	"summary_zh" text NOT NULL,
	"summary_en" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exhibitions" (
	"id" serial PRIMARY KEY NOT NULL,
	"industry_id" integer NOT NULL,
	"sub_industry_id" integer NOT NULL,
	"continent_id" integer NOT NULL,
	"country_id" integer NOT NULL,
	"city_id" integer NOT NULL,
	"pavilion_id" integer NOT NULL,
	"organiser_id" integer NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"short_name" text NOT NULL,
	"intro_zh" text NOT NULL,
	"intro_en" text NOT NULL,
	"scope_zh" text NOT NULL,
	"scope_en" text NOT NULL,
	"images" text NOT NULL,
	"frequency" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"area_sqm" integer NOT NULL,
	"exhibitors" integer NOT NULL,
	"visitors" integer NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"letter" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "follows" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"target_type" text NOT NULL,
	"target_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "industries" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "keyword_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"content" text NOT NULL,
	"url" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news" (
	"id" serial PRIMARY KEY NOT NULL,
	"type_id" integer NOT NULL,
	"industry_id" integer NOT NULL,
	"exhibition_id" integer,
	"author_user_id" integer,
	"status" text DEFAULT 'published' NOT NULL,
	"title_zh" text NOT NULL,
	"title_en" text NOT NULL,
	"summary_zh" text NOT NULL,
	"summary_en" text NOT NULL,
	"body_zh" text NOT NULL,
	"body_en" text NOT NULL,
	"cover" text NOT NULL,
	"source" text NOT NULL,
	"link" text,
	"views" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"letter" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pavilions" (
	"id" serial PRIMARY KEY NOT NULL,
	"city_id" integer NOT NULL,
	"country_id" integer NOT NULL,
	"continent_id" integer NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"address_zh" text NOT NULL,
	"address_en" text NOT NULL,
	"intro_zh" text NOT NULL,
	"intro_en" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"area_sqm" integer NOT NULL,
	"halls" integer NOT NULL,
	"website" text,
	"image" text NOT NULL,
	"letter" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_no" text NOT NULL,
	"user_id" integer NOT NULL,
	"order_type" text NOT NULL,
	"order_no" text NOT NULL,
	"channel" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"gateway_trade_no" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "payments_payment_no_unique" UNIQUE("payment_no")
);
--> statement-breakpoint
CREATE TABLE "periodical_exhibitors" (
	"id" serial PRIMARY KEY NOT NULL,
	"periodical_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"booth" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "periodical_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"periodical_id" integer NOT NULL,
	"address" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "periodicals" (
	"id" serial PRIMARY KEY NOT NULL,
	"exhibition_id" integer NOT NULL,
	"kind" text NOT NULL,
	"year" integer NOT NULL,
	"title_zh" text NOT NULL,
	"title_en" text NOT NULL,
	"intro_zh" text NOT NULL,
	"intro_en" text NOT NULL,
	"cover" text NOT NULL,
	"pages" integer NOT NULL,
	"letter" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reminders" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"exhibition_id" integer NOT NULL,
	"days_before" integer NOT NULL,
	"channel" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "sms_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sms_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"purpose" text NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "special_topics" (
	"id" serial PRIMARY KEY NOT NULL,
	"title_zh" text NOT NULL,
	"title_en" text NOT NULL,
	"intro_zh" text NOT NULL,
	"intro_en" text NOT NULL,
	"cover" text NOT NULL,
	"exhibition_ids" jsonb NOT NULL,
	"news_ids" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticket_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"user_id" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"contact_name" text NOT NULL,
	"contact_phone" text NOT NULL,
	"contact_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"exhibition_id" integer NOT NULL,
	"ticket_id" integer NOT NULL,
	"tier_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_minor" integer NOT NULL,
	"pay_kind" integer NOT NULL,
	"visitor_ids" jsonb NOT NULL,
	CONSTRAINT "ticket_orders_order_no_unique" UNIQUE("order_no")
);
--> statement-breakpoint
CREATE TABLE "ticket_tiers" (
	"id" serial PRIMARY KEY NOT NULL,
	"ticket_id" integer NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"price_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"stock" integer NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tickets" (
	"id" serial PRIMARY KEY NOT NULL,
	"exhibition_id" integer NOT NULL,
	"pay_kind" integer NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"description_zh" text NOT NULL,
	"description_en" text NOT NULL,
	"sale_start" date NOT NULL,
	"sale_end" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trip_signups" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"user_id" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"contact_name" text NOT NULL,
	"contact_phone" text NOT NULL,
	"contact_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"trip_id" integer NOT NULL,
	"people" integer NOT NULL,
	CONSTRAINT "trip_signups_order_no_unique" UNIQUE("order_no")
);
--> statement-breakpoint
CREATE TABLE "trips" (
	"id" serial PRIMARY KEY NOT NULL,
	"exhibition_id" integer NOT NULL,
	"title_zh" text NOT NULL,
	"title_en" text NOT NULL,
	"departure_zh" text NOT NULL,
	"departure_en" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"price_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"quota" integer NOT NULL,
	"signed" integer DEFAULT 0 NOT NULL,
	"itinerary" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uploads_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"phone" text,
	"email" text,
	"open_id" text,
	"nickname" text NOT NULL,
	"avatar" text,
	"bio" text DEFAULT '' NOT NULL,
	"password_hash" text,
	"role" text DEFAULT 'member' NOT NULL,
	"blocked" boolean DEFAULT false NOT NULL,
	"enterprise_verified" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_phone_unique" UNIQUE("phone"),
	CONSTRAINT "users_email_unique" UNIQUE("email"),
	CONSTRAINT "users_open_id_unique" UNIQUE("open_id")
);
--> statement-breakpoint
CREATE TABLE "visa_applicant_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"applicant_id" integer NOT NULL,
	"document_code" text NOT NULL,
	"upload_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visa_applicants" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"name" text NOT NULL,
	"pinyin" text NOT NULL,
	"passport_no" text NOT NULL,
	"applicant_kind" text NOT NULL,
	"phone" text
);
--> statement-breakpoint
CREATE TABLE "visa_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"user_id" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"contact_name" text NOT NULL,
	"contact_phone" text NOT NULL,
	"contact_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"visa_id" integer NOT NULL,
	"depart_date" date NOT NULL,
	"applicant_count" integer NOT NULL,
	CONSTRAINT "visa_orders_order_no_unique" UNIQUE("order_no")
);
--> statement-breakpoint
CREATE TABLE "visas" (
	"id" serial PRIMARY KEY NOT NULL,
	"visa_area_id" integer NOT NULL,
	"area_id" integer NOT NULL,
	"type" integer NOT NULL,
	"biz_type" integer NOT NULL,
	"title_zh" text NOT NULL,
	"title_en" text NOT NULL,
	"intro_zh" text NOT NULL,
	"intro_en" text NOT NULL,
	"entries" text NOT NULL,
	"validity_days" integer NOT NULL,
	"stay_days" integer NOT NULL,
	"processing_days" integer NOT NULL,
	"price_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"fees" jsonb NOT NULL,
	"documents" jsonb NOT NULL,
	"daily_quota" integer NOT NULL,
	"letter" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visitors" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text,
	"company" text DEFAULT '' NOT NULL,
	"position" text DEFAULT '' NOT NULL,
	"id_type" text NOT NULL,
	"id_number" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wiki_articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"industry_id" integer NOT NULL,
	"exhibition_id" integer DEFAULT 0 NOT NULL,
	"title_zh" text NOT NULL,
	"title_en" text NOT NULL,
	"summary_zh" text NOT NULL,
	"summary_en" text NOT NULL,
	"body_zh" text NOT NULL,
	"body_en" text NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"letter" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wiki_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"intro_zh" text NOT NULL,
	"intro_en" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wx_tickets" (
	"ticket" text PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"open_id" text,
	"nickname" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "cities_country_idx" ON "cities" USING btree ("country_id");--> statement-breakpoint
CREATE INDEX "community_posts_community_idx" ON "community_posts" USING btree ("community_id");--> statement-breakpoint
CREATE INDEX "community_posts_user_idx" ON "community_posts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "companies_industry_idx" ON "companies" USING btree ("industry_id");--> statement-breakpoint
CREATE INDEX "companies_letter_idx" ON "companies" USING btree ("letter");--> statement-breakpoint
CREATE INDEX "countries_continent_idx" ON "countries" USING btree ("continent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "exhibition_applications_idem" ON "exhibition_applications" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "exhibition_applications_user_idx" ON "exhibition_applications" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "editions_exhibition_idx" ON "exhibition_editions" USING btree ("exhibition_id");--> statement-breakpoint
CREATE INDEX "exhibitions_industry_idx" ON "exhibitions" USING btree ("industry_id","start_date");--> statement-breakpoint
CREATE INDEX "exhibitions_sub_industry_idx" ON "exhibitions" USING btree ("sub_industry_id");--> statement-breakpoint
CREATE INDEX "exhibitions_geo_idx" ON "exhibitions" USING btree ("continent_id","country_id","city_id");--> statement-breakpoint
CREATE INDEX "exhibitions_start_idx" ON "exhibitions" USING btree ("start_date","id");--> statement-breakpoint
CREATE INDEX "exhibitions_pavilion_idx" ON "exhibitions" USING btree ("pavilion_id");--> statement-breakpoint
CREATE INDEX "exhibitions_letter_idx" ON "exhibitions" USING btree ("letter");--> statement-breakpoint
CREATE UNIQUE INDEX "follows_unique" ON "follows" USING btree ("user_id","target_type","target_id");--> statement-breakpoint
CREATE INDEX "follows_target_idx" ON "follows" USING btree ("target_type","target_id");--> statement-breakpoint
CREATE INDEX "industries_parent_idx" ON "industries" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "news_list_idx" ON "news" USING btree ("status","published_at");--> statement-breakpoint
CREATE INDEX "news_type_idx" ON "news" USING btree ("type_id","industry_id");--> statement-breakpoint
CREATE INDEX "news_author_idx" ON "news" USING btree ("author_user_id");--> statement-breakpoint
CREATE INDEX "pavilions_city_idx" ON "pavilions" USING btree ("city_id");--> statement-breakpoint
CREATE INDEX "pavilions_letter_idx" ON "pavilions" USING btree ("letter");--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_type","order_no");--> statement-breakpoint
CREATE INDEX "periodical_exhibitors_periodical_idx" ON "periodical_exhibitors" USING btree ("periodical_id");--> statement-breakpoint
CREATE INDEX "periodical_exhibitors_company_idx" ON "periodical_exhibitors" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "periodical_requests_unique" ON "periodical_requests" USING btree ("user_id","periodical_id");--> statement-breakpoint
CREATE INDEX "periodicals_exhibition_idx" ON "periodicals" USING btree ("exhibition_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reminders_unique" ON "reminders" USING btree ("user_id","exhibition_id");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sms_codes_phone_idx" ON "sms_codes" USING btree ("phone","created_at");--> statement-breakpoint
CREATE INDEX "sms_outbox_phone_idx" ON "sms_outbox" USING btree ("phone");--> statement-breakpoint
CREATE UNIQUE INDEX "ticket_orders_idem" ON "ticket_orders" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "ticket_orders_user_idx" ON "ticket_orders" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "ticket_tiers_ticket_idx" ON "ticket_tiers" USING btree ("ticket_id");--> statement-breakpoint
CREATE INDEX "tickets_exhibition_idx" ON "tickets" USING btree ("exhibition_id");--> statement-breakpoint
CREATE UNIQUE INDEX "trip_signups_idem" ON "trip_signups" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "trip_signups_user_idx" ON "trip_signups" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "trips_exhibition_idx" ON "trips" USING btree ("exhibition_id");--> statement-breakpoint
CREATE INDEX "uploads_user_idx" ON "uploads" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "visa_applicant_documents_unique" ON "visa_applicant_documents" USING btree ("applicant_id","document_code");--> statement-breakpoint
CREATE INDEX "visa_applicants_order_idx" ON "visa_applicants" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "visa_orders_idem" ON "visa_orders" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "visa_orders_user_idx" ON "visa_orders" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "visas_filter_idx" ON "visas" USING btree ("visa_area_id","area_id","type","biz_type");--> statement-breakpoint
CREATE INDEX "visitors_user_idx" ON "visitors" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "wiki_category_idx" ON "wiki_articles" USING btree ("category_id");