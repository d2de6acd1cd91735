import { createRoute, z } from "@hono/zod-openapi";
import { sql } from "drizzle-orm";
import type { AppDeps } from "../../deps";
import { jsonResponse } from "../../lib/envelope";
import { createRouter, noAuth } from "../../lib/router";

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

export const healthRouter = ({ db }: AppDeps) =>
  createRouter().openapi(route, async (c) => {
    const up = await db.execute(sql`select 1`).then(
      () => true,
      () => false,
    );
    return up
      ? c.json({ success: true, status: "ok" as const, database: "ok" as const }, 200)
      : c.json({ success: false, status: "unavailable" as const, database: "down" as const }, 503);
  });
