import type { AppDeps } from "../../deps";
import { optionalAuth, requireAuth } from "../../lib/auth";
import { pageRequest } from "../../lib/pagination";
import { createRouter } from "../../lib/router";
import * as routes from "./ads.routes";
import { findAdPage } from "./find-ad-page";
import { findAds } from "./find-ads";
import { toggleFavorite } from "./toggle-favorite";

const ADS_PER_PAGE = 6;

export function adsRouter(deps: AppDeps) {
  const { db, clock } = deps;
  const auth = requireAuth(deps);
  return createRouter()
    .openapi({ ...routes.listAds, middleware: [auth] }, async (c) => {
      const { paginated, is_favorite, business_profile_id, ...page } = c.req.valid("query");
      const filter = { favouritesOnly: is_favorite, businessProfileId: business_profile_id };
      return c.json(await findAds(db, c.get("user").id, filter, paginated ? pageRequest(page, ADS_PER_PAGE) : undefined), 200);
    })
    .openapi({ ...routes.showAd, middleware: [optionalAuth(deps)] }, async (c) => {
      const viewerId = c.get("viewer")?.id ?? null;
      const data = await findAdPage(db, c.req.valid("param").adId, viewerId, c.req.valid("query").compliment_id);
      return c.json({ success: true as const, message: "Ad retrieved successfully.", data }, 200);
    })
    .openapi({ ...routes.toggleFavorite, middleware: [auth] }, async (c) => {
      const data = await toggleFavorite({ db, clock }, c.get("user").id, c.req.valid("param").id);
      return c.json({ success: true as const, message: "Ad toggled successfully!", data }, 200);
    });
}
