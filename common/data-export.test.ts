import { readFileSync } from "node:fs";
import { join } from "node:path";
import { dataExportJsonSchema } from "./data-export";

test("common/data-export.schema.json is the zod schema's JSON Schema (npm run schema:data-export writes it)", () => {
  const kept = JSON.parse(readFileSync(join(__dirname, "data-export.schema.json"), "utf8"));
  expect(kept).toEqual(dataExportJsonSchema());
});
