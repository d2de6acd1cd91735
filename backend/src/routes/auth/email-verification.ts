import { and, count, eq, gt } from "drizzle-orm";
import { emailVerifications, users } from "../../db/schema";
import { mailJob } from "../../jobs/mail";
import { enqueue, type Executor } from "../../jobs/queue";
import type { AppDeps } from "../../deps";
import type { AuthUser } from "../../lib/app-env";
import { safeEqual, sha256 } from "../../lib/crypto";
import { ApiError } from "../../lib/errors";
import { verificationMail } from "../../lib/mail-templates";
import { createSigner } from "../../lib/signed-url";
import { joinInvitedBusinesses } from "../businesses/staff";
import { addressHash } from "../deliveries/tokens";

const LINK_TTL_SECONDS = 60 * 60;
/**
 * Verification mails one mailbox gets in a day (all its spellings, lib/mailbox.ts), whoever asks
 * for them: no one can make the app flood a stranger.
 */
export const VERIFICATIONS_PER_DAY = 10;
const DAY_MS = 24 * 60 * 60_000;

export type VerificationParams = { id: string; hash: string; expires?: string; signature?: string };

const emailHash = (email: string) => sha256(email.toLowerCase());

/**
 * A path on the web app for the link to return to, or nothing: only a single-slash path without
 * spaces, backslashes or control characters, so the mail never points anywhere else. The web
 * checks it again before following it.
 */
export const returnPath = (next: string | undefined) =>
  next && next.length <= 500 && /^\/(?![/\\])[^\s\\\p{Cc}\p{Cs}]*$/u.test(next) ? next : undefined;

/** Signed verification links, as Laravel's: the link names the user and their address and expires in 60 minutes. */
export function emailVerification({ db, clock, config }: Pick<AppDeps, "db" | "clock" | "config">) {
  const signer = createSigner(config.appKey, clock);
  return {
    /**
     * Queues a link in `tx` (the change that asks for it), unless the address has had its
     * day's share; `next` (unsigned, checked again by the web) is where the user returns once
     * verified. Whether it was queued.
     */
    async send(user: AuthUser, next?: string, tx: Executor = db): Promise<boolean> {
      const now = clock.now();
      const mailbox = addressHash(user.email);
      const [sent] = await tx
        .select({ n: count() })
        .from(emailVerifications)
        .where(and(eq(emailVerifications.mailbox, mailbox), gt(emailVerifications.sentAt, new Date(now.getTime() - DAY_MS))));
      if ((sent?.n ?? 0) >= VERIFICATIONS_PER_DAY) return false;
      const params = signer.sign({ id: String(user.id), hash: emailHash(user.email) }, LINK_TTL_SECONDS);
      const back = returnPath(next);
      const url = `${config.appUrl}/verify-email?${new URLSearchParams({ ...params, ...(back && { next: back }) })}`;
      await tx.insert(emailVerifications).values({ userId: user.id, mailbox, sentAt: now });
      await enqueue(tx, mailJob(verificationMail(config.appName, user.email, user.name, url), now));
      return true;
    },

    /**
     * Marks the user verified, and joins them to the businesses that invited their address; the
     * link must be theirs, untampered and unexpired.
     */
    async verify(user: AuthUser, params: VerificationParams): Promise<"verified" | "already-verified"> {
      const valid = params.id === String(user.id) && safeEqual(params.hash, emailHash(user.email)) && signer.verify(params);
      if (!valid) throw new ApiError(403, "This verification link is invalid or has expired.");
      if (user.emailVerifiedAt) return "already-verified";
      const now = clock.now();
      // The address is theirs now: the businesses that invited it have them as staff from this moment.
      await db.transaction(async (tx) => {
        await tx.update(users).set({ emailVerifiedAt: now, updatedAt: now }).where(eq(users.id, user.id));
        await joinInvitedBusinesses(tx, user, now);
      });
      return "verified";
    },
  };
}
