import Ajv2020 from "ajv/dist/2020";
import addFormats from "ajv-formats";
import { openApiDocument } from "@/scripts/lib/openapi-document";

/**
 * What every operation of the served /v1 document must carry, beyond what `npm run lint:api` (Redocly)
 * checks: a client generator names its functions after operationIds, and a client needs to know which
 * calls take a token and which failures they answer.
 */

type MediaType = { schema?: object; example?: unknown };
type Operation = {
  operationId?: string;
  summary?: string;
  tags?: string[];
  security?: Array<Record<string, string[]>>;
  requestBody?: { content: Record<string, MediaType> };
  responses: Record<string, unknown>;
};
type Document = { paths: Record<string, Record<string, Operation>>; components?: object };

/** Paths whose bodies have their own, larger limit (app.ts OWN_BODY_LIMIT) and answer an oversized one differently. */
const OWN_BODY_LIMIT = new Set(["/users/profile"]);
const VERBS =
  /^(get|list|create|update|delete|claim|reply|send|toggle|register|log|resend|verify|request|reset|download|count|check|redeem|undo|add|remove|export|open|block|unblock)[A-Z]/;

let document: Document;
let operations: Array<{ name: string; path: string; operation: Operation }>;

beforeAll(async () => {
  document = (await openApiDocument()) as Document;
  operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ name: `${method.toUpperCase()} ${path}`, path, operation })),
  );
});

it("documents every operation the API serves", () => {
  expect(operations.length).toBeGreaterThanOrEqual(44);
});

it("gives every operation a unique verb-first camelCase operationId, a one-line summary and tags", () => {
  const problems = operations.flatMap(({ name, operation: { operationId, summary, tags } }) => [
    ...(operationId && VERBS.test(operationId) && /^[a-z][A-Za-z]*$/.test(operationId) ? [] : [`${name}: operationId ${operationId}`]),
    ...(summary?.trim() && !summary.includes("\n") ? [] : [`${name}: summary`]),
    ...(tags?.length ? [] : [`${name}: tags`]),
  ]);
  expect(problems).toEqual([]);
  const ids = operations.map(({ operation }) => operation.operationId);
  expect(new Set(ids).size).toBe(ids.length);
});

it("declares each operation's security, and 401 wherever a token is required", () => {
  const problems = operations.flatMap(({ name, operation: { security, responses } }) => {
    if (!security) return [`${name}: no security`];
    const required = security.length > 0 && security.every((requirement) => "bearerAuth" in requirement);
    return required && !responses["401"] ? [`${name}: bearer security without 401`] : [];
  });
  expect(problems).toEqual([]);
});

it("declares 400 (does not parse), 415 (not of its type) and 413 (over the common size limit) for every body", () => {
  const withBody = operations.filter(({ operation }) => operation.requestBody);
  expect(withBody.length).toBeGreaterThanOrEqual(13);
  const problems = withBody.flatMap(({ name, path, operation: { responses } }) => [
    ...(responses["400"] ? [] : [`${name}: 400`]),
    ...(responses["415"] ? [] : [`${name}: 415`]),
    ...(responses["413"] || OWN_BODY_LIMIT.has(path) ? [] : [`${name}: 413`]),
  ]);
  expect(problems).toEqual([]);
});

it("gives every request body an example that its own schema accepts", () => {
  const ajv = new Ajv2020({ strict: false });
  addFormats(ajv);
  ajv.addSchema({ $id: "doc", components: document.components });
  const problems = operations.flatMap(({ name, operation: { requestBody } }) =>
    Object.entries(requestBody?.content ?? {}).flatMap(([type, { schema, example }]) => {
      if (example === undefined) return [`${name} ${type}: no example`];
      const resolved = JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"doc#/components/'));
      const validate = ajv.compile(resolved);
      return validate(example) ? [] : [`${name} ${type}: ${ajv.errorsText(validate.errors)}`];
    }),
  );
  expect(problems).toEqual([]);
});
