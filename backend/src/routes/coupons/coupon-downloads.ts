import { eq } from "drizzle-orm";
import sharp from "sharp";
import type { Db } from "../../db/client";
import { businessProfiles, countries, files, states } from "../../db/schema";
import type { AppDeps } from "../../deps";
import { ApiError } from "../../lib/errors";
import { createSigner } from "../../lib/signed-url";
import { couponPdf, type PrintedBusiness } from "./coupon-pdf";
import { couponNotFound, invalidDownloadLink } from "./errors";
import { heldCoupons, type HeldCouponJson } from "./held-coupons";
import { ALREADY_USED, EXPIRED } from "./till";

const LINK_TTL_SECONDS = 5 * 60;

export type CouponDownloadParams = { coupon_id?: string; expires?: string; signature?: string };

/** Only a coupon that can still be used is printed: a used or expired one answers why not. */
function usable(coupon: HeldCouponJson | null): HeldCouponJson {
  if (!coupon || coupon.status === "void") throw couponNotFound();
  if (coupon.status === "used") throw new ApiError(409, ALREADY_USED);
  if (coupon.status === "expired") throw new ApiError(410, EXPIRED);
  return coupon;
}

/** The logo's side on the page, in pixels of the PNG it is drawn from (twice its printed points, for print). */
const LOGO_PIXELS = 160;

/**
 * The business as the coupon prints it: name, address (with its state and country) and its stored
 * logo as a square PNG; a logo that is a link elsewhere, or does not decode, is left out.
 */
async function printedBusiness(db: Db, businessId: number): Promise<PrintedBusiness> {
  const [found] = await db
    .select({
      name: businessProfiles.name,
      address: businessProfiles.address,
      state: states.name,
      country: countries.name,
      logo: files.bytes,
    })
    .from(businessProfiles)
    .leftJoin(states, eq(states.id, businessProfiles.stateId))
    .leftJoin(countries, eq(countries.id, states.countryId))
    .leftJoin(files, eq(files.key, businessProfiles.logo))
    .where(eq(businessProfiles.id, businessId));
  if (!found) throw couponNotFound();
  const address = [found.address, found.state, found.country].filter(Boolean).join(", ") || null;
  const logoPng = found.logo
    ? await sharp(found.logo)
        .resize(LOGO_PIXELS, LOGO_PIXELS, { fit: "contain", background: { r: 255, g: 255, b: 255, alpha: 0 } })
        .png()
        .toBuffer()
        .then((png) => new Uint8Array(png))
        .catch(() => null)
    : null;
  return { name: found.name, address, logoPng };
}

/**
 * The holder's coupon PDF behind a short-lived signed link, as Laravel's temporary URLs: the
 * signature is the credential, so a browser can download the file without the session that asked.
 */
export function couponDownloads(deps: Pick<AppDeps, "db" | "clock" | "config">) {
  const { clock, config } = deps;
  const signer = createSigner(config.appKey, clock);
  const held = heldCoupons(deps);
  return {
    /**
     * A link, valid for 5 minutes, to the PDF of the coupon the holder has of an ad through a
     * compliment: on the web's origin (its forwarder passes it on), as every link the app publishes.
     */
    async link(holderId: number, complimentId: number, adId: number) {
      const coupon = usable((await held.forAdPage(holderId, complimentId, adId)).coupon);
      const params = signer.sign({ coupon_id: String(coupon.id), holder_id: String(holderId) }, LINK_TTL_SECONDS);
      return { download_url: `${config.appUrl}/api/v1/coupons/pdf?${new URLSearchParams(params)}` };
    },

    /** The PDF a link names; the coupon is looked up again, so one used since is refused. */
    async open(params: CouponDownloadParams & { holder_id?: string }): Promise<Uint8Array> {
      if (!signer.verify(params)) throw invalidDownloadLink();
      const coupon = usable(await held.own(Number(params.holder_id), Number(params.coupon_id)));
      const business = await printedBusiness(deps.db, coupon.business.id);
      return couponPdf({ ...coupon, business }, { creator: config.appName, createdAt: clock.now() });
    },
  };
}
