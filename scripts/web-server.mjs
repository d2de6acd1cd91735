// Serves the built Next.js app. A custom server so that X-Forwarded-For always ends with the real
// socket address (Next keeps a client-sent header as it is, which would let anyone pick the
// address that rate limits see); so that every response, files and errors included, carries
// HSTS when the app is served over https; and so that guests' public compliment pages come from
// the shared page cache before Next does any work, and their other first pages (/, /login, an ad)
// load their scripts after the page (lib/page-cache), and a guest's public pages may be
// kept for Back and Forward (lib/page-cache/back-forward.ts). Request ids, the log line per
// request, health, metrics and the graceful stop are lib/server/web-ops.ts.
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import { fileURLToPath } from "node:url";
import next from "next";
import { tsImport } from "tsx/esm/api";
import { defaults, withDefaults } from "../config/defaults.mjs";

Object.assign(process.env, withDefaults(process.env));
const port = Number(process.env.PORT);
const hostname = process.env.HOST;
const dev = process.argv.includes("--dev");
// `npm start` runs the backend beside this server: pages wait for it (lib/server/start-gate.ts).
const waitForBackend = process.argv.includes("--wait-for-backend");
const appUrl = process.env.APP_URL;
const hsts = appUrl.startsWith("https:") ? "max-age=31536000; includeSubDomains" : undefined;

const { log, captureConsole } = await tsImport("../lib/server/log.ts", import.meta.url);
captureConsole();
const { webOps } = await tsImport("../lib/server/web-ops.ts", import.meta.url);
const { addressSet } = await tsImport("../lib/address-set.ts", import.meta.url);
const { startGate } = await tsImport("../lib/server/start-gate.ts", import.meta.url);
const gate = waitForBackend ? startGate({ apiUrl: process.env.API_URL, appName: process.env.APP_NAME }) : undefined;

const app = next({ dev, hostname, port });
const handle = app.getRequestHandler();
await app.prepare();

const { publicComplimentPages } = await tsImport("../lib/page-cache/public-compliment-pages.ts", import.meta.url);
const { allowBackForward } = await tsImport("../lib/page-cache/back-forward.ts", import.meta.url);
const { unknownActions } = await tsImport("../lib/unknown-actions.ts", import.meta.url);
const refuseUnknownAction = dev ? () => false : unknownActions(new URL("../.next/", import.meta.url));
const selfHost = ["0.0.0.0", "::"].includes(hostname) ? "127.0.0.1" : hostname;
// Its event streams follow the backend: while the gate holds, there is none to follow yet.
let pages;
const openPages = () =>
  (pages = publicComplimentPages({
    selfUrl: `http://${selfHost.includes(":") ? `[${selfHost}]` : selfHost}:${port}`,
    appUrl,
    apiUrl: process.env.API_URL,
    internalToken: process.env.INTERNAL_TOKEN || undefined,
    authSecret: process.env.AUTH_SECRET ?? "",
    secureCookies: appUrl.startsWith("https:"),
    redisUrl: process.env.REDIS_URL || undefined,
    buildId: readFileSync(new URL("../.next/BUILD_ID", import.meta.url), "utf8").trim(),
  }));
if (!dev) void (gate ? gate.opened.then(openPages) : openPages());

const ops = webOps({
  root: fileURLToPath(new URL("..", import.meta.url)),
  apiUrl: process.env.API_URL,
  trustedProxies: addressSet(process.env.TRUSTED_PROXIES ?? ""),
  internalToken: process.env.INTERNAL_TOKEN || undefined,
  eventsLive: () => pages?.live,
});

const server = createServer((req, res) => {
  if (hsts) res.setHeader("Strict-Transport-Security", hsts);
  const fill = pages?.isFill(req) ?? false;
  return ops.serve(req, res, fill, async () => {
    if (gate?.hold(req, res)) return;
    if (!fill) {
      const prior = req.headers["x-forwarded-for"];
      const address = req.socket.remoteAddress ?? "";
      req.headers["x-forwarded-for"] = prior ? `${prior}, ${address}` : address;
      try {
        if (await pages?.serve(req, res)) return;
      } catch (error) {
        log.error({ err: error }, "Page cache failed; Next answers instead");
      }
    }
    if (refuseUnknownAction(req, res)) return;
    allowBackForward(req, res);
    return handle(req, res);
  });
}).listen(port, hostname, () => log.info({ port, dev }, `Web listening on http://localhost:${port}${dev ? " (dev)" : ""}`));

// Stops gracefully (lib/server/web-ops.ts), then writes the views still queued
// (lib/page-cache/view-batches.ts) before it exits.
const graceMs = Number(process.env.SHUTDOWN_GRACE_SECONDS || defaults.SHUTDOWN_GRACE_SECONDS) * 1000;
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.once(signal, async () => {
    // Should the last writes hang, the process still ends.
    setTimeout(() => process.exit(0), graceMs + 10_000).unref();
    await ops.shutdown(server, graceMs, async () => pages?.close());
    process.exit(0);
  });
}
