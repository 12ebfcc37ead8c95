CREATE TABLE "card_charges" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_no" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"behaviour" text NOT NULL,
	"decline_code" text,
	"capture_no" text,
	"authorised_at" timestamp with time zone,
	"captured_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "card_charges_payment_no_unique" UNIQUE("payment_no"),
	CONSTRAINT "card_charges_capture_no_unique" UNIQUE("capture_no")
);
--> statement-breakpoint
CREATE TABLE "card_webhook_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" text NOT NULL,
	"payment_no" text NOT NULL,
	"type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "card_webhook_events_event_id_unique" UNIQUE("event_id")
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "decline_code" text;