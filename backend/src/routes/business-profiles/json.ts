import { z } from "@hono/zod-openapi";
import type { businessProfiles } from "../../db/schema";

export const businessSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    logo: z
      .string()
      .nullable()
      .openapi({ description: "Storage key (served under /storage/) or a full URL.", example: "seed/logos/bean-there.webp" }),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    address: z.string().nullable(),
    website: z.string().nullable(),
    social_media: z.record(z.string(), z.string()).openapi({
      description: "Network name to link, as stored; a link may lack its scheme.",
      example: { instagram: "https://instagram.com/beantherecafe" },
    }),
    state_id: z.number().int().nullable(),
  })
  .openapi("BusinessProfile");

export type BusinessJson = z.infer<typeof businessSchema>;

export const businessJson = (b: typeof businessProfiles.$inferSelect): BusinessJson => ({
  id: b.id,
  name: b.name,
  logo: b.logo,
  email: b.email,
  phone: b.phone,
  address: b.address,
  website: b.website,
  social_media: b.socialMedia,
  state_id: b.stateId,
});
