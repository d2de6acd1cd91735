import { and, eq, gt } from "drizzle-orm";
import { apiTokens, passwordResets, users } from "../../db/schema";
import type { AppDeps } from "../../deps";
import { randomToken, sha256 } from "../../lib/crypto";
import { validationError } from "../../lib/errors";
import { mailJob } from "../../jobs/mail";
import { enqueue } from "../../jobs/queue";
import { passwordResetMail } from "../../lib/mail-templates";
import { hashPassword } from "../../lib/passwords";
import { returnPath } from "./email-verification";
import { findUserByEmail } from "./users";

const TOKEN_TTL_MS = 60 * 60_000;
const RESEND_AFTER_MS = 60_000;

/** Password reset as Laravel does it: one hashed, single-use token per address, valid 60 minutes. */
export function passwordReset({ db, clock, config }: Pick<AppDeps, "db" | "clock" | "config">) {
  return {
    /** Queues the request: the caller answers alike, and as fast, whether the address is known or not. */
    ask: (email: string, next?: string) =>
      enqueue(db, { kind: "password-reset", payload: { email, next: returnPath(next) }, runAt: clock.now() }),

    /**
     * Run by the job `ask` queues: queues a reset link to a registered address, at most once a
     * minute; does nothing for others. `next` (a path on the site, else dropped) is where the user
     * goes on after logging in with the new password.
     */
    async request(email: string, next?: string) {
      const token = randomToken();
      const tokenHash = sha256(token);
      const user = await findUserByEmail(db, email);
      if (!user) return;
      const key = user.email.toLowerCase();
      const now = clock.now();
      const [recent] = await db
        .select()
        .from(passwordResets)
        .where(and(eq(passwordResets.email, key), gt(passwordResets.createdAt, new Date(now.getTime() - RESEND_AFTER_MS))));
      if (recent) return;
      const back = returnPath(next);
      const url = `${config.appUrl}/reset-password?${new URLSearchParams({ token, email: user.email, ...(back && { next: back }) })}`;
      await db.transaction(async (tx) => {
        await tx
          .insert(passwordResets)
          .values({ email: key, tokenHash, createdAt: now })
          .onConflictDoUpdate({ target: passwordResets.email, set: { tokenHash, createdAt: now } });
        await enqueue(tx, mailJob(passwordResetMail(config.appName, user.email, user.name, url), now));
      });
    },

    /** Consumes the token (once, atomically), sets the password and ends every session of the user. */
    async reset(input: { email: string; token: string; password: string }) {
      const now = clock.now();
      const [consumed] = await db
        .delete(passwordResets)
        .where(
          and(
            eq(passwordResets.email, input.email.toLowerCase()),
            eq(passwordResets.tokenHash, sha256(input.token)),
            gt(passwordResets.createdAt, new Date(now.getTime() - TOKEN_TTL_MS)),
          ),
        )
        .returning();
      const user = consumed && (await findUserByEmail(db, input.email));
      if (!user) throw validationError({ email: ["This password reset link is invalid or has expired."] });
      const passwordHash = await hashPassword(input.password);
      await db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, user.id));
        await tx.delete(apiTokens).where(eq(apiTokens.userId, user.id));
      });
    },
  };
}
