import { ilike, type Column, type SQL } from "drizzle-orm";
import { searchTerm } from "@/common/validations/search";

export { SEARCH_PAGE_SIZE } from "@/common/validations/search";

/** The `search` query of a list a selector reads: a case-insensitive part of a name; with it the answer is one page. */
export const searchQuery = searchTerm.optional().openapi({
  description: "Only items whose name contains this text, in any case; the answer is then one page (default 20, see `limit`).",
  example: "bike",
});

/** `%`, `_` and `\` match themselves: what is typed is searched for as it is. */
const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Rows where `column` contains `text` in any case; no condition for an empty text. */
export const containsText = (text: string | undefined, column: Column): SQL | undefined =>
  text ? ilike(column, containsPattern(text)) : undefined;
