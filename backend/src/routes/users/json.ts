import { z } from "@hono/zod-openapi";

/** A user as others see them; `avatar` is a storage key (served under /storage/) or null. */
export const personSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  avatar: z.string().nullable().openapi({ example: "seed/avatars/dana.webp" }),
}).openapi("Person");

export type Person = z.infer<typeof personSchema>;
