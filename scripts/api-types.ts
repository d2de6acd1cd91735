// `npm run api:types`: writes the web's wire types (lib/api/v1.d.ts) from the /v1 OpenAPI document the
// backend serves, built in-process. `--check` (in `npm test`) writes nothing and fails when the
// committed file differs from what the backend's contract gives now.
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import openapiTS, { astToString, type OpenAPI3 } from "openapi-typescript";
import prettier from "prettier";
import { openApiDocument } from "./lib/openapi-document";

const TYPES_FILE = path.join(__dirname, "..", "lib", "api", "v1.d.ts");

const HEADER = `/**
 * GENERATED from the backend's /v1 OpenAPI document (GET /v1/openapi.json) by openapi-typescript: do not edit.
 * Regenerate with \`npm run api:types\`; \`npm test\` fails (api:types:check) while this file is out of date.
 */
`;

/** The types file as the current backend's document gives it, formatted as the repository formats TypeScript. */
async function generate(): Promise<string> {
  const ast = await openapiTS((await openApiDocument()) as unknown as OpenAPI3);
  const options = await prettier.resolveConfig(TYPES_FILE);
  return prettier.format(HEADER + astToString(ast), { ...options, filepath: TYPES_FILE });
}

async function main() {
  const fresh = await generate();
  const relative = path.relative(process.cwd(), TYPES_FILE);
  if (!process.argv.includes("--check")) {
    await writeFile(TYPES_FILE, fresh);
    console.log(`Wrote ${relative}.`);
    return;
  }
  const committed = await readFile(TYPES_FILE, "utf8").catch(() => "");
  if (committed === fresh) {
    console.log(`${relative} matches the backend's OpenAPI document.`);
    return;
  }
  console.error(
    `${relative} is out of date with the backend's OpenAPI document.\nRun \`npm run api:types\`, fix what tsc then reports, and commit.`,
  );
  process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
