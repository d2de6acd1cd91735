import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { connections } from "../../db/schema";
import { blockBetween } from "../blocks/block-between";

/**
 * Connects two users, once in each direction; connecting them again changes nothing, and neither
 * does a block standing between them (a blocked person's claim connects no one).
 */
export const connectUsers = (db: Db, a: number, b: number, now: Date) =>
  db
    .insert(connections)
    .select(
      sql`select * from (values (${a}::integer, ${b}::integer, ${now.toISOString()}::timestamptz),
        (${b}::integer, ${a}::integer, ${now.toISOString()}::timestamptz)) as pair (user_id, connected_user_id, created_at)
        where not ${blockBetween(a, b)}`,
    )
    .onConflictDoNothing();
