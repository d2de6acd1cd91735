import { noControlCharacters } from "./text";
import { z } from "./zod";

/** The longest text a selector searches for; longer than any ad title (160) or business name (120) is pointless. */
export const SEARCH_MAX = 100;

/** How many matches a selector shows at once: one page of a search. */
export const SEARCH_PAGE_SIZE = 20;

/**
 * What a selector's user typed to find an ad or a business: one line, trimmed, at most
 * `SEARCH_MAX` characters; empty matches everything. The API's `search` query reads it.
 */
export const searchTerm = z
  .string()
  .check(noControlCharacters("The search field"))
  .trim()
  .max(SEARCH_MAX, { error: `The search field must not be greater than ${SEARCH_MAX} characters.` });
