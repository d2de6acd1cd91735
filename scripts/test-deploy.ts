// `npm run test:deploy`: the app as deploy/nginx/compliments.conf deploys it. One backend and two web
// processes on a fresh PostgreSQL database and Redis, Debian's nginx on loopback in front of the webs
// with a throwaway self-signed certificate (its own prefix in a temporary directory, run as the
// current user, in its own process group), APP_URL = https://localhost:<nginx's port>. Everything is
// then checked through nginx, from chosen loopback source addresses (Linux routes all of 127/8 to lo),
// as browsers at different addresses: pages over HTTP/2, request ids, sign-in, a pushed chat message
// on the event stream, per-address rate limits, /internal/* in every spelling, and every link of the
// mails the run produces. One line per check and a summary; exits 1 on any failure.
//
// Settings: NGINX_PATH (default /usr/sbin/nginx), SCALE_POSTGRES_URL (admin connection, as test:scale),
// REDIS_URL (default redis://127.0.0.1:6379), CHROMIUM_PATH, E2E_VERBOSE=1 for the servers' output.
import { spawn, spawnSync } from "node:child_process";
import { randomBytes, randomInt } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import http from "node:http";
import http2 from "node:http2";
import https from "node:https";
import net from "node:net";
import { tmpdir, userInfo } from "node:os";
import path from "node:path";
import tls from "node:tls";
import { constants, createGunzip } from "node:zlib";
import { chromium } from "playwright-core";
import { chromiumArgs, chromiumPath } from "./lib/chromium";
import { freshDatabase, seedDatabase, withClient } from "./lib/postgres";
import { freePort, root, startProcess, startWebServer, stopProcess, waitForUrl } from "./lib/processes";
import { SECURE_SESSION_COOKIE } from "../lib/auth/session-cookie";
import { assert, check, CheckFailed, phase, phases, summarise } from "./lib/checks";

const nginxPath = process.env.NGINX_PATH || "/usr/sbin/nginx";
const redisUrl = process.env.REDIS_URL || "redis://127.0.0.1:6379";
/** How soon a message sent must reach the open event stream through nginx. */
const PUSH_MS = 1500;
/** The eight spellings of issue 28, then more that nginx or the web could read as /internal. */
const INTERNAL_SPELLINGS = [
  "/internal/metrics",
  "/v1/../internal/metrics",
  "/%69nternal/metrics",
  "//internal/metrics",
  "/api/../internal/metrics",
  "/api/%2e%2e/internal/metrics",
  "/internal//metrics",
  "/./internal/metrics",
  "/INTERNAL/metrics",
  "/internal%2Fmetrics",
  "/%2Finternal/metrics",
  "/api/v1/%2E%2E/%2e%2e/internal/metrics",
  "/internal\\metrics",
  "/internal",
  "/internal/compliment-events",
  "/internal/user-events?x=1",
];

// ---- Checks --------------------------------------------------------------------------------------

const cleanups: Array<() => Promise<unknown>> = [];
let cleaning: Promise<void> | undefined;
function cleanUp() {
  cleaning ??= (async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch((error) => console.error("cleanup:", error));
  })();
  return cleaning;
}
// An error no check caught still stops what the run started.
process.once("uncaughtException", (error) => {
  console.error(error);
  void cleanUp().then(() => process.exit(1));
});
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping nginx and the app, dropping the database…`);
    void cleanUp().then(() => process.exit(130));
  });
}

// ---- Clients through nginx -----------------------------------------------------------------------

/** A fresh loopback address other than 127.0.0.1 (nginx's own hop): each run's browsers are new to the rate limits in Redis. */
const loopbackAddress = () => `127.${randomInt(1, 255)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: string; protocol: string };
type Ask = { address: string; method?: string; headers?: Record<string, string>; body?: string };

type Front = { port: number; httpPort: number; origin: string; ca: string };

/** One HTTP/1.1 request to nginx, its path sent exactly as written (as `curl --path-as-is` would). */
function h1(front: Front, rawPath: string, ask: Ask): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = https.request(
      {
        host: "127.0.0.1",
        port: front.port,
        servername: "localhost",
        ca: front.ca,
        localAddress: ask.address,
        method: ask.method ?? "GET",
        path: rawPath,
        headers: { Host: `localhost:${front.port}`, ...ask.headers },
        agent: false,
        timeout: 10_000,
      },
      (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (body += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body, protocol: `HTTP/${res.httpVersion}` }));
      },
    );
    req.on("timeout", () => req.destroy(new Error(`${rawPath}: no answer within 10 s`)));
    req.on("error", reject);
    req.end(ask.body);
  });
}

/** A TLS connection to nginx from `address`, offering HTTP/2 only, for an HTTP/2 session. */
function h2Session(front: Front, address: string) {
  return http2.connect(front.origin, {
    createConnection: () =>
      tls.connect({
        socket: net.connect({ host: "127.0.0.1", port: front.port, localAddress: address }),
        servername: "localhost",
        ca: front.ca,
        ALPNProtocols: ["h2"],
      }),
  });
}

/** One HTTP/2 request on a new session; the answer's protocol is what ALPN agreed. */
function h2(front: Front, rawPath: string, ask: Ask): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const session = h2Session(front, ask.address);
    session.on("error", reject);
    const stream = session.request({ ":method": ask.method ?? "GET", ":path": rawPath, ...ask.headers });
    stream.setTimeout(10_000, () => stream.close(http2.constants.NGHTTP2_CANCEL));
    let headers: http2.IncomingHttpHeaders = {};
    let body = "";
    stream.on("response", (h) => (headers = h));
    stream.setEncoding("utf8");
    stream.on("data", (chunk: string) => (body += chunk));
    stream.on("end", () => {
      const protocol = (session.socket as tls.TLSSocket).alpnProtocol || "none";
      session.close();
      resolve({ status: Number(headers[":status"]), headers, body, protocol });
    });
    stream.on("error", (error) => {
      session.destroy();
      reject(error);
    });
    stream.end(ask.body);
  });
}

/** Follows `url` through nginx (GET, or `method` on the first hop) while it redirects within APP_URL's origin. */
async function follow(front: Front, url: string, address: string, method = "GET") {
  const hops: string[] = [];
  let current = new URL(url);
  for (let hop = 0; hop < 5; hop++) {
    if (current.origin !== front.origin) return { status: 0, hops, error: `leaves ${front.origin} for ${current.href}` };
    const answer = await h1(front, current.pathname + current.search, {
      address,
      method: hop === 0 ? method : "GET",
      ...(hop === 0 && method === "POST"
        ? { headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: "List-Unsubscribe=One-Click" }
        : {}),
    });
    hops.push(`${answer.status} ${current.pathname}`);
    const location = answer.headers.location;
    if (answer.status >= 300 && answer.status < 400 && typeof location === "string") {
      current = new URL(location, current);
      continue;
    }
    return { status: answer.status, hops, error: undefined };
  }
  return { status: 0, hops, error: "more than 5 redirects" };
}

// ---- The backend's own API, for the parts of a scenario no page needs to show -------------------------

async function api(apiUrl: string, pathname: string, init: { token?: string; json?: unknown; method?: string } = {}) {
  const res = await fetch(`${apiUrl}${pathname}`, {
    method: init.method ?? (init.json === undefined ? "GET" : "POST"),
    headers: {
      Accept: "application/json",
      // A fresh address per call: the script's own calls spend no browser's rate limits.
      "X-Forwarded-For": `10.${randomInt(1, 255)}.${randomInt(1, 255)}.${randomInt(1, 255)}`,
      ...(init.token && { Authorization: `Bearer ${init.token}` }),
      ...(init.json !== undefined && { "Content-Type": "application/json" }),
    },
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
    signal: AbortSignal.timeout(10_000),
  });
  const text = await res.text();
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the checks read answers loosely; a wrong field fails them anyway
  let json: any;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: res.status, text, json };
}

async function logIn(apiUrl: string, email: string, password: string): Promise<string> {
  const res = await api(apiUrl, "/v1/auth/login", { json: { email, password } });
  assert(res.status === 200, `log in ${email} on the backend: ${res.status} ${res.text.slice(0, 200)}`);
  return res.json.data.token;
}

// ---- Mail ----------------------------------------------------------------------------------------

/** A MIME message's headers (folded lines joined, names in lower case) and body. */
function splitMessage(raw: string) {
  const end = /\r?\n\r?\n/.exec(raw);
  const head = (end ? raw.slice(0, end.index) : raw).replace(/\r?\n[ \t]+/g, " ");
  const headers: Record<string, string> = {};
  for (const line of head.split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] ??= line.slice(colon + 1).trim();
  }
  return { headers, body: end ? raw.slice(end.index + end[0].length) : "" };
}

const quotedPrintable = (s: string) =>
  Buffer.from(
    s.replace(/=\r?\n/g, "").replace(/=([0-9A-Fa-f]{2})/g, (_, hex) => String.fromCharCode(parseInt(hex, 16))),
    "latin1",
  ).toString("utf8");

/** Every text part of a message (plain and HTML, however nested), decoded. */
function textParts(raw: string): string[] {
  const { headers, body } = splitMessage(raw);
  const type = headers["content-type"] ?? "text/plain";
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary)
    return body
      .split(`--${boundary}`)
      .slice(1, -1)
      .flatMap((part) => textParts(part.replace(/^\r?\n/, "")));
  if (!/^text\//i.test(type)) return [];
  const encoding = headers["content-transfer-encoding"]?.toLowerCase();
  if (encoding === "base64") return [Buffer.from(body, "base64").toString("utf8")];
  return [encoding === "quoted-printable" ? quotedPrintable(body) : body];
}

type Mail = { file: string; to: string; subject: string; links: string[]; oneClick: string[] };

/** A mail's every http(s) link, in any part, and the List-Unsubscribe ones (RFC 8058: POSTed to). */
function readMail(file: string, raw: string): Mail {
  const { headers } = splitMessage(raw);
  const links = new Set<string>();
  for (const text of textParts(raw))
    for (const match of text.match(/https?:\/\/[^\s"'<>]+/g) ?? []) links.add(match.replace(/&amp;/g, "&").replace(/[.,;:!?)]+$/, ""));
  const oneClick = [...(headers["list-unsubscribe"] ?? "").matchAll(/<(https?:\/\/[^>]+)>/g)].map((m) => m[1]!);
  return { file, to: headers.to ?? "", subject: headers.subject ?? "", links: [...links], oneClick };
}

/** Waits until the outbox holds a mail to each of `recipients` (by subject, when given), then reads them all. */
async function outboxMails(dataDir: string, wanted: Array<{ to: string; subject: RegExp }>, timeoutMs = 20_000) {
  const outbox = path.join(dataDir, "mail");
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const files = (await readdir(outbox).catch(() => [] as string[])).filter((f) => f.endsWith(".eml")).sort();
    const mails = await Promise.all(files.map(async (f) => readMail(f, await readFile(path.join(outbox, f), "utf8"))));
    const missing = wanted.filter((w) => !mails.some((m) => m.to.includes(w.to) && w.subject.test(m.subject)));
    if (missing.length === 0) return mails;
    if (Date.now() > deadline)
      throw new CheckFailed(
        `no mail ${missing.map((w) => `to ${w.to} with subject ${w.subject}`).join(", ")} in ${outbox} (has: ${mails.map((m) => `${m.to} "${m.subject}"`).join("; ")})`,
      );
    await new Promise((r) => setTimeout(r, 250));
  }
}

// ---- The deployment ------------------------------------------------------------------------------

/** deploy/nginx/compliments.conf with its ${NAME} placeholders filled; one left unfilled is an error. */
export function fillTemplate(template: string, values: Record<string, string>): string {
  return template.replace(/\$\{([A-Z0-9_]+)\}/g, (_, name: string) => {
    if (!(name in values)) throw new Error(`deploy/nginx/compliments.conf: no value for \${${name}}`);
    return values[name]!;
  });
}

function certificate(dir: string) {
  const [cert, key] = [path.join(dir, "localhost.crt"), path.join(dir, "localhost.key")];
  const made = spawnSync(
    "openssl",
    ["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-days", "1"].concat([
      "-subj",
      "/CN=localhost",
      "-addext",
      "subjectAltName=DNS:localhost",
      "-keyout",
      key,
      "-out",
      cert,
    ]),
    { encoding: "utf8" },
  );
  if (made.status !== 0) throw new Error(`openssl req -x509: ${made.stderr}`);
  return { cert, key };
}

async function startNginx(dir: string, values: Record<string, string>) {
  for (const sub of ["logs", "temp"]) mkdirSync(path.join(dir, sub), { recursive: true });
  const site = path.join(dir, "compliments.conf");
  writeFileSync(site, fillTemplate(readFileSync(path.join(root, "deploy/nginx/compliments.conf"), "utf8"), values));
  // The part of /etc/nginx/nginx.conf a site file relies on, with every path inside `dir`.
  const temp = (name: string) => `${name}_temp_path ${path.join(dir, "temp", name)};`;
  const conf = path.join(dir, "nginx.conf");
  writeFileSync(
    conf,
    [
      // As root, nginx would hand its workers to `nobody`: they stay the current user.
      process.getuid?.() === 0 ? `user ${userInfo().username};` : "",
      "daemon off;",
      "worker_processes 1;",
      `pid ${path.join(dir, "nginx.pid")};`,
      `error_log ${path.join(dir, "logs/error.log")} warn;`,
      "events { worker_connections 512; }",
      "http {",
      `  ${["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map(temp).join("\n  ")}`,
      `  access_log ${path.join(dir, "logs/access.log")};`,
      `  include ${site};`,
      "}",
    ].join("\n"),
  );
  const test = spawnSync(nginxPath, ["-t", "-q", "-p", dir, "-c", conf, "-e", path.join(dir, "logs/error.log")], { encoding: "utf8" });
  if (test.status !== 0) throw new Error(`nginx -t: ${test.stderr}`);
  const child = spawn(nginxPath, ["-p", dir, "-c", conf, "-e", path.join(dir, "logs/error.log")], {
    detached: true,
    stdio: ["ignore", "inherit", "inherit"],
  });
  cleanups.push(() => stopProcess(child));
  return child;
}

async function waitForPort(port: number, child: { exitCode: number | null }) {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode})`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = tls.connect({ host: "127.0.0.1", port, servername: "localhost", rejectUnauthorized: false }, () => {
        socket.end();
        resolve(true);
      });
      socket.on("error", () => resolve(false));
    });
    if (open) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`nginx did not listen on ${port}`);
}

async function waitForReady(url: string) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const status = await fetch(url, { signal: AbortSignal.timeout(2000) }).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) return;
    if (Date.now() > deadline) throw new Error(`${url}: ${status} after 30 s`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function main() {
  const started = performance.now();
  if (!existsSync(nginxPath)) throw new Error(`no nginx at ${nginxPath}: apt-get install -y nginx (or set NGINX_PATH)`);
  if (!existsSync(path.join(root, ".next/BUILD_ID")))
    await phase("build the web app", async () => {
      const build = spawnSync(process.execPath, [path.join(root, "node_modules/next/dist/bin/next"), "build"], {
        cwd: root,
        env: { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" },
        stdio: "inherit",
      });
      if (build.status !== 0) throw new Error(`next build exited with ${build.status}`);
    });

  const dir = mkdtempSync(path.join(tmpdir(), "compliments-deploy-"));
  cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
  const [port, httpPort, apiPort] = [await freePort(), await freePort(), await freePort()];
  const front: Front = { port, httpPort, origin: `https://localhost:${port}`, ca: "" };
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const dataDir = path.join(dir, "data");

  const databaseUrl = await phase("create + seed database", async () => {
    const database = await freshDatabase("compliments_deploy");
    cleanups.push(() => database.drop());
    await seedDatabase(database.url);
    return database.url;
  });
  const shared = {
    REDIS_URL: redisUrl,
    APP_URL: front.origin,
    // Issue 28's internal token (ignored by a version without it): the web's calls to /internal carry it.
    INTERNAL_TOKEN: randomBytes(32).toString("base64url"),
  };
  const authSecret = randomBytes(32).toString("base64url");
  // Side by side: a web process starts without its backend and follows its events once it answers.
  const startBackend = async () => {
    const backend = startProcess(
      ["node_modules/tsx/dist/cli.mjs", "backend/src/main.ts"],
      {
        ...shared,
        DATABASE_URL: databaseUrl,
        API_PORT: String(apiPort),
        API_URL: apiUrl,
        APP_KEY: randomBytes(32).toString("base64url"),
        DATA_DIR: dataDir,
        SEED: "never",
        // The unread-message mail of the pushed message, within the run.
        NOTIFY_UNREAD_AFTER: "1",
      },
      "api",
    );
    cleanups.push(() => stopProcess(backend));
    await waitForUrl(`${apiUrl}/v1/health`, 120_000, backend);
  };
  const startWeb = async (name: string) => {
    const web = await startWebServer(apiUrl, name, () => front.origin, {
      ...shared,
      AUTH_SECRET: authSecret,
      HOST: "127.0.0.1",
      // nginx connects from 127.0.0.1: its X-Forwarded-For and X-Request-Id are believed.
      TRUSTED_PROXIES: "127.0.0.1",
    });
    cleanups.push(() => web.stop());
    return web;
  };
  const [, ...webs] = await phase("start backend and two web processes", () =>
    Promise.all([startBackend(), startWeb("web-1"), startWeb("web-2")]),
  );
  // Ready: each web follows the backend's events (its readiness says so), so a pushed message reaches it.
  await phase("webs ready", () => Promise.all(webs.map((w) => waitForReady(`http://127.0.0.1:${w.port}/health/ready`))));
  await phase("certificate + start nginx", async () => {
    const { cert, key } = certificate(dir);
    front.ca = readFileSync(cert, "utf8");
    const child = await startNginx(dir, {
      SERVER_NAME: "localhost",
      APP_URL: front.origin,
      HTTPS_LISTEN: `127.0.0.1:${port}`,
      HTTP_LISTEN: `127.0.0.1:${httpPort}`,
      TLS_CERTIFICATE: cert,
      TLS_CERTIFICATE_KEY: key,
      WEB_1: `127.0.0.1:${webs[0]!.port}`,
      WEB_2: `127.0.0.1:${webs[1]!.port}`,
      LOG_DIR: path.join(dir, "logs"),
    });
    await waitForPort(port, child);
  });
  console.log(`nginx ${front.origin} (http ${httpPort}) → web ${webs.map((w) => w.port).join(", ")} → backend ${apiPort}; ${dir}`);

  const checksStarted = performance.now();
  const browserAddress = loopbackAddress();
  let sam: { cookie: string } | undefined;

  await check("1. pages load over HTTP/2 and TLS: /, a compliment by its code, /login; both web processes serve", async () => {
    const seen: string[] = [];
    const pages = [
      ["/", "Compliments"],
      ["/show-compliment?code=12345678", "Your smile at the farmers' market made my Monday."],
      ["/login", "Log In"],
    ] as const;
    const upstreams = new Set<string>();
    for (const [page, text] of pages)
      for (let round = 0; round < 2; round++) {
        const res = await h2(front, page, { address: browserAddress });
        assert(res.protocol === "h2", `${page}: ALPN ${res.protocol}, expected h2`);
        assert(res.status === 200, `${page}: ${res.status}`);
        assert(res.body.replace(/&#x27;|&#39;/g, "'").includes(text), `${page}: no "${text}" in the page`);
        seen.push(`${page} 200`);
      }
    const log = readFileSync(path.join(dir, "logs/compliments.access.log"), "utf8");
    for (const line of log.split("\n")) upstreams.add(/upstream=(\S+)/.exec(line)?.[1] ?? "");
    upstreams.delete("");
    upstreams.delete("-");
    assert(upstreams.size === 2, `the access log names ${[...upstreams].join(", ")} as upstreams, not both web processes`);
    const plain = await new Promise<http.IncomingMessage>((resolve, reject) =>
      http
        .get(
          { host: "127.0.0.1", port: httpPort, path: "/login?x=1", headers: { Host: "localhost" }, localAddress: browserAddress },
          resolve,
        )
        .on("error", reject),
    );
    plain.resume();
    assert(
      plain.statusCode === 301 && plain.headers.location === `${front.origin}/login?x=1`,
      `plain http: ${plain.statusCode} → ${plain.headers.location}`,
    );
    const stranger = await new Promise<string>((resolve) => {
      const socket = tls.connect({ host: "127.0.0.1", port, servername: "other.example", ca: front.ca, rejectUnauthorized: false });
      socket.on("secureConnect", () => resolve("handshake accepted"));
      socket.on("error", (error) => resolve(error.message));
    });
    assert(/alert/i.test(stranger), `TLS for another host name: ${stranger}`);
    return `${seen.length} pages 200 over h2 from ${browserAddress}, served by ${[...upstreams].join(" and ")}; http → 301 ${front.origin}/login?x=1; another host name: no handshake`;
  });

  await check("2. nginx gives every request its id: a browser's X-Request-Id is replaced, the web keeps nginx's", async () => {
    const res = await h2(front, "/login", { address: browserAddress, headers: { "x-request-id": "forged-by-the-browser" } });
    const id = res.headers["x-request-id"];
    assert(
      typeof id === "string" && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(id),
      `X-Request-Id ${String(id)}, expected nginx's, written as a UUID`,
    );
    const log = readFileSync(path.join(dir, "logs/compliments.access.log"), "utf8");
    assert(log.includes(`id=${id}`), `the access log has no line with id=${id}`);
    // The web writes its line when the answer has ended, a moment after the last byte.
    const deadline = Date.now() + 3000;
    const logged = () => webs.flatMap((w) => w.logLines()).find((line) => line.request_id === id && line.msg === "request");
    while (!logged() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    assert(logged(), `no web log line with request_id ${id}; the last: ${JSON.stringify(webs.flatMap((w) => w.logLines()).slice(-2))}`);
    return `answer, nginx's access log and the web's log all carry ${id}`;
  });

  await check("3. sign-in: Auth.js credentials through nginx, then /your-compliments shows the user", async () => {
    const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
    try {
      const context = await browser.newContext({ ignoreHTTPSErrors: true });
      const page = await context.newPage();
      await page.goto(`${front.origin}/login`);
      await page.getByLabel("Email").fill("sam@example.com");
      await page.getByLabel("Password", { exact: true }).fill("Sample#2026");
      await page.getByRole("button", { name: "Log In" }).click();
      await page
        .waitForURL((url) => url.pathname === "/your-compliments", { timeout: 15_000 })
        .catch(() => {
          throw new CheckFailed(`the log in ended on ${page.url()}`);
        });
      await page
        .getByRole("navigation", { name: "Main" })
        .getByRole("link", { name: "Sam Sample" })
        .waitFor({ timeout: 10_000 })
        .catch(() => {
          throw new CheckFailed("the top bar does not show Sam Sample");
        });
      const cookies = await context.cookies(front.origin);
      const session = cookies.filter((c) => c.name.startsWith(SECURE_SESSION_COOKIE));
      assert(
        session.length > 0 && session.every((c) => c.secure && c.httpOnly),
        `session cookies: ${cookies.map((c) => c.name).join(", ")}`,
      );
      sam = { cookie: cookies.map((c) => `${c.name}=${c.value}`).join("; ") };
      return `Sam Sample on ${new URL(page.url()).pathname}, secure HttpOnly session cookie ${session[0]!.name}`;
    } finally {
      await browser.close();
    }
  });

  await check(`4. a chat message reaches the open event stream through nginx within ${PUSH_MS} ms`, async () => {
    assert(sam, "no session (check 3 failed)");
    const dana = await logIn(apiUrl, "demo@example.com", "Demo#2026");
    const conversations = await api(apiUrl, "/v1/compliments/conversations", { token: dana });
    const conversation = (conversations.json?.data as Array<{ id: number; title: string }> | undefined)?.find(
      (c) => c.title === "Re: compliment for Sam",
    );
    assert(conversation, `Dana has no conversation with Sam: ${conversations.text.slice(0, 200)}`);

    const session = h2Session(front, browserAddress);
    try {
      // As a browser asks: compression offered, which must not hold events back.
      const stream = session.request({
        ":path": "/api/events",
        accept: "text/event-stream",
        "accept-encoding": "gzip, deflate, br",
        cookie: sam.cookie,
      });
      let received = "";
      let status = 0;
      let type = "";
      stream.on("response", (h) => {
        status = Number(h[":status"]);
        type = String(h["content-type"]);
        // Read as the browser would: decompressed, as far as the bytes so far allow.
        const body = h["content-encoding"] === "gzip" ? stream.pipe(createGunzip({ flush: constants.Z_SYNC_FLUSH })) : stream;
        // Closing the stream mid-way cuts the compressed data short: that is not a failure of the check.
        body.on("error", () => {});
        body.setEncoding("utf8");
        body.on("data", (chunk: string) => (received += chunk));
      });
      const until = async (what: string, ms: number) => {
        const deadline = performance.now() + ms;
        while (!received.includes(what)) {
          if (performance.now() > deadline)
            throw new CheckFailed(`no "${what}" on the stream after ${ms} ms (status ${status}): ${received}`);
          await new Promise((r) => setTimeout(r, 5));
        }
        return performance.now();
      };
      await until("event: ready", 10_000);
      assert(status === 200 && type.startsWith("text/event-stream"), `stream: ${status} ${type}`);
      const text = `Pushed through nginx ${randomBytes(3).toString("hex")}`;
      const sent = performance.now();
      const posted = await api(apiUrl, "/v1/compliments/conversations/messages", {
        token: dana,
        json: { conversation_id: conversation.id, message: text },
      });
      assert(posted.status === 201, `send: ${posted.status} ${posted.text.slice(0, 200)}`);
      const arrived = await until("event: message", 5000);
      const ms = Math.round(arrived - sent);
      assert(ms <= PUSH_MS, `the message event took ${ms} ms`);
      stream.close();
      return `event: message ${ms} ms after Dana's send, on an HTTP/2 stream still open`;
    } finally {
      session.destroy();
    }
  });

  await check(
    "5. rate limits count each browser address: 30 misses from A, then 429 for A (forged X-Forwarded-For too), B still 404",
    async () => {
      const [a, b] = [loopbackAddress(), loopbackAddress()];
      let code: string;
      do code = String(randomInt(10_000_000, 100_000_000));
      while ((await withClient(databaseUrl, (c) => c.query("SELECT 1 FROM compliments WHERE code = $1", [code]))).rowCount);
      const lookUp = (address: string, headers: Record<string, string> = {}) =>
        h2(front, `/api/v1/compliments/code/${code}`, { address, headers: { accept: "application/json", ...headers } });
      for (let i = 1; i <= 30; i++) {
        const res = await lookUp(a);
        assert(res.status === 404, `miss ${i} from ${a}: ${res.status} ${res.body.slice(0, 120)}`);
      }
      const over = await lookUp(a);
      assert(
        over.status === 429 && over.headers["retry-after"],
        `look-up 31 from ${a}: ${over.status}, Retry-After ${over.headers["retry-after"]}`,
      );
      const forged = await lookUp(a, { "x-forwarded-for": "203.0.113.9", "x-real-ip": "203.0.113.9" });
      assert(forged.status === 429, `from ${a} claiming 203.0.113.9: ${forged.status}, expected 429`);
      const other = await lookUp(b);
      assert(other.status === 404, `from ${b}: ${other.status}, expected 404 (the limit is not per address)`);
      return `${a}: 30 × 404, then 429 (also with a forged X-Forwarded-For); ${b}: 404`;
    },
  );

  await check(
    `6. /internal/* is 404 from nginx itself in ${INTERNAL_SPELLINGS.length} spellings, over HTTP/1.1 and HTTP/2, token or not`,
    async () => {
      const open: string[] = [];
      for (const spelling of INTERNAL_SPELLINGS)
        for (const [protocol, send] of [
          ["h1", h1],
          ["h2", h2],
        ] as const)
          for (const token of [undefined, shared.INTERNAL_TOKEN]) {
            const res = await send(front, spelling, {
              address: browserAddress,
              headers: token ? { authorization: `Bearer ${token}` } : {},
            });
            // The web puts X-Request-Id on every answer: none means nginx answered and no process was asked.
            if (res.status !== 404 || res.headers["x-request-id"])
              open.push(
                `${protocol} ${spelling}${token ? " (token)" : ""}: ${res.status}${res.headers["x-request-id"] ? " from the app" : ""}`,
              );
          }
      assert(open.length === 0, open.join("; "));
      return `${INTERNAL_SPELLINGS.length * 4} requests, every one 404 without reaching a web process`;
    },
  );

  await check("7. every link of every mail the run produced is on APP_URL and answers through nginx", async () => {
    const stamp = `${Date.now()}-${randomInt(1e6)}`;
    const user = { name: "Deploy Tester", email: `deploy-${stamp}@example.com`, password: "Secret#123" };
    const registered = await api(apiUrl, "/v1/auth/register", { json: { ...user, password_confirmation: user.password } });
    assert(registered.status === 201, `register: ${registered.status} ${registered.text.slice(0, 200)}`);
    const forgot = await api(apiUrl, "/v1/auth/forgot-password", { json: { email: user.email } });
    assert(forgot.status === 200, `forgot password: ${forgot.status} ${forgot.text.slice(0, 200)}`);
    const recipient = `recipient-${stamp}@example.net`;
    const dana = await logIn(apiUrl, "demo@example.com", "Demo#2026");
    const written = await api(apiUrl, "/v1/compliments", {
      token: dana,
      json: { to: "Robin", compliment: "Your directions got me to the station on time.", recipient_email: recipient },
    });
    assert(written.status === 201, `write with a recipient: ${written.status} ${written.text.slice(0, 200)}`);

    const mails = await outboxMails(dataDir, [
      { to: user.email, subject: /verify/i },
      { to: user.email, subject: /reset|password/i },
      { to: recipient, subject: /wrote you a compliment/ },
      // Check 4's message, left unread by Sam.
      { to: "sam@example.com", subject: /./ },
    ]);
    const address = loopbackAddress();
    const bad: string[] = [];
    let followed = 0;
    for (const mail of mails) {
      const links = [...mail.links.map((url) => ({ url, method: "GET" })), ...mail.oneClick.map((url) => ({ url, method: "POST" }))];
      if (links.length === 0) bad.push(`"${mail.subject}" has no link`);
      for (const { url, method } of links) {
        const label = `"${mail.subject}" ${method === "POST" ? "List-Unsubscribe " : ""}${url}`;
        if (new URL(url).origin !== front.origin) {
          bad.push(`${label} is not on ${front.origin}`);
          continue;
        }
        const end = await follow(front, url, address, method);
        const ok = method === "POST" ? end.status >= 200 && end.status < 300 : end.status === 200;
        if (ok) followed++;
        else bad.push(`${label}: ${end.error ?? end.hops.join(" → ")}`);
      }
    }
    assert(bad.length === 0, `${bad.length} bad link(s) of ${followed + bad.length}: ${bad.join("; ")}`);
    return `${mails.length} mails (${mails.map((m) => `"${m.subject}"`).join(", ")}), ${followed} links followed through nginx, all on ${front.origin}`;
  });
  phases.checks = Math.round(performance.now() - checksStarted);

  const errors = webs.map((w) => w.errorLog()).join("");
  if (errors) console.log(`\nWeb processes' errors:\n${errors}`);
  await phase("stop nginx and the app, drop the database", cleanUp);
  phases.total = Math.round(performance.now() - started);

  summarise();
}

main()
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(cleanUp);
