import { z } from "@hono/zod-openapi";
import { personSchema, type Person } from "../users/json";

/** Someone the user blocked, and since when: always a member (a deleted account's blocks go with it). */
export const blockedPersonSchema = personSchema
  .extend({ id: z.number().int(), blocked_at: z.string().openapi({ description: "When the user blocked them." }) })
  .openapi("BlockedPerson");

export type BlockedPersonJson = z.infer<typeof blockedPersonSchema>;

export const blockedPersonJson = (row: Person & { id: number; blockedAt: Date }): BlockedPersonJson => ({
  id: row.id,
  name: row.name,
  avatar: row.avatar,
  blocked_at: row.blockedAt.toISOString(),
});
