-- The ad search (`title ilike '%…%'`, business `name ilike '%…%'`: backend/src/lib/search.ts) reads
-- trigram indexes instead of every row. pg_trgm is a contrib extension of PostgreSQL and of PGlite
-- (loaded by backend/src/db/client.ts), so this one migration serves both. Without fastupdate a new
-- ad is in the index at once: a pending list would be read row by row by every search until a vacuum.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "ads_title_trgm_idx" ON "ads" USING gin ("title" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "business_profiles_name_trgm_idx" ON "business_profiles" USING gin ("name" gin_trgm_ops) WITH (fastupdate=false);
