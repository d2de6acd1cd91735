import { eq } from "drizzle-orm";
import { shortLink } from "@/common/code-links";
import { unsubscribeMessages } from "@/common/validations/unsubscribe";
import { compliments, emailSuppressions } from "../../db/schema";
import type { AppDeps } from "../../deps";
import { clientKey } from "../../lib/client-ip";
import { done, failed, ok } from "../../lib/envelope";
import { tooManyMessage } from "../../lib/rate-limit";
import { createRouter } from "../../lib/router";
import * as routes from "./deliveries.routes";
import { markOpened } from "./delivery-jobs";
import { resubscriptions } from "./resubscribe";
import { verifyToken } from "./tokens";

export const { unsubscribed: UNSUBSCRIBED, resubscribed: RESUBSCRIBED, linkAsked: LINK_ASKED } = unsubscribeMessages;
const { invalidToken: INVALID_LINK, tooLate: TOO_LATE, invalidLink: INVALID_AGAIN_LINK } = unsubscribeMessages;

/** The links of a delivery mail: its button, unsubscribing its address, and receiving compliments there again. */
export function deliveriesRouter(deps: AppDeps) {
  const { db, clock, config, limiter } = deps;
  const addressOf = (token: string | undefined) => verifyToken(config.appKey, "unsubscribe", token);
  const again = resubscriptions(deps);
  const asks = limiter("resubscribe-request", { points: 10, duration: 60, message: tooManyMessage("requests for a link") });

  return createRouter()
    .openapi(routes.openDelivery, async (c) => {
      const id = Number(verifyToken(config.appKey, "open", c.req.valid("query").token));
      const [compliment] = Number.isSafeInteger(id)
        ? await db.select({ code: compliments.code }).from(compliments).where(eq(compliments.id, id))
        : [];
      if (!compliment) return c.redirect(`${config.appUrl}/`, 302);
      await markOpened(db, id, clock.now());
      return c.redirect(shortLink(config.appUrl, compliment.code), 302);
    })
    .openapi(routes.unsubscribeStatus, async (c) => {
      const hash = addressOf(c.req.valid("query").token);
      if (!hash) return c.json(failed(INVALID_LINK), 403);
      const [row] = await db.select().from(emailSuppressions).where(eq(emailSuppressions.emailHash, hash));
      const status = { unsubscribed: row !== undefined, undoable: row !== undefined && again.undoable(row.createdAt) };
      return c.json(ok("Unsubscribe status retrieved.", status), 200);
    })
    .openapi(routes.unsubscribe, async (c) => {
      const hash = addressOf(c.req.valid("query").token);
      if (!hash) return c.json(failed(INVALID_LINK), 403);
      await db.insert(emailSuppressions).values({ emailHash: hash, createdAt: clock.now() }).onConflictDoNothing();
      return c.json(done(UNSUBSCRIBED), 200);
    })
    .openapi(routes.undoUnsubscribe, async (c) => {
      const hash = addressOf(c.req.valid("query").token);
      if (!hash) return c.json(failed(INVALID_LINK), 403);
      if ((await again.undo(hash)) === "late") return c.json(failed(TOO_LATE), 409);
      return c.json(done(RESUBSCRIBED), 200);
    })
    .openapi(routes.requestResubscribeLink, async (c) => {
      await asks.hit(clientKey(c, config.trustedProxies));
      // Listed or not, the address is looked up only by a job: the answer and its timing are the same.
      await again.ask(c.req.valid("json").email);
      return c.json(done(LINK_ASKED), 200);
    })
    .openapi(routes.resubscribe, async (c) => {
      if (!(await again.lift(c.req.valid("query")))) return c.json(failed(INVALID_AGAIN_LINK), 403);
      return c.json(done(RESUBSCRIBED), 200);
    });
}
