CREATE TABLE "flight_orders" (
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
	"departure_city" text NOT NULL,
	"depart_date" date NOT NULL,
	"return_date" date,
	"cabin_class" text NOT NULL,
	"passengers" jsonb NOT NULL,
	"remark" text NOT NULL,
	"quoted_flights" text,
	"quoted_at" timestamp with time zone,
	"quoted_by" integer,
	"ticket_numbers" text,
	"issued_at" timestamp with time zone,
	"issued_by" integer,
	CONSTRAINT "flight_orders_order_no_unique" UNIQUE("order_no")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "flight_orders_idem" ON "flight_orders" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "flight_orders_user_idx" ON "flight_orders" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "flight_orders_status_idx" ON "flight_orders" USING btree ("status","created_at");