import { desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { blocks } from "../../db/schema";
import { paginated, type PageRequest } from "../../lib/pagination";
import { joinPerson, personColumns } from "../users/person";
import { blockedPersonJson } from "./json";

/** One page of the people `userId` blocked, most recently blocked first. */
export async function listBlocked(db: Db, userId: number, page: PageRequest) {
  const mine = eq(blocks.blockerId, userId);
  const [rows, total] = await Promise.all([
    joinPerson(
      db
        .select({ ...personColumns, id: blocks.blockedId, blockedAt: blocks.createdAt })
        .from(blocks)
        .$dynamic(),
      blocks.blockedId,
    )
      .where(mine)
      .orderBy(desc(blocks.createdAt), desc(blocks.blockedId))
      .limit(page.perPage)
      .offset(page.offset),
    db.$count(blocks, mine),
  ]);
  return paginated("Blocked people retrieved successfully.", rows.map(blockedPersonJson), page, total);
}
