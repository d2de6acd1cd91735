/**
 * The backend's wire JSON, named from the generated types of its /v1 OpenAPI document (v1.d.ts,
 * `npm run api:types`): the web writes no wire shape of its own.
 */
import type { components, operations } from "./v1";

/** A named schema of the document (components.schemas), e.g. Schema<"Compliment">. */
export type Schema<Name extends keyof components["schemas"]> = components["schemas"][Name];

type Responses<Op extends keyof operations> = operations[Op]["responses"];
type JsonContent<R> = R extends { content: { "application/json": infer Body } } ? Body : never;

/** The JSON body operation `Op` (its operationId) answers: its success (200, or 201 for a creation) unless `Status` is given. */
export type Answer<Op extends keyof operations, Status extends keyof Responses<Op> = Extract<keyof Responses<Op>, 200 | 201>> = JsonContent<
  Responses<Op>[Status]
>;

/** The paging fields every paginated list answers next to its `data`. */
type PageFields = Pick<Answer<"listCompliments">, "current_page" | "last_page" | "per_page" | "total">;
/** A paginated answer with items of type `Item`, e.g. Page<Schema<"Ad">> for GET /v1/ads?paginated=1. */
export type PageOf<Item> = PageFields & { data: Item[] };
/** The paginated form of an answer that has both (GET /v1/ads answers a page when asked `paginated=1`). */
export type Paged<A> = Extract<A, PageOf<unknown>>;

/** The JSON body operation `Op` takes, for `satisfies` checks where the web sends one. */
export type RequestJson<Op extends keyof operations> = operations[Op] extends {
  requestBody: { content: { "application/json": infer Body } };
}
  ? Body
  : never;
