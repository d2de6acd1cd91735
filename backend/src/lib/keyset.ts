import { and, asc, desc, gt, lt, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { integerQuery, type PageRequest } from "./pagination";
import { MAX_ID } from "./router";

/**
 * Query fields of a list read newest first, (created_at, id), that can be read from the items the
 * client holds instead of by offset: one index range however deep the page, answered with the same
 * page numbers. An id that is not in the list reads the page by offset.
 */
export const keysetQuery = {
  before: integerQuery("before", 1, MAX_ID)
    .optional()
    .openapi({ description: "With `page`: the id of the last (oldest) item the client holds, from the page before this one." }),
  after: integerQuery("after", 1, MAX_ID)
    .optional()
    .openapi({ description: "With `page`: the id of the first (newest) item the client holds, from the page after this one." }),
};

export type Cursor = { before?: number; after?: number };

/**
 * A list in the order (created_at, id), newest first: its table, sort columns and its whole filter
 * (what the caller may see included), with the joins (`inner join …`) that filter reads beyond `table`.
 */
export type NewestFirst = { table: PgTable; createdAt: PgColumn; id: PgColumn; where: SQL | undefined; joins?: SQL };

/**
 * The where and order of one page of `list`: past the row the cursor names (found in the list
 * itself, through the same filter as its rows, so another list's id, or a row the caller may not
 * see, finds nothing and reads as an unknown cursor), or the whole list for an offset. From `after`
 * the rows come oldest first: `pageRows` puts them back in the list's order.
 */
export function keyset(list: NewestFirst, page: PageRequest) {
  const newestFirst = [desc(list.createdAt), desc(list.id)];
  const id = page.before ?? page.after;
  if (id === undefined) return { where: list.where, order: newestFirst, offset: page.offset };
  // (created_at, id) past (the held item's created_at, its id): one condition on the list's index.
  const createdAt = sql`(select ${list.createdAt} from ${list.table} ${list.joins ?? sql``} where ${and(sql`${list.id} = ${id}`, list.where)})`;
  const past = page.before !== undefined ? lt : gt;
  return {
    where: and(list.where, past(sql`(${list.createdAt}, ${list.id})`, sql`(${createdAt}, ${id})`)),
    order: page.before !== undefined ? newestFirst : [asc(list.createdAt), asc(list.id)],
    offset: 0,
  };
}

/** Reads one page with `read`: from the client's cursor if the list still holds it, else by offset; in the list's order. */
export async function pageRows<T>(page: PageRequest, read: (page: PageRequest) => Promise<T[]>): Promise<T[]> {
  const byOffset = { ...page, before: undefined, after: undefined };
  if (page.before === undefined && page.after === undefined) return read(byOffset);
  const rows = await read(page);
  if (rows.length === 0) return read(byOffset);
  return page.after !== undefined ? rows.reverse() : rows;
}
