import type { Schema } from "./wire";

export type Signature = { id: number; name: string; message: string; createdAt: string };
export const toSignature = (s: Schema<"Signature">): Signature => ({ id: s.id, name: s.name, message: s.message, createdAt: s.created_at });

/** Shown signatures from one place in the list on: a page, and where the next one starts (null: none). */
export type SignaturePage = { signatures: Signature[]; nextCursor: string | null };

/**
 * A group compliment's signing as a page sees it. `shown` is there once signing has closed: the
 * count of shown signatures, the first page of them, and whether the recipient has thanked everyone.
 */
export type ComplimentSigning = {
  open: boolean;
  closesAt: string | null;
  closedAt: string | null;
  shown: (SignaturePage & { count: number; thankedAt: string | null }) | null;
};

export const toComplimentSigning = (s: NonNullable<Schema<"ComplimentSigning">>): ComplimentSigning => ({
  open: s.open,
  closesAt: s.closes_at,
  closedAt: s.closed_at,
  shown:
    s.signatures && s.signature_count !== undefined
      ? {
          count: s.signature_count,
          signatures: s.signatures.map(toSignature),
          nextCursor: s.next_cursor ?? null,
          thankedAt: s.thanked_at ?? null,
        }
      : null,
});
