import type { AppDeps } from "../../deps";
import { createSigner } from "../../lib/signed-url";
import { couponPdf } from "./coupon-pdf";
import { invalidDownloadLink } from "./errors";
import { findCoupon } from "./find-coupon";

const LINK_TTL_SECONDS = 5 * 60;

export type CouponDownloadParams = { compliment_id?: string; ad_id?: string; expires?: string; signature?: string };

/**
 * Coupon PDFs behind short-lived signed links, as Laravel's temporary URLs: the signature is the
 * credential, so a browser can download the file without the session that asked for the link.
 */
export function couponDownloads({ db, clock, config }: Pick<AppDeps, "db" | "clock" | "config">) {
  const signer = createSigner(config.appKey, clock);
  return {
    /** A link to the coupon of an ad attached to a compliment, valid for 5 minutes. */
    async link(complimentId: number, adId: number) {
      await findCoupon(db, complimentId, adId);
      const params = signer.sign({ compliment_id: String(complimentId), ad_id: String(adId) }, LINK_TTL_SECONDS);
      return { download_url: `${config.apiUrl}/v1/coupons/pdf?${new URLSearchParams(params)}` };
    },

    /** The PDF a link names; the coupon is looked up again, so one detached since is a 404. */
    async open(params: CouponDownloadParams): Promise<Uint8Array> {
      if (!signer.verify(params)) throw invalidDownloadLink();
      const coupon = await findCoupon(db, Number(params.compliment_id), Number(params.ad_id));
      return couponPdf(coupon, { creator: config.appName, createdAt: clock.now() });
    },
  };
}
