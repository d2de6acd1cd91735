import { expect, test, type Page } from "@playwright/test";
import { jobsDone } from "./fixtures/jobs";
import { activityMails, linkFromOutbox } from "./fixtures/outbox";
import { api, signedIn, submitLogIn, verifiedUser } from "./fixtures/session";

/** The subjects of the activity e-mails (not the verification mail) sent to `to`, oldest first. */
const activitySubjects = async (to: string) => (await activityMails(to)).map((m) => m.subject);

async function writeCompliment(token: string, to: string) {
  const created = await api<{ data: { id: number; code: string } }>("/v1/compliments", {
    token,
    json: { to, compliment: "You held the door and the whole morning got better." },
  });
  expect(created.status).toBe(201);
  return created.body.data;
}

/**
 * Waits for a guest's view to be written (with the web's next batch of views, just after its page is
 * served), then opens Your Compliments once and finds it in the activity feed. Asking the API first
 * keeps a slow page load from using up the wait, as reloading the page until it showed did.
 */
async function feedShowsView(page: Page, token: string, to: string) {
  await expect
    .poll(async () => (await api<{ data: Array<{ kind: string }> }>("/v1/activity", { token })).body.data.map((e) => e.kind))
    .toContain("viewed");
  await page.goto("/your-compliments");
  await expect(page.getByRole("region", { name: "Activity" }).getByText(`Someone read your compliment for ${to}`)).toBeVisible();
}

const status = (page: Page, code: string) => page.getByTestId(`status-${code}`);

test("the author hears back: feed, e-mail, row status and the Messages badge after a view, a claim and a reply", async ({ browser }) => {
  test.slow();
  const author = await verifiedUser("author");
  const authorPage = await signedIn(browser, author);
  const { id, code } = await writeCompliment(author.token, "Wren");

  await authorPage.goto("/your-compliments");
  await expect(authorPage.getByText("Nothing yet.")).toBeVisible();
  await expect(status(authorPage, code)).toContainText("Written");

  // A guest opens it by its code.
  const guest = await (await browser.newContext()).newPage();
  await guest.goto(`/show-compliment?code=${code}`);
  await expect(guest.getByRole("heading", { level: 1, name: "Wren" })).toBeVisible();

  await feedShowsView(authorPage, author.token, "Wren");
  await expect(status(authorPage, code).locator("p")).toHaveText("Viewed");
  await expect(status(authorPage, code)).toContainText("Viewed");
  await expect.poll(() => activitySubjects(author.email)).toEqual(["Your compliment for Wren: Someone just read it"]);

  // Another user claims it on the page and replies through the page's own session.
  const reader = await verifiedUser("reader");
  const readerPage = await signedIn(browser, reader);
  await readerPage.goto(`/show-compliment?code=${code}`);
  await readerPage.getByRole("button", { name: "Claim", exact: true }).click();
  await readerPage.getByRole("dialog").getByRole("button", { name: "Yes, keep it" }).click();
  await expect(readerPage.getByRole("heading", { name: "It's yours — say thank you?" })).toBeVisible();

  await authorPage.goto("/your-compliments");
  await expect(authorPage.getByTestId("unread-messages-badge")).toHaveText("");
  await expect(
    authorPage.getByRole("region", { name: "Activity" }).getByText(`${reader.name} claimed your compliment for Wren`),
  ).toBeVisible();
  await expect(status(authorPage, code).locator("p")).toHaveText("Claimed");
  // Mail jobs run side by side, so the claim's mail is awaited before the reply makes the next one.
  await expect
    .poll(() => activitySubjects(author.email))
    .toEqual(["Your compliment for Wren: Someone just read it", `Your compliment for Wren: ${reader.name} kept it`]);

  const replied = await readerPage.evaluate(
    async (complimentId) =>
      (
        await fetch(`/api/v1/compliments/${complimentId}/reply`, {
          method: "POST",
          headers: { "Content-Type": "application/json", Accept: "application/json" },
          body: JSON.stringify({ message: "Thank you, that made my week!" }),
        })
      ).status,
    id,
  );
  expect(replied).toBe(201);

  // Without a reload, the author's Messages entry shows the unread message: pushed, so at once.
  const badge = authorPage.getByRole("navigation", { name: "Main" }).getByRole("link", { name: /Messages/ });
  await expect(badge).toHaveAccessibleName(/1 unread message$/, { timeout: 5000 });
  await expect(authorPage.getByTestId("unread-messages-badge")).toContainText("1");
  // On a phone the Messages entry is inside the menu; the menu's button carries the count.
  const size = authorPage.viewportSize()!;
  await authorPage.setViewportSize({ width: 390, height: 844 });
  await expect(authorPage.getByRole("button", { name: "Open menu" })).toHaveAccessibleName(/^Open menu ?, 1 unread message$/);
  await authorPage.setViewportSize(size);

  await authorPage.reload();
  await expect(
    authorPage.getByRole("region", { name: "Activity" }).getByText(`${reader.name} replied to your compliment for Wren`),
  ).toBeVisible();
  await expect(status(authorPage, code).locator("p")).toHaveText("Replied");
  await expect(status(authorPage, code)).toContainText(/Written.*Viewed.*Claimed.*Replied/);
  await expect
    .poll(() => activitySubjects(author.email))
    .toEqual([
      "Your compliment for Wren: Someone just read it",
      `Your compliment for Wren: ${reader.name} kept it`,
      `Your compliment for Wren: ${reader.name} wrote back`,
    ]);

  // Reading the conversation clears the badge.
  const conversations = await api<{ data: Array<{ id: number }> }>("/v1/compliments/conversations", { token: author.token });
  await authorPage.goto(`/conversation?id=${conversations.body.data[0]!.id}`);
  await expect(authorPage.getByText("Thank you, that made my week!")).toBeVisible();
  await expect(authorPage.getByTestId("unread-messages-badge")).toHaveText("", { timeout: 5000 });
});

test("with the e-mail setting off, the feed still shows a view but no e-mail is sent", async ({ browser }) => {
  const author = await verifiedUser("quiet");
  const authorPage = await signedIn(browser, author);
  await authorPage.goto("/profile");
  const setting = authorPage.getByRole("checkbox", {
    name: "E-mail me when someone reads, claims or replies to my compliments, and when a message waits for me",
  });
  await expect(setting).toBeChecked();

  // A save that gets no answer says so, shows the setting as stored, and keeps the choice to save again.
  await authorPage.route("**/api/v1/users/notification-settings", (route) =>
    route.request().method() === "PATCH" ? route.abort() : route.fallback(),
  );
  const saveFailed = authorPage.getByRole("alert").filter({ hasText: "Could not save this setting. Please try again." });
  await setting.click();
  await expect(saveFailed).toBeVisible();
  await expect(setting).toBeChecked();
  await authorPage.unroute("**/api/v1/users/notification-settings");
  await authorPage.getByRole("button", { name: "Save again" }).click();
  await expect(setting).not.toBeChecked();
  await expect(setting).toBeEnabled();
  await expect(saveFailed).toHaveCount(0);
  await authorPage.reload();
  await expect(setting).not.toBeChecked();
  expect((await api("/v1/users/notification-settings", { token: author.token })).body.data).toEqual({ notify_by_email: false });

  const { code } = await writeCompliment(author.token, "Ines");
  const guest = await (await browser.newContext()).newPage();
  await guest.goto(`/show-compliment?code=${code}`);
  await feedShowsView(authorPage, author.token, "Ines");
  await expect(status(authorPage, code).locator("p")).toHaveText("Viewed");
  // The mail would have been sent by the job the view queued: once it has run, there is none.
  await jobsDone(["activity-mail", "mail"]);
  expect(await activitySubjects(author.email)).toEqual([]);
});

test("once its recipient keeps it, the author can no longer change who it is for or what it says; the note still changes", async ({
  browser,
}) => {
  const author = await verifiedUser("author");
  const { id, code } = await writeCompliment(author.token, "Mr. Okafor");
  const page = await signedIn(browser, author);
  await page.goto(`/edit-compliment?code=${code}&id=${id}`);
  await expect(page.getByLabel("To", { exact: true })).toBeEditable();

  const reader = await verifiedUser("okafor");
  await api(`/v1/compliments/code/${code}`, { token: reader.token });
  expect((await api(`/v1/compliments/${id}/claim`, { token: reader.token, method: "POST" })).status).toBe(200);

  await page.reload();
  const to = page.getByLabel("To", { exact: true });
  const text = page.getByLabel("Compliment", { exact: true });
  await expect(to).not.toBeEditable();
  await expect(text).not.toBeEditable();
  await expect(to).toHaveAccessibleDescription(/Its recipient has kept this compliment/);
  await expect(page.getByText("You can still change the private note and the ads.")).toBeVisible();
  await page.getByLabel(/^Private note/).fill("thank him again at Friday's meeting");
  await page.getByRole("button", { name: "Edit", exact: true }).click();
  await expect(page).toHaveURL(/\/your-compliments$/);
  const saved = (await api(`/v1/compliments/own/${code}`, { token: author.token })).body.data;
  expect(saved).toMatchObject({ to: "Mr. Okafor", note: "thank him again at Friday's meeting" });

  // The backend holds the line for any client, not only this form.
  const rewrite = await api(`/v1/compliments/${id}`, {
    token: author.token,
    method: "PATCH",
    json: { compliment: "Something else entirely." },
  });
  expect(rewrite.status).toBe(422);
});

test("the activity e-mail's button is on APP_URL and opens Your Compliments after log-in", async ({ browser }) => {
  const author = await verifiedUser("noticed");
  const reader = await verifiedUser("looker");
  const { code } = await writeCompliment(author.token, "Quinn");
  expect((await api(`/v1/compliments/code/${code}`, { token: reader.token })).status).toBe(200);

  const link = await linkFromOutbox(author.email, "/your-compliments", 1, 20_000);
  // This browser runs on the backend's host too: only the origin tells the link is the web's.
  expect(new URL(link).origin).toBe(new URL(process.env.E2E_BASE_URL!).origin);
  const page = await (await browser.newContext()).newPage();
  await page.goto(link);
  await expect(page).toHaveURL(/\/login\?/);
  await submitLogIn(page, author);
  await expect(page).toHaveURL(/\/your-compliments$/);
  await expect(status(page, code)).toContainText("Viewed");
});
