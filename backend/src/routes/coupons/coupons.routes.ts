import { createRoute, z } from "@hono/zod-openapi";
import { errorResponses, errorSchema, jsonResponse, okResponse } from "../../lib/envelope";
import { bearerAuth, idParam, jsonBody, noAuth, optionalBearerAuth } from "../../lib/router";
import { couponCodeSchema } from "@/common/validations/business";
import { tillCouponSchema } from "./till";

const tags = ["Coupons"];

export const couponLink = createRoute({
  method: "get",
  path: "/compliments/{complimentId}/ads/{adId}/pdf",
  operationId: "getCouponLink",
  summary: "Get a signed link to the holder's coupon PDF",
  tags,
  security: bearerAuth,
  description:
    "For the claimer of the compliment: a link, valid for 5 minutes, to the PDF of their own coupon of the ad's offer " +
    "(issued now if this is their first look). Anyone else has no coupon there: 404.",
  request: { params: z.object({ complimentId: idParam, adId: idParam }) },
  responses: {
    200: okResponse(
      z.object({ download_url: z.string() }),
      "A signed `download_url` of GET /coupons/pdf, on the web's origin (`APP_URL`/api/v1/coupons/pdf): the backend's address is never published.",
    ),
    409: jsonResponse(errorSchema, "Already used: a used coupon is not printed."),
    410: jsonResponse(errorSchema, "Expired."),
    ...errorResponses(401, 404),
  },
});

export const downloadCoupon = createRoute({
  method: "get",
  path: "/coupons/pdf",
  operationId: "downloadCoupon",
  summary: "Download a coupon PDF with a signed link",
  security: noAuth,
  tags,
  description: "No session: the signature made by the link call is the credential.",
  request: {
    query: z.object({
      coupon_id: z.string().optional(),
      holder_id: z.string().optional(),
      expires: z.string().optional(),
      signature: z.string().optional(),
    }),
  },
  responses: {
    200: {
      content: { "application/pdf": { schema: z.string().openapi({ format: "binary" }) } },
      description:
        "coupon.pdf: one A6 page with the business, the offer, the holder's personal code, a QR code of its redeem link, " +
        "the expiry and the terms. Never the compliment's code, text or recipient.",
    },
    403: jsonResponse(errorSchema, "The link was altered or has expired."),
    409: jsonResponse(errorSchema, "Already used since the link was made."),
    410: jsonResponse(errorSchema, "Expired since the link was made."),
    ...errorResponses(404, 422),
  },
});

const example = { code: "7KQM X4RPW" };

const tillResponses = {
  403: jsonResponse(errorSchema, "Not valid at this business; or the user belongs to no business."),
  404: jsonResponse(errorSchema, "Unknown code."),
  409: jsonResponse(
    errorSchema.extend({ data: tillCouponSchema }),
    "Already used: `data` says when (`redeemed_at`) and by whom (`redeemed_by`).",
  ),
  410: jsonResponse(errorSchema, "Expired."),
  ...errorResponses(401, 413, 422, 429),
};

export const checkCoupon = createRoute({
  method: "post",
  path: "/coupons/check",
  operationId: "checkCoupon",
  summary: "Look up a coupon at the till before redeeming it",
  description:
    "For members of a business: the offer and the holder's first name, to confirm with the holder. Answers as redeem " +
    "would, but redeems nothing. Misses (403, 404) count against the member's 10 a minute.",
  tags,
  security: bearerAuth,
  request: jsonBody(couponCodeSchema, example),
  responses: { 200: okResponse(tillCouponSchema, "Valid: it can be redeemed here."), ...tillResponses },
});

export const redeemCoupon = createRoute({
  method: "post",
  path: "/coupons/redeem",
  operationId: "redeemCoupon",
  summary: "Redeem a coupon at the till",
  description:
    "For members of a business; the code is read without spaces, dashes or dots, in any case. Exactly one of any number of " +
    "simultaneous calls on one coupon redeems it. Every attempt is logged; misses (403, 404) count against the member's 10 a minute.",
  tags,
  security: bearerAuth,
  request: jsonBody(couponCodeSchema, example),
  responses: { 200: okResponse(tillCouponSchema, "Redeemed."), ...tillResponses },
});

export const undoRedemption = createRoute({
  method: "delete",
  path: "/coupons/redemptions/{couponId}",
  operationId: "undoRedemption",
  summary: "Undo a redemption within 10 minutes",
  description: "For an owner of the coupon's business, or the member who redeemed it.",
  tags,
  security: bearerAuth,
  request: { params: z.object({ couponId: idParam }) },
  responses: {
    200: okResponse(tillCouponSchema, "Undone: the coupon can be used again."),
    409: jsonResponse(errorSchema, "Not redeemed, or redeemed more than 10 minutes ago."),
    ...errorResponses(401, 403, 404),
  },
});

export const scanCoupon = createRoute({
  method: "get",
  path: "/coupons/scan/{token}",
  operationId: "getScannedCoupon",
  summary: "Read the coupon a QR link names",
  description:
    "Public: anyone who scans a coupon's QR learns only whether it can be used (`coupon` is null). A member of the " +
    "coupon's business also gets the coupon, to redeem it.",
  tags,
  security: optionalBearerAuth,
  request: { params: z.object({ token: z.string().openapi({ example: "3q2-7wEZ4nBqv1R9sLk0dg" }) }) },
  responses: {
    200: okResponse(z.object({ valid: z.boolean(), coupon: z.union([tillCouponSchema, z.null()]) }), "The coupon exists."),
    ...errorResponses(404, 429),
  },
});
