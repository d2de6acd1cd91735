ALTER TABLE "deliveries" ADD COLUMN "counted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "email_verifications" ADD COLUMN "mailbox" char(64);--> statement-breakpoint
-- Mails sent before: keyed as the cap keyed them then, on the lower-cased address (the same key for an address already in its mailbox form).
UPDATE "email_verifications" SET "mailbox" = encode(sha256(convert_to(lower("users"."email"), 'UTF8')), 'hex') FROM "users" WHERE "users"."id" = "email_verifications"."user_id";--> statement-breakpoint
ALTER TABLE "email_verifications" ALTER COLUMN "mailbox" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "email_verifications_mailbox_idx" ON "email_verifications" USING btree ("mailbox","sent_at");
