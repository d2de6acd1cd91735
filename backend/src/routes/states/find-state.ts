import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { countries, states } from "../../db/schema";
import { stateNotFound } from "./errors";
import type { StateJson } from "./json";

/** A state with its country. */
export async function findState(db: Db, id: number): Promise<StateJson> {
  const [state] = await db
    .select({ id: states.id, name: states.name, country: { id: countries.id, name: countries.name } })
    .from(states)
    .innerJoin(countries, eq(countries.id, states.countryId))
    .where(eq(states.id, id))
    .limit(1);
  if (!state) throw stateNotFound();
  return state;
}
