import type { AppDeps } from "../../deps";
import { optionalAuth, requireAuth } from "../../lib/auth";
import { ok } from "../../lib/envelope";
import { pageRequest } from "../../lib/pagination";
import { tooManyMessage } from "../../lib/rate-limit";
import { createRouter } from "../../lib/router";
import { createReview } from "./create-review";
import { listReviews } from "./list-reviews";
import * as routes from "./reviews.routes";

const REVIEWS_PER_PAGE = 5;

export function reviewsRouter(deps: AppDeps) {
  const { db, limiter } = deps;
  const writing = limiter("reviews", { points: 10, duration: 60, message: tooManyMessage("reviews") });

  return createRouter()
    .openapi({ ...routes.listReviews, middleware: [optionalAuth(deps)] }, async (c) => {
      const page = pageRequest(c.req.valid("query"), REVIEWS_PER_PAGE);
      return c.json(await listReviews(db, c.req.valid("param").compliment_ad_id, c.get("viewer")?.id ?? null, page), 200);
    })
    .openapi({ ...routes.createReview, middleware: [requireAuth(deps)] }, async (c) => {
      const author = c.get("user").id;
      await writing.hit(String(author));
      const data = await createReview(deps, author, c.req.valid("json"));
      return c.json(ok("Review submitted successfully!", data), 201);
    });
}
