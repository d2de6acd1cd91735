import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/** The label of a path that is none of the app's routes: one label, so strangers' paths make no series. */
export const UNKNOWN_ROUTE = "(unknown)";

/** Next's own files, one label per kind: their paths carry build hashes. */
const NEXT_FILES: [prefix: string, label: string][] = [
  ["/_next/static/", "/_next/static"],
  ["/_next/image", "/_next/image"],
  ["/_next/", "/_next"],
];

type ManifestRoute = { page: string; regex: string };

/**
 * Maps a request path to the route it reached, as Next names it in the build's routes manifest
 * (`/show-compliment`, `/ads/[adId]`, `/api/v1/[...path]`): log lines and metrics then never carry a
 * path, which may hold a compliment code, and have one series per route. Files in public/ and
 * `extraRoutes` (the web server's own) are their own label, `extraPatterns` add routes Next has
 * no page for; anything else is UNKNOWN_ROUTE.
 */
export function routeTemplates(
  root: string,
  extraRoutes: string[] = [],
  extraPatterns: { page: string; regex: RegExp }[] = [],
): (url: string | undefined) => string {
  const manifestFile = path.join(root, ".next/routes-manifest.json");
  const manifest: { staticRoutes: ManifestRoute[]; dynamicRoutes: ManifestRoute[] } = existsSync(manifestFile)
    ? JSON.parse(readFileSync(manifestFile, "utf8"))
    : { staticRoutes: [], dynamicRoutes: [] };
  const fixed = new Set([...manifest.staticRoutes.map((r) => r.page), ...publicFiles(path.join(root, "public")), ...extraRoutes]);
  const dynamic = [...manifest.dynamicRoutes.map((r) => ({ page: r.page, regex: new RegExp(r.regex) })), ...extraPatterns];

  return (url) => {
    const pathname = (url ?? "/").split("?")[0]!;
    for (const [prefix, label] of NEXT_FILES) if (pathname.startsWith(prefix)) return label;
    const trimmed = pathname.length > 1 && pathname.endsWith("/") ? pathname.slice(0, -1) : pathname;
    if (fixed.has(trimmed)) return trimmed;
    return dynamic.find((r) => r.regex.test(pathname))?.page ?? UNKNOWN_ROUTE;
  };
}

function publicFiles(dir: string, prefix = ""): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? publicFiles(path.join(dir, entry.name), `${prefix}/${entry.name}`) : [`${prefix}/${entry.name}`],
  );
}
