DROP INDEX "claims_user_idx";--> statement-breakpoint
DROP INDEX "compliments_customer_idx";--> statement-breakpoint
DROP INDEX "reviews_compliment_ad_idx";--> statement-breakpoint
DROP INDEX "reviews_user_idx";--> statement-breakpoint
CREATE INDEX "claims_user_created_idx" ON "claims" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "compliments_customer_created_idx" ON "compliments" USING btree ("customer_id","created_at","id");--> statement-breakpoint
CREATE INDEX "reviews_compliment_ad_created_idx" ON "reviews" USING btree ("compliment_ad_id","created_at","id");--> statement-breakpoint
CREATE INDEX "reviews_user_created_idx" ON "reviews" USING btree ("user_id","created_at","id");