import { desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { connections } from "../../db/schema";
import { paginated, type PageRequest } from "../../lib/pagination";
import { joinPerson, personColumns } from "../users/person";

/** One page of the people `userId` is connected with, newest connection first. */
export async function listConnections(db: Db, userId: number, page: PageRequest) {
  const mine = eq(connections.userId, userId);
  const [rows, total] = await Promise.all([
    joinPerson(db.select(personColumns).from(connections).$dynamic(), connections.connectedUserId)
      .where(mine)
      .orderBy(desc(connections.createdAt), desc(connections.connectedUserId))
      .limit(page.perPage)
      .offset(page.offset),
    db.$count(connections, mine),
  ]);
  return paginated("Connections retrieved successfully.", rows, page, total);
}
