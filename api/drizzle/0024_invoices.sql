CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"order_type" text NOT NULL,
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	"kind" text,
	"title" text NOT NULL,
	"taxpayer_id" text,
	"address" text,
	"vat_id" text,
	"country" text,
	"email" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"locale" text NOT NULL,
	"status" text NOT NULL,
	"invoice_no" text,
	"requested_at" timestamp with time zone NOT NULL,
	"issued_at" timestamp with time zone,
	"issued_by" integer,
	CONSTRAINT "invoices_order_no_unique" UNIQUE("order_no"),
	CONSTRAINT "invoices_invoice_no_unique" UNIQUE("invoice_no")
);
--> statement-breakpoint
CREATE INDEX "invoices_status_idx" ON "invoices" USING btree ("status","requested_at");--> statement-breakpoint
CREATE INDEX "invoices_user_idx" ON "invoices" USING btree ("user_id");