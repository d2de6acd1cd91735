// The /v1 OpenAPI document exactly as the backend serves it at /v1/openapi.json, built in-process
// from createApp. Used by `npm run lint:api` (scripts/openapi.ts) and the wire-type generator.
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { createApp } from "../../backend/src/app";
import type { Db } from "../../backend/src/db/client";
import { loadEnv } from "../../backend/src/env";
import { createMemoryMailer } from "../../backend/src/lib/mailer";

/** Serving the document reads no table; any use of this database is a bug and says so. */
const noDatabase = new Proxy({} as Db, {
  get(_, property) {
    throw new Error(`The OpenAPI document needs no database (db.${String(property)} was used).`);
  },
});

/** The served document, with the server URL from API_URL (or its default), as main.ts configures it. */
export async function openApiDocument(): Promise<Record<string, unknown>> {
  const app = createApp({ db: noDatabase, mailer: createMemoryMailer(), config: { apiUrl: loadEnv().API_URL } });
  const response = await app.request("/v1/openapi.json");
  if (!response.ok) throw new Error(`GET /v1/openapi.json answered ${response.status}: ${await response.text()}`);
  return response.json();
}

/** Writes the served document to `file` as pretty-printed JSON (creating its folder). */
export async function writeOpenApiDocument(file: string): Promise<void> {
  await mkdir(path.dirname(path.resolve(file)), { recursive: true });
  await writeFile(file, `${JSON.stringify(await openApiDocument(), null, 2)}\n`);
}
