import { expect, test, type Browser, type Page } from "@playwright/test";
import { expectNoViolations } from "./fixtures/axe";
import { linkFromOutbox, mailsTo } from "./fixtures/outbox";
import { api, demoUsers, settled, signedIn, uniqueEmail, verifiedUser } from "./fixtures/session";

// The operator (issue 31): a reported compliment removed with a reason, its code Gone, the author's
// statement of reasons with its contest link, the notifier told, the log; a reported message that
// leads to a suspension; and the new pages' accessibility.

const operator = demoUsers.moderator;
const sizes = [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1280, height: 800 },
];

const idOf = async (token: string) => (await api("/v1/auth/me", { token })).body.data.id as number;

/** Decides the queue item headed `heading` through the page's form, and waits for it to leave the list. */
async function decide(page: Page, heading: string, action: string, reason: string, duration?: string) {
  const item = page.getByRole("article", { name: heading });
  await item.getByRole("radio", { name: action }).check();
  if (duration) await item.getByLabel("How long").selectOption({ label: duration });
  await item.getByLabel(/^Reason/).fill(reason);
  await item.getByRole("button", { name: "Record decision" }).click();
  await expect(page.getByRole("status").filter({ hasText: "is in the log" })).toBeVisible();
  await expect(item).toHaveCount(0);
}

async function asOperator(browser: Browser) {
  const page = await signedIn(browser, operator);
  await page.goto("/moderation");
  await expect(page.getByRole("heading", { name: "Moderation", level: 1 })).toBeVisible();
  return page;
}

test("a guest's report of a compliment: removed with a reason, its code Gone, the author told how to contest, the notifier told", async ({
  page,
  browser,
}) => {
  const author = await verifiedUser("author");
  const written = await api("/v1/compliments", { token: author.token, json: { to: "Robin", compliment: "Nobody will ever love you." } });
  const { code, id } = written.body.data as { code: string; id: number };
  const guest = { name: "Gina Guest", email: uniqueEmail("notifier") };

  // The guest reports it from the compliment's page and gets a receipt.
  await page.goto(`/c/${code}`);
  await page.getByRole("link", { name: "Report", exact: true }).click();
  await settled(page);
  const form = page.getByRole("main");
  await form.getByRole("radio", { name: "Harassment or threats" }).check();
  await form.getByLabel("What is wrong here?").fill("It is cruel to the person it is written for.");
  await form.getByLabel("Your name").fill(guest.name);
  await form.getByLabel("Your e-mail").fill(guest.email);
  await form.getByRole("checkbox", { name: /in good faith/ }).check();
  await form.getByRole("button", { name: "Send report" }).click();
  await expect(form.getByRole("status")).toHaveText("Thank you — we've received your report.");
  await expect.poll(async () => (await mailsTo(guest.email)).map((m) => m.subject)).toEqual(["We've received your report"]);

  // The seeded operator finds it in the queue, shown in place, and removes it with a reason.
  const moderation = await asOperator(browser);
  const heading = `Compliment ${id} by ${author.name}`;
  const item = moderation.getByRole("article", { name: heading });
  await expect(item.getByText("Nobody will ever love you.")).toBeVisible();
  await expect(item.getByText("It is cruel to the person it is written for.")).toBeVisible();
  await expect(item.getByText(`Guest: ${guest.name} <${guest.email}>`)).toBeVisible();
  // A decision needs its written reason.
  await item.getByRole("radio", { name: "Remove the compliment" }).check();
  await item.getByRole("button", { name: "Record decision" }).click();
  await expect(item.getByText("Please write the reason for this decision.")).toBeVisible();
  const reason = "It insults the person it is addressed to (rules: harassment).";
  await decide(moderation, heading, "Remove the compliment", reason);

  // Its code answers 410 on the API, and the page says so with 410 too.
  const gone = await api(`/v1/compliments/code/${code}`);
  expect(gone).toEqual({ status: 410, body: { success: false, message: "This compliment was removed.", reason: "removed" } });
  const shown = await page.goto(`/show-compliment?code=${code}`);
  expect(shown?.status()).toBe(410);
  await expect(page.getByRole("heading", { name: "This compliment was removed." })).toBeVisible();
  await page.goto(`/c/${code}`);
  await expect(page.getByRole("heading", { name: "This compliment was removed." })).toBeVisible();

  // The author's statement of reasons quotes the reason and says how to contest; the notifier hears the decision.
  await expect.poll(async () => (await mailsTo(author.email)).map((m) => m.subject)).toContain("We removed your compliment");
  const statement = (await mailsTo(author.email)).find((m) => m.subject === "We removed your compliment")!;
  expect(statement.text).toContain(reason);
  expect(statement.text).toContain("Nobody will ever love you.");
  expect(statement.text).toContain("not made by an automated system");
  expect(statement.text).toContain("Contest this decision");
  await expect.poll(async () => (await mailsTo(guest.email)).map((m) => m.subject)).toContain("We've decided on your report");
  const decided = (await mailsTo(guest.email)).find((m) => m.subject === "We've decided on your report")!;
  expect(decided.text).toContain("We found that it breaks our rules and removed it.");
  expect(decided.text).not.toContain(author.email);

  // The log lists it.
  await moderation.goto("/moderation/log");
  const row = moderation.getByRole("row").filter({ hasText: reason });
  await expect(row).toContainText(`Content removed: compliment ${id}`);
  await expect(row).toContainText(operator.name);

  // The author contests through the link: a new item in the queue.
  const contest = await (await browser.newContext()).newPage();
  await contest.goto(await linkFromOutbox(author.email, "/contest"));
  await expect(contest.getByText(reason)).toBeVisible();
  await settled(contest);
  await contest.getByLabel("Why the decision is wrong").fill("It was a line from a song we both love.");
  await contest.getByRole("button", { name: "Contest the decision" }).click();
  await expect(contest.getByRole("status")).toContainText("we've received your objection");
  await moderation.goto("/moderation");
  await expect(moderation.getByRole("article").filter({ hasText: "It was a line from a song we both love." })).toBeVisible();
});

test("a reported message leads to a suspension: the token refused at its next call, log in says suspended", async ({ browser }) => {
  const reporter = await verifiedUser("harassed");
  const sender = await verifiedUser("harasser");
  const sent = await api(`/v1/users/${await idOf(reporter.token)}/messages`, {
    token: sender.token,
    json: { message: "I know where you live." },
  });
  expect(sent.status).toBe(201);
  const read = await api(`/v1/compliments/conversations/${sent.body.data.conversation_id}`, { token: reporter.token });
  const message = (read.body.data as { id: number; message: string }[]).find((m) => m.message === "I know where you live.")!;
  const reported = await api("/v1/reports", {
    token: reporter.token,
    json: {
      target_kind: "message",
      target_id: message.id,
      reason: "harassment",
      explanation: "A threat.",
      place: `/conversation?id=${sent.body.data.conversation_id}`,
      good_faith: true,
    },
  });
  expect(reported.status).toBe(201);
  expect((await api("/v1/auth/me", { token: sender.token })).status).toBe(200);

  const moderation = await asOperator(browser);
  const heading = `Message ${message.id} by ${sender.name}`;
  await expect(moderation.getByRole("article", { name: heading }).getByText("I know where you live.").first()).toBeVisible();
  await decide(moderation, heading, `Suspend ${sender.name}'s account`, "Threatening another member.", "7 days");

  expect((await api("/v1/auth/me", { token: sender.token })).status).toBe(401);
  const page = await (await browser.newContext()).newPage();
  await page.goto("/login");
  await page.getByLabel("Email").fill(sender.email);
  await page.getByLabel("Password", { exact: true }).fill(sender.password);
  await page.getByRole("button", { name: "Log In" }).click();
  await expect(page.getByText(/This account is suspended until \w+ \d{1,2}, \d{4} \(UTC\)\./).first()).toBeVisible();
  await expect.poll(async () => (await mailsTo(sender.email)).map((m) => m.subject)).toContain("Your Compliments account is suspended");
});

test("Moderation is for operators only: in their menu, and the 404 page for anyone else", async ({ browser }) => {
  const member = await verifiedUser("member");
  const page = await signedIn(browser, member);
  expect((await page.goto("/moderation"))?.status()).toBe(404);
  expect((await page.goto("/moderation/log"))?.status()).toBe(404);
  await expect(page.getByRole("link", { name: "Moderation" })).toHaveCount(0);
  const moderation = await signedIn(browser, operator);
  await moderation.getByRole("button", { name: "Account menu" }).click();
  await expect(moderation.getByRole("link", { name: "Moderation" })).toBeVisible();
});

test("axe finds nothing on /moderation, /moderation/log and /contest at 390 and 1280 px", async ({ browser }) => {
  // An item in the queue, so the page shows its content, reports and form.
  const author = await verifiedUser("axe");
  const { body } = await api("/v1/compliments", { token: author.token, json: { to: "Kim", compliment: "Axe me anything." } });
  const guest = uniqueEmail("axe-notifier");
  await api("/v1/reports", {
    json: {
      target_kind: "compliment",
      code: body.data.code,
      reason: "spam",
      explanation: "Spam.",
      place: `/show-compliment?code=${body.data.code}`,
      good_faith: true,
      name: "Axel Guest",
      email: guest,
    },
  });
  const page = await signedIn(browser, operator);
  for (const size of sizes) {
    await page.setViewportSize(size);
    for (const path of ["/moderation", "/moderation/log"]) {
      await page.goto(path);
      await settled(page);
      await expectNoViolations(page, `${path} at ${size.name}`);
    }
    // The form's errors shown.
    await page.goto("/moderation");
    const item = page.getByRole("article", { name: `Compliment ${body.data.id} by ${author.name}` });
    await item.getByRole("radio", { name: /^Suspend/ }).check();
    await item.getByRole("button", { name: "Record decision" }).click();
    await expect(item.getByText("Please choose how long the suspension lasts.")).toBeVisible();
    await expectNoViolations(page, `/moderation with errors at ${size.name}`);
  }
  // A decision to contest, and its page.
  await decide(page, `Compliment ${body.data.id} by ${author.name}`, "Remove the compliment", "Spam, as reported by a guest.");
  const contest = await (await browser.newContext()).newPage();
  const link = await linkFromOutbox(author.email, "/contest");
  for (const size of sizes) {
    await contest.setViewportSize(size);
    await contest.goto(link);
    await settled(contest);
    await expectNoViolations(contest, `/contest at ${size.name}`);
    await contest.getByRole("button", { name: "Contest the decision" }).click();
    await expect(contest.getByText("Please say why the decision is wrong.")).toBeVisible();
    await expectNoViolations(contest, `/contest with errors at ${size.name}`);
  }
});
