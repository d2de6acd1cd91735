import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { serving } from "./page-cache/test-network";
import { ACTIONS_MANIFEST, unknownActions } from "./unknown-actions";

it("refuses an action id the build does not have with 404 and Next's reload header, and lets the build's own through", async () => {
  const distDir = mkdtempSync(path.join(tmpdir(), "actions-"));
  mkdirSync(path.join(distDir, "server"));
  writeFileSync(
    path.join(distDir, ACTIONS_MANIFEST),
    JSON.stringify({ node: { "00ab": { workers: {} } }, edge: {}, encryptionKey: "a2V5" }),
  );
  const refuse = unknownActions(distDir);
  const server = await serving(async (req, res) => refuse(req, res));
  const call = (id?: string) => fetch(server.url, { method: "POST", headers: id ? { "next-action": id } : {} });

  const unknown = await call("7f00");
  expect(unknown.status).toBe(404);
  expect(unknown.headers.get("x-nextjs-action-not-found")).toBe("1");
  expect(unknown.headers.get("x-content-type-options")).toBe("nosniff");
  expect((await call("00ab")).status).toBe(418);
  expect((await call()).status).toBe(418);
  expect((await call("0")).status).toBe(404);
  await server.close();
});
