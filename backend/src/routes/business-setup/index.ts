import { bodyLimit } from "hono/body-limit";
import type { AppDeps } from "../../deps";
import { requireAuth, requireVerified } from "../../lib/auth";
import { ok } from "../../lib/envelope";
import { createRouter } from "../../lib/router";
import { memberOf } from "../businesses/members";
import { uploadedWebp, type ImageBox } from "../users/avatar-image";
import { createAd, findOwnAd, listOwnAds, replaceAdImage, updateAd } from "./business-ads";
import { findBusiness, openBusiness, replaceLogo, updateBusiness } from "./business-details";
import * as routes from "./business-setup.routes";
import { imageRefusals, logoRefusals } from "./errors";

const LOGO_BOX: ImageBox = { width: 256, height: 256, fit: "contain" };
const AD_IMAGE_BOX: ImageBox = { width: 800, height: 600, fit: "cover" };

/** The uploaded file of a multipart form's `field`, re-encoded into `box`; refusals are the field's 422s. */
async function picture(form: Record<string, unknown>, field: string, box: ImageBox, refuse: typeof logoRefusals) {
  const file = form[field];
  if (!(file instanceof Blob) || file.size === 0) throw file === undefined || file === "" ? refuse.missing() : refuse.notAnImage();
  return uploadedWebp(file, box, refuse);
}

/** Opening a business, its details and logo, and its ads and offers, for their owners (issue 32). */
export function businessSetupRouter(deps: AppDeps) {
  const { db, clock } = deps;
  const auth = requireAuth(deps);
  const owned = (userId: number, businessId: number) => memberOf(db, userId, businessId, "owner");
  // An oversized body can only be an oversized picture: answer as the size check would, not with a bare 413.
  const upload = (refuse: typeof logoRefusals) => [
    auth,
    bodyLimit({
      maxSize: routes.UPLOAD_BODY_LIMIT,
      onError: () => {
        throw refuse.tooLarge();
      },
    }),
  ];

  return createRouter()
    .openapi({ ...routes.openBusiness, middleware: [auth, requireVerified] }, async (c) => {
      const business = await openBusiness(db, c.get("user").id, c.req.valid("json"), clock.now());
      return c.json(ok(`${business.name} is open.`, business), 201);
    })
    .openapi({ ...routes.showBusiness, middleware: [auth] }, async (c) => {
      const { businessId } = c.req.valid("param");
      const { role } = await memberOf(db, c.get("user").id, businessId);
      return c.json(ok("Business retrieved successfully.", await findBusiness(db, businessId, role)), 200);
    })
    .openapi({ ...routes.updateBusiness, middleware: [auth] }, async (c) => {
      const { businessId } = c.req.valid("param");
      await owned(c.get("user").id, businessId);
      return c.json(ok("Business saved.", await updateBusiness(db, businessId, c.req.valid("json"))), 200);
    })
    .openapi({ ...routes.uploadLogo, middleware: upload(logoRefusals) }, async (c) => {
      const { businessId } = c.req.valid("param");
      await owned(c.get("user").id, businessId);
      const bytes = await picture(c.req.valid("form"), "logo", LOGO_BOX, logoRefusals);
      return c.json(ok("Logo saved.", await replaceLogo(db, businessId, bytes)), 200);
    })
    .openapi({ ...routes.listOwnAds, middleware: [auth] }, async (c) => {
      const { businessId } = c.req.valid("param");
      await owned(c.get("user").id, businessId);
      return c.json(ok("Ads retrieved successfully.", await listOwnAds(db, businessId)), 200);
    })
    .openapi({ ...routes.createAd, middleware: [auth] }, async (c) => {
      const { businessId } = c.req.valid("param");
      await owned(c.get("user").id, businessId);
      const ad = await createAd(db, businessId, c.req.valid("json"), clock.now());
      return c.json(ok(ad.review === "waiting" ? "Ad saved. It is waiting for review." : "Ad saved.", ad), 201);
    })
    .openapi({ ...routes.showOwnAd, middleware: [auth] }, async (c) => {
      const { businessId, adId } = c.req.valid("param");
      await owned(c.get("user").id, businessId);
      return c.json(ok("Ad retrieved successfully.", await findOwnAd(db, businessId, adId)), 200);
    })
    .openapi({ ...routes.updateAd, middleware: [auth] }, async (c) => {
      const { businessId, adId } = c.req.valid("param");
      await owned(c.get("user").id, businessId);
      const ad = await updateAd(db, businessId, adId, c.req.valid("json"), clock.now());
      return c.json(ok(ad.review === "waiting" ? "Ad saved. It is waiting for review." : "Ad saved.", ad), 200);
    })
    .openapi({ ...routes.uploadAdImage, middleware: upload(imageRefusals) }, async (c) => {
      const { businessId, adId } = c.req.valid("param");
      await owned(c.get("user").id, businessId);
      await findOwnAd(db, businessId, adId);
      const bytes = await picture(c.req.valid("form"), "image", AD_IMAGE_BOX, imageRefusals);
      return c.json(ok("Image saved.", await replaceAdImage(db, businessId, adId, bytes)), 200);
    });
}
