import { z } from "@hono/zod-openapi";
import { moderationActions, reportReasons, reportTargets } from "../../db/schema";

export const notifierSchema = z
  .object({
    kind: z.enum(["member", "guest"]),
    id: z.number().nullable(),
    name: z.string().nullable(),
    email: z.string().nullable(),
  })
  .openapi("Notifier", {
    description:
      "Who sent the report: a member (their account's name and address) or a guest (the name and address they gave). " +
      "Operators see it to reach the notifier; the reported person never does.",
  });

export const queueReportSchema = z.object({
  id: z.number(),
  reason: z.enum(reportReasons),
  explanation: z.string(),
  place: z.string(),
  excerpt: z.string(),
  created_at: z.string(),
  notifier: notifierSchema,
});

const contextMessageSchema = z.object({
  id: z.number(),
  sender_name: z.string(),
  message: z.string(),
  removed: z.boolean(),
  created_at: z.string(),
});

export const contentSchema = z
  .object({
    /** False once the content is gone: `text` is then the excerpt as reported. */
    live: z.boolean(),
    text: z.string(),
    details: z.array(z.object({ label: z.string(), value: z.string() })),
    conversation: z.array(contextMessageSchema),
  })
  .openapi("ReportedContent", {
    description:
      "The reported content in place: the live text where it still exists (with its details, and a message's neighbours " +
      "in its conversation), else the excerpt kept with the report. For a contest, the decision contested.",
  });

export const queueItemSchema = z
  .object({
    target_kind: z.enum(reportTargets),
    target_id: z.number(),
    target_user: z.object({ id: z.number(), name: z.string() }).nullable(),
    first_reported_at: z.string(),
    contested_action: z
      .enum(moderationActions)
      .nullable()
      .openapi({ description: "For a contest: the contested decision's action (a contested suspension can be lifted)." }),
    content: contentSchema,
    reports: z.array(queueReportSchema),
  })
  .openapi("QueueItem");

export const decisionSchema = z
  .object({
    id: z.number(),
    action: z.enum(moderationActions),
    target_kind: z.enum(reportTargets),
    target_id: z.number(),
    target_user_id: z.number().nullable(),
    report_ids: z.array(z.number()),
    reason: z.string(),
    suspended_until: z.string().nullable(),
    created_at: z.string(),
    operator: z.object({ id: z.number(), name: z.string() }),
  })
  .openapi("ModerationDecision");

export type QueueItemJson = z.infer<typeof queueItemSchema>;
export type ContentJson = z.infer<typeof contentSchema>;
export type DecisionJson = z.infer<typeof decisionSchema>;
