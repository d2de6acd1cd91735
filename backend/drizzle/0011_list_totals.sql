CREATE TABLE "list_totals" (
	"list" varchar(20) NOT NULL,
	"owner_id" integer NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "list_totals_list_owner_id_pk" PRIMARY KEY("list","owner_id")
);
--> statement-breakpoint
-- Keeps list_totals exact. Arguments: pairs of (list, key column) of the table the trigger is on.
-- A statement's new rows add one to their key's list and its old rows take one away, summed per
-- key, so a bulk insert costs one grouped upsert. Keys are written in (list, owner_id) order, so
-- two statements that touch the same counters lock them in the same order and cannot deadlock.
-- A counter that reaches 0 is removed (an owner deleted leaves no row).
CREATE FUNCTION "list_totals_count"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  deltas text := '';
  source text;
BEGIN
  FOR i IN 0 .. TG_NARGS - 1 BY 2 LOOP
    IF TG_LEVEL = 'ROW' THEN
      -- An UPDATE of a key column, row by row: the old key loses the row, the new one gains it.
      source := format('SELECT %L AS list, ($1).%I AS owner_id, -1 AS d UNION ALL SELECT %L, ($2).%I, 1',
        TG_ARGV[i], TG_ARGV[i + 1], TG_ARGV[i], TG_ARGV[i + 1]);
    ELSIF TG_OP = 'INSERT' THEN
      source := format('SELECT %L AS list, %I AS owner_id, 1 AS d FROM new_rows', TG_ARGV[i], TG_ARGV[i + 1]);
    ELSE
      source := format('SELECT %L AS list, %I AS owner_id, -1 AS d FROM old_rows', TG_ARGV[i], TG_ARGV[i + 1]);
    END IF;
    deltas := deltas || CASE WHEN i > 0 THEN ' UNION ALL ' ELSE '' END || source;
  END LOOP;
  EXECUTE format(
    'INSERT INTO list_totals (list, owner_id, n)
     SELECT list, owner_id, sum(d) FROM (%s) k WHERE owner_id IS NOT NULL GROUP BY list, owner_id HAVING sum(d) <> 0
     ORDER BY list, owner_id
     ON CONFLICT (list, owner_id) DO UPDATE SET n = list_totals.n + excluded.n', deltas)
    USING OLD, NEW;
  IF TG_OP <> 'INSERT' THEN
    EXECUTE format(
      'DELETE FROM list_totals t USING (SELECT DISTINCT list, owner_id FROM (%s) k WHERE d < 0) gone
       WHERE t.list = gone.list AND t.owner_id = gone.owner_id AND t.n = 0', deltas)
      USING OLD, NEW;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "compliments_list_totals_insert" AFTER INSERT ON "compliments" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "list_totals_count"('own_compliments', 'customer_id');--> statement-breakpoint
CREATE TRIGGER "compliments_list_totals_delete" AFTER DELETE ON "compliments" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "list_totals_count"('own_compliments', 'customer_id');--> statement-breakpoint
CREATE TRIGGER "compliments_list_totals_update" AFTER UPDATE OF "customer_id" ON "compliments"
  FOR EACH ROW WHEN (OLD."customer_id" IS DISTINCT FROM NEW."customer_id")
  EXECUTE FUNCTION "list_totals_count"('own_compliments', 'customer_id');--> statement-breakpoint
CREATE TRIGGER "claims_list_totals_insert" AFTER INSERT ON "claims" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "list_totals_count"('claimed_compliments', 'user_id');--> statement-breakpoint
CREATE TRIGGER "claims_list_totals_delete" AFTER DELETE ON "claims" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "list_totals_count"('claimed_compliments', 'user_id');--> statement-breakpoint
CREATE TRIGGER "claims_list_totals_update" AFTER UPDATE OF "user_id" ON "claims"
  FOR EACH ROW WHEN (OLD."user_id" IS DISTINCT FROM NEW."user_id")
  EXECUTE FUNCTION "list_totals_count"('claimed_compliments', 'user_id');--> statement-breakpoint
CREATE TRIGGER "compliment_activities_list_totals_insert" AFTER INSERT ON "compliment_activities" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "list_totals_count"('activity', 'author_id');--> statement-breakpoint
CREATE TRIGGER "compliment_activities_list_totals_delete" AFTER DELETE ON "compliment_activities" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "list_totals_count"('activity', 'author_id');--> statement-breakpoint
CREATE TRIGGER "compliment_activities_list_totals_update" AFTER UPDATE OF "author_id" ON "compliment_activities"
  FOR EACH ROW WHEN (OLD."author_id" IS DISTINCT FROM NEW."author_id")
  EXECUTE FUNCTION "list_totals_count"('activity', 'author_id');--> statement-breakpoint
CREATE TRIGGER "reviews_list_totals_insert" AFTER INSERT ON "reviews" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "list_totals_count"('ad_reviews', 'compliment_ad_id', 'reviews_by', 'user_id', 'reviews_to', 'compliment_author_id');--> statement-breakpoint
CREATE TRIGGER "reviews_list_totals_delete" AFTER DELETE ON "reviews" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "list_totals_count"('ad_reviews', 'compliment_ad_id', 'reviews_by', 'user_id', 'reviews_to', 'compliment_author_id');--> statement-breakpoint
CREATE TRIGGER "reviews_list_totals_update" AFTER UPDATE OF "compliment_ad_id", "user_id", "compliment_author_id" ON "reviews"
  FOR EACH ROW WHEN (OLD."compliment_ad_id" IS DISTINCT FROM NEW."compliment_ad_id" OR OLD."user_id" IS DISTINCT FROM NEW."user_id"
    OR OLD."compliment_author_id" IS DISTINCT FROM NEW."compliment_author_id")
  EXECUTE FUNCTION "list_totals_count"('ad_reviews', 'compliment_ad_id', 'reviews_by', 'user_id', 'reviews_to', 'compliment_author_id');--> statement-breakpoint
CREATE TRIGGER "messages_list_totals_insert" AFTER INSERT ON "messages" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "list_totals_count"('messages', 'conversation_id');--> statement-breakpoint
CREATE TRIGGER "messages_list_totals_delete" AFTER DELETE ON "messages" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "list_totals_count"('messages', 'conversation_id');--> statement-breakpoint
CREATE TRIGGER "messages_list_totals_update" AFTER UPDATE OF "conversation_id" ON "messages"
  FOR EACH ROW WHEN (OLD."conversation_id" IS DISTINCT FROM NEW."conversation_id")
  EXECUTE FUNCTION "list_totals_count"('messages', 'conversation_id');--> statement-breakpoint
-- Filled after the triggers exist: creating them locks each table against writes until this
-- migration commits, so no row is written between the count and its trigger.
INSERT INTO "list_totals" ("list", "owner_id", "n")
SELECT 'own_compliments', "customer_id", count(*) FROM "compliments" GROUP BY 2
UNION ALL SELECT 'claimed_compliments', "user_id", count(*) FROM "claims" GROUP BY 2
UNION ALL SELECT 'activity', "author_id", count(*) FROM "compliment_activities" GROUP BY 2
UNION ALL SELECT 'ad_reviews', "compliment_ad_id", count(*) FROM "reviews" GROUP BY 2
UNION ALL SELECT 'reviews_by', "user_id", count(*) FROM "reviews" GROUP BY 2
UNION ALL SELECT 'reviews_to', "compliment_author_id", count(*) FROM "reviews" GROUP BY 2
UNION ALL SELECT 'messages', "conversation_id", count(*) FROM "messages" GROUP BY 2;
