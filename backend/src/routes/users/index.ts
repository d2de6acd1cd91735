import { bodyLimit } from "hono/body-limit";
import type { AppDeps } from "../../deps";
import { optionalAuth, requireAuth } from "../../lib/auth";
import { ok } from "../../lib/envelope";
import { pageRequest } from "../../lib/pagination";
import { createRouter } from "../../lib/router";
import { avatarTooLarge } from "./errors";
import { findProfile } from "./find-profile";
import { listProfileReviews, type ReviewSide } from "./list-profile-reviews";
import { readProfileForm } from "./profile-form";
import { updateProfile } from "./update-profile";
import * as routes from "./users.routes";

const REVIEWS_PER_PAGE = 5;

export function usersRouter(deps: AppDeps) {
  const { db } = deps;
  const auth = requireAuth(deps);
  // An oversized body can only be an oversized picture: answer as the size check would, not with a bare 413.
  const upload = [
    auth,
    bodyLimit({
      maxSize: routes.PROFILE_BODY_LIMIT,
      onError: () => {
        throw avatarTooLarge();
      },
    }),
  ];
  const save = async (userId: number, form: Record<string, unknown>) =>
    ok("Profile updated successfully.", await updateProfile(deps, userId, await readProfileForm(form)));
  const reviews = (
    side: ReviewSide,
    viewerId: number,
    query: { page?: number; limit?: number; user_id?: number; before?: number; after?: number },
  ) => listProfileReviews(db, side, { userId: query.user_id ?? viewerId, viewerId }, pageRequest(query, REVIEWS_PER_PAGE));

  return createRouter()
    .openapi({ ...routes.showOwnProfile, middleware: [auth] }, async (c) => {
      const user = c.get("user").id;
      return c.json(ok("Profile retrieved successfully.", { data: await findProfile(db, user, user) }), 200);
    })
    .openapi({ ...routes.showProfile, middleware: [optionalAuth(deps)] }, async (c) => {
      const data = await findProfile(db, c.req.valid("param").id, c.get("viewer")?.id ?? null);
      return c.json(ok("Profile retrieved successfully.", data), 200);
    })
    .openapi({ ...routes.updateProfile, middleware: upload }, async (c) => c.json(await save(c.get("user").id, c.req.valid("form")), 200))
    .openapi({ ...routes.patchProfile, middleware: upload }, async (c) => c.json(await save(c.get("user").id, c.req.valid("form")), 200))
    .openapi({ ...routes.myReviews, middleware: [auth] }, async (c) =>
      c.json(await reviews("by", c.get("user").id, c.req.valid("query")), 200),
    )
    .openapi({ ...routes.otherReviews, middleware: [auth] }, async (c) =>
      c.json(await reviews("to", c.get("user").id, c.req.valid("query")), 200),
    );
}
