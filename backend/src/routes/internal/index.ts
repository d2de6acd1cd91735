import { Hono, type Context } from "hono";
import { createMiddleware } from "hono/factory";
import { z } from "zod";
import { complimentCode } from "@/common/validations/code";
import type { AppDeps } from "../../deps";
import { queueStats } from "../../jobs/queue";
import { jobPayloads, type JobKind } from "../../jobs/kinds";
import { aPoll, requireAuth } from "../../lib/auth";
import { carriesInternalToken, USER_TOKEN_HEADER } from "@/lib/internal-token";
import type { ApiMetrics } from "../../lib/metrics";
import { isDeviceId } from "@/lib/device-id";
import { countUnreadMessages } from "../activity/unread-messages";
import { recordViews } from "../compliments/record-view";
import { eventStream } from "./event-stream";

/** The most views one batch may carry: the web writes at most 500 at a time. */
const MAX_BATCH = 1000;
const viewBatch = z.object({
  views: z
    .array(z.object({ code: complimentCode, device_id: z.string().refine(isDeviceId) }))
    .min(1)
    .max(MAX_BATCH),
});

/**
 * What the web servers and operators, and nobody else, ask of the backend; not part of the /v1 contract. Every route needs
 * `Authorization: Bearer <INTERNAL_TOKEN>` whatever the caller's address (a proxy on this host makes every request loopback);
 * codes are secrets, so any other caller gets the 404 of an unknown route, which tells nothing of what is here.
 */
export function internalRouter(deps: AppDeps, metrics: ApiMetrics) {
  const { clock, config, events, userEvents } = deps;
  const webServersOnly = createMiddleware(async (c, next) => {
    if (!carriesInternalToken(c.req.header("authorization"), config.internalToken)) return c.notFound();
    await next();
  });
  // The user's own login token comes in a header of its own: Authorization holds the internal token.
  const userToken = (c: Context) => c.req.header(USER_TOKEN_HEADER);

  return (
    new Hono()
      .use(webServersOnly)
      .get("/compliment-events", (c) =>
        eventStream(
          c,
          events,
          (codes) => ({ event: "changed", data: JSON.stringify({ codes }) }),
          () => metrics.streamOpened("compliment-events"),
        ),
      )
      // Every user's events, each naming its user: the web passes each on to that user's open pages only.
      // The web's check before it opens a user's stream (a token it holds for them): who they are, whether their address is
      // verified (verified users have slots of their own) and their badge's count.
      // Like the badge's poll, it is not the user's activity: an open tab does not keep an idle session alive.
      .get("/user-stream", requireAuth(deps, aPoll, userToken), async (c) => {
        const user = c.get("user");
        return c.json({ user_id: user.id, verified: Boolean(user.emailVerifiedAt), unread: await countUnreadMessages(deps.db, user.id) });
      })
      .get("/user-events", (c) =>
        eventStream(
          c,
          userEvents,
          (event) => ({ event: "user", data: JSON.stringify(event) }),
          () => metrics.streamOpened("user-events"),
        ),
      )
      // For operators (`npm run jobs`): the queue's depth, its failures and how late it runs; `?kind=` for one kind of job.
      .get("/jobs", async (c) => {
        const kind = c.req.query("kind");
        if (kind !== undefined && !Object.hasOwn(jobPayloads, kind)) return c.json({ message: "No such kind of job." }, 400);
        return c.json(await queueStats(deps.db, clock.now(), kind as JobKind | undefined));
      })
      // For Prometheus: requests, the job queue, the database pool, the event streams and Node's own figures (lib/metrics.ts).
      .get("/metrics", async (c) => c.body(await metrics.registry.metrics(), 200, { "Content-Type": metrics.registry.contentType }))
      // Guests' views, in batches (web-server/page-cache/view-batches.ts): 204 once counted, unknown codes included; 400 for a malformed batch.
      .post("/compliment-views", async (c) => {
        const parsed = viewBatch.safeParse(await c.req.json().catch(() => undefined));
        if (!parsed.success) return c.json({ message: "A batch of views is { views: [{ code, device_id }] }." }, 400);
        const views = parsed.data.views.map((v) => ({ code: v.code, deviceId: v.device_id }));
        await recordViews(deps, views, clock.now());
        return c.body(null, 204);
      })
  );
}
