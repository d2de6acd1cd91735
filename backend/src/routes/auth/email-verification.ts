import { eq } from "drizzle-orm";
import { emailVerifications, users } from "../../db/schema";
import type { AppDeps } from "../../deps";
import type { AuthUser } from "../../lib/app-env";
import { safeEqual, sha256 } from "../../lib/crypto";
import { ApiError } from "../../lib/errors";
import { verificationMail } from "../../lib/mail-templates";
import { createSigner } from "../../lib/signed-url";

const LINK_TTL_SECONDS = 60 * 60;

export type VerificationParams = { id: string; hash: string; expires?: string; signature?: string };

const emailHash = (email: string) => sha256(email.toLowerCase());

/**
 * A path on the web app for the link to return to, or nothing: only a single-slash path without
 * spaces, backslashes or control characters, so the mail never points anywhere else. The web
 * checks it again before following it.
 */
export const returnPath = (next: string | undefined) =>
  next && next.length <= 500 && /^\/(?![/\\])[^\s\\\p{Cc}]*$/u.test(next) ? next : undefined;

/** Signed verification links, as Laravel's: the link names the user and their address and expires in 60 minutes. */
export function emailVerification({ db, mailer, clock, config }: AppDeps) {
  const signer = createSigner(config.appKey, clock);
  return {
    /** Mails a link; `next` (unsigned, checked again by the web) is where the user returns once verified. */
    async send(user: AuthUser, next?: string) {
      const params = signer.sign({ id: String(user.id), hash: emailHash(user.email) }, LINK_TTL_SECONDS);
      const back = returnPath(next);
      const url = `${config.appUrl}/verify-email?${new URLSearchParams({ ...params, ...(back && { next: back }) })}`;
      await mailer.send(verificationMail(config.appName, user.email, user.name, url));
      await db.insert(emailVerifications).values({ userId: user.id, sentAt: clock.now() });
    },

    /** Marks the user verified; the link must be theirs, untampered and unexpired. */
    async verify(user: AuthUser, params: VerificationParams): Promise<"verified" | "already-verified"> {
      const valid = params.id === String(user.id) && safeEqual(params.hash, emailHash(user.email)) && signer.verify(params);
      if (!valid) throw new ApiError(403, "This verification link is invalid or has expired.");
      if (user.emailVerifiedAt) return "already-verified";
      await db.update(users).set({ emailVerifiedAt: clock.now(), updatedAt: clock.now() }).where(eq(users.id, user.id));
      return "verified";
    },
  };
}
