import type { AppDeps } from "../../deps";
import { optionalAuth, requireAuth } from "../../lib/auth";
import { unauthenticated, validationError } from "../../lib/errors";
import { ok } from "../../lib/envelope";
import { pageRequest } from "../../lib/pagination";
import { createRouter } from "../../lib/router";
import { SEARCH_PAGE_SIZE } from "../../lib/search";
import * as routes from "./ads.routes";
import { findAdPage } from "./find-ad-page";
import { findAds } from "./find-ads";
import { toggleFavorite } from "./toggle-favorite";
import { heldCoupons } from "../coupons/held-coupons";

const ADS_PER_PAGE = 6;

export function adsRouter(deps: AppDeps) {
  const { db, clock } = deps;
  const auth = requireAuth(deps);
  const coupons = heldCoupons(deps);
  return createRouter()
    .openapi({ ...routes.listAds, middleware: [optionalAuth(deps)] }, async (c) => {
      const { paginated, is_favorite, user_id, business_profile_id, search, ...page } = c.req.valid("query");
      const viewerId = c.get("viewer")?.id ?? null;
      if (user_id !== undefined && !is_favorite) throw validationError({ user_id: [routes.USER_ID_NEEDS_FAVORITES] });
      // Only another user's favourites are public; every other list is the signed-in user's.
      if (viewerId === null && user_id === undefined) throw unauthenticated();
      const filter = {
        favouritesOf: is_favorite ? (user_id ?? viewerId ?? undefined) : undefined,
        businessProfileId: business_profile_id,
        search,
      };
      // A search is always answered one page at a time: that is what keeps a selector's read small.
      const perPage = search !== undefined ? SEARCH_PAGE_SIZE : paginated ? ADS_PER_PAGE : undefined;
      return c.json(await findAds(db, viewerId, filter, perPage ? pageRequest(page, perPage) : undefined), 200);
    })
    .openapi({ ...routes.showAd, middleware: [optionalAuth(deps)] }, async (c) => {
      const viewerId = c.get("viewer")?.id ?? null;
      const data = await findAdPage(deps, c.req.valid("param").adId, viewerId, c.req.valid("query").compliment_id);
      return c.json(ok("Ad retrieved successfully.", data), 200);
    })
    .openapi({ ...routes.toggleFavorite, middleware: [auth] }, async (c) => {
      const userId = c.get("user").id;
      const data = await toggleFavorite({ db, clock }, userId, c.req.valid("param").id);
      // Saving an ad from a kept compliment issues its coupon, as opening it does.
      if (data.is_favorite) await coupons.onSave(userId, c.req.valid("param").id);
      return c.json(ok("Ad toggled successfully!", data), 200);
    });
}
