import { createMiddleware } from "hono/factory";
import type { AppDeps } from "../../deps";
import type { AppEnv, AuthUser } from "../../lib/app-env";
import { requireAuth } from "../../lib/auth";
import { clientKey } from "../../lib/client-ip";
import { done, ok } from "../../lib/envelope";
import { pageRequest } from "../../lib/pagination";
import { tooManyMessage } from "../../lib/rate-limit";
import { createRouter } from "../../lib/router";
import { deliveryScheduler } from "../deliveries/schedule";
import { listWaitingAds, reviewAd } from "./ad-review";
import { contestDecision, contestedDecision } from "./contest";
import { decide } from "./decide";
import { operatorsOnly } from "./errors";
import { liftSuspension } from "./lift";
import { listQueue } from "./list-queue";
import { listLog } from "./log";
import * as routes from "./moderation.routes";

const LOG_PAGE = 20;

/** The operator as a decision names them. */
const operatorOf = ({ id, name }: AuthUser) => ({ id, name });

/** After requireAuth: operators only (403 for anyone else signed in). */
const requireOperator = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.get("user").isOperator) throw operatorsOnly();
  await next();
});

export function moderationRouter(deps: AppDeps) {
  const operator = [requireAuth(deps), requireOperator];
  const withDeliveries = { ...deps, deliveries: deliveryScheduler(deps) };
  const contests = deps.limiter("contests", { points: 10, duration: 3600, message: tooManyMessage("objections") });

  return createRouter()
    .openapi({ ...routes.listQueue, middleware: operator }, async (c) =>
      c.json(ok("Open reports retrieved successfully.", await listQueue(deps.db)), 200),
    )
    .openapi({ ...routes.decide, middleware: operator }, async (c) => {
      const { target_kind, target_id, action, reason, suspend_days } = c.req.valid("json");
      const decision = await decide(withDeliveries, operatorOf(c.get("user")), {
        targetKind: target_kind,
        targetId: target_id,
        action,
        reason,
        suspendDays: suspend_days ?? null,
      });
      return c.json(ok("Decision recorded.", decision), 201);
    })
    .openapi({ ...routes.lift, middleware: operator }, async (c) => {
      const decision = await liftSuspension(deps, operatorOf(c.get("user")), c.req.valid("param").id, c.req.valid("json").reason);
      return c.json(ok("Suspension lifted.", decision), 201);
    })
    .openapi({ ...routes.listWaitingAds, middleware: operator }, async (c) =>
      c.json(ok("Waiting ads retrieved successfully.", await listWaitingAds(deps.db)), 200),
    )
    .openapi({ ...routes.reviewAd, middleware: operator }, async (c) => {
      const review = c.req.valid("json");
      const decision = await reviewAd(deps, operatorOf(c.get("user")), c.req.valid("param").adId, review);
      return c.json(ok(review.decision === "approve" ? "Ad approved." : "Ad rejected.", decision), 201);
    })
    .openapi({ ...routes.listLog, middleware: operator }, async (c) =>
      c.json(await listLog(deps.db, pageRequest(c.req.valid("query"), LOG_PAGE)), 200),
    )
    .openapi(routes.showContest, async (c) => {
      const d = await contestedDecision(deps, c.req.valid("query"));
      const data = {
        action: d.action,
        reason: d.reason,
        created_at: d.createdAt.toISOString(),
        suspended_until: d.suspendedUntil?.toISOString() ?? null,
      };
      return c.json(ok("Decision retrieved successfully.", data), 200);
    })
    .openapi(routes.contest, async (c) => {
      await contests.hit(clientKey(c, deps.config.trustedProxies));
      const { explanation, ...link } = c.req.valid("json");
      await contestDecision(deps, link, explanation);
      return c.json(done("Thank you — we've received your objection. An operator will decide it and write to you."), 201);
    });
}
