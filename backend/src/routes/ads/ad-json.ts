import { z } from "@hono/zod-openapi";
import { offerJson, offerSchema, type OfferRow } from "../offers/offer-json";

/** The Ad shape, as lists, compliments and the ad page show it. */
export const adSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    image: z.string().nullable(),
    contact: z.string(),
    is_favorite: z.boolean().openapi({ description: "Whether the current user keeps this ad as a favourite; false for guests." }),
    business_profile: z.object({ id: z.number().int(), name: z.string(), logo: z.string().nullable() }),
    offer: z.union([offerSchema, z.null()]).openapi({ description: "What a coupon of this ad gives; null when the ad has none." }),
  })
  .openapi("Ad");

/** An ad as attached to a compliment; reviews hang off `compliment_ad_id`. */
export const complimentAdSchema = adSchema.extend({ compliment_ad_id: z.number().int() }).openapi("ComplimentAd");

export type AdJson = z.infer<typeof adSchema>;
export type ComplimentAdJson = z.infer<typeof complimentAdSchema>;

/** An ad row as selected by `adColumns`, or built by `adObject` (routes/ads/ad-columns.ts). */
export type AdRow = {
  id: number;
  title: string;
  image: string | null;
  contact: string;
  isFavorite: boolean;
  business: { id: number; name: string; logo: string | null };
  offer: OfferRow | null;
};

export const adJson = (ad: AdRow): AdJson => ({
  id: ad.id,
  title: ad.title,
  image: ad.image,
  contact: ad.contact,
  is_favorite: ad.isFavorite,
  business_profile: { id: ad.business.id, name: ad.business.name, logo: ad.business.logo },
  offer: ad.offer && offerJson(ad.offer),
});

export const complimentAdJson = (ad: AdRow & { complimentAdId: number }): ComplimentAdJson => ({
  ...adJson(ad),
  compliment_ad_id: ad.complimentAdId,
});
