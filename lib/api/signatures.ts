import "server-only";
import { backendJson } from "./client";
import type { Compliment } from "./shapes";
import { toSignature, type SignaturePage } from "./signature-shapes";
import type { Answer } from "./wire";

/** The page of a closed group compliment's shown signatures after `cursor` (a page's `nextCursor`). */
export async function getSignaturePage(code: string, cursor: string): Promise<SignaturePage> {
  const { data } = await backendJson<Answer<"listComplimentSignatures">>(
    `/v1/compliments/${code}/signatures?${new URLSearchParams({ cursor })}`,
  );
  return { signatures: data.signatures.map(toSignature), nextCursor: data.next_cursor };
}

/**
 * The first `upTo` shown signatures of a closed group compliment (its answer holds the first
 * page; the rest are read page by page), and where the next page starts. Nothing for a compliment
 * still being signed or one nobody signs.
 */
export async function readSignatures(compliment: Compliment, upTo: number): Promise<SignaturePage | null> {
  const shown = compliment.signing?.shown;
  if (!shown) return null;
  const signatures = [...shown.signatures];
  let nextCursor = shown.nextCursor;
  while (nextCursor && signatures.length < upTo) {
    const next = await getSignaturePage(compliment.code, nextCursor);
    signatures.push(...next.signatures);
    nextCursor = next.nextCursor;
  }
  return { signatures, nextCursor };
}
