import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { blocks, users } from "../../db/schema";
import { cannotBlockSelf, userNotFound } from "./errors";

/** Throws 404 unless `userId` names an account; 422 when it is the user themselves. */
async function assertOtherUser(db: Db, blockerId: number, userId: number) {
  if (userId === blockerId) throw cannotBlockSelf();
  const [found] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
  if (!found) throw userNotFound();
}

/** Blocks `blockedId` for `blockerId`; blocking again keeps the first block and its time. */
export async function blockUser(db: Db, blockerId: number, blockedId: number, now: Date) {
  await assertOtherUser(db, blockerId, blockedId);
  await db.insert(blocks).values({ blockerId, blockedId, createdAt: now }).onConflictDoNothing();
}

/** Lifts the block, if there is one. */
export async function unblockUser(db: Db, blockerId: number, blockedId: number) {
  await assertOtherUser(db, blockerId, blockedId);
  await db.delete(blocks).where(and(eq(blocks.blockerId, blockerId), eq(blocks.blockedId, blockedId)));
}
