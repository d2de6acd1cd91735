import { createRoute, z } from "@hono/zod-openapi";
import { sql } from "drizzle-orm";
import type { AppDeps } from "../../deps";
import { jsonResponse } from "../../lib/envelope";
import { createRouter, noAuth } from "../../lib/router";
import { checkReadiness, readiness } from "./readiness";

const health = z.object({ success: z.boolean(), status: z.enum(["ok", "unavailable"]), database: z.enum(["ok", "down"]) });

const route = createRoute({
  method: "get",
  path: "/health",
  operationId: "getHealth",
  summary: "Check that the API and its database answer",
  security: noAuth,
  tags: ["Health"],
  responses: {
    200: jsonResponse(health, "The API and its database answer."),
    503: jsonResponse(health, "The database does not answer."),
  },
});

const readyRoute = createRoute({
  method: "get",
  path: "/health/ready",
  operationId: "getReadiness",
  summary: "Check that this API process should be sent requests",
  description:
    "For load balancers and orchestrators: ready while the database and Redis (when configured) answer within a second " +
    "and the process is not stopping. `/health` stays the cheap liveness check.",
  security: noAuth,
  tags: ["Health"],
  responses: {
    200: jsonResponse(readiness, "Ready: every part answers and the process is not stopping."),
    503: jsonResponse(readiness, "Not ready: the parts marked `down`, or `shutting_down`, say why."),
  },
});

export const healthRouter = (deps: AppDeps) =>
  createRouter()
    .openapi(route, async (c) => {
      const up = await deps.db.execute(sql`select 1`).then(
        () => true,
        () => false,
      );
      return up
        ? c.json({ success: true, status: "ok" as const, database: "ok" as const }, 200)
        : c.json({ success: false, status: "unavailable" as const, database: "down" as const }, 503);
    })
    .openapi(readyRoute, async (c) => {
      const report = await checkReadiness(deps);
      return report.success ? c.json(report, 200) : c.json(report, 503);
    });
