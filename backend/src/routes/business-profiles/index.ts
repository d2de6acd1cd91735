import type { AppDeps } from "../../deps";
import { pageRequest } from "../../lib/pagination";
import { createRouter } from "../../lib/router";
import { SEARCH_PAGE_SIZE } from "../../lib/search";
import * as routes from "./business-profiles.routes";
import { listBusinessProfiles } from "./list-business-profiles";

export function businessProfilesRouter(deps: AppDeps) {
  return createRouter().openapi(routes.listBusinessProfiles, async (c) => {
    const { search, id, ...page } = c.req.valid("query");
    // As with ads, a search is answered one page at a time; the spec's plain call still gets every business.
    const request = search !== undefined ? pageRequest(page, SEARCH_PAGE_SIZE) : undefined;
    return c.json(await listBusinessProfiles(deps.db, { search, id }, request), 200);
  });
}
