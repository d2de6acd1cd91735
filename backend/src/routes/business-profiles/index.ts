import type { AppDeps } from "../../deps";
import { requireAuth } from "../../lib/auth";
import { createRouter } from "../../lib/router";
import * as routes from "./business-profiles.routes";
import { listBusinessProfiles } from "./list-business-profiles";

export function businessProfilesRouter(deps: AppDeps) {
  return createRouter().openapi({ ...routes.listBusinessProfiles, middleware: [requireAuth(deps)] }, async (c) =>
    c.json(await listBusinessProfiles(deps.db), 200),
  );
}
