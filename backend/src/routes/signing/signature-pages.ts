import { eq, sql } from "drizzle-orm";
import { complimentSignings, compliments, signatures } from "../../db/schema";
import type { AppDeps } from "../../deps";
import { complimentNotFound } from "../compliments/errors";
import { shownCountSql, shownSignaturesSql, signaturePage } from "./signing-json";
import { isSigningOpen } from "./state";

/**
 * A page of a closed group compliment's shown signatures, oldest first, after the one `cursor`
 * names (a page's `next_cursor`); a cursor that names no signature of it gives an empty page. An
 * unknown code, a compliment nobody signs and one still being signed answer alike: the 404 of an
 * unknown code.
 */
export async function listShownSignatures({ db, clock }: Pick<AppDeps, "db" | "clock">, code: string, cursor?: number) {
  const past =
    cursor === undefined
      ? undefined
      : sql`(${signatures.createdAt}, ${signatures.id}) > (select c.created_at, c.id from ${signatures} c
          where c.id = ${cursor} and c.compliment_id = ${compliments.id})`;
  const [row] = await db
    .select({
      closesAt: complimentSignings.closesAt,
      closedAt: complimentSignings.closedAt,
      count: shownCountSql,
      rows: shownSignaturesSql(past),
    })
    .from(compliments)
    .innerJoin(complimentSignings, eq(complimentSignings.complimentId, compliments.id))
    .where(eq(compliments.code, code));
  if (!row || isSigningOpen(row, clock.now())) throw complimentNotFound();
  return { signature_count: row.count, ...signaturePage(row.rows) };
}
