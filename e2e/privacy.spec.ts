import { expect, test, type Page } from "@playwright/test";
import { activityMails } from "./fixtures/outbox";
import { api, signedIn, verifiedUser } from "./fixtures/session";

const OTHER_SITE = "http://other.example";

/**
 * Another site's page, served by the test itself, with one link to `href`. The route goes once the
 * page is there: while any route is set, Playwright reports requests without their Sec-Fetch headers.
 */
async function otherSiteLinkingTo(page: Page, href: string) {
  await page.route(`${OTHER_SITE}/**`, (route) =>
    route.fulfill({ contentType: "text/html", body: `<!doctype html><title>Elsewhere</title><a href="${href}">A nice page</a>` }),
  );
  await page.goto(`${OTHER_SITE}/`);
  await page.unrouteAll();
}

/** Follows `go` to the public compliment page, answering the Sec-Fetch-Site the browser sent and the response. */
async function arrive(page: Page, go: () => Promise<unknown>) {
  const [request] = await Promise.all([page.waitForRequest((r) => new URL(r.url()).pathname === "/show-compliment"), go()]);
  const response = await request.response();
  return { site: (await request.allHeaders())["sec-fetch-site"], response };
}

test("another site that sends a signed-in reader to a compliment gets them the guest's page, and the author hears of no one", async ({
  browser,
  baseURL,
}) => {
  const author = await verifiedUser("author");
  const written = await api<{ data: { id: number; code: string } }>("/v1/compliments", {
    token: author.token,
    json: { to: "Rowan Price", compliment: "Your patience at the counter turned my day around." },
  });
  expect(written.status).toBe(201);
  const { id, code } = written.body.data;
  const url = `${baseURL}/show-compliment?code=${code}`;
  const reader = await verifiedUser("reader");
  const page = await signedIn(browser, reader);
  const topBar = page.getByRole("navigation", { name: "Main" });

  await otherSiteLinkingTo(page, url);
  const crossSite = await arrive(page, () => page.getByRole("link", { name: "A nice page" }).click());
  expect(crossSite.site).toBe("cross-site");
  expect(crossSite.response?.status()).toBe(200);
  await expect(page.getByText("Your patience at the counter turned my day around.")).toBeVisible();
  await expect(topBar.getByRole("link", { name: "Login" })).toBeVisible();
  await expect(topBar.getByText(reader.name)).toHaveCount(0);

  // The backend never learned who that was: no opening is on record, so the reader cannot yet claim by id.
  expect((await api(`/v1/compliments/${id}/claim`, { token: reader.token, method: "POST" })).status).toBe(404);
  // The guest's view is written with the next batch of views; then the author's page shows it.
  await expect
    .poll(async () => (await api("/v1/activity", { token: author.token })).body.data)
    .toEqual([expect.objectContaining({ kind: "viewed", actor: null })]);
  const authorPage = await signedIn(browser, author);
  await authorPage.goto("/your-compliments");
  await expect(
    authorPage.getByRole("region", { name: "Activity" }).getByText("Someone read your compliment for Rowan Price"),
  ).toBeVisible();
  await expect
    .poll(async () => (await activityMails(author.email)).map((m) => m.subject))
    .toEqual(["Your compliment for Rowan Price: Someone just read it"]);
  expect((await activityMails(author.email))[0]?.text).not.toContain(reader.name);

  // Claim on the guest's page goes the guest's way, to the join page; that is the site's own page, where
  // the session counts, so a reader already logged in goes straight on to be asked whether it is for them.
  await page.getByRole("button", { name: "Claim", exact: true }).click();
  const question = page.getByRole("dialog", { name: "This compliment is for Rowan Price. Is that you?" });
  await expect(question).toBeVisible();
  await question.getByRole("button", { name: "No" }).click();

  // From the site's own pages the session is used: the reader's own page, and the backend records their opening.
  await page.goto("/your-compliments");
  const sameOrigin = await arrive(page, () => page.evaluate((to) => location.assign(to), url));
  expect(sameOrigin.site).toBe("same-origin");
  await expect(page.getByText("Your patience at the counter turned my day around.")).toBeVisible();
  await expect(topBar.getByRole("link", { name: "Login" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Claim", exact: true })).toBeVisible();
  expect((await api(`/v1/compliments/${id}/claim`, { token: reader.token, method: "POST" })).status).toBe(200);
  expect((await api("/v1/activity", { token: author.token })).body.data).toEqual([
    expect.objectContaining({ kind: "claimed", actor: expect.objectContaining({ name: reader.name }) }),
    expect.objectContaining({ kind: "viewed", actor: null }),
  ]);
});

test("a typed or scanned address uses the session; a request without Sec-Fetch-Site does only with a Referer from the site", async ({
  browser,
  baseURL,
  request,
}) => {
  const author = await verifiedUser("author");
  const { code } = (await api("/v1/compliments", { token: author.token, json: { to: "Ellis Park", compliment: "Thank you for the map." } }))
    .body.data;
  const reader = await verifiedUser("reader");
  const page = await signedIn(browser, reader);
  const typed = await arrive(page, () => page.goto(`/show-compliment?code=${code}`));
  expect(typed.site).toBe("none");
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Login" })).toHaveCount(0);

  // An old browser or curl sends no Sec-Fetch-Site: the session cookie alone is not enough.
  const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
  const plain = await request.get(`${baseURL}/show-compliment?code=${code}`, { headers: { cookie } });
  const fromSite = await request.get(`${baseURL}/show-compliment?code=${code}`, {
    headers: { cookie, referer: `${baseURL}/your-compliments` },
  });
  const loginLink = /<a [^>]*href="\/login"[^>]*>Login<\/a>/;
  expect(await plain.text()).toMatch(loginLink);
  expect(await fromSite.text()).not.toMatch(loginLink);
});

test("another site that sends a signed-in reader to the join page gets them the guest's choices, and no opening is recorded", async ({
  browser,
  baseURL,
}) => {
  const author = await verifiedUser("author");
  const { id, code } = (
    await api("/v1/compliments", { token: author.token, json: { to: "Noor Adler", compliment: "Thank you for the lift." } })
  ).body.data;
  const reader = await verifiedUser("reader");
  const page = await signedIn(browser, reader);
  await otherSiteLinkingTo(page, `${baseURL}/join?code=${code}&action=claim`);
  await page.getByRole("link", { name: "A nice page" }).click();
  await expect(page).toHaveURL(`/join?code=${code}&action=claim`);
  await expect(page.getByRole("link", { name: "Create an account" })).toBeVisible();
  // The page read the compliment as a guest: the backend never learned the reader held its code.
  expect((await api(`/v1/compliments/${id}/claim`, { token: reader.token, method: "POST" })).status).toBe(404);

  // Their own navigation to it goes straight on, signed in, to be asked whether it is for them.
  await page.goto(`/join?code=${code}&action=claim`);
  await expect(page).toHaveURL(`/show-compliment?code=${code}`);
  await expect(page.getByRole("button", { name: "Claim", exact: true })).toBeVisible();
});
