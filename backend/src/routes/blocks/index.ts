import type { AppDeps } from "../../deps";
import { requireAuth } from "../../lib/auth";
import { done, ok } from "../../lib/envelope";
import { pageRequest } from "../../lib/pagination";
import { createRouter } from "../../lib/router";
import { blockUser, unblockUser } from "./block-user";
import * as routes from "./blocks.routes";
import { listBlocked } from "./list-blocked";
import { findMessagingSettings, updateMessagingSettings } from "./messaging-settings";

const BLOCKED_PER_PAGE = 20;

/** Block and unblock, the blocked list, and "Who may message me". */
export function blocksRouter(deps: AppDeps) {
  const { db, clock } = deps;
  const auth = requireAuth(deps);

  return createRouter()
    .openapi({ ...routes.listBlocked, middleware: [auth] }, async (c) =>
      c.json(await listBlocked(db, c.get("user").id, pageRequest(c.req.valid("query"), BLOCKED_PER_PAGE)), 200),
    )
    .openapi({ ...routes.blockUser, middleware: [auth] }, async (c) => {
      await blockUser(db, c.get("user").id, c.req.valid("param").id, clock.now());
      return c.json(done("Blocked."), 200);
    })
    .openapi({ ...routes.unblockUser, middleware: [auth] }, async (c) => {
      await unblockUser(db, c.get("user").id, c.req.valid("param").id);
      return c.json(done("Unblocked."), 200);
    })
    .openapi({ ...routes.showMessagingSettings, middleware: [auth] }, async (c) =>
      c.json(ok("Settings retrieved successfully.", await findMessagingSettings(db, c.get("user").id)), 200),
    )
    .openapi({ ...routes.updateMessagingSettings, middleware: [auth] }, async (c) => {
      const saved = await updateMessagingSettings(db, c.get("user").id, c.req.valid("json"), clock.now());
      return c.json(ok("Settings saved successfully.", saved), 200);
    });
}
