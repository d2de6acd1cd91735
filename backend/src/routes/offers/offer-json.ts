import { z } from "@hono/zod-openapi";
import { offers } from "../../db/schema";

/**
 * The Offer shape (what an ad's coupon gives), in its own folder: ads, coupons and compliments all
 * show it, and none of them should reach into another for it.
 */
/** What an ad's coupon gives; each person who keeps a compliment carrying the ad gets their own coupon of it. */
export const offerSchema = z
  .object({
    name: z.string(),
    value: z.string().openapi({ example: "10% off" }),
    terms: z.string(),
    valid_days: z.number().int().openapi({ description: "A coupon is valid for this many days after it is issued." }),
  })
  .openapi("Offer");

export type OfferRow = { name: string; value: string; terms: string; validDays: number };

export const offerJson = (o: OfferRow): z.infer<typeof offerSchema> => ({
  name: o.name,
  value: o.value,
  terms: o.terms,
  valid_days: o.validDays,
});

/** An offer's columns, as `offerJson` reads them. */
export const offerColumns = { name: offers.name, value: offers.value, terms: offers.terms, validDays: offers.validDays };
