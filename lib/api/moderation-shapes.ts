import type { Answer } from "./wire";

type QueueItemJson = Answer<"listModerationQueue">["data"][number];
type DecisionJson = Answer<"createModerationDecision">["data"];

export type QueueItem = {
  /** "compliment-42": one item per reported target. */
  key: string;
  targetKind: QueueItemJson["target_kind"];
  targetId: number;
  targetUser: { id: number; name: string } | null;
  firstReportedAt: string;
  /** For a contest: the contested decision's action. */
  contestedAction: QueueItemJson["contested_action"];
  content: {
    live: boolean;
    text: string;
    details: { label: string; value: string }[];
    conversation: { id: number; senderName: string; message: string; removed: boolean; createdAt: string }[];
  };
  reports: {
    id: number;
    reason: string;
    explanation: string;
    place: string;
    createdAt: string;
    notifier: { kind: "member" | "guest"; name: string | null; email: string | null };
  }[];
};

export type Decision = {
  id: number;
  action: DecisionJson["action"];
  targetKind: DecisionJson["target_kind"];
  targetId: number;
  targetUserId: number | null;
  reportIds: number[];
  reason: string;
  suspendedUntil: string | null;
  createdAt: string;
  operatorName: string;
};

export const toQueueItem = (j: QueueItemJson): QueueItem => ({
  key: `${j.target_kind}-${j.target_id}`,
  targetKind: j.target_kind,
  targetId: j.target_id,
  targetUser: j.target_user,
  firstReportedAt: j.first_reported_at,
  contestedAction: j.contested_action,
  content: {
    live: j.content.live,
    text: j.content.text,
    details: j.content.details,
    conversation: j.content.conversation.map((m) => ({
      id: m.id,
      senderName: m.sender_name,
      message: m.message,
      removed: m.removed,
      createdAt: m.created_at,
    })),
  },
  reports: j.reports.map((r) => ({
    id: r.id,
    reason: r.reason,
    explanation: r.explanation,
    place: r.place,
    createdAt: r.created_at,
    notifier: { kind: r.notifier.kind, name: r.notifier.name, email: r.notifier.email },
  })),
});

export const toDecision = (j: DecisionJson): Decision => ({
  id: j.id,
  action: j.action,
  targetKind: j.target_kind,
  targetId: j.target_id,
  targetUserId: j.target_user_id,
  reportIds: j.report_ids,
  reason: j.reason,
  suspendedUntil: j.suspended_until,
  createdAt: j.created_at,
  operatorName: j.operator.name,
});

/** The fields of a statement of reasons' contest link, sent back with the objection. */
export type ContestLink = { decision: string; expires: string; signature: string };
