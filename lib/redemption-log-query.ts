import { redemptionLogFilterFields, redemptionLogFilterSchema, type RedemptionLogFilter } from "@/common/validations/business";

/**
 * The redemption log's filter as the business page's address carries it (`?from=&to=&code=&page=`),
 * for the page's links, the CSV's link and the filter form alike.
 */
export function logQuery(filter: RedemptionLogFilter, page = 1): string {
  const entries = Object.entries({ ...filter, page: page > 1 ? String(page) : "" }).filter((e): e is [string, string] => Boolean(e[1]));
  return new URLSearchParams(entries).toString();
}

/**
 * The filter an address asks for: each field kept only when it is one the log takes (a hand-made
 * address never makes the page fail), and a last day before the first dropped.
 */
export function logFilterOf(params: Record<string, string | string[] | undefined>): RedemptionLogFilter {
  const field = (name: keyof typeof redemptionLogFilterFields) => {
    const value = params[name];
    return typeof value === "string" && redemptionLogFilterFields[name].safeParse(value).success && value ? value : undefined;
  };
  const filter = { from: field("from"), to: field("to"), code: field("code") };
  return redemptionLogFilterSchema.safeParse(filter).success ? filter : { ...filter, to: undefined };
}

export const isFiltered = (filter: RedemptionLogFilter) => Boolean(filter.from || filter.to || filter.code);
