ALTER TABLE "users" ADD COLUMN "pending_email" text;--> statement-breakpoint
-- An e-mail is a login identity only once its owner proved it with a code. Addresses stored
-- before that rule without any used code for them (set through the profile) are cleared; the
-- reserved .example domain (the seeded demo accounts) cannot belong to anyone else.
UPDATE "users" SET "email" = NULL
WHERE "email" IS NOT NULL
  AND "email" NOT LIKE '%.example'
  AND NOT EXISTS (
    SELECT 1 FROM "email_codes" c
    WHERE c."email" = "users"."email" AND c."consumed_at" IS NOT NULL AND c."purpose" IN ('register', 'login')
  );
