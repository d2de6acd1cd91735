ALTER TABLE "conversation_participants" ADD COLUMN "unread_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "conversation_participants" ADD COLUMN "last_message_at" timestamp with time zone;--> statement-breakpoint
UPDATE "conversation_participants" AS cp SET
  "unread_count" = (SELECT count(*)::int FROM "messages" m WHERE m."conversation_id" = cp."conversation_id" AND m."id" > cp."last_read_message_id" AND m."sender_id" <> cp."user_id"),
  "last_message_at" = (SELECT m."created_at" FROM "messages" m WHERE m."conversation_id" = cp."conversation_id" ORDER BY m."id" DESC LIMIT 1);--> statement-breakpoint
CREATE INDEX "conversation_participants_list_idx" ON "conversation_participants" USING btree ("user_id","last_message_at","conversation_id") WHERE "conversation_participants"."last_message_at" is not null;--> statement-breakpoint
CREATE INDEX "conversation_participants_unread_idx" ON "conversation_participants" USING btree ("user_id","unread_count") WHERE "conversation_participants"."unread_count" > 0;