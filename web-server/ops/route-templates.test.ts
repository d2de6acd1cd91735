import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { routeTemplates, UNKNOWN_ROUTE } from "./route-templates";

/** An app directory with a build's routes manifest as Next writes it, and one public file. */
function app() {
  const root = mkdtempSync(path.join(tmpdir(), "route-templates-"));
  mkdirSync(path.join(root, ".next"));
  mkdirSync(path.join(root, "public"));
  writeFileSync(path.join(root, "public/robots.txt"), "");
  const manifest = {
    staticRoutes: [
      { page: "/", regex: "^/(?:/)?$" },
      { page: "/show-compliment", regex: "^/show\\-compliment(?:/)?$" },
    ],
    dynamicRoutes: [
      { page: "/ads/[adId]", regex: "^/ads/([^/]+?)(?:/)?$" },
      { page: "/api/v1/[...path]", regex: "^/api/v1/(.+?)(?:/)?$" },
    ],
  };
  writeFileSync(path.join(root, ".next/routes-manifest.json"), JSON.stringify(manifest));
  return root;
}

it("names a request by the route it reached, never by its path or query", () => {
  const routeOf = routeTemplates(app(), ["/health"], [{ page: "/c/[code]", regex: /^\/c\/([^/]+)\/?$/ }]);
  expect(routeOf("/")).toBe("/");
  expect(routeOf("/show-compliment?code=48213907")).toBe("/show-compliment");
  expect(routeOf("/show-compliment/")).toBe("/show-compliment");
  expect(routeOf("/ads/17?compliment_id=3")).toBe("/ads/[adId]");
  expect(routeOf("/api/v1/compliments/code/48213907")).toBe("/api/v1/[...path]");
  expect(routeOf("/c/48213907")).toBe("/c/[code]");
  expect(routeOf("/health")).toBe("/health");
  expect(routeOf("/robots.txt")).toBe("/robots.txt");
  expect(routeOf("/_next/static/chunks/abc123.js")).toBe("/_next/static");
  expect(routeOf("/_next/image?url=%2Fa.png&w=64")).toBe("/_next/image");
  expect(routeOf("/48213907")).toBe(UNKNOWN_ROUTE);
  expect(routeOf("/wp-login.php")).toBe(UNKNOWN_ROUTE);
});

it("labels everything it cannot know as unknown when there is no build", () => {
  const routeOf = routeTemplates(mkdtempSync(path.join(tmpdir(), "no-build-")));
  expect(routeOf("/show-compliment?code=48213907")).toBe(UNKNOWN_ROUTE);
  expect(routeOf("/_next/static/chunks/abc.js")).toBe("/_next/static");
});
