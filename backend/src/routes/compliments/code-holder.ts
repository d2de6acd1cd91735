import { sql, type SQL } from "drizzle-orm";
import { claims, complimentOpenings, compliments } from "../../db/schema";

/**
 * Whether `viewerId` holds the code of the compliment in the row: its author, its claimer, or a
 * user who looked it up by its code. The compliment's answer by code already shows them its author
 * and its claimer; anyone else must not learn, by its id, whose compliment it is or who received it.
 */
export const holdsCode = (viewerId: number): SQL => sql`(${compliments.customerId} = ${viewerId}
  or exists (select 1 from ${claims} where ${claims.complimentId} = ${compliments.id} and ${claims.userId} = ${viewerId})
  or exists (select 1 from ${complimentOpenings} where ${complimentOpenings.complimentId} = ${compliments.id} and ${complimentOpenings.userId} = ${viewerId}))`;
