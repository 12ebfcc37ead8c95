CREATE TABLE "order_refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"refund_no" text NOT NULL,
	"order_type" text NOT NULL,
	"order_no" text NOT NULL,
	"user_id" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"tickets" jsonb NOT NULL,
	"paid_minor" integer NOT NULL,
	"fee_minor" integer NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"payment_no" text NOT NULL,
	"gateway_refund_no" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_refunds_refund_no_unique" UNIQUE("refund_no")
);
--> statement-breakpoint
ALTER TABLE "gateway_refunds" DROP CONSTRAINT "gateway_refunds_payment_no_unique";--> statement-breakpoint
ALTER TABLE "ticket_tiers" ADD COLUMN "refund_days" integer;--> statement-breakpoint
ALTER TABLE "ticket_tiers" ADD COLUMN "refund_late_fee_percent" integer;--> statement-breakpoint
ALTER TABLE "visas" ADD COLUMN "refund_days" integer;--> statement-breakpoint
ALTER TABLE "visas" ADD COLUMN "refund_late_fee_percent" integer;--> statement-breakpoint
ALTER TABLE "gateway_refunds" ADD COLUMN "request_no" text;--> statement-breakpoint
ALTER TABLE "ticket_orders" ADD COLUMN "cancelled_tickets" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "order_refunds_idem" ON "order_refunds" USING btree ("order_no","idempotency_key");--> statement-breakpoint
CREATE INDEX "order_refunds_order_idx" ON "order_refunds" USING btree ("order_no");--> statement-breakpoint
ALTER TABLE "gateway_refunds" ADD CONSTRAINT "gateway_refunds_request_no_unique" UNIQUE("request_no");--> statement-breakpoint
-- Refunds kept before request numbers: each was the one refund of its payment.
UPDATE "gateway_refunds" SET "request_no" = "payment_no" WHERE "request_no" IS NULL;
