// The web process: serves the built Next.js app through a server of its own (README "Layout",
// docs/decisions.md "The web process"). Around Next it
// - appends the real socket address to X-Forwarded-For (Next keeps a client-sent header as it is,
//   which would let anyone pick the address that rate limits see);
// - sends HSTS on every response, files and errors included, when the site is served over https;
// - answers guests' public compliment pages from the shared page cache before Next does any work,
//   and their other first pages (/, /login, an ad) with their scripts after the first paint
//   (page-cache/); lets a guest's public pages be kept for Back and Forward (page-cache/back-forward.ts);
// - refuses server actions this build does not have (unknown-actions.ts);
// - gives every request its id and log line, answers health and metrics, and stops gracefully (ops/).
// What Next's bundle and this server share in one process is lib/server/ (its README says why).
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import path from "node:path";
import next from "next";
import { withDefaults } from "../config/defaults.mjs";
import { stopOnSignal } from "../lib/ops/graceful-stop";
import { strictTransportSecurity } from "../lib/security-headers.mjs";
import { log } from "../lib/server/log";
import { webEnv } from "./env";
import { captureConsole } from "./ops/console";
import { startGate } from "./ops/start-gate";
import { webOps } from "./ops/web-ops";
import { allowBackForward } from "./page-cache/back-forward";
import { publicComplimentPages } from "./page-cache/public-compliment-pages";
import { unknownActions } from "./unknown-actions";

const root = path.resolve(__dirname, "..");
const distDir = path.join(root, ".next");

async function main() {
  // Next's bundle reads its settings from process.env (lib/env.ts): the derived ones go there too.
  Object.assign(process.env, withDefaults(process.env));
  const env = webEnv(process.env, process.argv);
  captureConsole();
  const gate = env.waitForBackend ? startGate({ apiUrl: env.API_URL, appName: env.APP_NAME }) : undefined;
  const hsts = strictTransportSecurity(env.APP_URL);

  const app = next({ dev: env.dev, hostname: env.HOST, port: env.PORT, dir: root });
  const handle = app.getRequestHandler();
  await app.prepare();

  const refuseUnknownAction = env.dev ? () => false : unknownActions(distDir);
  // Its event streams follow the backend: while the gate holds, there is none to follow yet.
  let pages: ReturnType<typeof publicComplimentPages> | undefined;
  const openPages = () =>
    (pages = publicComplimentPages({
      selfUrl: env.selfUrl,
      appUrl: env.APP_URL,
      apiUrl: env.API_URL,
      internalToken: env.INTERNAL_TOKEN,
      authSecret: env.AUTH_SECRET,
      secureCookies: env.secure,
      redisUrl: env.REDIS_URL,
      buildId: readFileSync(path.join(distDir, "BUILD_ID"), "utf8").trim(),
    }));
  if (!env.dev) void (gate ? gate.opened.then(openPages) : openPages());

  const ops = webOps({
    root,
    apiUrl: env.API_URL,
    trustedProxies: env.trustedProxies,
    internalToken: env.INTERNAL_TOKEN,
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
  });
  // A port it cannot have (another process's) stops it: left running, it would serve nothing.
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(env.PORT, env.HOST, () => {
      server.off("error", reject);
      resolve();
    });
  });
  log.info({ port: env.PORT, dev: env.dev }, `Web listening on http://localhost:${env.PORT}${env.dev ? " (dev)" : ""}`);

  // Stops gracefully, then writes the views still queued (page-cache/view-batches.ts) before it exits.
  stopOnSignal(() => ops.shutdown(server, env.graceMs, async () => pages?.close()), env.graceMs + 10_000);
}

main().catch((error: unknown) => {
  log.fatal({ err: error }, "The web server could not start");
  process.exit(1);
});
