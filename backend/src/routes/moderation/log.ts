import { count, desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { moderationDecisions, users } from "../../db/schema";
import type { PageRequest } from "../../lib/pagination";
import { paginated } from "../../lib/pagination";
import type { DecisionJson } from "./json";
import { FORMER_MEMBER } from "@/common/messages";

export const decisionJson = (d: typeof moderationDecisions.$inferSelect, operator: { id: number; name: string }): DecisionJson => ({
  id: d.id,
  action: d.action,
  target_kind: d.targetKind,
  target_id: d.targetId,
  target_user_id: d.targetUserId,
  report_ids: d.reportIds,
  reason: d.reason,
  suspended_until: d.suspendedUntil?.toISOString() ?? null,
  created_at: d.createdAt.toISOString(),
  operator,
});

/** One page of the operators' log, newest first, each decision with its operator's name (kept by id: a deleted operator is "Former member"). */
export async function listLog(db: Db, page: PageRequest) {
  const [rows, [total]] = await Promise.all([
    db
      .select({ decision: moderationDecisions, operatorName: users.name })
      .from(moderationDecisions)
      .leftJoin(users, eq(users.id, moderationDecisions.operatorId))
      .orderBy(desc(moderationDecisions.createdAt), desc(moderationDecisions.id))
      .limit(page.perPage)
      .offset(page.offset),
    db.select({ n: count() }).from(moderationDecisions),
  ]);
  const data = rows.map(({ decision, operatorName }) =>
    decisionJson(decision, { id: decision.operatorId, name: operatorName ?? FORMER_MEMBER }),
  );
  return paginated("Decisions retrieved successfully.", data, page, total?.n ?? 0);
}
