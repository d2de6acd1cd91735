import Ajv2020, { type ErrorObject, type ValidateFunction } from "ajv/dist/2020";
import addFormats from "ajv-formats";

/**
 * Checks answers against the published OpenAPI 3.1 document: the operation is found by method and
 * path template, the status must be one it declares, the content type one declared for that status,
 * and a JSON body must match that response's schema. Objects are read as closed, so a field the
 * document does not describe is reported like a missing one: either way the handler has drifted.
 */

type Schema = Record<string, unknown>;
type Response = { content?: Record<string, { schema?: Schema }> };
type Operation = { responses?: Record<string, Response> };
export type OpenApiDocument = { paths: Record<string, Record<string, Operation>>; components?: Record<string, unknown> };

/**
 * What the harness saw: the request's method and path (with the base, e.g. `/v1/...`) and the answer,
 * with its body's text when it is JSON.
 */
export type Answer = { method: string; path: string; status: number; contentType: string | null; text?: string };

const MAX_ERRORS = 5;
const DOCUMENT_ID = "openapi.json";

/** Keywords OpenAPI 3.1 adds to JSON Schema; they describe, they do not constrain. */
const OPENAPI_KEYWORDS = ["example", "discriminator", "xml", "externalDocs"];

/** Paths under `base` that are served but are no operation: the document itself. */
const NOT_OPERATIONS = new Set(["/openapi.json"]);

export function contractChecker(document: OpenApiDocument, { base = "/v1" } = {}) {
  const ajv = new Ajv2020({ allErrors: true, strict: true, strictTypes: false });
  addFormats(ajv);
  ajv.addVocabulary(OPENAPI_KEYWORDS);
  // The whole document is one schema resource, so `#/components/schemas/...` references resolve; only
  // the fragments the responses point at are compiled, so its top-level keys need no meaning.
  for (const key of ["openapi", "info", "servers", "paths", "webhooks", "components", "security", "tags"]) {
    ajv.addKeyword(key);
  }
  ajv.addSchema({ ...closeObjects(document), $id: DOCUMENT_ID });
  const templates = Object.keys(document.paths).map((template) => ({ template, segments: template.split("/") }));
  const validators = new Map<string, ValidateFunction>();

  function validatorFor(pointer: string[]) {
    const ref = `${DOCUMENT_ID}#/${pointer.map((p) => encodeURIComponent(p.replace(/~/g, "~0").replace(/\//g, "~1"))).join("/")}`;
    let validate = validators.get(ref);
    if (!validate) {
      validate = ajv.compile({ $ref: ref });
      validators.set(ref, validate);
    }
    return validate;
  }

  /** The operation's path template for a concrete path: the match with the most literal segments first. */
  function templateOf(method: string, path: string) {
    const segments = path.split("/");
    const matches = templates.filter(
      (t) =>
        document.paths[t.template]?.[method] &&
        t.segments.length === segments.length &&
        t.segments.every((s, i) => (isParameter(s) ? segments[i] !== "" : s === segments[i])),
    );
    const specificity = (t: { segments: string[] }) => t.segments.map((s) => (isParameter(s) ? "0" : "1")).join("");
    return matches.sort((a, b) => specificity(b).localeCompare(specificity(a)))[0]?.template;
  }

  /** Why the answer breaks the contract, or undefined when it keeps it (or is not the contract's to judge). */
  return function check(answer: Answer): string | undefined {
    if (answer.path !== base && !answer.path.startsWith(`${base}/`)) return undefined;
    const path = answer.path.slice(base.length) || "/";
    const method = answer.method.toLowerCase();
    const template = templateOf(method, path);
    const request = `${answer.method.toUpperCase()} ${answer.path}`;
    if (!template) {
      if (answer.status === 404 || NOT_OPERATIONS.has(path)) return undefined;
      return `${request} answered ${answer.status}, but the contract has no operation for it.`;
    }
    const operation = `${answer.method.toUpperCase()} ${template}`;
    const responses = document.paths[template]?.[method]?.responses ?? {};
    const response = responses[String(answer.status)] ?? responses[`${String(answer.status)[0]}XX`] ?? responses.default;
    if (!response) {
      const declared = Object.keys(responses).join(", ");
      return `${operation} answered ${answer.status}, which its contract does not declare (declared: ${declared}; request ${request}).`;
    }
    const types = Object.keys(response.content ?? {});
    if (types.length === 0) return undefined;
    const type = mediaType(answer.contentType);
    if (!types.includes(type)) {
      return `${operation} answered ${answer.status} as ${type || "no content type"}, but its contract declares ${types.join(", ")} (request ${request}).`;
    }
    if (!isJson(type) || !response.content?.[type]?.schema) return undefined;
    let body: unknown;
    try {
      body = JSON.parse(answer.text ?? "");
    } catch {
      return `${operation} answered ${answer.status} as ${type}, but its body is not JSON (request ${request}).`;
    }
    const validate = validatorFor(["paths", template, method, "responses", String(answer.status), "content", type, "schema"]);
    if (validate(body)) return undefined;
    const errors = validate.errors ?? [];
    const listed = errors.slice(0, MAX_ERRORS).map((e) => `  ${describe(e)}`);
    if (errors.length > MAX_ERRORS) listed.push(`  … and ${errors.length - MAX_ERRORS} more`);
    return [`${operation} answered ${answer.status} with a body its contract does not describe (request ${request}):`, ...listed].join(
      "\n",
    );
  };
}

export type ContractChecker = ReturnType<typeof contractChecker>;

/** The media type of a Content-Type header, without parameters: `application/json; charset=UTF-8` → `application/json`. */
export const mediaType = (contentType: string | null) => contentType?.split(";")[0]?.trim().toLowerCase() ?? "";

export const isJson = (type: string) => type === "application/json" || type.endsWith("+json");

const isParameter = (segment: string) => /^\{[^}]+\}$/.test(segment);

function describe(error: ErrorObject) {
  const at = error.instancePath || "(the body)";
  const params = error.params as Record<string, unknown>;
  const name = params.additionalProperty ?? params.unevaluatedProperty;
  if (name !== undefined) return `${at}: has "${String(name)}", which the contract does not describe`;
  if (error.keyword === "enum") return `${at}: ${error.message} ${JSON.stringify(params.allowedValues)}`;
  return `${at}: ${error.message}`;
}

/**
 * A copy of the document in which every schema that stands for a value (a response body, a property,
 * an item) admits no property it does not describe: `unevaluatedProperties: false`, which also sees
 * the properties of its `$ref`, `allOf` and `anyOf` parts. The parts themselves stay open, so
 * `allOf: [Person, { code }]` still admits both.
 */
function closeObjects(document: OpenApiDocument): OpenApiDocument {
  const components = document.components as { schemas?: Record<string, Schema> } | undefined;
  const schemas = Object.fromEntries(Object.entries(components?.schemas ?? {}).map(([name, s]) => [name, closed(s, false)]));
  const paths = mapValues(document.paths, (operations) =>
    mapValues(operations, (operation) => ({
      ...operation,
      responses: mapValues(operation.responses ?? {}, (response) => ({
        ...response,
        content:
          response.content && mapValues(response.content, (media) => ({ ...media, schema: media.schema && closed(media.schema, true) })),
      })),
    })),
  );
  return { ...document, components: { ...components, schemas }, paths };
}

function closed(schema: Schema, isValue: boolean): Schema {
  const copy: Schema = { ...schema };
  const values = (v: unknown) => (isSchema(v) ? closed(v, true) : v);
  const parts = (v: unknown) => (Array.isArray(v) ? v.map((p) => (isSchema(p) ? closed(p, false) : p)) : v);
  if (isSchema(copy.properties)) copy.properties = mapValues(copy.properties, values);
  if (isSchema(copy.additionalProperties)) copy.additionalProperties = values(copy.additionalProperties);
  if (copy.items !== undefined) copy.items = values(copy.items);
  if (Array.isArray(copy.prefixItems)) copy.prefixItems = copy.prefixItems.map(values);
  for (const key of ["allOf", "anyOf", "oneOf"]) if (copy[key] !== undefined) copy[key] = parts(copy[key]);
  const mayBeObject = copy.type === undefined || [copy.type].flat().includes("object");
  if (isValue && mayBeObject && !("additionalProperties" in copy) && !("unevaluatedProperties" in copy)) copy.unevaluatedProperties = false;
  return copy;
}

const isSchema = (v: unknown): v is Schema => typeof v === "object" && v !== null && !Array.isArray(v);

const mapValues = <T, U>(record: Record<string, T>, f: (value: T) => U): Record<string, U> =>
  Object.fromEntries(Object.entries(record).map(([k, v]) => [k, f(v)]));
