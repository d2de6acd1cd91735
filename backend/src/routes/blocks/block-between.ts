import { and, eq, or, sql, type SQLWrapper } from "drizzle-orm";
import { blocks } from "../../db/schema";

/** True when `blocker` blocked `blocked` (user ids, or id expressions evaluated per row). */
export const hasBlocked = (blocker: SQLWrapper | number, blocked: SQLWrapper | number) =>
  sql<boolean>`exists (select 1 from ${blocks} where ${and(eq(blocks.blockerId, blocker), eq(blocks.blockedId, blocked))})`;

/**
 * True when a block stands between `a` and `b`, whichever blocked whom: while it stands neither may
 * message the other, start a conversation with them or be connected to them.
 */
export const blockBetween = (a: SQLWrapper | number, b: SQLWrapper | number) =>
  sql<boolean>`exists (select 1 from ${blocks} where ${or(
    and(eq(blocks.blockerId, a), eq(blocks.blockedId, b)),
    and(eq(blocks.blockerId, b), eq(blocks.blockedId, a)),
  )})`;
