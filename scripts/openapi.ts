// `npm run lint:api`: `tsx scripts/openapi.ts --check` writes the /v1 OpenAPI document as the
// backend serves it and lints it with Redocly's recommended rules (redocly.yaml); any error or
// warning not explained in .redocly.lint-ignore.yaml fails. `tsx scripts/openapi.ts <file>` only
// writes the document to <file>.
import { execFileSync } from "node:child_process";
import path from "node:path";
import { writeOpenApiDocument } from "./lib/openapi-document";

/** Fixed, because the ignore file names the document by its path. */
const LINTED = "node_modules/.cache/openapi/v1.json";

type Totals = { errors: number; warnings: number; ignored: number };

function lint(file: string): Totals {
  const redocly = path.join("node_modules", ".bin", "redocly");
  const env = { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" };
  const run = (format: string) =>
    execFileSync(redocly, ["lint", file, "--format", format, "--max-problems", "1000"], {
      env,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "pipe"],
    });
  let json: string;
  try {
    json = run("json");
  } catch (error) {
    json = (error as { stdout?: string }).stdout ?? ""; // exit code 1 on errors; the report is still on stdout
  }
  const { totals } = JSON.parse(json) as { totals: Totals };
  if (totals.errors + totals.warnings > 0) {
    try {
      console.error(run("stylish"));
    } catch (error) {
      console.error((error as { stdout?: string }).stdout);
    }
  }
  return totals;
}

async function main() {
  const [arg] = process.argv.slice(2);
  if (arg && arg !== "--check") {
    await writeOpenApiDocument(arg);
    console.log(`Wrote ${arg}`);
    return;
  }
  await writeOpenApiDocument(LINTED);
  const { errors, warnings, ignored } = lint(LINTED);
  console.log(`redocly lint (recommended) on /v1/openapi.json: ${errors} errors, ${warnings} warnings, ${ignored} ignored with a reason.`);
  if (errors + warnings > 0) process.exit(1);
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
