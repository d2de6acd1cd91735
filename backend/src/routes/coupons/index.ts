import type { AppDeps } from "../../deps";
import { optionalAuth, requireAuth } from "../../lib/auth";
import { clientKey } from "../../lib/client-ip";
import { failed, ok } from "../../lib/envelope";
import { ApiError } from "../../lib/errors";
import { limitMisses, tooManyMessage } from "../../lib/rate-limit";
import { createRouter } from "../../lib/router";
import { couponDownloads } from "./coupon-downloads";
import * as routes from "./coupons.routes";
import { checkCoupon } from "./check-coupon";
import { redeemCoupon } from "./redeem-coupon";
import { scanCoupon } from "./scan-coupon";
import { UNKNOWN_CODE, type Outcome } from "./till";
import { undoRedemption } from "./undo-redemption";

const pdfHeaders = {
  "Content-Type": "application/pdf",
  "Content-Disposition": 'attachment; filename="coupon.pdf"',
  "Cache-Control": "private, no-store",
};

/** A till answer: the coupon on success and on "Already used", the message (and its reason, if any) otherwise. */
const tillBody = (outcome: Outcome) =>
  "data" in outcome
    ? { success: outcome.status === 200, message: outcome.message, data: outcome.data }
    : failed(outcome.message, undefined, "reason" in outcome ? outcome.reason : undefined);

export function couponsRouter(deps: AppDeps) {
  const { config, limiter } = deps;
  const auth = requireAuth(deps);
  const downloads = couponDownloads(deps);
  // A member who keeps missing is walking codes: 10 misses a minute, then nothing is looked at.
  const memberMisses = limitMisses(
    limiter("coupon-miss", { points: 10, duration: 60, message: tooManyMessage("coupon attempts") }),
    (c) => `member:${c.get("user").id}`,
    [403, 404],
  );
  const scanMisses = limitMisses(
    limiter("coupon-scan-miss", { points: 30, duration: 60, message: tooManyMessage("coupon look-ups") }),
    (c) => clientKey(c, config.trustedProxies),
    [404],
  );

  return createRouter()
    .openapi({ ...routes.couponLink, middleware: [auth] }, async (c) => {
      const { complimentId, adId } = c.req.valid("param");
      const data = await downloads.link(c.get("user").id, complimentId, adId);
      return c.json(ok("Coupon PDF link created successfully.", data), 200);
    })
    .openapi(routes.downloadCoupon, async (c) => c.body(Buffer.from(await downloads.open(c.req.valid("query"))), 200, pdfHeaders))
    .openapi({ ...routes.checkCoupon, middleware: [auth, memberMisses] }, async (c) => {
      const outcome = await checkCoupon(deps, c.get("user").id, c.req.valid("json").code);
      return c.json(tillBody(outcome) as never, outcome.status);
    })
    .openapi({ ...routes.redeemCoupon, middleware: [auth, memberMisses] }, async (c) => {
      const outcome = await redeemCoupon(deps, c.get("user").id, c.req.valid("json").code);
      return c.json(tillBody(outcome) as never, outcome.status);
    })
    .openapi({ ...routes.undoRedemption, middleware: [auth] }, async (c) => {
      const data = await undoRedemption(deps, c.get("user").id, c.req.valid("param").couponId);
      return c.json(ok("The redemption is undone.", data), 200);
    })
    .openapi({ ...routes.scanCoupon, middleware: [scanMisses, optionalAuth(deps)] }, async (c) => {
      const data = await scanCoupon(deps, c.req.valid("param").token, c.get("viewer")?.id ?? null);
      if (!data) throw new ApiError(404, UNKNOWN_CODE);
      return c.json(ok(data.valid ? "This coupon is valid." : "This coupon can no longer be used.", data), 200);
    });
}
