import { sql, type SQL } from "drizzle-orm";
import { complimentSignings, compliments } from "../../db/schema";

/**
 * The one rule of when a group compliment's signing is open: not closed by hand or by delivery,
 * and its closing time (if any) still ahead. Until then its code answers like an unknown code to
 * everyone but the organiser, and after it the signatures reach the recipient.
 */
export const isSigningOpen = (signing: { closedAt: Date | null; closesAt: Date | null }, now: Date) =>
  signing.closedAt === null && (signing.closesAt === null || signing.closesAt > now);

/** The same rule in SQL, over a `compliment_signings` row in the query; `now` may be a placeholder. */
export const signingOpenSql = (now: SQL | Date): SQL =>
  sql`(${complimentSignings.closedAt} is null and (${complimentSignings.closesAt} is null or ${complimentSignings.closesAt} > ${now}))`;

/**
 * Whether the compliment in the query is a group compliment still being signed: true hides it
 * behind its code from everyone but its author. A subquery, so any statement over `compliments`
 * can add it without a join.
 */
export const beingSignedSql = (now: SQL | Date): SQL =>
  sql`exists (select 1 from ${complimentSignings} where ${complimentSignings.complimentId} = ${compliments.id} and ${signingOpenSql(now)})`;
