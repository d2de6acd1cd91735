import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import { choose, combobox } from "./fixtures/combobox";
import { demoComplimentCode } from "../backend/src/db/seed-data";
import { startWebServer, type RunningWeb } from "../scripts/lib/processes";
import { pdfText } from "./fixtures/pdf";
import { api, logIn, revokeSession, signedIn, verifiedUser } from "./fixtures/session";

/** The toasts on the page (sonner's), as opposed to the same text inline. */
const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });

test("favourite and unfavourite ads from both tabs, filter by business and page through", async ({ browser }) => {
  const page = await signedIn(browser, await verifiedUser("shopper"));
  await page.goto("/choose-ads");
  await expect(page.getByRole("link", { name: "My Favourites" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByText("No favorite ads")).toBeVisible();

  await page.getByRole("link", { name: "Choose Your Ads" }).click();
  const hearts = page.getByRole("button", { name: /^Add .* to favourites$/ });
  await expect(hearts).toHaveCount(6);
  const firstTitle = (await hearts.first().getAttribute("aria-label"))!.replace(/^Add | to favourites$/g, "");
  await hearts.first().click();
  await expect(page.getByText("Ad toggled successfully!").first()).toBeVisible();
  await expect(page.getByRole("button", { name: `Remove ${firstTitle} from favourites` })).toHaveAttribute("aria-pressed", "true");
  await page
    .getByRole("button", { name: /^Add .* to favourites$/ })
    .nth(1)
    .click();
  await expect(page.getByRole("button", { name: /^Remove .* from favourites$/ })).toHaveCount(2);
  await page.getByRole("button", { name: `Remove ${firstTitle} from favourites` }).click();
  await expect(page.getByRole("button", { name: `Add ${firstTitle} to favourites` })).toBeVisible();

  await page.getByRole("link", { name: "Page 2" }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByRole("listitem").filter({ has: page.getByRole("button", { name: /favourites$/ }) })).toHaveCount(6);
  await page.getByLabel("Per page").selectOption("12");
  await expect(page.getByRole("button", { name: /favourites$/ })).toHaveCount(12);

  await choose(page, "Filter By Business Profile", "bean", "Bean There Café");
  await expect(page).toHaveURL(/business=\d+/);
  await expect(combobox(page, "Filter By Business Profile")).toHaveValue("Bean There Café");
  const cards = page.getByRole("listitem").filter({ hasText: "Business:" });
  await expect(cards).toHaveCount(3);
  for (const card of await cards.all()) await expect(card).toContainText("Business: Bean There Café");

  await page.getByRole("link", { name: "My Favourites" }).click();
  await expect(page).toHaveURL(/tab=favourites$/);
  await expect(combobox(page, "Filter By Business Profile")).toHaveValue("All businesses");
  const remove = page.getByRole("button", { name: /^Remove/ });
  await expect(remove).toHaveCount(1);
  await remove.click();
  await expect(page.getByText("No favorite ads")).toBeVisible();
});

/** A fresh compliment carrying one ad, opened with its code and claimed by `claimer`, as its recipient does. */
async function claimedCompliment(claimer: { token: string }) {
  const author = await verifiedUser("giver");
  const [ad] = (await api("/v1/ads", { token: author.token })).body.data;
  const { body } = await api("/v1/compliments", {
    token: author.token,
    json: { to: "Coupon Fan", compliment: "Thanks for all the coffee tips." },
  });
  await api(`/v1/compliments/${body.data.id}`, { token: author.token, method: "PATCH", json: { ads: [ad.id] } });
  expect((await api(`/v1/compliments/code/${body.data.code}`, { token: claimer.token })).status).toBe(200);
  expect((await api(`/v1/compliments/${body.data.id}/claim`, { token: claimer.token, method: "POST" })).status).toBe(200);
  return { ...(body.data as { id: number; code: string }), adId: ad.id as number };
}

test("an ad opened from a compliment offers its coupon as a PDF and takes reviews from its recipient", async ({ browser }) => {
  const shopper = await verifiedUser("shopper");
  const compliment = await claimedCompliment(shopper);
  const page = await (await browser.newContext()).newPage();
  await logIn(page, shopper);
  await expect(page).toHaveURL(/\/your-compliments$/);
  await page.goto(`/show-your-compliment?code=${compliment.code}`);
  await page.getByRole("region", { name: "Offers that came with it" }).getByRole("link").first().click();
  await expect(page).toHaveURL(new RegExp(`/ads/\\d+\\?compliment_id=${compliment.id}$`));
  await expect(page.getByRole("heading", { name: "Your Exclusive Coupon" })).toBeVisible();
  await expect(page.getByText(compliment.code)).toHaveCount(0);
  await expect(page.getByText("Coupon Fan")).toHaveCount(0);
  await expect(page.getByText(/^Show this coupon at .+ to redeem your offer$/)).toBeVisible();
  const code = (await page.locator("[data-coupon-code]").textContent())!.trim();

  const downloadPromise = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download Coupon pdf" }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe("coupon.pdf");
  const bytes = await readFile((await download.path())!);
  expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
  expect(pdfText(bytes)).toContain(code);

  await page.getByRole("button", { name: "Submit Review" }).click();
  await expect(page.getByText("Please write your review before submitting")).toBeVisible();
  await page.getByLabel("Create New Review").fill("Lovely coffee and friendly staff.");
  await page.getByRole("button", { name: "Submit Review" }).click();
  await expect(page.getByText("Review submitted successfully!")).toBeVisible();
  const mine = page.getByRole("listitem").filter({ hasText: "Lovely coffee and friendly staff." });
  await expect(mine.getByText("You", { exact: true })).toBeVisible();
  await expect(page.getByLabel("Create New Review")).toHaveValue("");

  // Someone who neither wrote nor claimed the compliment gets the plain ad: not whose it is, nor who reviewed it.
  const onlooker = await signedIn(browser, await verifiedUser("shopper"));
  await onlooker.goto(new URL(page.url()).pathname + new URL(page.url()).search);
  await expect(onlooker.getByRole("heading", { name: "Your Exclusive Coupon" })).toBeVisible();
  await expect(onlooker.getByText("Keep this compliment to get the coupon")).toBeVisible();
  await expect(onlooker.getByText(code, { exact: true })).toHaveCount(0);
  await expect(onlooker.getByText(/^From /)).toHaveCount(0);
  await expect(onlooker.getByText("Lovely coffee and friendly staff.")).toHaveCount(0);
  await expect(onlooker.getByText(shopper.name)).toHaveCount(0);
  await onlooker.getByLabel("Create New Review").fill("I was never sent this compliment.");
  await onlooker.getByRole("button", { name: "Submit Review" }).click();
  await expect(toast(onlooker, "Could not find the compliment_ad_id for this ad")).toBeVisible();
});

test("an ad page opened from the demo compliment shows who sent it to those who hold the code, never the code", async ({
  browser,
  page,
}) => {
  // A guest gets the ad and its coupon, but not whose compliment it came with.
  await page.goto(`/show-compliment?code=${demoComplimentCode}`);
  await page.getByRole("region", { name: "Offers that came with it" }).getByRole("link").last().click();
  await expect(page).toHaveURL(/\/ads\/\d+\?compliment_id=\d+$/);
  await expect(page.getByRole("heading", { name: "Your Exclusive Coupon" })).toBeVisible();
  await expect(page.getByText("From Dana Demo")).toHaveCount(0);
  await expect(page.getByText(demoComplimentCode)).toHaveCount(0);

  // A reader who opened it signed in holds the code: the page says who sent it.
  const reader = await signedIn(browser, await verifiedUser("reader"));
  await reader.goto(`/show-compliment?code=${demoComplimentCode}`);
  await reader.getByRole("region", { name: "Offers that came with it" }).getByRole("link").last().click();
  await expect(reader).toHaveURL(/\/ads\/\d+\?compliment_id=\d+$/);
  await expect(reader.getByText("From Dana Demo")).toBeVisible();
  await expect(reader.getByText(demoComplimentCode)).toHaveCount(0);
});

test("the ad page shows the business, its ads and social links with https", async ({ page }) => {
  const ads = await api("/v1/ads", { token: (await verifiedUser("viewer")).token });
  const ad = ads.body.data[0];
  await page.goto(`/ads/${ad.id}`);
  await expect(page.getByRole("heading", { name: ad.business_profile.name, exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: `More from ${ad.business_profile.name}` })).toBeVisible();
  await expect(page.getByText("My Ads")).toHaveCount(0);
  for (const link of await page.getByRole("region", { name: "Social Media" }).getByRole("link").all()) {
    expect(await link.getAttribute("href")).toMatch(/^https:\/\//);
  }
  // Without a kept compliment there is no coupon, so nothing to download.
  await expect(page.getByRole("button", { name: "Download Coupon pdf" })).toHaveCount(0);
  await page.getByRole("button", { name: "Submit Review" }).click();
  await expect(page.getByText("Could not find the compliment_ad_id for this ad")).toBeVisible();

  await page.goto("/ads/not-a-number");
  await expect(page.getByText("Ad ID is missing").first()).toBeVisible();
});

test("the business profile shows the business and the ad, without coupon or reviews", async ({ browser }) => {
  const user = await verifiedUser("shopper");
  const page = await signedIn(browser, user);
  await page.goto("/choose-ads?tab=all");
  const card = page.getByRole("listitem").filter({ hasText: "Business:" }).first();
  const title = (await card.locator("p").first().textContent())!;
  await card.getByRole("link").click();
  await expect(page).toHaveURL(/\/business-profile\/\d+$/);
  await expect(page.getByRole("heading", { name: title })).toBeVisible();
  const { ad } = (await api(`/v1/ads/${new URL(page.url()).pathname.split("/").at(-1)}`, { token: user.token })).body.data;
  expect(ad.offer).toBeTruthy();
  await expect(page.getByText(ad.offer.name)).toHaveCount(0);
  await expect(page.getByText("Your Exclusive Coupon")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Download Coupon pdf" })).toHaveCount(0);
  await expect(page.getByText("Create New Review")).toHaveCount(0);
});

test("a session that ended before a heart is clicked goes to log in with the save message, then back to the ads", async ({ browser }) => {
  const user = await verifiedUser("shopper");
  const page = await signedIn(browser, user);
  await page.goto("/choose-ads?tab=all");
  const heart = page.getByRole("button", { name: /^Add .* to favourites$/ }).first();
  await expect(heart).toBeVisible();
  await revokeSession(page);

  await heart.click();
  await expect(page).toHaveURL(/\/login\?/);
  await expect(toast(page, "Unauthenticated User. Please login again.")).toBeVisible();
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password", { exact: true }).fill(user.password);
  await page.getByRole("button", { name: "Log In" }).click();
  await expect(page).toHaveURL(/\/choose-ads\?tab=all$/);
  await expect(page.getByRole("button", { name: /^Remove .* from favourites$/ })).toHaveCount(0);
});

test("a favourite toggle that fails keeps the heart as it was: server message, else the fallbacks", async ({ browser }) => {
  const page = await signedIn(browser, await verifiedUser("shopper"));
  await page.goto("/choose-ads?tab=all");
  const heart = page.getByRole("button", { name: /^Add .* to favourites$/ }).first();
  const label = (await heart.getAttribute("aria-label"))!;
  await page.route("**/api/v1/ads/*/toggle-favorite", (route) => route.fulfill({ status: 500, json: {} }));
  await heart.click();
  await expect(toast(page, "Failed to toggle favorite")).toBeVisible();
  await expect(page.getByRole("button", { name: label })).toHaveAttribute("aria-pressed", "false");
  await page.unroute("**/api/v1/ads/*/toggle-favorite");
  await page.route("**/api/v1/ads/*/toggle-favorite", (route) => route.abort());
  await page.getByRole("button", { name: label }).click();
  await expect(toast(page, "Error while toggling favorite")).toBeVisible();
  await expect(page.getByRole("button", { name: label })).toHaveAttribute("aria-pressed", "false");
});

test("reviews page through with the shared controls, and a failed submit keeps what was typed", async ({ browser }) => {
  const shopper = await verifiedUser("shopper");
  const compliment = await claimedCompliment(shopper);
  const { adId } = compliment;
  const detail = (await api(`/v1/ads/${adId}?compliment_id=${compliment.id}`, { token: shopper.token })).body.data;
  for (let i = 1; i <= 6; i++) {
    const res = await api("/v1/compliments/ads/reviews", {
      token: shopper.token,
      json: { compliment_ad_id: detail.compliment.compliment_ad_id, review: `Review number ${i}` },
    });
    expect(res.status).toBe(201);
  }
  const page = await signedIn(browser, shopper);
  await page.goto(`/ads/${adId}?compliment_id=${compliment.id}`);
  const reviews = page.getByRole("region", { name: /All Reviews/ });
  await expect(reviews.getByRole("heading")).toHaveText("All Reviews (6)");
  await expect(reviews.getByRole("listitem")).toHaveCount(5);
  await reviews.getByRole("button", { name: "Page 2" }).click();
  await expect(reviews.getByRole("listitem")).toHaveCount(1);
  await expect(reviews.getByRole("button", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
  await reviews.getByLabel("Per page").selectOption("10");
  await expect(reviews.getByRole("listitem")).toHaveCount(6);

  const field = page.getByLabel("Create New Review");
  await field.fill("Kept after a failure.");
  await page.route("**/api/v1/compliments/ads/reviews", (route) => route.fulfill({ status: 500, json: {} }));
  await page.getByRole("button", { name: "Submit Review" }).click();
  await expect(toast(page, "Failed to submit review")).toBeVisible();
  await expect(field).toHaveValue("Kept after a failure.");
  await page.unroute("**/api/v1/compliments/ads/reviews");
  await page.route("**/api/v1/compliments/ads/reviews", (route) => route.abort());
  await page.getByRole("button", { name: "Submit Review" }).click();
  await expect(toast(page, "Error submitting review")).toBeVisible();
  await expect(field).toHaveValue("Kept after a failure.");
  await page.unroute("**/api/v1/compliments/ads/reviews");

  await page.getByRole("button", { name: "Submit Review" }).click();
  await expect(toast(page, "Review submitted successfully!")).toBeVisible();
  await expect(field).toHaveValue("");
  await expect(reviews.getByRole("heading")).toHaveText("All Reviews (7)");
  await expect(reviews.getByRole("button", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
});

test("a guest who submits a review is asked to log in first", async ({ page }) => {
  await page.goto(`/show-compliment?code=${demoComplimentCode}`);
  await page.getByRole("region", { name: "Offers that came with it" }).getByRole("link").last().click();
  await expect(page).toHaveURL(/\/ads\/\d+\?compliment_id=\d+$/);
  await page.getByLabel("Create New Review").fill("A guest's view.");
  await page.getByRole("button", { name: "Submit Review" }).click();
  await expect(page).toHaveURL(/\/login\?reason=log-in-first&next=%2Fads%2F\d+%3Fcompliment_id%3D\d+$/);
  await expect(toast(page, "You must log in first!")).toBeVisible();
});

// A second web server in front of a stand-in backend that answers one ad whose business has no
// street address (every seeded business has one, and businesses are not made through /v1).
test.describe("a business without an address", () => {
  let web: RunningWeb;
  let backend: Server;
  let ad: { id: number; business: string; place: string };

  test.beforeAll(async () => {
    const viewer = await verifiedUser("viewer");
    const real = (await api(`/v1/ads/${(await api("/v1/ads", { token: viewer.token })).body.data[0].id}`)).body;
    const { id, business_profile, state } = real.data.ad;
    business_profile.address = null;
    ad = { id, business: business_profile.name, place: `${state.name}, ${state.country.name}` };
    backend = createServer((req, res) => {
      const found = req.url?.split("?")[0] === `/v1/ads/${ad.id}`;
      res.writeHead(found ? 200 : 404, { "Content-Type": "application/json" });
      res.end(JSON.stringify(found ? real : { success: false, message: "Not found" }));
    });
    await new Promise<void>((resolve) => backend.listen(0, "127.0.0.1", resolve));
    web = await startWebServer(`http://127.0.0.1:${(backend.address() as AddressInfo).port}`, "web-no-address");
  });

  test.afterAll(async () => {
    await web.stop();
    backend.close();
  });

  test("the ad page still shows its state and country", async ({ page }) => {
    await page.goto(`${web.url}/ads/${ad.id}`);
    const business = page.getByRole("region", { name: ad.business, exact: true });
    await expect(business.getByRole("heading", { name: ad.business, exact: true })).toBeVisible();
    await expect(business.getByText(ad.place, { exact: true })).toBeVisible();
  });
});
