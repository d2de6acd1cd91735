import type { AppDeps } from "../../deps";
import { requireAuth } from "../../lib/auth";
import { pageRequest } from "../../lib/pagination";
import { createRouter } from "../../lib/router";
import * as routes from "./connections.routes";
import { listConnections } from "./list-connections";

const CONNECTIONS_PER_PAGE = 5;

export function connectionsRouter(deps: AppDeps) {
  const { db } = deps;
  return createRouter().openapi({ ...routes.myConnections, middleware: [requireAuth(deps)] }, async (c) =>
    c.json(await listConnections(db, c.get("user").id, pageRequest(c.req.valid("query"), CONNECTIONS_PER_PAGE)), 200),
  );
}
