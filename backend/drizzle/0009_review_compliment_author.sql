ALTER TABLE "reviews" ADD COLUMN "compliment_author_id" integer;--> statement-breakpoint
UPDATE "reviews" AS r SET "compliment_author_id" = c."customer_id" FROM "compliment_ads" ca JOIN "compliments" c ON c."id" = ca."compliment_id" WHERE ca."id" = r."compliment_ad_id";--> statement-breakpoint
ALTER TABLE "reviews" ALTER COLUMN "compliment_author_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_compliment_author_id_users_id_fk" FOREIGN KEY ("compliment_author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reviews_compliment_author_created_idx" ON "reviews" USING btree ("compliment_author_id","created_at","id");