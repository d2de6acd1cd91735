import { createRoute, z } from "@hono/zod-openapi";
import { avatarLimits } from "@/common/validations/profile";
import { adFormSchema, businessDetailsSchema, type AdFormInput, type BusinessDetailsInput } from "@/common/validations/business";
import { errorResponses, errorSchema, jsonResponse, okResponse } from "../../lib/envelope";
import { bearerAuth, idParam, jsonBody } from "../../lib/router";
import { businessDetailsJsonSchema, ownAdSchema } from "./json";

const tags = ["Businesses"];
const businessParam = z.object({ businessId: idParam });
const adParam = businessParam.extend({ adId: idParam });
const ownerOnly = "For owners of the business; another member gets 403, anyone else 404.";
const adOfOwn = `${ownerOnly} An ad of another business is 404.`;
/** Room for a full-size picture and the form around it. */
export const UPLOAD_BODY_LIMIT = 3 * 1024 * 1024;
const pictureRule = `JPEG, PNG or WebP, at most ${avatarLimits.maxBytes / 1024 / 1024} MB and ${avatarLimits.maxPixels} × ${avatarLimits.maxPixels} pixels`;

const businessExample: BusinessDetailsInput = {
  name: "Pastelaria Aurora",
  email: "ola@aurora.example",
  phone: "+351 21 000 0000",
  address: "Rua Augusta 1, Lisboa",
  state_id: null,
  website: "https://aurora.example",
  social_links: [{ name: "Instagram", url: "https://instagram.com/aurora" }],
  time_zone: "Europe/Lisbon",
};

const adExample: AdFormInput = {
  title: "Two pastéis de nata for one",
  contact: "ola@aurora.example",
  offer: {
    name: "Pastel de nata",
    value: "2 for 1",
    terms: "One per visit, at the counter.",
    starts_on: "2027-01-01",
    ends_on: "2027-03-31",
    valid_days: 30,
    total_cap: 5,
    per_person: 1,
    status: "live",
  },
};

const adBody = {
  ...jsonBody(adFormSchema, adExample),
};

const upload = (field: string, description: string) => ({
  body: {
    content: {
      "multipart/form-data": {
        schema: z.object({
          [field]: z
            .union([z.instanceof(Blob), z.string()])
            .optional()
            .openapi({ type: "string", format: "binary", description }),
        }),
        example: { [field]: "(the picture's bytes)" },
      },
    },
    required: true,
  },
});

const uploadRefusals = {
  ...errorResponses(401, 403, 404, 422),
  413: jsonResponse(errorSchema, `A body over ${UPLOAD_BODY_LIMIT / 1024 / 1024} MB: refused with the picture's size message.`),
};

export const openBusiness = createRoute({
  method: "post",
  path: "/businesses",
  operationId: "openBusiness",
  summary: "Open a business, as its owner",
  description:
    "For verified users who own no business (409 for one who does). Names are unique in any case (a taken one is a 422 under `name`). " +
    "The logo is uploaded afterwards (POST /businesses/{businessId}/logo). Until an operator approves one of its ads, each ad it makes waits for review.",
  tags,
  security: bearerAuth,
  request: jsonBody(businessDetailsSchema, businessExample),
  responses: {
    201: okResponse(businessDetailsJsonSchema, "Opened; the user is its owner."),
    409: jsonResponse(errorSchema, "The user already owns a business."),
    ...errorResponses(401, 403, 413, 422),
  },
});

export const showBusiness = createRoute({
  method: "get",
  path: "/businesses/{businessId}",
  operationId: "getBusiness",
  summary: "A business's details, for its people",
  description: "For owners and staff of the business; anyone else gets 404.",
  tags,
  security: bearerAuth,
  request: { params: businessParam },
  responses: { 200: okResponse(businessDetailsJsonSchema, "The business."), ...errorResponses(401, 404) },
});

export const updateBusiness = createRoute({
  method: "patch",
  path: "/businesses/{businessId}",
  operationId: "updateBusiness",
  summary: "Change a business's details",
  description: `${ownerOnly} Only the fields sent change.`,
  tags,
  security: bearerAuth,
  request: { params: businessParam, ...jsonBody(businessDetailsSchema.partial(), { phone: "+351 21 000 0001" }) },
  responses: { 200: okResponse(businessDetailsJsonSchema, "Saved."), ...errorResponses(401, 403, 404, 413, 422) },
});

export const uploadLogo = createRoute({
  method: "post",
  path: "/businesses/{businessId}/logo",
  operationId: "updateBusinessLogo",
  summary: "Replace a business's logo",
  description: `${ownerOnly} The picture is checked by its content and stored re-encoded as a 256 × 256 WebP (fitted, never cropped), without its metadata.`,
  tags,
  security: bearerAuth,
  request: { params: businessParam, ...upload("logo", `The logo: ${pictureRule}.`) },
  responses: { 200: okResponse(businessDetailsJsonSchema, "Saved."), ...uploadRefusals },
});

export const listOwnAds = createRoute({
  method: "get",
  path: "/businesses/{businessId}/ads",
  operationId: "listBusinessAds",
  summary: "A business's ads with their offers and review state",
  description: ownerOnly,
  tags,
  security: bearerAuth,
  request: { params: businessParam },
  responses: { 200: okResponse(z.array(ownAdSchema), "Newest first."), ...errorResponses(401, 403, 404) },
});

export const createAd = createRoute({
  method: "post",
  path: "/businesses/{businessId}/ads",
  operationId: "createBusinessAd",
  summary: "Make an ad, with its offer",
  description:
    `${ownerOnly} Until the business is approved (an operator approved one of its ads) the ad waits for review and is shown to nobody else; ` +
    "afterwards it is live at once. Titles are unique within the business (422 under `title`). " +
    "The offer's days are in the business's zone, both inclusive; `total_cap` null is no cap. Ending (`status: ended`) needs `issued_coupons`.",
  tags,
  security: bearerAuth,
  request: { params: businessParam, ...adBody },
  responses: { 201: okResponse(ownAdSchema, "Made."), ...errorResponses(401, 403, 404, 413, 422) },
});

export const showOwnAd = createRoute({
  method: "get",
  path: "/businesses/{businessId}/ads/{adId}",
  operationId: "getBusinessAd",
  summary: "One of a business's ads, as its owner edits it",
  description: adOfOwn,
  tags,
  security: bearerAuth,
  request: { params: adParam },
  responses: { 200: okResponse(ownAdSchema, "The ad."), ...errorResponses(401, 403, 404) },
});

export const updateAd = createRoute({
  method: "patch",
  path: "/businesses/{businessId}/ads/{adId}",
  operationId: "updateBusinessAd",
  summary: "Change an ad and its offer",
  description:
    `${adOfOwn} The whole form is sent. A rejected or waiting ad of a business not yet approved waits for review again; ` +
    "otherwise the change is live at once. An offer is never removed (`offer: null` on an ad with one is 422): it is ended, and an ended " +
    'offer stays ended. Ending with `issued_coupons: "void"` voids the coupons already issued (the till refuses them); "honour" keeps them ' +
    "valid until their own expiry. Coupons keep the value and terms they were issued with.",
  tags,
  security: bearerAuth,
  request: { params: adParam, ...adBody },
  responses: { 200: okResponse(ownAdSchema, "Saved."), ...errorResponses(401, 403, 404, 413, 422) },
});

export const uploadAdImage = createRoute({
  method: "post",
  path: "/businesses/{businessId}/ads/{adId}/image",
  operationId: "updateBusinessAdImage",
  summary: "Replace an ad's image",
  description: `${adOfOwn} The picture is checked by its content and stored re-encoded as an 800 × 600 WebP (cropped to fill), without its metadata; reviewed as an edit.`,
  tags,
  security: bearerAuth,
  request: { params: adParam, ...upload("image", `The ad's image: ${pictureRule}.`) },
  responses: { 200: okResponse(ownAdSchema, "Saved."), ...uploadRefusals },
});
