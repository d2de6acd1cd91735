import { and, eq, lt, not, sql } from "drizzle-orm";
import { REMINDERS_MAX } from "@/common/validations/signing-invitations";
import { signingInvitations } from "../../db/schema";
import type { AppDeps } from "../../deps";
import { enqueue } from "../../jobs/queue";
import { invitationJob } from "./invitation-mail";
import { invitationSigned } from "./invitations";
import { openSigning } from "./organised-signing";

/**
 * One reminder to each invitee who has not signed and has had fewer than REMINDERS_MAX: counted
 * and queued in one conditional UPDATE, so presses at once never send a third. Answers how many.
 */
export async function remindSigners({ db, clock }: Pick<AppDeps, "db" | "clock">, authorId: number, code: string) {
  const now = clock.now();
  return db.transaction(async (tx) => {
    const { complimentId } = await openSigning(tx, authorId, code, now);
    const reminded = await tx
      .update(signingInvitations)
      .set({ remindersSent: sql`${signingInvitations.remindersSent} + 1` })
      .where(
        and(eq(signingInvitations.complimentId, complimentId), lt(signingInvitations.remindersSent, REMINDERS_MAX), not(invitationSigned)),
      )
      .returning({ email: signingInvitations.email });
    await enqueue(tx, ...reminded.map(({ email }) => invitationJob(complimentId, email, true, now)));
    return { reminded: reminded.length };
  });
}
