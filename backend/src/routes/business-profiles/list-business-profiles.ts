import { asc } from "drizzle-orm";
import type { Db } from "../../db/client";
import { businessProfiles } from "../../db/schema";
import { businessJson } from "./json";

/** Every business profile by name, for the ads filter. */
export async function listBusinessProfiles(db: Db) {
  const rows = await db.select().from(businessProfiles).orderBy(asc(businessProfiles.name), asc(businessProfiles.id));
  return { success: true as const, message: "Business profiles retrieved successfully.", data: rows.map(businessJson) };
}
