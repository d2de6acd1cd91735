import { createRoute, z } from "@hono/zod-openapi";
import { errorResponses, errorSchema, jsonResponse, okResponse } from "../../lib/envelope";
import { idParam, noAuth, optionalBearerAuth } from "../../lib/router";

const tags = ["Coupons"];

export const couponLink = createRoute({
  method: "get",
  path: "/compliments/{complimentId}/ads/{adId}/pdf",
  operationId: "getCouponLink",
  summary: "Get a signed link to an ad's coupon PDF",
  tags,
  security: optionalBearerAuth,
  description: "Public: a link to the coupon PDF of an ad attached to a compliment, valid for 5 minutes.",
  request: { params: z.object({ complimentId: idParam, adId: idParam }) },
  responses: {
    200: okResponse(z.object({ download_url: z.string() }), "A signed `download_url` of GET /coupons/pdf."),
    ...errorResponses(404),
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
      compliment_id: z.string().optional(),
      ad_id: z.string().optional(),
      expires: z.string().optional(),
      signature: z.string().optional(),
    }),
  },
  responses: {
    200: {
      content: { "application/pdf": { schema: z.string().openapi({ format: "binary" }) } },
      description:
        "coupon.pdf: one A6 page with the business, the coupon, its code and a QR code of the code. " +
        "The business's coupon code only: never the compliment's code, text or recipient.",
    },
    403: jsonResponse(errorSchema, "The link was altered or has expired."),
    ...errorResponses(404, 422),
  },
});
