/** Shown signatures a page carries: a compliment's answer holds the first, GET /compliments/{code}/signatures the rest. */
export const SIGNATURES_PER_PAGE = 50;

/** The most signatures the compliment page lists at once ("Show more" grows it a page at a time). */
const MOST_LISTED = 2000;

/**
 * How many signatures the compliment page lists for its `signatures` query (what "Show more"
 * asks for): a whole number of pages, at least one, at most MOST_LISTED.
 */
export function signaturesListed(query: string | string[] | undefined) {
  const asked = Number(typeof query === "string" ? query : undefined);
  if (!Number.isInteger(asked) || asked <= SIGNATURES_PER_PAGE) return SIGNATURES_PER_PAGE;
  return Math.min(MOST_LISTED, Math.ceil(asked / SIGNATURES_PER_PAGE) * SIGNATURES_PER_PAGE);
}

/** The heading over a group compliment's signatures, on its page and on the printed sheet. */
export const signedBy = (count: number) => (count === 1 ? "1 person signed" : `${count} people signed`);
