import type { AppDeps } from "../../deps";
import { aPoll, requireAuth } from "../../lib/auth";
import { ok } from "../../lib/envelope";
import { pageRequest } from "../../lib/pagination";
import { createRouter } from "../../lib/router";
import { findNotificationSettings, updateNotificationSettings } from "../users/notification-settings";
import * as routes from "./activity.routes";
import { listActivity } from "./list-activity";
import { countUnreadMessages } from "./unread-messages";

const ACTIVITY_PER_PAGE = 10;

/** The author hearing back: their compliments' activity, the unread-messages badge and the e-mail setting. */
export function activityRouter(deps: AppDeps) {
  const { db, clock } = deps;
  const auth = requireAuth(deps);

  return (
    createRouter()
      .openapi({ ...routes.listActivity, middleware: [auth] }, async (c) =>
        c.json(await listActivity(db, c.get("user").id, pageRequest(c.req.valid("query"), ACTIVITY_PER_PAGE)), 200),
      )
      // The badge asks every few seconds by itself: not the user's activity.
      .openapi({ ...routes.unreadMessages, middleware: [requireAuth(deps, aPoll)] }, async (c) =>
        c.json(ok("Unread messages counted.", { count: await countUnreadMessages(db, c.get("user").id) }), 200),
      )
      .openapi({ ...routes.showNotificationSettings, middleware: [auth] }, async (c) =>
        c.json(ok("Settings retrieved successfully.", await findNotificationSettings(db, c.get("user").id)), 200),
      )
      .openapi({ ...routes.updateNotificationSettings, middleware: [auth] }, async (c) => {
        const saved = await updateNotificationSettings(db, c.get("user").id, c.req.valid("json"), clock.now());
        return c.json(ok("Settings saved successfully.", saved), 200);
      })
  );
}
