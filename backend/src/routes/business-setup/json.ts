import { z } from "@hono/zod-openapi";
import { adReviews, offerStatuses, type ads, type businessProfiles, type offers } from "../../db/schema";

export const businessDetailsJsonSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    address: z.string().nullable(),
    website: z.string().nullable(),
    social_links: z.array(z.object({ name: z.string(), url: z.string() })),
    state: z
      .object({ id: z.number().int(), name: z.string(), country_id: z.number().int(), country: z.string() })
      .nullable()
      .openapi({ description: "The state (and its country) the business is in; null when none was chosen." }),
    time_zone: z
      .string()
      .openapi({ description: "IANA zone: the offers' days and the coupons' last days are days there.", example: "Europe/Lisbon" }),
    logo: z.string().nullable().openapi({ description: "Storage key of the logo (a WebP), or null." }),
    approved: z
      .boolean()
      .openapi({ description: "Whether an operator has approved one of its ads: until then every ad waits for review." }),
    role: z.enum(["owner", "staff"]).openapi({ description: "The viewer's role in it." }),
  })
  .openapi("BusinessDetails");

export const ownOfferSchema = z
  .object({
    name: z.string(),
    value: z.string(),
    terms: z.string(),
    starts_on: z.string().nullable().openapi({ description: "First day coupons are issued (inclusive, the business's zone); null: open." }),
    ends_on: z.string().nullable().openapi({ description: "Last day coupons are issued (inclusive, the business's zone); null: open." }),
    valid_days: z.number().int(),
    total_cap: z.number().int().nullable().openapi({ description: "Coupons in total; null: no cap." }),
    per_person: z.number().int(),
    status: z.enum(offerStatuses),
    voided: z.boolean().openapi({ description: "Ended voiding the coupons already issued: the till refuses them." }),
  })
  .openapi("OwnOffer", { description: "An offer as its business sees and edits it." });

export const ownAdSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    image: z.string().nullable(),
    contact: z.string(),
    review: z.enum(adReviews).openapi({ description: "waiting: not shown until an operator approves it; rejected: see review_reason." }),
    review_reason: z.string().nullable().openapi({ description: "The operator's reason for a rejection." }),
    created_at: z.string(),
    offer: ownOfferSchema.nullable(),
  })
  .openapi("OwnAd", { description: "An ad as its business sees and edits it." });

type Business = typeof businessProfiles.$inferSelect;
type State = { id: number; name: string; countryId: number; country: string } | null;

export const businessDetailsJson = (b: Business, state: State, role: "owner" | "staff"): z.infer<typeof businessDetailsJsonSchema> => ({
  id: b.id,
  name: b.name,
  email: b.email,
  phone: b.phone,
  address: b.address,
  website: b.website,
  social_links: Object.entries(b.socialMedia).map(([name, url]) => ({ name, url })),
  state: state && { id: state.id, name: state.name, country_id: state.countryId, country: state.country },
  time_zone: b.timeZone,
  logo: b.logo,
  approved: b.approvedAt !== null,
  role,
});

export const ownOfferJson = (o: typeof offers.$inferSelect): z.infer<typeof ownOfferSchema> => ({
  name: o.name,
  value: o.value,
  terms: o.terms,
  starts_on: o.startsOn,
  ends_on: o.endsOn,
  valid_days: o.validDays,
  total_cap: o.totalCap,
  per_person: o.perPerson,
  status: o.status,
  voided: o.voidedAt !== null,
});

export const ownAdJson = (ad: typeof ads.$inferSelect, offer: typeof offers.$inferSelect | null): z.infer<typeof ownAdSchema> => ({
  id: ad.id,
  title: ad.title,
  image: ad.image,
  contact: ad.contact,
  review: ad.review,
  review_reason: ad.reviewReason,
  created_at: ad.createdAt.toISOString(),
  offer: offer && ownOfferJson(offer),
});

export type OwnAdJson = z.infer<typeof ownAdSchema>;
