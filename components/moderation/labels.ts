import { REPORT_REASONS } from "@/common/validations/report";
import type { QueueItem } from "@/lib/api/moderation-shapes";

/** What each kind of reported target is called on the moderation pages. */
export const targetLabels: Record<QueueItem["targetKind"], string> = {
  compliment: "Compliment",
  message: "Message",
  profile: "Profile",
  ad: "Ad",
  review: "Review",
  signature: "Signature",
  decision: "Contested decision",
};

/** Each action as the log and the status message name it. */
export const actionLabels = {
  dismiss: "Dismissed",
  remove: "Content removed",
  suspend: "Account suspended",
  lift: "Suspension lifted",
  approve: "Ad approved",
  reject: "Ad rejected",
} as const;

export const reasonLabel = (value: string) => REPORT_REASONS.find((r) => r.value === value)?.label ?? value;

/** What Remove does to each kind; a kind missing here cannot be removed (the backend says the same). */
export const removeLabels: Partial<Record<QueueItem["targetKind"], string>> = {
  compliment: "Remove the compliment",
  message: "Remove the message",
  review: "Remove the review",
  profile: "Remove the profile text",
  ad: "Remove the ad",
  signature: "Remove the signature",
};
