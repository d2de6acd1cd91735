import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import { z } from "zod";
import { complimentCode } from "../../../../lib/validations/compliment";
import { compliments } from "../../db/schema";
import type { AppDeps } from "../../deps";
import { queueStats } from "../../jobs/queue";
import { aPoll, requireAuth } from "../../lib/auth";
import { fromTrustedPeer } from "../../lib/client-ip";
import { countUnreadMessages } from "../activity/unread-messages";
import { recordView } from "../compliments/record-view";
import { eventStream } from "./event-stream";

const view = z.object({ code: complimentCode, device_id: z.string() });

/**
 * What the web servers and operators on their hosts, and nobody else, ask of the backend; not part of the /v1 contract. Codes
 * are secrets, so any other caller gets the 404 of an unknown route.
 */
export function internalRouter(deps: AppDeps) {
  const { clock, config, events, userEvents } = deps;
  const webServersOnly = createMiddleware(async (c, next) => {
    if (!fromTrustedPeer(c, config.trustedProxies)) return c.notFound();
    await next();
  });

  return (
    new Hono()
      .use(webServersOnly)
      .get("/compliment-events", (c) => eventStream(c, events, (codes) => ({ event: "changed", data: JSON.stringify({ codes }) })))
      // Every user's events, each naming its user: the web passes each on to that user's open pages only.
      // The web's check before it opens a user's stream (a token it holds for them): who they are and their badge's count.
      // Like the badge's poll, it is not the user's activity: an open tab does not keep an idle session alive.
      .get("/user-stream", requireAuth(deps, aPoll), async (c) => {
        const user = c.get("user");
        return c.json({ user_id: user.id, unread: await countUnreadMessages(deps.db, user.id) });
      })
      .get("/user-events", (c) => eventStream(c, userEvents, (event) => ({ event: "user", data: JSON.stringify(event) })))
      // For operators (`npm run jobs`): the queue's depth, its failures and how late it runs.
      .get("/jobs", async (c) => c.json(await queueStats(deps.db, clock.now())))
      // 204 whatever was sent, so that the answer tells nothing about the code.
      .post("/compliment-views", async (c) => {
        const parsed = view.safeParse(await c.req.json().catch(() => undefined));
        if (parsed.success) await recordView(deps, eq(compliments.code, parsed.data.code), parsed.data.device_id, clock.now());
        return c.body(null, 204);
      })
  );
}
