import { and, asc, eq, inArray, min } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";
import { moderationDecisions, reports, users } from "../../db/schema";
import { contentInPlace } from "./content";
import type { QueueItemJson } from "./json";

const ITEMS = 50;

/**
 * The open reports folded by what they report (target kind and id), oldest item first (by its first
 * report), each with the content in place and every report's reason and notifier.
 */
export async function listQueue(db: Db): Promise<QueueItemJson[]> {
  const firstReported = min(reports.createdAt);
  const targets = await db
    .select({ kind: reports.targetKind, id: reports.targetId })
    .from(reports)
    .where(eq(reports.status, "open"))
    .groupBy(reports.targetKind, reports.targetId)
    .orderBy(asc(firstReported), asc(min(reports.id)))
    .limit(ITEMS);
  if (targets.length === 0) return [];
  const contestedIds = targets.filter((t) => t.kind === "decision").map((t) => t.id);
  const contested = contestedIds.length
    ? await db
        .select({ id: moderationDecisions.id, action: moderationDecisions.action })
        .from(moderationDecisions)
        .where(inArray(moderationDecisions.id, contestedIds))
    : [];
  const reporter = alias(users, "reporter");
  const targetUser = alias(users, "target_user");
  const rows = await db
    .select({ report: reports, reporterName: reporter.name, reporterEmail: reporter.email, targetUserName: targetUser.name })
    .from(reports)
    .leftJoin(reporter, eq(reporter.id, reports.reporterId))
    .leftJoin(targetUser, eq(targetUser.id, reports.targetUserId))
    .where(
      and(
        eq(reports.status, "open"),
        inArray(
          reports.targetId,
          targets.map((t) => t.id),
        ),
      ),
    )
    .orderBy(asc(reports.createdAt), asc(reports.id));
  return Promise.all(
    targets.map(async (target) => {
      const own = rows.filter((r) => r.report.targetKind === target.kind && r.report.targetId === target.id);
      const latest = own.at(-1)!;
      const withUser = own.findLast((r) => r.report.targetUserId !== null);
      return {
        target_kind: target.kind,
        target_id: target.id,
        target_user: withUser ? { id: withUser.report.targetUserId!, name: withUser.targetUserName ?? "" } : null,
        first_reported_at: own[0]!.report.createdAt.toISOString(),
        contested_action: target.kind === "decision" ? (contested.find((d) => d.id === target.id)?.action ?? null) : null,
        content: await contentInPlace(db, target.kind, target.id, latest.report.excerpt),
        reports: own.map(({ report, reporterName, reporterEmail }) => ({
          id: report.id,
          reason: report.reason,
          explanation: report.explanation,
          place: report.place,
          excerpt: report.excerpt,
          created_at: report.createdAt.toISOString(),
          notifier:
            report.reporterId !== null
              ? { kind: "member" as const, id: report.reporterId, name: reporterName, email: reporterEmail }
              : { kind: "guest" as const, id: null, name: report.notifierName, email: report.notifierEmail },
        })),
      };
    }),
  );
}
