import { eq } from "drizzle-orm";
import { moderationDecisions, reports } from "../../db/schema";
import type { AppDeps } from "../../deps";
import { createSigner } from "../../lib/signed-url";
import { invalidContestLink } from "./errors";

/** DSA Art. 20: a decision may be contested for at least six months after it was made. */
const CONTEST_FOR_SECONDS = 183 * 86_400;

type Link = { decision: string; expires: string; signature: string };

/** The page the statement of reasons links to, signed for that decision. */
export function contestLink({ config, clock }: Pick<AppDeps, "config" | "clock">, decisionId: number) {
  const signed = createSigner(config.appKey, clock).sign({ decision: String(decisionId) }, CONTEST_FOR_SECONDS);
  return `${config.appUrl}/contest?${new URLSearchParams(signed)}`;
}

/** The decision a contest link names, once its signature and expiry check out; 403 otherwise. */
export async function contestedDecision({ db, config, clock }: Pick<AppDeps, "db" | "config" | "clock">, link: Link) {
  const valid = createSigner(config.appKey, clock).verify(link) && /^\d{1,10}$/.test(link.decision);
  const [decision] = valid
    ? await db
        .select()
        .from(moderationDecisions)
        .where(eq(moderationDecisions.id, Number(link.decision)))
    : [];
  if (!decision) throw invalidContestLink();
  return decision;
}

/**
 * The affected person's objection, as a report of the decision (target_kind "decision"): it opens a
 * new item in the operators' queue. Its notifier is the person the decision restricted (by account, so no copy of their address is kept).
 */
export async function contestDecision(deps: Pick<AppDeps, "db" | "config" | "clock">, link: Link, explanation: string) {
  const decision = await contestedDecision(deps, link);
  await deps.db.insert(reports).values({
    targetKind: "decision",
    targetId: decision.id,
    targetUserId: decision.targetUserId,
    reason: "other",
    explanation,
    place: "/contest",
    excerpt: decision.reason,
    reporterId: decision.targetUserId,
    createdAt: deps.clock.now(),
  });
}
