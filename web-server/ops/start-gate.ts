import type { IncomingMessage, ServerResponse } from "node:http";
import { log } from "../../lib/server/log";

/** How often the backend is asked whether it answers yet, and how long one try may take. */
const POLL_MS = 250;
const TRY_MS = 1000;
/** What the "Starting…" page asks browsers and scripts to wait before they try again, in seconds. */
export const RETRY_AFTER_SECONDS = 2;

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The request's own path and query, for Retry: never another site's address (`//host`, `/\\host`). */
function samePlace(url: string) {
  const parsed = new URL(url, "http://self.invalid");
  return parsed.host === "self.invalid" ? parsed.pathname.replace(/^\/+/, "/") + parsed.search : "/";
}

/** The page shown while the backend starts: what is going on, and a Retry that asks for the same address again. */
export function startingPage(appName: string, url: string) {
  const name = escape(appName);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Starting… – ${name}</title>
<style>
body { margin: 0; font-family: system-ui, sans-serif; background: #fafaf9; color: #1c1917; }
main { max-width: 32rem; margin: 15vh auto 0; padding: 0 1.5rem; line-height: 1.5; }
h1 { font-size: 1.5rem; margin: 0 0 0.5rem; }
a { display: inline-block; margin-top: 1rem; padding: 0.5rem 1rem; border-radius: 0.375rem; background: #0f766e; color: #fff; font-weight: 600; text-decoration: none; }
a:focus-visible { outline: 3px solid #1c1917; outline-offset: 2px; }
</style>
</head>
<body>
<main>
<h1>Starting…</h1>
<p>${name} is starting up. This takes a few seconds.</p>
<a href="${escape(samePlace(url))}">Retry</a>
</main>
</body>
</html>
`;
}

export type StartGate = {
  /** Resolves once the backend has answered its health check. */
  readonly opened: Promise<void>;
  /** Answers the request with the "Starting…" page (503, Retry-After) while the backend is not up yet; false once it is. */
  hold(req: IncomingMessage, res: ServerResponse): boolean;
};

/**
 * Holds the web's pages until the backend answers (`npm start` runs both at once, and the backend's
 * migrations and demo data take longer than the web takes to listen): until then every request is
 * answered with a short "Starting…" page, status 503 and Retry-After, instead of a page that says
 * the server is down and logs the failed calls. Once open it stays open: a backend that goes away
 * later is the pages' own business (they say so and offer Retry).
 */
export function startGate({ apiUrl, appName }: { apiUrl: string; appName: string }): StartGate {
  let open = false;
  const opened = (async () => {
    for (;;) {
      try {
        const res = await fetch(`${apiUrl}/v1/health`, { signal: AbortSignal.timeout(TRY_MS) });
        await res.arrayBuffer();
        if (res.status === 200) break;
      } catch {
        // Not listening yet.
      }
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
    open = true;
    log.info({ apiUrl }, "The API answers: pages are served");
  })();
  return {
    opened,
    hold(req, res) {
      if (open) return false;
      const page = startingPage(appName, req.url ?? "/");
      res.writeHead(503, {
        "Content-Type": "text/html; charset=utf-8",
        "Cache-Control": "no-store",
        "Retry-After": String(RETRY_AFTER_SECONDS),
      });
      res.end(req.method === "HEAD" ? undefined : page);
      return true;
    },
  };
}
