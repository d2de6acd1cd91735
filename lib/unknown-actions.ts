import { readFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { staticSecurityHeaders } from "./security-headers.mjs";

const MANIFEST = "server/server-reference-manifest.json";

/**
 * Refuses a call of a server action this build does not have (a forged or stale `Next-Action`
 * header) with 404 before Next sees it: Next answers one with 409 (400 for an id of the wrong shape) and logs it as an error, so
 * anyone could fill the error log. The ids are the build's, from its server reference manifest.
 * The answer carries Next's own header for a missing action, so a page of an older build reloads.
 */
export function unknownActions(distDir: URL) {
  const manifest = JSON.parse(readFileSync(new URL(MANIFEST, distDir), "utf8")) as Record<string, Record<string, unknown>>;
  const known = new Set(Object.values(manifest).flatMap((runtime) => Object.keys(runtime)));
  return function refuse(req: IncomingMessage, res: ServerResponse): boolean {
    const id = req.headers["next-action"];
    if (id === undefined || (typeof id === "string" && known.has(id))) return false;
    res.writeHead(404, {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "no-store",
      "x-nextjs-action-not-found": "1",
      ...Object.fromEntries(staticSecurityHeaders.map(({ key, value }) => [key, value])),
    });
    res.end("Server action not found.");
    return true;
  };
}
