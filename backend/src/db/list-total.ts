import { and, eq } from "drizzle-orm";
import type { Db } from "./client";
import { listTotals, type ListName } from "./schema";

/** The read of `ownerId`'s counter of `list`: one row of the primary key. */
export const listTotalRow = (db: Db, list: ListName, ownerId: number) =>
  db
    .select({ n: listTotals.n })
    .from(listTotals)
    .where(and(eq(listTotals.list, list), eq(listTotals.ownerId, ownerId)))
    .limit(1);

/**
 * How many rows `ownerId`'s `list` holds, exactly: the database keeps the counter in the same
 * transaction as the rows (migration 0011's triggers), and drops it at 0.
 */
export async function listTotal(db: Db, list: ListName, ownerId: number): Promise<number> {
  const [row] = await listTotalRow(db, list, ownerId);
  return row?.n ?? 0;
}
