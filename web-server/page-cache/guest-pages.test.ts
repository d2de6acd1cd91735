import { lightGuestPages } from "./guest-pages";
import { memoryPageStore } from "./page-store";
import { nonceOf, serving, testNetwork } from "./test-network";

const selfUrl = "http://self.test";

async function setUp(buildId = "B1", store = memoryPageStore()) {
  const network = testNetwork({ apiUrl: "http://backend.test", selfUrl });
  const pages = lightGuestPages({ selfUrl, fillToken: "T", store, buildId, secureCookies: false, fetch: network.fetch });
  return { network, store, server: await serving(pages.serve) };
}

it("keeps / and /login under the build's id: one render, then hits with a fresh nonce and the scripts after the first paint", async () => {
  const { network, store, server } = await setUp();
  const first = await fetch(`${server.url}/login`);
  const firstHtml = await first.text();
  const second = await fetch(`${server.url}/login`);
  const html = await second.text();
  expect([first.headers.get("x-page-cache"), second.headers.get("x-page-cache")]).toEqual(["fill", "hit"]);
  expect(network.renders().map((r) => [r.url, r.headers.get("x-page-cache-scripts")])).toEqual([[`${selfUrl}/login`, "after-paint"]]);
  expect(nonceOf(second, html).everywhere).toBe(true);
  expect(nonceOf(second, html).nonce).not.toBe(nonceOf(first, firstHtml).nonce);
  expect(html).not.toMatch(/<script[^>]*\bsrc=/);
  expect(html).toContain('"src":"/_next/static/chunks/main.js"');
  expect(second.headers.get("set-cookie")).toMatch(/^device_id=/);
  await server.close();

  const next = await setUp("B2", store);
  expect((await fetch(`${next.server.url}/login`)).headers.get("x-page-cache")).toBe("fill");
  await next.server.close();
});

it("renders an ad page for each guest, and leaves a visitor with a session, a query or Next's own request to Next", async () => {
  const { network, server } = await setUp();
  for (let i = 0; i < 2; i++) expect((await fetch(`${server.url}/ads/17`)).headers.get("x-page-cache")).toBe("render");
  expect(network.renders()).toHaveLength(2);
  for (const [path, headers] of [
    ["/login", { cookie: "authjs.session-token=x" }],
    ["/login?next=/profile", {}],
    ["/", { "next-router-prefetch": "1" }],
    ["/ads/17/edit", {}],
  ] as const)
    expect([path, (await fetch(`${server.url}${path}`, { headers })).status]).toEqual([path, 418]);
  await server.close();
});
