import { asc } from "drizzle-orm";
import type { Db } from "../../db/client";
import { businessProfiles } from "../../db/schema";
import { ok } from "../../lib/envelope";
import { businessJson } from "./json";

/** Every business profile by name, for the ads filter. */
export async function listBusinessProfiles(db: Db) {
  const rows = await db.select().from(businessProfiles).orderBy(asc(businessProfiles.name), asc(businessProfiles.id));
  return ok("Business profiles retrieved successfully.", rows.map(businessJson));
}
