import { expect, test, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { startWebServer, type RunningWeb } from "../scripts/lib/processes";
import { api, demoUsers, logIn, settled, verifiedUser } from "./fixtures/session";

// Issue 32, "every date right for every reader": a date the app shows reads in the reader's zone
// (their browser's, remembered in the `tz` cookie for the server's render), and the server's HTML
// and the hydrated page say the same, with no hydration warning; with no zone known yet the server
// writes UTC and says so; and the page reads the same whatever zone the server process runs in.

const ZONES = ["America/Los_Angeles", "Pacific/Kiritimati"] as const;
/** What each user's page shows dates on: Dana's seeded activity (2 to 15 days old), the operator's log (a suspension's end day). */
const PAGES = [
  { user: demoUsers.dana, path: "/your-compliments" },
  { user: demoUsers.moderator, path: "/moderation/log" },
];
const HYDRATION = /hydrat|did not match|Minified React error #(418|423|425)/i;

type Dated = { at: string; text: string };

/** Every `<time>` of an HTML page, as written: its instant and its text. */
function datesIn(html: string): Dated[] {
  return [...html.matchAll(/<time datetime="([^"]+)"[^>]*>(.*?)<\/time>/gi)].map(([, at, inner]) => ({
    at: at!,
    text: inner!.replace(/<!-- -->/g, "").replace(/&amp;/g, "&"),
  }));
}

/** Dates worth comparing between two renders: "Just now" turns into a time within the minute. */
const settledDates = (dates: Dated[]) => dates.filter((d) => Math.abs(Date.now() - new Date(d.at).getTime()) > 120_000);

/**
 * Where two reads of a page say an instant differently: each date of `a` against every date of `b`
 * at the same instant (a list may have grown, or load more in the browser, between them).
 */
function differences(a: Dated[], b: Dated[]) {
  const both = a.filter((d) => b.some((o) => o.at === d.at));
  expect(both.length, "dates both reads show").toBeGreaterThan(0);
  return both.flatMap((d) => b.filter((o) => o.at === d.at && o.text !== d.text).map((o) => `${d.at}: "${d.text}" and "${o.text}"`));
}

/** The texts the browser's own clock and zone give an instant: a time, a short day and time, or a long day. */
async function browserForms(page: Page, at: string[]) {
  return page.evaluate(
    (instants) =>
      instants.map((iso) => {
        const d = new Date(iso);
        const time = d.toLocaleTimeString("en-US", { hour: "numeric", minute: "2-digit" });
        return [
          time,
          `${d.toLocaleDateString("en-US", { month: "short", day: "numeric" })}, ${time}`,
          d.toLocaleDateString("en-US", { month: "long", day: "numeric", year: "numeric" }),
        ];
      }),
    at,
  );
}

/** A context in `timezoneId`, signed in as `user` through the log-in page (which remembers the zone). */
async function readerIn(browser: Browser, timezoneId: string, user: { email: string; password: string }) {
  const context = await browser.newContext({ timezoneId });
  const page = await context.newPage();
  const warnings: string[] = [];
  page.on("console", (m) => void (HYDRATION.test(m.text()) && warnings.push(m.text())));
  page.on("pageerror", (e) => void (HYDRATION.test(e.message) && warnings.push(e.message)));
  await logIn(page, user);
  await expect(page).toHaveURL(/\/your-compliments$/);
  return { context, page, warnings };
}

/** The request's Cookie header for `context`'s session, with `tz` set to `zone` (or left out). */
async function cookieHeader(context: BrowserContext, zone: string | undefined) {
  const kept = (await context.cookies()).filter((c) => c.name !== "tz").map((c) => `${c.name}=${c.value}`);
  return [...kept, ...(zone ? [`tz=${zone}`] : [])].join("; ");
}

const pageHtml = async (origin: string, path: string, cookie: string) => {
  const res = await fetch(`${origin}${path}`, { headers: { cookie }, redirect: "manual" });
  expect(res.status, `${origin}${path}`).toBe(200);
  return res.text();
};

let suspendedReason = "";

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  // A suspension in the log, so it shows a day ("until December 3, 2026") as well as times.
  const [reporter, sender] = [await verifiedUser("tzreader"), await verifiedUser("tzsender")];
  const readerId = (await api("/v1/auth/me", { token: reporter.token })).body.data.id as number;
  const sent = await api(`/v1/users/${readerId}/messages`, { token: sender.token, json: { message: "Answer me now." } });
  expect(sent.status).toBe(201);
  const thread = await api(`/v1/compliments/conversations/${sent.body.data.conversation_id}`, { token: reporter.token });
  const message = (thread.body.data as { id: number; message: string }[]).find((m) => m.message === "Answer me now.")!;
  const reported = await api("/v1/reports", {
    token: reporter.token,
    json: {
      target_kind: "message",
      target_id: message.id,
      reason: "harassment",
      explanation: "Pushy.",
      place: "/messages-list",
      good_faith: true,
    },
  });
  expect(reported.status).toBe(201);
  const operator = await api("/v1/auth/login", { json: { email: demoUsers.moderator.email, password: demoUsers.moderator.password } });
  suspendedReason = `Pushing another member (${Date.now()}).`;
  const decided = await api("/v1/moderation/decisions", {
    token: operator.body.data.token,
    json: { target_kind: "message", target_id: message.id, action: "suspend", reason: suspendedReason, suspend_days: 7 },
  });
  expect(decided.status).toBe(201);
});

for (const zone of ZONES) {
  test(`a reader in ${zone} reads every date in their zone, the same in the server's HTML and after hydration`, async ({ browser }) => {
    for (const { user, path } of PAGES) {
      const { context, page, warnings } = await readerIn(browser, zone, user);
      expect((await context.cookies()).find((c) => c.name === "tz")?.value).toBe(zone);

      // What the server wrote, for this reader's cookies.
      const served = datesIn(await (await context.request.get(path)).text());
      expect(served.length, `${path} shows dates`).toBeGreaterThan(0);

      await page.goto(path);
      await settled(page);
      const shown = await page
        .locator("time[datetime]")
        .evaluateAll((els) => els.map((el) => ({ at: el.getAttribute("datetime")!, text: el.textContent! })));
      const forms = await browserForms(
        page,
        shown.map((d) => d.at),
      );
      shown.forEach((d, k) => {
        if (d.text !== "Just now") expect(forms[k], `${path}: ${d.at}`).toContain(d.text);
      });
      expect(differences(settledDates(served), shown), `${path}: the server's HTML and the hydrated page`).toEqual([]);
      if (path === "/moderation/log") {
        const row = page.getByRole("row").filter({ hasText: suspendedReason });
        const until = await row.locator("time").last().getAttribute("datetime");
        await expect(row).toContainText(`until ${(await browserForms(page, [until!]))[0]![2]}`);
      }
      expect(warnings).toEqual([]);
      await context.close();
    }
  });
}

test("a reader whose zone is not known yet gets UTC, and the page says so", async ({ browser }) => {
  const { context } = await readerIn(browser, "America/Los_Angeles", demoUsers.dana);
  const dates = datesIn(await pageHtml(process.env.E2E_BASE_URL!, "/your-compliments", await cookieHeader(context, undefined)));
  expect(dates.length).toBeGreaterThan(0);
  for (const { text } of dates) expect(text).toMatch(/^Just now$| UTC$/);
  await context.close();
});

test.describe("the server process's own zone", () => {
  let servers: [RunningWeb, RunningWeb];
  test.beforeAll(async () => {
    // Two more web servers in front of the same backend, with the same session secret, started on two zones 22 hours apart.
    const shared = { AUTH_SECRET: process.env.E2E_AUTH_SECRET! };
    servers = (await Promise.all(
      ["UTC", "Pacific/Kiritimati"].map((TZ) =>
        startWebServer(process.env.E2E_API_URL!, `web-tz-${TZ.replace("/", "-")}`, undefined, { ...shared, TZ }),
      ),
    )) as [RunningWeb, RunningWeb];
  });
  test.afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
  });

  test("changes nothing a page reads, for a reader with a zone and one without", async ({ browser }) => {
    test.setTimeout(120_000);
    for (const { user, path } of PAGES) {
      const { context } = await readerIn(browser, "America/Los_Angeles", user);
      for (const zone of ["America/Los_Angeles", undefined]) {
        const cookie = await cookieHeader(context, zone);
        const read = async (server: RunningWeb) => settledDates(datesIn(await pageHtml(server.url, path, cookie)));
        const [onUtc, onKiritimati] = [await read(servers[0]), await read(servers[1])];
        expect(onUtc.length, `${path} shows settled dates`).toBeGreaterThan(0);
        expect(differences(onUtc, onKiritimati), `${path}, tz=${zone ?? "none"}`).toEqual([]);
        if (!zone) for (const { text } of onUtc) expect(text).toMatch(/ UTC$|\(UTC\)$/);
      }
      await context.close();
    }
  });
});
