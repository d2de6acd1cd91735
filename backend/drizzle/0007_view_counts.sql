ALTER TABLE "compliments" ADD COLUMN "view_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "compliments" SET "view_count" = v.n FROM (SELECT "compliment_id", count(*)::int AS n FROM "compliment_views" GROUP BY "compliment_id") AS v WHERE v."compliment_id" = "compliments"."id";
