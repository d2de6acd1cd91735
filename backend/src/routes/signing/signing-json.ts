import { z } from "@hono/zod-openapi";
import { sql, type SQL } from "drizzle-orm";
import { complimentSignings, compliments, signatures } from "../../db/schema";
import { SIGNATURES_PER_PAGE } from "@/common/signatures";
import { isSigningOpen } from "./state";

export { SIGNATURES_PER_PAGE };

import { signatureSchema, type SignatureJson } from "./json";

const nextCursor = z.string().nullable().openapi({
  description: "Pass as `cursor` to GET /compliments/{code}/signatures for the next page; null when there is none.",
});

/** The group-compliment part of a compliment's answer. */
export const complimentSigningSchema = z
  .object({
    open: z.boolean().openapi({ description: "Whether people can still sign (see the closing rule)." }),
    closes_at: z.string().nullable(),
    closed_at: z.string().nullable(),
    signature_count: z.number().int().optional().openapi({ description: "After signing closes: how many signatures are shown." }),
    signatures: z
      .array(signatureSchema)
      .optional()
      .openapi({ description: `After signing closes: the first ${SIGNATURES_PER_PAGE} shown signatures, oldest first.` }),
    next_cursor: nextCursor.optional(),
    thanked_at: z
      .string()
      .nullable()
      .optional()
      .openapi({ description: "After signing closes: when the recipient thanked every signer (once); null until then." }),
  })
  .openapi("ComplimentSigning");

export type ComplimentSigningJson = z.infer<typeof complimentSigningSchema>;

export const signaturePageSchema = z.object({
  signature_count: z.number().int(),
  signatures: z.array(signatureSchema),
  next_cursor: nextCursor,
});

/** A shown signature's row as the SQL below builds it; timestamps come as JSON text. */
type SignatureRow = { id: number; name: string; message: string; createdAt: string };

export type SigningRow = {
  closesAt: string | null;
  closedAt: string | null;
  thankedAt: string | null;
  count: number;
  first: SignatureRow[];
};

/**
 * The shown signatures (the organiser did not hide them) of the compliment in the query, oldest
 * first, as JSON rows; `past` narrows them to those after a cursor. One more than a page is read,
 * so the caller knows whether another follows.
 */
export const shownSignaturesSql = (past: SQL = sql`true`) => sql<SignatureRow[]>`(select coalesce(json_agg(
    json_build_object('id', s.id, 'name', s.name, 'message', s.message, 'createdAt', s.created_at) order by s.created_at, s.id), '[]'::json)
  from (select ${signatures.id} as id, ${signatures.name} as name, ${signatures.message} as message, ${signatures.createdAt} as created_at
    from ${signatures}
    where ${signatures.complimentId} = ${compliments.id} and ${signatures.hiddenAt} is null and ${past}
    order by ${signatures.createdAt}, ${signatures.id}
    limit ${SIGNATURES_PER_PAGE + 1}) s)`;

export const shownCountSql = sql<number>`(select count(*)::int from ${signatures}
  where ${signatures.complimentId} = ${compliments.id} and ${signatures.hiddenAt} is null)`;

/**
 * The compliment's signing, as one column of a statement over `compliments` (null when it is not a
 * group compliment): its times, and the count and first page of its shown signatures, which only
 * reach the answer once signing has closed.
 */
export const signingColumn = sql<SigningRow | null>`(select json_build_object(
    'closesAt', ${complimentSignings.closesAt}, 'closedAt', ${complimentSignings.closedAt}, 'thankedAt', ${complimentSignings.thankedAt},
    'count', ${shownCountSql}, 'first', ${shownSignaturesSql()})
  from ${complimentSignings} where ${complimentSignings.complimentId} = ${compliments.id})`;

const iso = (text: string | null) => (text === null ? null : new Date(text).toISOString());

export const signatureJson = (s: SignatureRow): SignatureJson => ({
  id: s.id,
  name: s.name,
  message: s.message,
  created_at: iso(s.createdAt)!,
});

/** A page of shown signatures from up to one more than a page of rows: the extra one only says that more follow. */
export function signaturePage(rows: SignatureRow[]) {
  const page = rows.slice(0, SIGNATURES_PER_PAGE);
  const more = rows.length > SIGNATURES_PER_PAGE;
  return { signatures: page.map(signatureJson), next_cursor: more ? String(page.at(-1)!.id) : null };
}

/**
 * The one place that shapes a compliment's `signing`: null for a compliment nobody signs, and
 * for anyone but its author while signing is open (the code hides it from them then anyway).
 * Once closed, everyone who may read the compliment gets its shown signatures.
 */
export function complimentSigningJson(row: SigningRow | null, isAuthor: boolean, now: Date): ComplimentSigningJson | null {
  if (!row) return null;
  const [closesAt, closedAt] = [row.closesAt ? new Date(row.closesAt) : null, row.closedAt ? new Date(row.closedAt) : null];
  const open = isSigningOpen({ closesAt, closedAt }, now);
  if (open && !isAuthor) return null;
  const times = { open, closes_at: closesAt?.toISOString() ?? null, closed_at: closedAt?.toISOString() ?? null };
  if (open) return times;
  return { ...times, signature_count: row.count, ...signaturePage(row.first), thanked_at: iso(row.thankedAt) };
}
