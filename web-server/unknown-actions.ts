import { readFileSync } from "node:fs";
import path from "node:path";
import type { IncomingMessage, ServerResponse } from "node:http";
import { securityHeaderFields } from "../lib/security-headers.mjs";

/** Where a build lists its server actions, by runtime (framework-contracts.test.ts checks the shape). */
export const ACTIONS_MANIFEST = "server/server-reference-manifest.json";
/** The header Next answers a missing action with, which makes a page of an older build reload. */
export const ACTION_NOT_FOUND_HEADER = "x-nextjs-action-not-found";
/** The manifest's entries that hold action ids; beside them it keeps its `encryptionKey`. */
export const ACTION_RUNTIMES = ["node", "edge"] as const;

/**
 * Refuses a call of a server action this build does not have (a forged or stale `Next-Action`
 * header) with 404 before Next sees it: Next answers one with 409 (400 for an id of the wrong shape) and logs it as an error, so
 * anyone could fill the error log. The ids are the build's, from its server reference manifest.
 * The answer carries Next's own header for a missing action, so a page of an older build reloads.
 */
export function unknownActions(distDir: string) {
  const manifest = JSON.parse(readFileSync(path.join(distDir, ACTIONS_MANIFEST), "utf8")) as Record<string, Record<string, unknown>>;
  const known = new Set(ACTION_RUNTIMES.flatMap((runtime) => Object.keys(manifest[runtime] ?? {})));
  return function refuse(req: IncomingMessage, res: ServerResponse): boolean {
    const id = req.headers["next-action"];
    if (id === undefined || (typeof id === "string" && known.has(id))) return false;
    res.writeHead(404, {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "no-store",
      [ACTION_NOT_FOUND_HEADER]: "1",
      ...securityHeaderFields,
    });
    res.end("Server action not found.");
    return true;
  };
}
