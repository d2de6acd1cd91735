import { inArray } from "drizzle-orm";
import { compliments, retiredCodes } from "../../db/schema";
import type { AppDeps } from "../../deps";
import { insertUnderFreshCode } from "../../lib/fresh-code";
import type { DeliveryInput, deliveryScheduler } from "../deliveries/schedule";
import { closingTime, startSigning, type SigningInput } from "../signing/start-signing";
import { complimentNotFound } from "./errors";
import { loadCompliments } from "./load-compliments";

export type NewCompliment = { to: string; compliment: string; note?: string | null } & DeliveryInput & SigningInput;
type Deps = Pick<AppDeps, "db" | "clock" | "config" | "events"> & { deliveries: ReturnType<typeof deliveryScheduler> };

/**
 * Writes the compliment under a fresh 8-digit code, with its delivery by e-mail if one is asked
 * for (in the same statement, with the job that sends it), and answers it as its author sees it.
 */
export async function createCompliment(deps: Deps, authorId: number, input: NewCompliment) {
  const { db, clock, events, deliveries } = deps;
  const now = clock.now();
  const plan = await deliveries.plan(authorId, input);
  const deliverAt = plan.kind === "schedule" ? plan.next.deliverAt : null;
  const closesAt = input.invite_signers ? closingTime(input.signing_closes_at, deliverAt, now, "signing_closes_at") : undefined;
  const values = (code: string) => ({
    code,
    customerId: authorId,
    to: input.to,
    compliment: input.compliment,
    note: input.note ?? null,
    createdAt: now,
    updatedAt: now,
  });
  // A taken code writes nothing rather than failing: another is tried.
  const insert = (code: string) =>
    plan.kind === "schedule"
      ? deliveries.insertWithCompliment(values(code), plan.next)
      : db
          .insert(compliments)
          .values(values(code))
          .onConflictDoNothing({ target: compliments.code })
          .returning({ id: compliments.id, code: compliments.code })
          .then(([row]) => row);
  const { id, code } = await deliveries.spending(authorId, plan, () =>
    insertUnderFreshCode(insert, { taken: (codes) => takenComplimentCodes(db, codes) }),
  );
  // Only its author knows the fresh code yet, so nobody can look it up before signing opens.
  if (closesAt !== undefined) await db.transaction((tx) => startSigning(tx, id, closesAt, now));
  // A cache may hold the miss of someone who tried the code before it existed.
  events.publish([code]);
  const [compliment] = await loadCompliments(deps, [id], authorId);
  // Its author may delete it before it is read back.
  if (!compliment) throw complimentNotFound();
  return compliment;
}

/** Which of `codes` a compliment carries, or carried before it was deleted. */
export async function takenComplimentCodes(db: Deps["db"], codes: string[]) {
  const rows = await db
    .select({ code: compliments.code })
    .from(compliments)
    .where(inArray(compliments.code, codes))
    .union(db.select({ code: retiredCodes.code }).from(retiredCodes).where(inArray(retiredCodes.code, codes)));
  return new Set(rows.map((row) => row.code));
}
