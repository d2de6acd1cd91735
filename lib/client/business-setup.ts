"use client";

import { toBusinessDetails, toOwnAd } from "@/lib/api/business-shapes";
import { toDecision } from "@/lib/api/moderation-shapes";
import type { Answer, RequestJson } from "@/lib/api/wire";
import type { AdFormInput, AdReviewInput, BusinessDetailsInput } from "@/common/validations/business";
import { callApi, mapped, v1 } from "./api";

/** Opens a business with the user as its owner; a taken name is `invalid` under `name`, a second business `conflict`. */
export const openBusiness = (details: BusinessDetailsInput) =>
  mapped(callApi<Answer<"openBusiness">>(v1`businesses`, { json: details satisfies RequestJson<"openBusiness"> }), (body) =>
    toBusinessDetails(body.data),
  );

/** Saves the business's details. */
export const updateBusiness = (businessId: number, details: Partial<BusinessDetailsInput>) =>
  mapped(
    callApi<Answer<"updateBusiness">>(v1`businesses/${businessId}`, {
      method: "PATCH",
      json: details satisfies RequestJson<"updateBusiness">,
    }),
    (body) => toBusinessDetails(body.data),
  );

const picture = (field: string, file: Blob) => {
  const body = new FormData();
  body.set(field, file);
  return body;
};

/** Replaces the logo; a refused picture is `invalid` under `logo`. */
export const uploadLogo = (businessId: number, file: Blob) =>
  mapped(callApi<Answer<"updateBusinessLogo">>(v1`businesses/${businessId}/logo`, { body: picture("logo", file) }), (body) =>
    toBusinessDetails(body.data),
  );

/** Makes an ad with its offer; the answer says whether it waits for review. */
export const createAd = (businessId: number, ad: AdFormInput) =>
  mapped(
    callApi<Answer<"createBusinessAd">>(v1`businesses/${businessId}/ads`, { json: ad satisfies RequestJson<"createBusinessAd"> }),
    (body) => ({ ad: toOwnAd(body.data), message: body.message }),
  );

/** Saves an ad and its offer. */
export const updateAd = (businessId: number, adId: number, ad: AdFormInput) =>
  mapped(
    callApi<Answer<"updateBusinessAd">>(v1`businesses/${businessId}/ads/${adId}`, {
      method: "PATCH",
      json: ad satisfies RequestJson<"updateBusinessAd">,
    }),
    (body) => ({ ad: toOwnAd(body.data), message: body.message }),
  );

/** Replaces the ad's image; a refused picture is `invalid` under `image`. */
export const uploadAdImage = (businessId: number, adId: number, file: Blob) =>
  mapped(
    callApi<Answer<"updateBusinessAdImage">>(v1`businesses/${businessId}/ads/${adId}/image`, { body: picture("image", file) }),
    (body) => toOwnAd(body.data),
  );

/** An operator approves or rejects a waiting ad; the answer is the logged decision. */
export const reviewAd = (adId: number, review: AdReviewInput) =>
  mapped(
    callApi<Answer<"createAdReviewDecision">>(v1`moderation/ads/${adId}/review`, {
      json: review satisfies RequestJson<"createAdReviewDecision">,
    }),
    (body) => ({
      decision: toDecision(body.data),
      message: body.message,
    }),
  );
