import { allowBackForward, BACK_FORWARD_CACHE_CONTROL } from "./back-forward";
import { serving } from "./test-network";

/** What Next would answer: `no-store` for every dynamic page. */
const server = () =>
  serving(async (req, res) => {
    allowBackForward(req, res);
    res.setHeader("Cache-Control", "private, no-cache, no-store, max-age=0, must-revalidate");
    res.end();
    return true;
  });

it("lets a guest's public page be kept for Back and Forward, never a page with a session, a protected page or the API", async () => {
  const { url, close } = await server();
  const cacheControl = async (path: string, headers: Record<string, string> = {}) =>
    (await fetch(`${url}${path}`, { headers })).headers.get("cache-control");
  expect(await cacheControl("/show-compliment?code=12345678")).toBe(BACK_FORWARD_CACHE_CONTROL);
  expect(await cacheControl("/")).toBe(BACK_FORWARD_CACHE_CONTROL);
  expect(await cacheControl("/", { cookie: "__Secure-authjs.session-token.0=x" })).toContain("no-store");
  expect(await cacheControl("/your-compliments")).toContain("no-store");
  expect(await cacheControl("/api/v1/ads")).toContain("no-store");
  await close();
});
