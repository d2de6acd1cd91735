import { INVITATIONS_MAX, invitationMessages } from "@/common/validations/signing-invitations";
import { signingInvitations } from "../../db/schema";
import type { AppDeps } from "../../deps";
import { enqueue } from "../../jobs/queue";
import { validationError } from "../../lib/errors";
import { invitationJob } from "./invitation-mail";
import { invitationCount, listInvitations } from "./invitations";
import { openSigning } from "./organised-signing";

/**
 * Invites each new address to sign, with its mail queued in the same transaction; an address
 * already invited (or given twice) is passed over. The count of all the compliment's invitations
 * is checked with its signing row held, so calls at once cannot pass INVITATIONS_MAX together.
 */
export async function inviteSigners({ db, clock }: Pick<AppDeps, "db" | "clock">, authorId: number, code: string, emails: string[]) {
  const now = clock.now();
  return db.transaction(async (tx) => {
    const { complimentId } = await openSigning(tx, authorId, code, now);
    const asked = [...new Set(emails.map((e) => e.toLowerCase()))];
    const before = await invitationCount(tx, complimentId);
    const added = await tx
      .insert(signingInvitations)
      .values(asked.map((email) => ({ complimentId, email, createdAt: now })))
      .onConflictDoNothing()
      .returning({ email: signingInvitations.email });
    if (before + added.length > INVITATIONS_MAX) throw validationError({ emails: [invitationMessages.tooMany] });
    await enqueue(tx, ...added.map(({ email }) => invitationJob(complimentId, email, false, now)));
    return { added: added.length, ...(await listInvitations(tx, complimentId)) };
  });
}
