import type { AppDeps } from "../../deps";
import { createRouter } from "../../lib/router";
import * as routes from "./business-profiles.routes";
import { listBusinessProfiles } from "./list-business-profiles";

export function businessProfilesRouter(deps: AppDeps) {
  return createRouter().openapi(routes.listBusinessProfiles, async (c) => c.json(await listBusinessProfiles(deps.db), 200));
}
