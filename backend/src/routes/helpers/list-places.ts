import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { countries, states } from "../../db/schema";
import { countryNotFound } from "./errors";

export const listCountries = (db: Db) =>
  db.select({ id: countries.id, name: countries.name }).from(countries).orderBy(asc(countries.name), asc(countries.id));

/** A country's states by name; an unknown country is 404 rather than an empty list. */
export async function listStates(db: Db, countryId: number) {
  const [country] = await db.select({ id: countries.id }).from(countries).where(eq(countries.id, countryId)).limit(1);
  if (!country) throw countryNotFound();
  return db
    .select({ id: states.id, name: states.name })
    .from(states)
    .where(eq(states.countryId, countryId))
    .orderBy(asc(states.name), asc(states.id));
}
