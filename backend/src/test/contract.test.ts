import { contractChecker, type OpenApiDocument } from "./contract";

const envelope = (data: Record<string, unknown>) => ({
  type: "object",
  properties: { success: { type: "boolean" }, data },
  required: ["success", "data"],
});
const json = (schema: Record<string, unknown>) => ({ content: { "application/json": { schema } } });

const document: OpenApiDocument = {
  components: {
    schemas: {
      Person: { type: "object", properties: { id: { type: "integer" }, name: { type: "string" } }, required: ["id", "name"] },
      Customer: {
        allOf: [{ $ref: "#/components/schemas/Person" }, { type: "object", properties: { code: { type: ["string", "null"] } } }],
      },
    },
  },
  paths: {
    "/compliments/{id}": {
      get: {
        responses: {
          200: json(envelope({ $ref: "#/components/schemas/Customer" })),
          404: json({ type: "object", properties: { message: { type: "string" } } }),
        },
      },
    },
    "/compliments/conversations": { get: { responses: { 200: json(envelope({ type: "array" })) } } },
    "/coupons/pdf": { get: { responses: { 200: { content: { "application/pdf": {} } } } } },
  },
};

const check = contractChecker(document);
const answer = (status: number, body: unknown, path = "/v1/compliments/7") => ({
  method: "GET",
  path,
  status,
  contentType: "application/json; charset=UTF-8",
  text: JSON.stringify(body),
});

it("passes an answer its operation declares, with its status and shape", () => {
  expect(check(answer(200, { success: true, data: { id: 7, name: "Ada", code: null } }))).toBeUndefined();
  expect(check(answer(404, { message: "Not found." }))).toBeUndefined();
});

it("reports a field of the wrong type with its JSON path", () => {
  expect(check(answer(200, { success: true, data: { id: "7", name: "Ada", code: null } }))).toBe(
    "GET /compliments/{id} answered 200 with a body its contract does not describe (request GET /v1/compliments/7):\n" +
      "  /data/id: must be integer",
  );
});

it("reports a missing field and a field the contract does not describe, through $ref and allOf", () => {
  const problem = check(answer(200, { success: true, data: { id: 7, name: "Ada", codes: [] } }));
  expect(problem).toContain('/data: has "codes", which the contract does not describe');
  expect(problem).not.toContain('has "name"');
  expect(check(answer(200, { success: true, data: { id: 7 } }))).toContain("/data: must have required property 'name'");
});

it("reports a status the operation does not declare", () => {
  expect(check(answer(409, { message: "Conflict." }))).toBe(
    "GET /compliments/{id} answered 409, which its contract does not declare (declared: 200, 404; request GET /v1/compliments/7).",
  );
});

it("matches the most literal template, and lets unknown paths answer 404", () => {
  expect(check(answer(200, { success: true, data: [] }, "/v1/compliments/conversations"))).toBeUndefined();
  expect(check(answer(404, { success: false }, "/v1/nothing/here"))).toBeUndefined();
  expect(check(answer(200, {}, "/v1/nothing/here"))).toMatch(/has no operation for it/);
  expect(check(answer(200, {}, "/storage/a.webp"))).toBeUndefined();
});

it("checks only the content type of an answer that is not JSON", () => {
  const pdf = { method: "GET", path: "/v1/coupons/pdf", status: 200 };
  expect(check({ ...pdf, contentType: "application/pdf" })).toBeUndefined();
  expect(check({ ...pdf, contentType: "text/html" })).toMatch(/as text\/html, but its contract declares application\/pdf/);
});

it("reports a JSON answer whose body is not JSON", () => {
  expect(check({ ...answer(404, {}), text: "<html>" })).toMatch(/its body is not JSON/);
});
