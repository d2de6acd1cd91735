import { readFileSync } from "node:fs";
import path from "node:path";
import { buildIfMissing, freePort, root, startWebServer, type RunningWeb } from "../scripts/lib/processes";
import { FILL_HEADER, FILL_NONCE_HEADER, FILL_SCRIPTS_HEADER, fillToken, SCRIPTS_AFTER_PAINT } from "../lib/server/fill";
import { routeTemplates } from "./ops/route-templates";
import { EXTERNAL_SCRIPT, SCRIPT_PRELOAD, scriptFreeDocument } from "./page-cache/script-free";
import { scriptsAfterPaintDocument } from "./page-cache/scripts-after-paint";
import { ACTION_NOT_FOUND_HEADER, ACTION_RUNTIMES, ACTIONS_MANIFEST } from "./unknown-actions";

// Every behaviour of Next.js (and the React it vendors) that the app relies on and that neither
// documents as public: each test names what rests on it. A `next` upgrade that changes one fails
// here, by name, instead of in a guest's browser. Read from a real build (made when missing) and
// from pages the built app renders.

const distDir = path.join(root, ".next");
const readJson = (file: string) => JSON.parse(readFileSync(path.join(distDir, file), "utf8")) as Record<string, unknown>;

/**
 * The React inside Next (next/dist/compiled/react-dom), which is what runs, not node_modules/react.
 * Verified with this version: the guest pages' scripts after the first paint and what is typed
 * before hydration (e2e/light-pages.spec.ts). On a new one, run that spec, then write it here.
 */
const VERIFIED_REACT = "19.3.0-canary-278794d7-20261002";

beforeAll(() => buildIfMissing(), 20 * 60_000);

it("the build's id is one line in .next/BUILD_ID (the page store keys /, /login by it: web-server/main.ts)", () => {
  expect(readFileSync(path.join(distDir, "BUILD_ID"), "utf8").trim()).toMatch(/^[\w-]{8,}$/);
});

it("routes-manifest.json lists each route as { page, regex } (metrics and log lines name routes by it: ops/route-templates.ts)", () => {
  const manifest = readJson("routes-manifest.json") as { staticRoutes: unknown[]; dynamicRoutes: unknown[] };
  for (const route of [...manifest.staticRoutes, ...manifest.dynamicRoutes])
    expect(route).toEqual(expect.objectContaining({ page: expect.any(String), regex: expect.any(String) }));
  const routeOf = routeTemplates(root);
  expect(routeOf("/show-compliment?code=48213907")).toBe("/show-compliment");
  expect(routeOf("/ads/17")).toBe("/ads/[adId]");
  expect(routeOf("/api/v1/compliments/code/48213907")).toBe("/api/v1/[...path]");
});

it("server-reference-manifest.json lists the action ids by runtime (the unknown-action guard knows them by it: unknown-actions.ts)", () => {
  const manifest = readJson(ACTIONS_MANIFEST) as Record<string, Record<string, unknown>>;
  for (const runtime of ACTION_RUNTIMES) expect([runtime, typeof manifest[runtime]]).toEqual([runtime, "object"]);
  const ids = ACTION_RUNTIMES.flatMap((runtime) => Object.keys(manifest[runtime]!));
  expect(ids.length).toBeGreaterThan(0);
  for (const id of ids) expect(id).toMatch(/^[0-9a-f]{40,}$/);
});

it(`a page of an older build reloads on ${ACTION_NOT_FOUND_HEADER}, the header the unknown-action guard answers with`, () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- Next's own module, as its client loads it
  const headers = require("next/dist/client/components/app-router-headers") as { NEXT_ACTION_NOT_FOUND_HEADER: string };
  expect(headers.NEXT_ACTION_NOT_FOUND_HEADER).toBe(ACTION_NOT_FOUND_HEADER);
  const reducer = readFileSync(require.resolve("next/dist/client/components/router-reducer/reducers/server-action-reducer.js"), "utf8");
  expect(reducer).toContain("NEXT_ACTION_NOT_FOUND_HEADER");
});

it("the React Next vendors is the version the pages were verified with", () => {
  const vendored = readFileSync(require.resolve("next/dist/compiled/react-dom/cjs/react-dom.production.js"), "utf8");
  const version = /"(19\.[^"]+)"/.exec(vendored)?.[1];
  expect(version).toBe(VERIFIED_REACT);
});

describe("the HTML Next renders, as the guest-page rewriters read it (page-cache/script-free.ts, scripts-after-paint.ts)", () => {
  const authSecret = "contracts-secret-".padEnd(48, "x");
  const nonce = "Q29udHJhY3Rub25jZQ==";
  let web: RunningWeb;
  let rendered: { html: string; link: string | null };

  beforeAll(async () => {
    // No backend: /login renders without one.
    web = await startWebServer(`http://127.0.0.1:${await freePort()}`, "contracts", undefined, { AUTH_SECRET: authSecret });
    const res = await fetch(`http://127.0.0.1:${web.port}/login`, {
      headers: { [FILL_HEADER]: fillToken(authSecret), [FILL_NONCE_HEADER]: nonce, [FILL_SCRIPTS_HEADER]: SCRIPTS_AFTER_PAINT },
    });
    expect(res.status).toBe(200);
    rendered = { html: await res.text(), link: res.headers.get("link") };
  }, 120_000);
  afterAll(() => web?.stop());

  it("puts the request's CSP nonce on every script it writes (a cached page swaps that one nonce for a fresh one)", () => {
    const scripts = [...rendered.html.matchAll(/<script\b[^>]*>/g)].map(([tag]) => tag);
    expect(scripts.length).toBeGreaterThan(1);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
  });

  it("writes its external scripts and their preloads in the shape the rewriters match, so none is left behind", () => {
    const external = [...rendered.html.matchAll(/<script\b[^>]*\bsrc=/g)];
    expect(external.length).toBeGreaterThan(0);
    expect([...rendered.html.matchAll(EXTERNAL_SCRIPT)]).toHaveLength(external.length);
    const scriptLinks = [...rendered.html.matchAll(/<link\b[^>]*\.js"[^>]*>/g)].map(([tag]) => tag);
    for (const tag of scriptLinks) expect(tag).toMatch(new RegExp(SCRIPT_PRELOAD.source));

    const afterPaint = scriptsAfterPaintDocument(rendered.html, rendered.link, nonce);
    expect(afterPaint).not.toMatch(/<script\b[^>]*\bsrc=|<link\b[^>]*\.js"/);
    for (const [, , src] of rendered.html.matchAll(EXTERNAL_SCRIPT)) expect(afterPaint).toContain(JSON.stringify(src));
    expect(scriptFreeDocument(rendered.html, rendered.link)).not.toMatch(/<script\b|<link\b[^>]*\.js"/);
  });

  it('announces its fonts in a Link header with as="font" (a cached page preloads them from the document)', () => {
    expect(rendered.link).toMatch(/<[^>]+\.woff2>;[^,]*\bas="font"/);
    expect(scriptFreeDocument(rendered.html, rendered.link)).toMatch(/<head><link rel="preload" href="[^"]+\.woff2" as="font"/);
  });
});
