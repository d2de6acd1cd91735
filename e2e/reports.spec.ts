import { expect, test, type Page } from "@playwright/test";
import { expectNoViolations } from "./fixtures/axe";
import { mailsTo } from "./fixtures/outbox";
import { api, settled, signedIn, uniqueEmail, verifiedUser } from "./fixtures/session";

// Report (issue 31): the button and its dialog on every page where something can be reported.

const THANKS = "Thank you — we've received your report.";
const RECEIPT = "We've received your report";

/** A fresh compliment by a fresh author, carrying the first ad; its code, id, ad and author. */
async function freshCompliment() {
  const author = await verifiedUser("reported");
  const [ad] = (await api("/v1/ads", { token: author.token })).body.data;
  const { body } = await api("/v1/compliments", {
    token: author.token,
    json: { to: "Robin", compliment: "You always find the right words." },
  });
  await api(`/v1/compliments/${body.data.id}`, { token: author.token, method: "PATCH", json: { ads: [ad.id] } });
  const me = await api("/v1/auth/me", { token: author.token });
  return {
    code: body.data.code as string,
    id: body.data.id as number,
    adId: ad.id as number,
    author: { ...author, id: me.body.data.id as number },
  };
}

/** Fills the open report dialog: a reason, an explanation and the confirmation (and a guest's name and e-mail). */
async function fillReport(dialog: ReturnType<Page["getByRole"]>, guest?: { name: string; email: string }) {
  await dialog.getByRole("radio", { name: "Spam or scam" }).check();
  await dialog.getByLabel("What is wrong here?").fill("It is an advert for something else entirely.");
  if (guest) {
    await dialog.getByLabel("Your name").fill(guest.name);
    await dialog.getByLabel("Your e-mail").fill(guest.email);
  }
  await dialog.getByRole("checkbox", { name: /in good faith/ }).check();
}

test("a guest reports a compliment from its cached page, is thanked, and gets a receipt", async ({ page }) => {
  const { code } = await freshCompliment();
  const guest = { name: "Gina Guest", email: uniqueEmail("notifier") };
  // The guest's compliment page comes without scripts: its Report is a link to the form's own page.
  await page.goto(`/c/${code}`);
  await page.getByRole("link", { name: "Report", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/report-compliment\\?code=${code}$`));
  await expect(page.getByRole("heading", { name: "Report this compliment" })).toBeVisible();
  await settled(page);
  const form = page.getByRole("main");
  await expect(form.getByLabel("Where")).toHaveValue(`/show-compliment?code=${code}`);
  await expect(form.getByLabel("Where")).toHaveAttribute("readonly", "");

  // Refused once (as past the limit): the message shows and nothing typed is lost.
  await fillReport(form, guest);
  await page.route("**/api/v1/reports", (route) =>
    route.fulfill({
      status: 429,
      json: { success: false, message: "You can send at most 5 reports a day without an account. Please try again tomorrow, or log in." },
    }),
  );
  await form.getByRole("button", { name: "Send report" }).click();
  await expect(form.getByRole("alert")).toHaveText(/at most 5 reports a day/);
  await expect(form.getByLabel("What is wrong here?")).toHaveValue("It is an advert for something else entirely.");
  await expect(form.getByLabel("Your e-mail")).toHaveValue(guest.email);
  await page.unroute("**/api/v1/reports");

  await form.getByRole("button", { name: "Send report" }).click();
  await expect(form.getByRole("status")).toHaveText(THANKS);
  await expect(form.getByRole("status")).toBeFocused();
  await expect.poll(async () => (await mailsTo(guest.email)).map((m) => m.subject), { timeout: 10_000 }).toEqual([RECEIPT]);
  const [receipt] = await mailsTo(guest.email);
  expect(receipt!.text).toContain("Hello Gina Guest,");
  expect(receipt!.text).toContain("your report of a compliment on");
  expect(receipt!.text).toContain("we will write to you with the decision");
});

test("a signed-in user reports a message, a profile, an ad and a review; never their own", async ({ browser }) => {
  const reporter = await verifiedUser("reporter");
  const { code, id, adId, author } = await freshCompliment();
  const me = await api("/v1/auth/me", { token: reporter.token });
  const sent = await api(`/v1/users/${me.body.data.id}/messages`, {
    token: author.token,
    json: { message: "Buy my course, link in bio!" },
  });
  expect(sent.status).toBe(201);
  await api("/v1/compliments/conversations/messages", {
    token: reporter.token,
    json: { conversation_id: sent.body.data.conversation_id, message: "Please stop." },
  });
  // The reporter holds the code, so the author's review of its ad is theirs to see.
  expect((await api(`/v1/compliments/code/${code}`, { token: reporter.token })).status).toBe(200);
  const detail = (await api(`/v1/ads/${adId}?compliment_id=${id}`, { token: author.token })).body.data;
  const review = await api("/v1/compliments/ads/reviews", {
    token: author.token,
    json: { compliment_ad_id: detail.compliment.compliment_ad_id, review: "Best deal ever, trust me." },
  });
  expect(review.status).toBe(201);

  const page = await signedIn(browser, reporter);
  const report = async (button: ReturnType<Page["getByRole"]>, noun: string) => {
    await button.click();
    const dialog = page.getByRole("dialog", { name: `Report this ${noun}` });
    // A user's account says who they are: the form asks no name or e-mail.
    await expect(dialog.getByLabel("Your e-mail")).toHaveCount(0);
    await fillReport(dialog);
    await dialog.getByRole("button", { name: "Send report" }).click();
    await expect(dialog.getByRole("status")).toHaveText(THANKS);
    await dialog.getByRole("button", { name: "Close" }).click();
  };

  await page.goto(`/conversation?id=${sent.body.data.conversation_id}`);
  await expect(page.getByText("Please stop.")).toBeVisible();
  // One Report button: the other's message, not the reporter's own.
  await expect(page.getByRole("button", { name: /^Report/ })).toHaveCount(1);
  await report(page.getByRole("button", { name: `Report message from ${author.name}` }), "message");

  await page.goto(`/profile-dashboard/${author.id}`);
  await report(page.getByRole("button", { name: "Report this profile" }), "profile");
  await page.goto(`/profile-dashboard/${me.body.data.id}`);
  await expect(page.getByRole("button", { name: /^Report/ })).toHaveCount(0);

  await page.goto(`/ads/${adId}?compliment_id=${id}`);
  await settled(page);
  await report(page.getByRole("button", { name: /^Report ad / }), "ad");
  await report(page.getByRole("button", { name: `Report review by ${author.name}` }), "review");

  await expect.poll(async () => (await mailsTo(reporter.email)).filter((m) => m.subject === RECEIPT).length, { timeout: 10_000 }).toBe(4);
  // The reported person is told nothing.
  expect((await mailsTo(author.email)).filter((m) => m.subject === RECEIPT)).toEqual([]);
});

test("the dialog opens with focus on its title, Escape closes it and focus goes back to Report", async ({ page }) => {
  const { adId } = await freshCompliment();
  await page.goto(`/ads/${adId}`);
  await settled(page);
  const button = page.getByRole("button", { name: /^Report ad / });
  await button.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Report this ad" });
  await expect(dialog.getByRole("heading", { name: "Report this ad" })).toBeFocused();
  await dialog.getByLabel("What is wrong here?").fill("Typed before closing.");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
  // Opened again, it still holds what was typed; a submit with errors moves focus to the first.
  await page.keyboard.press("Enter");
  await expect(dialog.getByLabel("What is wrong here?")).toHaveValue("Typed before closing.");
  await dialog.getByRole("button", { name: "Send report" }).click();
  await expect(dialog.getByText("Please choose a reason.")).toBeVisible();
  await expect(dialog.getByRole("radio", { name: "Harassment or threats" })).toBeFocused();
});

for (const size of [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1280, height: 800 },
]) {
  test(`axe finds nothing on the report dialog and page at ${size.width} px, empty and with errors`, async ({ browser }) => {
    const { code, adId } = await freshCompliment();
    const page = await (await browser.newContext({ viewport: size, reducedMotion: "reduce" })).newPage();
    await page.goto(`/ads/${adId}`);
    await settled(page);
    await page.getByRole("button", { name: /^Report ad / }).click();
    const dialog = page.getByRole("dialog", { name: "Report this ad" });
    await expect(dialog.getByLabel("Your e-mail")).toBeVisible();
    await expectNoViolations(page, `report dialog, ${size.name}`);
    await dialog.getByRole("button", { name: "Send report" }).click();
    await expect(dialog.getByText("Please choose a reason.")).toBeVisible();
    await expectNoViolations(page, `report dialog with errors, ${size.name}`);

    await page.goto(`/report-compliment?code=${code}`);
    await settled(page);
    await expectNoViolations(page, `report page, ${size.name}`);
    await page.getByRole("button", { name: "Send report" }).click();
    await expect(page.getByText("Please choose a reason.")).toBeVisible();
    await expectNoViolations(page, `report page with errors, ${size.name}`);
  });
}
