import { eq, inArray } from "drizzle-orm";
import { emailSuppressions } from "../../db/schema";
import type { AppDeps } from "../../deps";
import { enqueue } from "../../jobs/queue";
import type { JobHandlers } from "../../jobs/kinds";
import { hmac } from "../../lib/crypto";
import { ApiError } from "../../lib/errors";
import { resubscribeMail } from "../../lib/mail-templates";
import { createSigner } from "../../lib/signed-url";
import { deliveryLinks } from "./delivery-mail";
import { addressHash, signToken, suppressionKeys } from "./tokens";
import type { JobKind } from "../../jobs/kinds";

export const RESUBSCRIBE_LINK = "resubscribe-link" as const satisfies JobKind;
/** How long a mailed link to receive compliments again works. */
export const LINK_HOURS = 24;
/** How long after unsubscribing the page's Undo still works with the mail's token alone; later, a mailed link does. */
export const UNDO_WINDOW_MS = 60 * 60_000;
/** Links one mailbox is sent in a day, whoever asks: no one can make the app flood a stranger. */
export const LINKS_PER_DAY = 3;

/** The query of a mailed link: the suppression keys it lifts (dot-separated), signed until `expires`. */
export type LiftParams = { keys: string; expires: string; signature: string };

/**
 * Receiving compliments by e-mail again: at once with the unsubscribe token (Undo), or later
 * through a signed link mailed, on request, to the address itself. No address is ever stored for
 * it; the link names the address's suppression keys, as the list keeps them.
 */
export function resubscriptions({ db, clock, config, mailer, limiter }: Pick<AppDeps, "db" | "clock" | "config" | "mailer" | "limiter">) {
  // Its own key: no other signed link of the app can be passed off as one of these.
  const signer = createSigner(hmac(config.appKey, "resubscribe"), clock);
  const perMailbox = limiter("resubscribe-mailbox", {
    points: LINKS_PER_DAY,
    duration: 24 * 60 * 60,
    message: "Too many links to receive compliments again.",
  });

  return {
    /** Queues the request: the caller answers alike, and as fast, whether the address unsubscribed or not. */
    ask: (email: string) => enqueue(db, { kind: RESUBSCRIBE_LINK, payload: { email }, runAt: clock.now() }),

    /** Run by the job `ask` queues: mails the link to `email` if it is on the suppression list and has its day's share left. */
    async mailLink(email: string) {
      const keys = suppressionKeys(email);
      const listed = await db.select().from(emailSuppressions).where(inArray(emailSuppressions.emailHash, keys));
      if (listed.length === 0) return;
      try {
        await perMailbox.reserve(addressHash(email));
      } catch (error) {
        if (error instanceof ApiError && error.status === 429) return;
        throw error;
      }
      const url = `${config.appUrl}${deliveryLinks.again}?${new URLSearchParams(signer.sign({ keys: keys.join(".") }, LINK_HOURS * 3600))}`;
      const unsubscribe = `${config.appUrl}${deliveryLinks.oneClick}?${new URLSearchParams({
        token: signToken(config.appKey, "unsubscribe", addressHash(email)),
      })}`;
      await mailer.send(
        resubscribeMail({
          appName: config.appName,
          to: email,
          url,
          hours: LINK_HOURS,
          headers: { "List-Unsubscribe": `<${unsubscribe}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
        }),
      );
    },

    /** Follows a mailed link: takes every key it names off the list. False for a link this API did not sign, or one past its time. */
    async lift(params: Partial<LiftParams>): Promise<boolean> {
      if (!params.keys || !signer.verify(params)) return false;
      await db.delete(emailSuppressions).where(inArray(emailSuppressions.emailHash, params.keys.split(".")));
      return true;
    },

    /**
     * Undo on the unsubscribe page: takes the token's key off the list, within UNDO_WINDOW_MS of
     * its going on ("late" after that). Nothing to undo is done too.
     */
    async undo(hash: string): Promise<"done" | "late"> {
      const [row] = await db.select().from(emailSuppressions).where(eq(emailSuppressions.emailHash, hash));
      if (!row) return "done";
      if (clock.now().getTime() - row.createdAt.getTime() > UNDO_WINDOW_MS) return "late";
      await db.delete(emailSuppressions).where(eq(emailSuppressions.emailHash, hash));
      return "done";
    },

    /** Whether Undo still works for a key on the list since `since`. */
    undoable: (since: Date) => clock.now().getTime() - since.getTime() <= UNDO_WINDOW_MS,
  };
}

export const resubscribeJobs = (deps: Parameters<typeof resubscriptions>[0]): JobHandlers<typeof RESUBSCRIBE_LINK> => {
  const links = resubscriptions(deps);
  return { [RESUBSCRIBE_LINK]: { run: ({ email }) => links.mailLink(email) } };
};
