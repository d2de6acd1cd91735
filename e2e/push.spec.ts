import { expect, test, type Page, type Request } from "@playwright/test";
import { api, signedIn, verifiedUser } from "./fixtures/session";

/** An author and a reader who replied to the author's compliment, and their conversation. */
async function conversation() {
  const author = await verifiedUser("pusher");
  const reader = await verifiedUser("listener");
  const compliment = await api("/v1/compliments", {
    token: author.token,
    json: { to: "Pia", compliment: "Your patience is a gift to us all." },
  });
  await api(`/v1/compliments/code/${compliment.body.data.code}`, { token: reader.token });
  const reply = await api(`/v1/compliments/${compliment.body.data.id}/conversation-messages`, { token: reader.token });
  return { author, reader, conversationId: reply.body.conversation.id as number };
}

const send = (token: string, conversationId: number, message: string) =>
  api("/v1/compliments/conversations/messages", { token, json: { conversation_id: conversationId, message } });

const isStream = (request: Request) => new URL(request.url()).pathname === "/api/events";

/** Every request the page makes from now on, its event stream apart. */
function requestsOf(page: Page) {
  const seen: string[] = [];
  page.on("request", (request) => {
    if (!isStream(request)) seen.push(`${request.method()} ${request.url()}`);
  });
  return seen;
}

/** Goes to `path` and waits until the tab's event stream is open (its first event, the unread count, has come). */
async function openWithStream(page: Page, path: string) {
  const stream = page.waitForResponse((res) => isStream(res.request()) && res.ok());
  await page.goto(path);
  await stream; // its headers: the response never finishes while the stream is open
}

const badge = (page: Page) => page.getByTestId("unread-messages-badge");

test("a message sent in one browser shows in the other's open chat within 1 s, without polling", async ({ browser }) => {
  test.slow(); // two people log in
  const { author, reader, conversationId } = await conversation();
  const readerPage = await signedIn(browser, reader);
  const authorPage = await signedIn(browser, author);
  await openWithStream(readerPage, `/conversation?id=${conversationId}`);
  await openWithStream(authorPage, `/conversation?id=${conversationId}`);
  const readerRequests = requestsOf(readerPage);
  const log = readerPage.getByRole("log", { name: "Messages" });
  const texts = ["First pushed message", "Second pushed message", "Third pushed message"];
  // The reader's page notes the moment each text enters its log: the latency measured is the page's own,
  // not the interval at which a test polls for it (the clock is the same machine's on both sides).
  await readerPage.evaluate((texts) => {
    const shown: Record<string, number> = {};
    Object.assign(window, { shownAt: shown });
    new MutationObserver(() => {
      const logText = document.querySelector("[role=log]")?.textContent ?? "";
      for (const text of texts) if (!(text in shown) && logText.includes(text)) shown[text] = Date.now();
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  }, texts);

  const latencies: number[] = [];
  for (const text of texts) {
    const box = authorPage.getByLabel("New Message");
    await box.fill(text);
    const sent = authorPage.waitForResponse((res) => res.url().endsWith("/api/v1/compliments/conversations/messages"));
    await box.press("Enter");
    expect((await sent).status()).toBe(201);
    const stored = Date.now();
    await expect(log.getByText(text)).toBeVisible();
    const shownAt = await readerPage.evaluate((text) => (window as unknown as { shownAt: Record<string, number> }).shownAt[text]!, text);
    latencies.push(shownAt - stored);
  }
  // Within 1 s as a rule (the median) and never past 2 s: a poll would take 30 s, a busy machine a few hundred ms.
  expect(latencies.toSorted((a, b) => a - b)[1], `latencies ${latencies.join(", ")} ms`).toBeLessThan(1000);
  expect(Math.max(...latencies), `latencies ${latencies.join(", ")} ms`).toBeLessThan(2000);
  // The reader's tab asked for nothing but what the events told it to: one look per message, no poll in between.
  expect(readerRequests.filter((r) => !/\/api\/v1\/compliments\/conversations\/\d+\?after=\d+$/.test(r))).toEqual([]);
  expect(readerRequests).toHaveLength(3);
});

test("the badge in the bar and in the phone menu updates at once when a message comes and when it is read elsewhere", async ({
  browser,
}) => {
  test.slow();
  const { author, reader, conversationId } = await conversation();
  const authorPage = await signedIn(browser, author);
  await openWithStream(authorPage, "/your-compliments");
  await expect(badge(authorPage)).toHaveText("");
  // The page's own first load is over first: its activity feed (the reader's view and reply) may ask after the stream is up.
  await expect(authorPage.getByRole("list", { name: "Activity on your compliments" })).toBeVisible();
  const requests = requestsOf(authorPage);

  await send(reader.token, conversationId, "Thank you, that made my week!");
  await expect(badge(authorPage)).toContainText("1", { timeout: 1000 });
  await authorPage.setViewportSize({ width: 390, height: 844 });
  await expect(authorPage.getByRole("button", { name: "Open menu" })).toHaveAccessibleName(/^Open menu ?, 1 unread message$/);
  await authorPage.setViewportSize({ width: 1280, height: 720 });

  // The author reads it in a second tab: the first one's badge drops without asking.
  const second = await authorPage.context().newPage();
  await second.goto(`/conversation?id=${conversationId}`);
  await expect(second.getByText("Thank you, that made my week!")).toBeVisible();
  await expect(badge(authorPage)).toHaveText("", { timeout: 1000 });
  // Nothing asked for the count (the phone layout's links are prefetched as they come into view: not the badge's).
  expect(requests.filter((r) => r.includes("/api/"))).toEqual([]);
});

test("an idle signed-in tab sends no request but its one event stream", async ({ browser }) => {
  // 15 s: more than three of the old 4-second badge polls (and five of the chat's 3-second ones).
  const IDLE_MS = 15_000;
  test.setTimeout(60_000);
  const { reader, conversationId } = await conversation();
  const page = await signedIn(browser, reader);
  const streams: string[] = [];
  page.on("request", (request) => void (isStream(request) && streams.push(request.url())));
  await openWithStream(page, `/conversation?id=${conversationId}`);
  await expect(page.getByRole("log", { name: "Messages" })).toBeVisible();
  // The page's own first loads (the chat's catch-up once the stream is up, prefetches) are over first.
  await page.waitForTimeout(2000);
  const requests = requestsOf(page);
  await page.waitForTimeout(IDLE_MS);
  expect(requests).toEqual([]);
  expect(streams).toHaveLength(1);
});

test("a tab whose stream is refused falls back to slow polling, and takes the stream again when it can", async ({ browser }) => {
  test.slow();
  const { author, reader, conversationId } = await conversation();
  const page = await signedIn(browser, reader);
  await page.route("**/api/events", (route) =>
    route.fulfill({ status: 503, json: { success: false, message: "Events are not available right now." } }),
  );
  const unreadPolls: number[] = [];
  page.on("request", (request) => void (request.url().endsWith("/api/v1/messages/unread-count") && unreadPolls.push(Date.now())));
  await send(author.token, conversationId, "Sent while your stream was refused");
  await page.goto("/your-compliments");
  // A few seconds of refused tries, then the badge asks by itself.
  await expect(badge(page)).toContainText("1", { timeout: 10_000 });

  await page.goto(`/conversation?id=${conversationId}`);
  await expect(page.getByText("Sent while your stream was refused")).toBeVisible();
  await send(author.token, conversationId, "And one more while it is still refused");
  // Slowly: the next look comes within the slow poll (30 s), not at once.
  await expect(page.getByText("And one more while it is still refused")).toBeVisible({ timeout: 40_000 });

  // The stream is back: the page takes it at its next try (backoff at most 60 s) and stops polling.
  await page.unroute("**/api/events");
  await page.waitForResponse((res) => isStream(res.request()) && res.ok(), { timeout: 70_000 });
  const polled = unreadPolls.length;
  await send(author.token, conversationId, "Pushed again");
  await expect(page.getByText("Pushed again")).toBeVisible({ timeout: 1000 });
  expect(unreadPolls.length).toBe(polled);
});

test("the event stream is for the signed-in user's own pages only", async ({ browser, request }) => {
  expect((await request.get("/api/events")).status()).toBe(401);
  const { reader } = await conversation();
  const page = await signedIn(browser, reader);
  expect((await page.request.get("/api/events", { headers: { "Sec-Fetch-Site": "cross-site" } })).status()).toBe(403);
});

test("one session holds at most 3 event streams: the 4th is refused with 429 and Retry-After, and gets in once one closes", async ({
  browser,
}) => {
  const page = await signedIn(browser, await verifiedUser("tabs"));
  const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
  await page.context().close();
  type Held = { status: number; res: Response; close(): void };
  const open = async (): Promise<Held> => {
    const aborter = new AbortController();
    const res = await fetch(`${process.env.E2E_BASE_URL}/api/events`, {
      headers: { Cookie: cookie, Accept: "text/event-stream" },
      signal: aborter.signal,
    });
    return { status: res.status, res, close: () => aborter.abort() };
  };
  // One stream at a time, each refused one tried again, until the session holds 3: that is once the
  // closed page's own stream has been let go. (Closing and opening four at once raced its own streams.)
  const held: Held[] = [];
  await expect
    .poll(
      async () => {
        const stream = await open();
        if (stream.status === 200) held.push(stream);
        return held.length;
      },
      { intervals: [500] },
    )
    .toBe(3);
  held.push(await open());
  expect(held.map((stream) => stream.status)).toEqual([200, 200, 200, 429]);
  const refused = held.pop()!;
  expect(refused.res.headers.get("retry-after")).toBe("60");
  expect(await refused.res.json()).toEqual({ success: false, message: "Too many open pages: live updates resume when one closes." });

  held.shift()!.close();
  await expect
    .poll(async () => {
      const stream = await open();
      if (stream.status === 200) held.push(stream);
      return stream.status;
    })
    .toBe(200);
  held.forEach((stream) => stream.close());
});

test("a tab refused for holding too many streams polls at once and waits out Retry-After before it tries again", async ({ browser }) => {
  const { author, reader, conversationId } = await conversation();
  const page = await signedIn(browser, reader);
  const tries: number[] = [];
  await page.route("**/api/events", (route) => {
    tries.push(Date.now());
    return route.fulfill({
      status: 429,
      headers: { "Retry-After": "60" },
      json: { success: false, message: "Too many open pages: live updates resume when one closes." },
    });
  });
  await send(author.token, conversationId, "Sent while your other tabs held the streams");
  await page.goto("/your-compliments");
  await expect(badge(page)).toContainText("1");
  // Without Retry-After the backoff would have tried again after about 1, 3 and 7 s.
  await page.waitForTimeout(8000);
  expect(tries).toHaveLength(1);
});
