import { eq } from "drizzle-orm";
import { shortLink } from "../../../../lib/code-links";
import { compliments, emailSuppressions } from "../../db/schema";
import type { AppDeps } from "../../deps";
import { done, failed, ok } from "../../lib/envelope";
import { createRouter } from "../../lib/router";
import * as routes from "./deliveries.routes";
import { markOpened } from "./delivery-jobs";
import { verifyToken } from "./tokens";

export const UNSUBSCRIBED = "You will not receive any more compliments at this address.";
const INVALID_LINK = "This unsubscribe link is invalid.";

/** The links of a delivery mail: its button, and unsubscribing its address. */
export function deliveriesRouter({ db, clock, config }: AppDeps) {
  const addressOf = (token: string | undefined) => verifyToken(config.appKey, "unsubscribe", token);

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
      return c.json(ok("Unsubscribe status retrieved.", { unsubscribed: row !== undefined }), 200);
    })
    .openapi(routes.unsubscribe, async (c) => {
      const hash = addressOf(c.req.valid("query").token);
      if (!hash) return c.json(failed(INVALID_LINK), 403);
      await db.insert(emailSuppressions).values({ emailHash: hash, createdAt: clock.now() }).onConflictDoNothing();
      return c.json(done(UNSUBSCRIBED), 200);
    });
}
