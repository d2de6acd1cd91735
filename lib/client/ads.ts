"use client";

import { toAd, toPage } from "@/lib/api/shapes";
import type { Answer, Paged } from "@/lib/api/wire";
import { callApi, mapped, v1 } from "./api";

/** Spec §8's fallbacks for the ad screens: `failed` when the answer is not OK, `error` when none came. */
export const adFailures = {
  toggleFailed: "Failed to toggle favorite",
  toggleError: "Error while toggling favorite",
  pdfFailed: "Failed to generate coupon PDF",
  pdfError: "Error downloading PDF",
} as const;

/** Adds the ad to the user's favourites or takes it out; answers the server's message. */
export const toggleFavorite = (adId: number) =>
  mapped(
    callApi<Answer<"toggleFavoriteAd">>(v1`ads/${adId}/toggle-favorite`, { method: "POST", noAnswer: adFailures.toggleError }),
    (body) => ({
      message: body.message,
    }),
  );

/** A short-lived link to the coupon PDF of an ad sent with a compliment, through this site's forwarder. */
export const couponPdfLink = (complimentId: number, adId: number) =>
  mapped(callApi<Answer<"getCouponLink">>(v1`compliments/${complimentId}/ads/${adId}/pdf`, { noAnswer: adFailures.pdfError }), (body) => {
    const url = new URL(body.data.download_url, window.location.origin);
    return `${url.pathname}${url.search}`;
  });

/** One page of the ads whose title or business name contains `search` (empty: every ad), for the ad selectors. */
export const searchAds = (search: string, page: number) =>
  mapped(callApi<Paged<Answer<"listAds">>>(v1`ads`, { query: { search, page } }), (b) => toPage(b, toAd));

/** An ad's title, for a choice whose title the page does not hold (an ad restored from a draft). */
export const adTitle = (adId: number) => mapped(callApi<Answer<"getAd">>(v1`ads/${adId}`), (b) => b.data.ad.title);
