/**
 * Writes common/data-export.schema.json, the JSON Schema of Download my data's data.json, from its
 * zod schema (common/data-export.ts). common/data-export.test.ts fails while the file is stale.
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { format, resolveConfig } from "prettier";
import { dataExportJsonSchema } from "../common/data-export";

const SCHEMA_FILE = join(__dirname, "../common/data-export.schema.json");

// Written as prettier would leave it (with the repository's settings), so the format check passes.
void resolveConfig(SCHEMA_FILE)
  .then((options) => format(JSON.stringify(dataExportJsonSchema()), { ...options, parser: "json", filepath: SCHEMA_FILE }))
  .then((text) => writeFileSync(SCHEMA_FILE, text));
