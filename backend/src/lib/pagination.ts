import { z } from "@hono/zod-openapi";
import { ok, okSchema } from "./envelope";

const MAX_PAGE = 1_000_000;
const MAX_LIMIT = 50;

/**
 * A whole number in a query string, with Laravel's messages, one per field; it can never reach
 * SQL as NaN or out of range. Numbers beyond 2^53 are not integers to JavaScript, nor to PHP.
 */
export const integerQuery = (field: string, min: number, max: number) => {
  const name = field.replace(/_/g, " ");
  return z.coerce
    .number({ error: `The ${name} field must be an integer.` })
    .int({ error: `The ${name} field must be an integer.`, abort: true })
    .min(min, { error: `The ${name} field must be at least ${min}.` })
    .max(max, { error: `The ${name} field must not be greater than ${max}.` });
};

/** Query fields of a paginated list: `page`, and `limit` with `per_page` as its alias. */
export const paginationQuery = {
  page: integerQuery("page", 1, MAX_PAGE).optional().openapi({ example: 1 }),
  limit: integerQuery("limit", 1, MAX_LIMIT).optional().openapi({ description: "Page size." }),
  per_page: integerQuery("per_page", 1, MAX_LIMIT).optional().openapi({ description: "Alias of limit." }),
};

/** A page by its number, and the item the client holds next to it when it sends one (see keyset.ts). */
export type PageRequest = { page: number; perPage: number; offset: number; before?: number; after?: number };

export function pageRequest(
  query: { page?: number; limit?: number; per_page?: number; before?: number; after?: number },
  defaultLimit: number,
): PageRequest {
  const page = query.page ?? 1;
  const perPage = query.limit ?? query.per_page ?? defaultLimit;
  return { page, perPage, offset: (page - 1) * perPage, before: query.before, after: query.after };
}

/** Laravel's paginator fields; an empty list still has one (empty) page. */
export const pageFields = ({ page, perPage }: PageRequest, total: number) => ({
  current_page: page,
  last_page: Math.max(1, Math.ceil(total / perPage)),
  per_page: perPage,
  total,
});

/** One page of a list: `ok`'s envelope with the paginator fields. */
export const paginated = <T>(message: string, data: T[], request: PageRequest, total: number) => ({
  ...ok(message, data),
  ...pageFields(request, total),
});

export const pageFieldsSchema = {
  current_page: z.number().int(),
  last_page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
};

export const paginatedSchema = <T extends z.ZodType>(item: T) => okSchema(z.array(item)).extend(pageFieldsSchema);
