import { z } from "@hono/zod-openapi";
import { reportReasonValues, reportTargetKinds } from "@/common/validations/report";
import type { reports } from "../../db/schema";

/** What the notifier is told of their report: what and why, and when it was received. Nothing about the reported person. */
export const reportReceiptSchema = z
  .object({
    id: z.number().int(),
    target_kind: z.enum(reportTargetKinds),
    reason: z.enum(reportReasonValues),
    created_at: z.string(),
  })
  .openapi("ReportReceipt");

export type ReportReceiptJson = z.infer<typeof reportReceiptSchema>;

type ReportRow = Pick<typeof reports.$inferSelect, "id" | "targetKind" | "reason" | "createdAt">;

export const reportReceiptJson = (r: ReportRow & { targetKind: ReportReceiptJson["target_kind"] }): ReportReceiptJson => ({
  id: r.id,
  target_kind: r.targetKind,
  reason: r.reason,
  created_at: r.createdAt.toISOString(),
});
