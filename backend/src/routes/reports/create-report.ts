import type { Report } from "@/common/validations/report";
import { firstRow } from "../../db/rows";
import { reports } from "../../db/schema";
import type { AppDeps } from "../../deps";
import { mailJob } from "../../jobs/mail";
import { enqueue } from "../../jobs/queue";
import { reportReceiptMail } from "../../lib/mail-templates";
import { reportReceiptJson } from "./json";
import { findReportTarget } from "./report-target";

/** Who sends the report: a user, whose account names them, or a guest who named themselves. */
export type Notifier = { userId: number | null; name: string; email: string };

/**
 * Stores the report with its target's content as it is now, and in the same transaction queues
 * the notifier's receipt. The reported person is told nothing.
 */
export async function createReport({ db, clock, config }: Pick<AppDeps, "db" | "clock" | "config">, report: Report, notifier: Notifier) {
  const now = clock.now();
  const guest = notifier.userId === null;
  const row = await db.transaction(async (tx) => {
    const target = await findReportTarget(tx, report, notifier.userId, now);
    const created = firstRow(
      await tx
        .insert(reports)
        .values({
          targetKind: report.target_kind,
          ...target,
          reason: report.reason,
          explanation: report.explanation,
          place: report.place,
          reporterId: notifier.userId,
          notifierName: guest ? notifier.name : null,
          notifierEmail: guest ? notifier.email : null,
          createdAt: now,
        })
        .returning({ id: reports.id, reason: reports.reason, createdAt: reports.createdAt }),
      "the report insert",
    );
    const receipt = reportReceiptMail(config, { to: notifier.email, name: notifier.name, kind: report.target_kind, ...report, at: now });
    await enqueue(tx, mailJob(receipt, now));
    return created;
  });
  return reportReceiptJson({ ...row, targetKind: report.target_kind });
}
