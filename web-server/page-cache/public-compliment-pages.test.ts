import { fillToken } from "../../lib/server/fill";
import { memoryPageStore } from "./page-store";
import { publicComplimentPages } from "./public-compliment-pages";
import { nonceOf, serving, testNetwork } from "./test-network";

const apiUrl = "http://backend.test";
const selfUrl = "http://self.test";
const authSecret = "s".repeat(32);
const CODE = "48213907";
/** A compliment an operator removed. */
const REMOVED = "48213908";

async function setUp() {
  const network = testNetwork({ apiUrl, selfUrl, removed: [REMOVED] });
  const pages = publicComplimentPages({
    selfUrl,
    appUrl: "https://compliments.test",
    apiUrl,
    internalToken: "t".repeat(32),
    authSecret,
    secureCookies: false,
    buildId: "B1",
    store: memoryPageStore(),
    fetch: network.fetch,
  });
  const server = await serving(pages.serve);
  const live = async () => {
    network.write("event: ready\ndata: {}\n\n");
    for (let i = 0; i < 50 && !pages.live; i++) await new Promise((r) => setTimeout(r, 10));
  };
  return {
    network,
    pages,
    server,
    live,
    get: (path: string, headers: Record<string, string> = {}) => fetch(`${server.url}${path}`, { headers, redirect: "manual" }),
  };
}

let t: Awaited<ReturnType<typeof setUp>>;
beforeEach(async () => (t = await setUp()));
afterEach(async () => {
  await t.pages.close();
  await t.server.close();
});

it("fills a guest's page once, then answers it from the store with a fresh nonce each time, scripts left out", async () => {
  await t.live();
  const first = await t.get(`/show-compliment?code=${CODE}`);
  const firstHtml = await first.text();
  const second = await t.get(`/show-compliment?code=${CODE}`);
  const secondHtml = await second.text();

  expect([first.headers.get("x-page-cache"), second.headers.get("x-page-cache")]).toEqual(["fill", "hit"]);
  expect(t.network.renders()).toHaveLength(1);
  const [a, b] = [nonceOf(first, firstHtml), nonceOf(second, secondHtml)];
  expect(a.nonce).toBeTruthy();
  expect(b.nonce).toBeTruthy();
  expect(b.nonce).not.toBe(a.nonce);
  expect(secondHtml).not.toContain(t.network.renders()[0]!.headers.get("x-page-cache-nonce")!);
  expect(secondHtml).toContain(`data-compliment-code="${CODE}"`);
  expect(secondHtml).not.toContain("<script");
  expect(second.headers.get("cache-control")).toBe("private, no-cache");
  expect(second.headers.get("x-frame-options")).toBe("DENY");
});

it("asks itself for the fill with the token derived from AUTH_SECRET, and takes only that token as a fill", async () => {
  await t.live();
  await (await t.get(`/show-compliment?code=${CODE}`)).text();
  expect(t.network.renders()[0]!.headers.get("x-page-cache-fill")).toBe(fillToken(authSecret));
  const asking = (value?: string) => ({ headers: value === undefined ? {} : { "x-page-cache-fill": value } }) as never;
  expect(t.pages.isFill(asking(fillToken(authSecret)))).toBe(true);
  expect(t.pages.isFill(asking(fillToken("another secret that is long enough...")))).toBe(false);
  expect(t.pages.isFill(asking("1"))).toBe(false);
  expect(t.pages.isFill(asking())).toBe(false);
});

it("serves nothing from the store until the backend's change events are live, and drops a page on its change", async () => {
  expect((await t.get(`/show-compliment?code=${CODE}`)).status).toBe(418);
  await t.live();
  await (await t.get(`/show-compliment?code=${CODE}`)).text();
  expect((await t.get(`/show-compliment?code=${CODE}`)).headers.get("x-page-cache")).toBe("hit");
  t.network.write(`event: changed\ndata: {"codes":["${CODE}"]}\n\n`);
  // The page is dropped once the event is read: until then it may still be a hit.
  const cached = async () => (await t.get(`/show-compliment?code=${CODE}`)).headers.get("x-page-cache");
  let answer = await cached();
  for (let i = 0; i < 50 && answer === "hit"; i++) answer = await new Promise((r) => setTimeout(r, 10)).then(cached);
  expect(answer).toBe("fill");
});

it("leaves to Next what is not a guest's plain look-up: a query beside the code, Next's own requests", async () => {
  await t.live();
  for (const [path, headers] of [
    [`/show-compliment?code=${CODE}&intent=claim`, {}],
    [`/show-compliment?code=${CODE}`, { rsc: "1" }],
    ["/your-compliments", {}],
  ] as const)
    expect([path, (await t.get(path, headers)).status]).toEqual([path, 418]);
});

it("answers the page of a removed compliment with 410 Gone, and keeps none of it", async () => {
  await t.live();
  for (let i = 0; i < 2; i++) {
    const res = await t.get(`/show-compliment?code=${REMOVED}`);
    expect([res.status, res.headers.get("x-page-cache")]).toEqual([410, "fill"]);
    expect(await res.text()).toContain(`data-compliment-removed="${REMOVED}"`);
  }
  expect(t.network.renders()).toHaveLength(2);
});

it("sends a short link and a grouped code to the page's one address itself", async () => {
  const res = await t.get("/c/4821-3907");
  expect([res.status, res.headers.get("location"), res.headers.get("x-page-cache")]).toEqual([
    301,
    `/show-compliment?code=${CODE}`,
    "redirect",
  ]);
});

it("counts a guest's view once per device, in a batch to the backend", async () => {
  await t.live();
  const cookie = { cookie: "device_id=AbCdEf1234" };
  for (let i = 0; i < 3; i++) await (await t.get(`/show-compliment?code=${CODE}`, cookie)).text();
  await t.pages.close();
  const batches = t.network.sent.filter((s) => s.url === `${apiUrl}/internal/compliment-views`);
  expect(batches.map((b) => JSON.parse(b.body))).toEqual([{ views: [{ code: CODE, device_id: "AbCdEf1234" }] }]);
  expect(batches[0]!.headers.get("authorization")).toBe(`Bearer ${"t".repeat(32)}`);
});
