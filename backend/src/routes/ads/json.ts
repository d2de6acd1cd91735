import { z } from "@hono/zod-openapi";
import type { businessProfiles } from "../../db/schema";
import { businessJson, businessSchema } from "../business-profiles/json";
import { adJson, adSchema, type AdRow } from "./ad-json";
import { heldCouponSchema } from "../coupons/held-coupons";
import { personSchema, type Person } from "../users/json";

/** Another ad of the same business, as the ad page lists them. */
export const businessAdSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    image: z.string().nullable(),
    contact: z.string(),
  })
  .openapi("BusinessAd");

/** All of Ad's fields, with the full business in place of its summary (an `allOf` of Ad would demand both). */
export const adDetailSchema = z
  .object({
    ...adSchema.shape,
    business_profile: businessSchema,
    state: z
      .object({ name: z.string(), country: z.object({ name: z.string() }) })
      .nullable()
      .openapi({ description: "The business's state and country; null when it has none." }),
    ads: z.array(businessAdSchema).openapi({ description: "The business's other ads, by title." }),
  })
  .openapi("AdDetail");

/**
 * The compliment the ad page was opened from, when it carries the ad, for those who hold its code.
 * Its code, text, recipient and note stay on the compliment's own pages.
 */
export const adComplimentSchema = z
  .object({
    id: z.number().int(),
    customer: personSchema.openapi({ description: "The compliment's author." }),
    compliment_ad_id: z.number().int().openapi({ description: "Reviews of this ad on this compliment hang off it." }),
    ads: z.array(z.number().int()).openapi({ description: "Ids of every ad attached to the compliment, in order." }),
  })
  .openapi("AdCompliment");

export const adPageSchema = z.object({
  ad: adDetailSchema,
  compliment: z.union([adComplimentSchema, z.null()]),
  coupon: z.union([heldCouponSchema, z.null()]).openapi({
    description:
      "The viewer's own coupon of the ad's offer, for the claimer of the compliment given in `compliment_id` " +
      "(issued on their first look); null for everyone else: guests, the author and other readers.",
  }),
  coupon_missed: z
    .enum(["all-claimed", "ended", "not-issuing"])
    .nullable()
    .openapi({
      description:
        "Why that claimer has no coupon: `all-claimed`, the offer's coupons in total are all issued; `ended`, the offer " +
        "has ended (its status or its last day); `not-issuing`, it issues none today (paused, a draft, not started yet or " +
        "its ad not approved). Null when they have one, and for everyone else.",
    }),
});

export type BusinessAdJson = z.infer<typeof businessAdSchema>;
export type AdDetailJson = z.infer<typeof adDetailSchema>;
export type AdComplimentJson = z.infer<typeof adComplimentSchema>;

export type AdDetailParts = {
  ad: AdRow;
  business: typeof businessProfiles.$inferSelect;
  place: { state: string; country: string } | null;
  otherAds: BusinessAdJson[];
};

export const adDetailJson = ({ ad, business, place, otherAds }: AdDetailParts): AdDetailJson => ({
  ...adJson(ad),
  business_profile: businessJson(business),
  state: place && { name: place.state, country: { name: place.country } },
  ads: otherAds,
});

export type AdComplimentRow = { id: number; customer: Person; complimentAdId: number };

export const adComplimentJson = (c: AdComplimentRow, adIds: number[]): AdComplimentJson => ({
  id: c.id,
  customer: c.customer,
  compliment_ad_id: c.complimentAdId,
  ads: adIds,
});
