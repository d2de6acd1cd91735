import type { AppDeps } from "../../deps";
import { requireAuth } from "../../lib/auth";
import { pageRequest } from "../../lib/pagination";
import { createRouter } from "../../lib/router";
import * as routes from "./ads.routes";
import { findAds } from "./find-ads";

const ADS_PER_PAGE = 6;

export function adsRouter({ db, clock }: AppDeps) {
  return createRouter()
    .openapi({ ...routes.listAds, middleware: [requireAuth(db, clock)] }, async (c) => {
      const { paginated, is_favorite, business_profile_id, ...page } = c.req.valid("query");
      const filter = { favouritesOnly: is_favorite, businessProfileId: business_profile_id };
      return c.json(await findAds(db, c.get("user").id, filter, paginated ? pageRequest(page, ADS_PER_PAGE) : undefined), 200);
    });
}
