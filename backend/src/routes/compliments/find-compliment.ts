import { and, eq, isNotNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { complimentOpenings, compliments, retiredCodes } from "../../db/schema";
import { firstRow } from "../../db/rows";
import type { AppDeps } from "../../deps";
import type { AuthUser } from "../../lib/app-env";
import { complimentNotFound, complimentRemoved } from "./errors";
import { complimentsJson, selectCompliments } from "./load-compliments";
import { recordView } from "./record-view";
import { findReplyConversation } from "./reply-to-compliment";
import { beingSignedSql } from "../signing/state";

const prepareLookUp = (db: Db) =>
  selectCompliments(db, sql.placeholder("viewer"))
    // While others still sign it, its code answers as an unknown code to all but its author.
    .where(
      and(
        eq(compliments.code, sql.placeholder("code")),
        sql`(not ${beingSignedSql(sql`${sql.placeholder("now")}::timestamptz`)} or ${compliments.customerId} = ${sql.placeholder("viewer")})`,
      ),
    )
    .limit(1)
    .prepare("compliment_by_code");

/**
 * Look-ups by code on one database. The statement is built on first use and prepared: on
 * PostgreSQL a named statement, whose plan each connection keeps.
 */
export function complimentFinder(deps: Pick<AppDeps, "db" | "clock" | "config" | "mailer">) {
  const { db, clock } = deps;
  let byCode: ReturnType<typeof prepareLookUp> | undefined;

  /**
   * The compliment with this code, as the viewer (null for a guest) may see it: one statement for
   * a guest's look-up, hit or miss. A view is counted once per device, never the author's own. A
   * signed-in reader other than the author has now proved they hold the code: that opening is
   * what claim and reply ask for. Their own conversation about it, if any, comes with the answer.
   */
  return async function findComplimentByCode(code: string, viewer: AuthUser | null, deviceId?: string) {
    byCode ??= prepareLookUp(db);
    const [row] = await byCode.execute({ code, viewer: viewer?.id ?? null, now: clock.now().toISOString() });
    if (!row) throw (await wasRemoved(db, code)) ? complimentRemoved() : complimentNotFound();
    const { id, customerId } = row.compliment;
    const isAuthor = customerId === viewer?.id;
    const reader = viewer && !isAuthor ? viewer : null;
    const [counted, , replyConversation] = await Promise.all([
      !isAuthor && recordView(deps, id, code, deviceId, clock.now(), viewer?.id ?? null),
      reader && db.insert(complimentOpenings).values({ complimentId: id, userId: reader.id, createdAt: clock.now() }).onConflictDoNothing(),
      reader && findReplyConversation(db, id, reader.id),
    ]);
    // The count was read before this view was added.
    const json = firstRow(
      await complimentsJson(deps, [{ ...row, views: row.views + (counted ? 1 : 0) }], viewer?.id ?? null),
      "complimentsJson",
    );
    return { ...json, reply_conversation_id: replyConversation || null };
  };
}

/** Whether an operator removed the compliment this code was: its look-up then answers 410, not 404. */
const wasRemoved = async (db: Db, code: string) =>
  (
    await db
      .select({ code: retiredCodes.code })
      .from(retiredCodes)
      .where(and(eq(retiredCodes.code, code), isNotNull(retiredCodes.removedAt)))
  ).length > 0;
