-- Custom SQL (issue 14, foreign buyers): phone numbers are stored as E.164. Mainland mobile
-- numbers stored as 11 digits before this migration become +86 numbers; anything else is left
-- as it is (it was never accepted). SMS codes issued before it are keyed by the old spelling and
-- simply expire (5 minutes).
UPDATE "users" SET "phone" = '+86' || "phone" WHERE "phone" ~ '^1[3-9][0-9]{9}$';
--> statement-breakpoint
UPDATE "visitors" SET "phone" = '+86' || "phone" WHERE "phone" ~ '^1[3-9][0-9]{9}$';
--> statement-breakpoint
UPDATE "visa_applicants" SET "phone" = '+86' || "phone" WHERE "phone" ~ '^1[3-9][0-9]{9}$';
--> statement-breakpoint
UPDATE "ticket_orders" SET "contact_phone" = '+86' || "contact_phone" WHERE "contact_phone" ~ '^1[3-9][0-9]{9}$';
--> statement-breakpoint
UPDATE "visa_orders" SET "contact_phone" = '+86' || "contact_phone" WHERE "contact_phone" ~ '^1[3-9][0-9]{9}$';
--> statement-breakpoint
UPDATE "exhibition_applications" SET "contact_phone" = '+86' || "contact_phone" WHERE "contact_phone" ~ '^1[3-9][0-9]{9}$';
--> statement-breakpoint
UPDATE "trip_signups" SET "contact_phone" = '+86' || "contact_phone" WHERE "contact_phone" ~ '^1[3-9][0-9]{9}$';
--> statement-breakpoint
UPDATE "sms_outbox" SET "phone" = '+86' || "phone" WHERE "phone" ~ '^1[3-9][0-9]{9}$';
--> statement-breakpoint
UPDATE "flight_orders" SET "contact_phone" = '+86' || "contact_phone" WHERE "contact_phone" ~ '^1[3-9][0-9]{9}$';
