import { expect, test, type Page } from "@playwright/test";
import {
  approveAd,
  createAdByApi,
  createAdThroughUi,
  openBusinessByApi,
  openBusinessThroughUi,
  ownerInZone,
  pngFile,
} from "./fixtures/business";
import { DESKTOP, expectNoViolationsAt, PHONE } from "./fixtures/axe";
import { mailsTo } from "./fixtures/outbox";
import { api, demoUsers, settled, signedIn, verifiedUser } from "./fixtures/session";

// Issue 32: a business joins on its own. A fresh verified user opens one in Lisbon, makes an ad
// with an offer, which waits for review until the seeded operator approves it; a rejection mails
// its reason. The new pages are checked with axe at phone and desktop widths.

export { businessWithApprovedAd, createAdThroughUi, openBusinessThroughUi, approveAd } from "./fixtures/business";

async function axeAtBothWidths(page: Page, label: string) {
  await settled(page);
  await expectNoViolationsAt(page, label, [PHONE, DESKTOP]);
}

/** The ad's row in the owner's list of ads on /business. */
const adRow = (page: Page, title: string) =>
  page.getByRole("table", { name: "Your ads, newest first" }).getByRole("row").filter({ hasText: title });
const unique = () => Math.random().toString(36).slice(2, 7);
const catalogue = async (token: string, search: string) =>
  ((await api(`/v1/ads?search=${encodeURIComponent(search)}`, { token })).body.data as Array<{ id: number; title: string }>).map(
    (a) => a.title,
  );

test("a new verified user opens a business in Lisbon, makes an ad that waits for review, and the operator's approval puts it in the catalogue", async ({
  browser,
}) => {
  test.slow();
  const { page } = await ownerInZone(browser, "Europe/Lisbon");
  const name = `Pastelaria ${unique()}`;
  const title = `Nata of ${name}`;

  // "Business" is in the menu of a user who owns none; its page offers "Open a business".
  await expect(page.locator('#account-menu a[href="/business"]')).toHaveCount(1);
  await page.goto("/business");
  await page.getByRole("link", { name: "Open a business" }).click();
  await expect(page).toHaveURL(/\/business\/new$/);
  await expect(page.getByRole("combobox", { name: "Time zone", exact: true })).toHaveValue(/Lisbon/);
  await axeAtBothWidths(page, "/business/new");

  // A taken name is said next to the field, and nothing typed is lost.
  await page.getByLabel("Name", { exact: true }).fill("Bean There Café");
  await page.getByLabel("E-mail", { exact: true }).fill("ola@pastelaria.example");
  await page.getByLabel("Phone").fill("+351 21 000 0000");
  await page.getByLabel("Country").selectOption({ label: "Portugal" });
  await expect(page.getByLabel("State")).toBeEnabled();
  await page.getByLabel("State").selectOption({ index: 1 });
  await page.getByLabel("Logo").setInputFiles(await pngFile("logo.png"));
  await page.getByRole("button", { name: "Create business" }).click();
  await expect(page.getByText("A business with this name already exists. Choose another name.").first()).toBeVisible();
  await expect(page.getByLabel("Phone")).toHaveValue("+351 21 000 0000");
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByRole("button", { name: "Create business" }).click();
  await expect(page).toHaveURL(/\/business$/);
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
  const [business] = (await page.evaluate(async () => (await fetch("/api/v1/businesses")).json())).data as Array<{ id: number }>;
  const details = await page.evaluate(async (id) => (await fetch(`/api/v1/businesses/${id}`)).json(), business!.id);
  expect(details.data).toMatchObject({ name, time_zone: "Europe/Lisbon", approved: false, role: "owner" });
  expect(details.data.logo).toMatch(/^logos\//);

  // "New ad": an offer ending 31 Mar 2027, capped at 5.
  await page.getByRole("link", { name: "New ad" }).click();
  await expect(page).toHaveURL(/\/business\/ads\/new$/);
  await expect(page.getByText("Lisbon time")).toBeVisible();
  await axeAtBothWidths(page, "/business/ads/new");
  const adId = await createAdThroughUi(page, {
    title,
    image: true,
    offer: {
      name: "Pastel de nata",
      value: "2 for 1",
      terms: "One per visit, at the counter.",
      startsOn: "2026-12-01",
      endsOn: "2027-03-31",
      cap: "5",
    },
  });
  const row = adRow(page, title);
  await expect(row.getByText("Waiting for review")).toBeVisible();
  await expect(row).toContainText("Pastel de nata: Live");

  // Its edit page says where it stands; an offer ending before it starts is refused there, on the field.
  await row.getByRole("link", { name: title }).click();
  await expect(page).toHaveURL(new RegExp(`/business/ads/${adId}$`));
  await expect(page.getByText("Waiting for review", { exact: true })).toBeVisible();
  await axeAtBothWidths(page, "/business/ads/[adId]");
  const offer = page.getByRole("group", { name: "Offer" });
  await expect(offer.getByLabel("Ends on")).toHaveValue("2027-03-31");
  await expect(offer.getByLabel("Coupons in total")).toHaveValue("5");
  await offer.getByLabel("Starts on").fill("2027-04-01");
  await page.getByRole("button", { name: "Save ad" }).click();
  await expect(page.getByText("The offer must end on or after the day it starts.")).toBeVisible();
  await offer.getByLabel("Starts on").fill("2026-12-01");
  // Ending asks what becomes of the coupons already issued.
  await offer.getByRole("radio", { name: "Ended", exact: true }).check();
  await expect(page.getByText("Ending is final: an ended offer cannot be started again.")).toBeVisible();
  await page.getByRole("button", { name: "Save ad" }).click();
  await expect(page.getByText("Choose whether the coupons already issued are honoured or voided.")).toBeVisible();
  await offer.getByRole("radio", { name: "Live", exact: true }).check();

  // Nobody else sees it yet.
  const reader = await verifiedUser("reader");
  expect(await catalogue(reader.token, name)).toEqual([]);
  expect((await api(`/v1/ads/${adId}`, { token: reader.token })).status).toBe(404);

  // The seeded operator approves it in the Moderation queue.
  const operator = await signedIn(browser, demoUsers.moderator);
  await operator.goto("/moderation");
  await expect(operator.getByRole("heading", { name: "Ads waiting for review" })).toBeVisible();
  await axeAtBothWidths(operator, "/moderation with a waiting ad");
  const item = operator.getByRole("article", { name: title });
  await expect(item).toContainText("31 Mar 2027 (Lisbon time)");
  await expect(item).toContainText("5 in total");
  await item.getByRole("button", { name: "Approve" }).click();
  await expect(operator.getByRole("status").filter({ hasText: "is in the log" })).toBeVisible();
  await expect(item).toHaveCount(0);

  // Now it is in the catalogue and on its public page; the owner sees it live.
  expect(await catalogue(reader.token, name)).toEqual([title]);
  const publicPage = await (await browser.newContext()).newPage();
  await publicPage.goto(`/ads/${adId}`);
  await expect(publicPage.getByRole("region", { name: "Your Exclusive Coupon" })).toContainText(title);
  await expect(publicPage.getByRole("heading", { name: `More from ${name}` })).toBeVisible();
  await page.goto("/business");
  await expect(adRow(page, title).getByText("Live", { exact: true })).toBeVisible();
});

test("a rejection mails its reason to the owner, who sees it and sends the ad for review again", async ({ browser }) => {
  const owner = await verifiedUser("rejected");
  const name = `Rejected Rolls ${unique()}`;
  const businessId = await openBusinessByApi(owner, name);
  const title = `${name} deal`;
  const adId = await createAdByApi(owner, businessId, title, { ends_on: "2027-03-31", total_cap: 5 });

  const operator = await signedIn(browser, demoUsers.moderator);
  await operator.goto("/moderation");
  const item = operator.getByRole("article", { name: title });
  // A rejection needs a reason.
  await item.getByRole("button", { name: "Reject" }).click();
  await expect(item.getByText("Please write why the ad is rejected: the owner gets it by mail.")).toBeVisible();
  await expect(item.getByLabel(/^Reason/)).toBeFocused();
  const reason = "The image shows a price the offer does not give.";
  await item.getByLabel(/^Reason/).fill(reason);
  await item.getByRole("button", { name: "Reject" }).click();
  await expect(operator.getByRole("status").filter({ hasText: "is in the log" })).toBeVisible();

  const email = (await api("/v1/auth/me", { token: owner.token })).body.data.email as string;
  await expect
    .poll(async () => (await mailsTo(email)).some((m) => m.subject === "Your ad was not approved" && m.text.includes(reason)))
    .toBe(true);
  await operator.goto("/moderation/log");
  await expect(operator.getByText(reason).first()).toBeVisible();

  // The owner sees the reason; saving the ad sends it for review again.
  const page = await signedIn(browser, owner);
  await page.goto("/business");
  const row = adRow(page, title);
  await expect(row).toContainText("Rejected");
  await expect(row).toContainText(reason);
  await row.getByRole("link", { name: title }).click();
  await page.getByRole("button", { name: "Save ad" }).click();
  await expect(page).toHaveURL(/\/business$/);
  await expect(adRow(page, title).getByText("Waiting for review")).toBeVisible();

  // Approved, the business's next ads go live at once.
  await approveAd(adId);
  const next = await createAdByApi(owner, businessId, `${name} second`);
  expect((await api(`/v1/businesses/${businessId}/ads/${next}`, { token: owner.token })).body.data.review).toBe("approved");
});

test("an owner edits the business's details; Open a business, New ad and the queue are for the right people", async ({ browser }) => {
  const { page } = await ownerInZone(browser, "Europe/Lisbon", "single");
  const name = `Only One ${unique()}`;
  const businessId = await openBusinessThroughUi(page, { name });
  // The owner changes its details on "Business details".
  await page.getByRole("link", { name: "Business details" }).click();
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue(name);
  await expect(page.getByRole("combobox", { name: "Time zone", exact: true })).toHaveValue(/Lisbon/);
  await axeAtBothWidths(page, "/business/edit");
  await page.getByLabel("Phone").fill("+351 22 000 0000");
  await page.getByRole("button", { name: "Save business" }).click();
  await expect(page).toHaveURL(/\/business$/);
  const saved = await page.evaluate(async (id) => (await fetch(`/api/v1/businesses/${id}`)).json(), businessId);
  expect(saved.data).toMatchObject({ name, phone: "+351 22 000 0000", time_zone: "Europe/Lisbon" });
  // An owner is sent from "Open a business" to their business.
  await page.goto("/business/new");
  await expect(page).toHaveURL(/\/business$/);
  // Someone who owns no business gets the 404 page for "New ad"; a user no operator, for the queue.
  const other = await signedIn(browser, await verifiedUser("nobusiness"));
  await other.goto("/business/ads/new");
  await expect(other.getByRole("heading", { name: /not found/i })).toBeVisible();
  await other.goto("/moderation");
  await expect(other.getByRole("heading", { name: /not found/i })).toBeVisible();
});
