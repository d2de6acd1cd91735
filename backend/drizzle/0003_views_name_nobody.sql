-- Views recorded before this named their signed-in reader; no view names anyone now.
UPDATE "compliment_activities" SET "actor_id" = NULL WHERE "kind" = 'viewed';--> statement-breakpoint
ALTER TABLE "compliment_activities" ADD CONSTRAINT "compliment_activities_view_names_nobody" CHECK ("compliment_activities"."kind" <> 'viewed' or "compliment_activities"."actor_id" is null);
