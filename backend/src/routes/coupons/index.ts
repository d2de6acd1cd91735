import type { AppDeps } from "../../deps";
import { ok } from "../../lib/envelope";
import { createRouter } from "../../lib/router";
import { couponDownloads } from "./coupon-downloads";
import * as routes from "./coupons.routes";

const pdfHeaders = {
  "Content-Type": "application/pdf",
  "Content-Disposition": 'attachment; filename="coupon.pdf"',
  "Cache-Control": "private, no-store",
};

export function couponsRouter(deps: AppDeps) {
  const downloads = couponDownloads(deps);
  return createRouter()
    .openapi(routes.couponLink, async (c) => {
      const { complimentId, adId } = c.req.valid("param");
      const data = await downloads.link(complimentId, adId);
      return c.json(ok("Coupon PDF link created successfully.", data), 200);
    })
    .openapi(routes.downloadCoupon, async (c) => c.body(Buffer.from(await downloads.open(c.req.valid("query"))), 200, pdfHeaders));
}
