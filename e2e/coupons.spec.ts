import { readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium, expect, test, type Page } from "@playwright/test";
import { demoComplimentCode } from "../backend/src/db/seed-data";
import { chromiumArgs, chromiumPath } from "../scripts/lib/chromium";
import { startApp, type RunningApp } from "../scripts/lib/processes";
import { qrVideo } from "./fixtures/camera";
import { pdfFirstPagePixels, pdfToText } from "./fixtures/pdf";
import { readQr } from "./fixtures/qr";
import { api, demoUsers, logIn, settled, signedIn, verifiedUser } from "./fixtures/session";

const latteAd = async (token: string) =>
  ((await api("/v1/ads", { token })).body.data as Array<{ id: number; title: string }>).find((ad) => ad.title === "Latte art Fridays")!.id;

/** A compliment by `author` carrying the café's latte ad, opened by its code and kept by `holder`. */
async function keptCompliment(author: { token: string }, holder: { token: string }) {
  const adId = await latteAd(author.token);
  const { body } = await api("/v1/compliments", {
    token: author.token,
    json: { to: "Morgan", compliment: "Your coffee recommendations are spot on." },
  });
  await api(`/v1/compliments/${body.data.id}`, { token: author.token, method: "PATCH", json: { ads: [adId] } });
  expect((await api(`/v1/compliments/code/${body.data.code}`, { token: holder.token })).status).toBe(200);
  expect((await api(`/v1/compliments/${body.data.id}/claim`, { token: holder.token, method: "POST" })).status).toBe(200);
  return { id: body.data.id as number, adId, url: `/ads/${adId}?compliment_id=${body.data.id}` };
}

const shownCode = async (page: Page) => (await page.locator("[data-coupon-code]").textContent())!.trim();

/** Types a code at the till and confirms it with the holder; answers the result box. */
async function redeemAtTill(till: Page, typed: string, holderFirstName?: string) {
  await till.getByLabel("Coupon code").fill(typed);
  await till.getByRole("button", { name: "Redeem", exact: true }).click();
  if (holderFirstName) {
    const dialog = till.getByRole("dialog");
    await expect(dialog).toContainText(`10% off — 10% off your next coffee" for ${holderFirstName}?`);
    await dialog.getByRole("button", { name: "Redeem" }).click();
  }
  return till.getByRole("status").filter({ hasText: /./ });
}

test("the claimer gets a personal coupon; others see the offer; the café redeems it once, by typing or scanning", async ({
  browser,
  page,
}) => {
  test.slow(); // four browsers and a PDF drawn by poppler
  const author = await verifiedUser("author");
  const holder = await verifiedUser("holder");
  const other = await verifiedUser("other");
  const compliment = await keptCompliment(author, holder);

  const holderPage = await signedIn(browser, holder);
  await holderPage.goto(compliment.url);
  await expect(holderPage.getByRole("heading", { name: "Your Exclusive Coupon" })).toBeVisible();
  const code = await shownCode(holderPage);
  expect(code).toMatch(/^[2-9A-HJKMNP-Z]{4} [2-9A-HJKMNP-Z]{5}$/);
  await expect(holderPage.getByText(/^Valid until \d{1,2} [A-Z][a-z]{2} \d{4} \(Los Angeles time\)$/)).toBeVisible();
  await expect(holderPage.getByText("Show this coupon at Bean There Café to redeem your offer")).toBeVisible();

  // Another person who keeps another compliment gets another code.
  const otherCompliment = await keptCompliment(author, other);
  const otherAnswer = await api(`/v1/ads/${otherCompliment.adId}?compliment_id=${otherCompliment.id}`, { token: other.token });
  expect(otherAnswer.body.data.coupon.code).not.toBe(code.replace(" ", ""));

  // A guest, the author and a reader who is not the claimer see the offer and how to get it, never a code.
  const authorPage = await signedIn(browser, author);
  for (const viewer of [page, authorPage]) {
    await viewer.goto(compliment.url);
    await expect(viewer.getByText("Keep this compliment to get the coupon")).toBeVisible();
    await expect(viewer.getByText("10% off your next coffee")).toBeVisible();
    await expect(viewer.locator("[data-coupon-code]")).toHaveCount(0);
    await expect(viewer.getByText(code)).toHaveCount(0);
    await expect(viewer.getByRole("button", { name: "Download Coupon pdf" })).toHaveCount(0);
  }

  // The holder's PDF carries the personal code and a QR of the redeem link, which tells a guest only that it is valid.
  const downloading = holderPage.waitForEvent("download");
  await holderPage.getByRole("button", { name: "Download Coupon pdf" }).click();
  const pdf = await readFile((await (await downloading).path())!);
  expect(pdfToText(pdf)).toContain(code);
  const link = readQr(pdfFirstPagePixels(pdf, 200));
  expect(link).toMatch(/\/business\/redeem\?t=[A-Za-z0-9_-]{22}$/);
  expect(link).not.toContain(code.replace(" ", ""));
  await page.goto(new URL(link!).pathname + new URL(link!).search);
  await expect(page.getByRole("heading", { name: "This coupon is valid" })).toBeVisible();
  await expect(page.getByText(code)).toHaveCount(0);

  // The owner of another business is told it is not valid there.
  const florist = await signedIn(browser, demoUsers.florist);
  await florist.goto("/business/redeem");
  await expect(await redeemAtTill(florist, code)).toContainText("Not valid at this business");

  // The café's owner finds the Business entry, types the code with its space, confirms, and it is redeemed once.
  const till = await signedIn(browser, demoUsers.cafe);
  await till.goto("/your-compliments");
  await till.setViewportSize({ width: 1280, height: 800 });
  await till.getByRole("button", { name: "Account menu" }).click();
  await till.getByRole("link", { name: "Business" }).click();
  await expect(till).toHaveURL(/\/business$/);
  await expect(till.getByRole("heading", { name: "Bean There Café" })).toBeVisible();
  await till.getByRole("link", { name: "Redeem a coupon" }).click();
  await expect(await redeemAtTill(till, code.toLowerCase(), "Holder")).toContainText("Redeemed");
  const again = await redeemAtTill(till, code.replace(" ", "-"));
  await expect(again).toContainText("Already used");
  await expect(again).toContainText(`by ${demoUsers.cafe.name}`);
  await expect(till.getByLabel("Coupon code")).toHaveValue(code.replace(" ", "-"));

  // Scanning the QR with the till's phone opens the page with the code filled in.
  await till.goto(new URL(link!).pathname + new URL(link!).search);
  await expect(till.getByLabel("Coupon code")).toHaveValue(code);

  // The holder's page now says it is used, and offers no PDF.
  await holderPage.reload();
  await expect(holderPage.getByText(/^Used on \d{1,2} [A-Z][a-z]{2} \d{4} \(Los Angeles time\) at Bean There Café$/)).toBeVisible();
  await expect(holderPage.getByRole("button", { name: "Download Coupon pdf" })).toHaveCount(0);

  // The owner's page counts it and logs both attempts.
  await till.goto("/business");
  const log = till.getByRole("table", { name: "Every redemption attempt, newest first (Los Angeles time)" });
  await expect(log.getByRole("row").nth(1)).toContainText("Already used");
  await expect(log.getByRole("row").nth(2)).toContainText("Redeemed");
});

test("of 20 members redeeming one coupon at once, exactly one succeeds", async () => {
  const holder = await verifiedUser("holder");
  const compliment = await keptCompliment(await verifiedUser("author"), holder);
  const { code } = (await api(`/v1/ads/${compliment.adId}?compliment_id=${compliment.id}`, { token: holder.token })).body.data.coupon;
  const { token: owner } = (await api("/v1/auth/login", { json: { email: demoUsers.cafe.email, password: demoUsers.cafe.password } })).body
    .data;
  const [cafe] = (await api("/v1/businesses", { token: owner })).body.data;
  // Nineteen staff and the owner: one member's misses limit keeps even a member's own burst to 10 in flight.
  // Verified accounts join at once (an address not yet verified is only invited).
  const staff = await Promise.all(Array.from({ length: 19 }, () => verifiedUser("staff")));
  for (const member of staff)
    expect((await api(`/v1/businesses/${cafe.id}/members`, { token: owner, json: { email: member.email } })).status).toBe(201);
  const tokens = [owner, ...staff.map((member) => member.token)];
  const answers = await Promise.all(tokens.map((token) => api("/v1/coupons/redeem", { token, json: { code } })));
  expect(answers.map((a) => a.status).sort()).toEqual([200, ...Array(19).fill(409)]);
});

test("the owner adds staff by e-mail, staff redeem and undo, the owner downloads the log and removes them", async ({ browser }) => {
  test.slow(); // three browsers
  const holder = await verifiedUser("holder");
  const compliment = await keptCompliment(await verifiedUser("author"), holder);
  const { code } = (await api(`/v1/ads/${compliment.adId}?compliment_id=${compliment.id}`, { token: holder.token })).body.data.coupon;
  const newcomer = await verifiedUser("staff");

  const owner = await signedIn(browser, demoUsers.cafe);
  await owner.goto("/business");
  const email = owner.getByLabel("Add staff by e-mail address");
  const nobody = `nobody-here-${Date.now()}@example.com`;
  await email.fill(nobody);
  await owner.getByRole("button", { name: "Add staff" }).click();
  await expect(owner.getByText(`No account uses ${nobody} yet: we sent an invitation to sign up and join.`)).toBeVisible();
  await expect(owner.getByRole("list", { name: "Invited, waiting to sign up" })).toContainText(nobody);
  await email.fill(newcomer.email.toUpperCase());
  await owner.getByRole("button", { name: "Add staff" }).click();
  const row = owner.getByRole("listitem").filter({ hasText: newcomer.name });
  await expect(row).toContainText("(Staff)");

  // The new staff member finds the Business entry, sees the till but not the owner's report, and redeems then undoes.
  const staff = await signedIn(browser, newcomer);
  await staff.setViewportSize({ width: 1280, height: 800 });
  await staff.getByRole("button", { name: "Account menu" }).click();
  await staff.getByRole("link", { name: "Business" }).click();
  await expect(staff.getByText("You are on its staff.")).toBeVisible();
  await expect(staff.getByRole("heading", { name: "Redemption log" })).toHaveCount(0);
  await staff.getByRole("link", { name: "Redeem a coupon" }).click();
  const result = await redeemAtTill(staff, code, "Holder");
  await expect(result).toContainText("Redeemed");
  await result.getByRole("button", { name: /^Undo/ }).click();
  await expect(staff.getByRole("status").filter({ hasText: /./ })).toContainText("Redemption undone");

  // The owner's CSV holds both, newest first.
  await owner.reload();
  const downloading = owner.waitForEvent("download");
  await owner.getByRole("link", { name: "Download CSV", exact: true }).click();
  const csv = await readFile((await (await downloading).path())!, "utf8");
  const lines = csv.trimEnd().split("\r\n");
  const printed = `${code.slice(0, 4)} ${code.slice(4)}`;
  expect(lines[0]).toBe("time (America/Los_Angeles),code,result,member,offer");
  expect(lines[1]).toMatch(
    new RegExp(`^\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\d-0[78]:00,${printed},undone,${newcomer.name},10% off your next coffee$`),
  );
  expect(lines[2]).toContain(`,${printed},redeemed,${newcomer.name},10% off your next coffee`);

  // Removed, they are no longer let in at the till.
  await owner.getByRole("listitem").filter({ hasText: newcomer.name }).getByRole("button", { name: "Remove" }).click();
  await owner.getByRole("dialog").getByRole("button", { name: "Remove" }).click();
  await expect(owner.getByRole("listitem").filter({ hasText: newcomer.name })).toHaveCount(0);
  await staff.goto("/business/redeem");
  await expect(staff.getByText("Only the people of a business redeem coupons here.")).toBeVisible();
});

test("a crafted till link or QR code calls nothing but coupons, and the till says 'Unknown code'", async () => {
  test.setTimeout(150_000); // eight page loads, and a browser of its own whose camera shows a QR code
  // A compliment the café's owner has opened by its code: a Reply call made in their name would open a conversation.
  const author = await verifiedUser("author");
  const { body } = await api("/v1/compliments", { token: author.token, json: { to: "Morgan", compliment: "Great espresso." } });
  const { id, code } = body.data as { id: number; code: string };
  const { token: owner } = (await api("/v1/auth/login", { json: { email: demoUsers.cafe.email, password: demoUsers.cafe.password } })).body
    .data;
  expect((await api(`/v1/compliments/code/${code}`, { token: owner })).body.data.reply_conversation_id).toBeNull();

  const camera = path.join(tmpdir(), `till-camera-${process.pid}-${Date.now()}.y4m`);
  await writeFile(camera, qrVideo("nothing yet"));
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: [...chromiumArgs, `--use-file-for-fake-video-capture=${camera}`],
  });
  try {
    const till = await (await browser.newContext({ baseURL: process.env.E2E_BASE_URL })).newPage();
    await logIn(till, demoUsers.cafe);
    await expect(till).toHaveURL(/\/your-compliments$/);
    const calls: string[] = [];
    till.on("request", (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith("/api/v1/")) calls.push(url.pathname + url.search);
    });

    const unknown = "Zz0_-".repeat(4) + "AB"; // a token's form, naming no coupon
    const crafted = [`..%2F..%2Fcompliments%2F${id}%2Fconversation-messages`, "../x", "%2e%2e%2fads", "a%3Fb", "a%23b", unknown];
    for (const t of crafted) {
      // Opened as a link: the page itself answers, and the browser calls nothing.
      calls.length = 0;
      await till.goto(`/business/redeem?t=${t}`);
      await expect(till.getByRole("heading", { name: "Unknown code" })).toBeVisible();
      await settled(till);
      expect(calls, t).toEqual([]);

      // Scanned with the till's camera: only a token of the right form is looked up, under coupons.
      // The camera reads slowly, so it is shown the walk out of coupons and the unknown token; every
      // other spelling goes through the same token check, which common/coupons/coupon-token.test.ts covers.
      if (t !== crafted[0] && t !== unknown) continue;
      await writeFile(camera, qrVideo(`${new URL(till.url()).origin}/business/redeem?t=${t}`));
      await till.goto("/business/redeem");
      await expect(till.getByLabel("Coupon code")).toBeVisible();
      await settled(till);
      calls.length = 0;
      await till.getByRole("button", { name: "Scan" }).click();
      // The camera starts and jsQR reads its frames: seconds on a busy machine.
      await expect(till.getByRole("status").filter({ hasText: /./ })).toHaveText("Unknown code", { timeout: 30_000 });
      await settled(till);
      expect(calls, t).toEqual(t === unknown ? [`/api/v1/coupons/scan/${unknown}`] : []);
    }
  } finally {
    await browser.close();
  }
  // Nothing was opened in the owner's name.
  expect((await api(`/v1/compliments/code/${code}`, { token: owner })).body.data.reply_conversation_id).toBeNull();
});

test.describe("past its expiry", () => {
  // The clock moves a month on, which would end every session of the suite: this runs on an app of its own.
  let app: RunningApp;
  const clockFile = path.join(tmpdir(), `coupon-clock-${process.pid}-${Date.now()}`);
  test.describe.configure({ mode: "serial", timeout: 180_000 });
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    await writeFile(clockFile, "0");
    app = await startApp("coupon-clock", { CLOCK_OFFSET_FILE: clockFile });
  });
  test.afterAll(async () => app?.stop());

  test("a coupon is refused as 'Expired' at the till and shown expired to its holder", async ({ browser }) => {
    const holder = await (await browser.newContext()).newPage();
    await logIn(holder, demoUsers.sam, app.webUrl);
    await expect(holder).toHaveURL(/\/your-compliments$/);
    await holder.goto(`${app.webUrl}/show-compliment?code=${demoComplimentCode}`);
    await holder.getByRole("button", { name: "Claim" }).click();
    await holder.getByRole("dialog").getByRole("button", { name: "Yes, keep it" }).click();
    await expect(holder.getByRole("heading", { name: "It's yours — say thank you?" })).toBeVisible();
    await holder
      .getByRole("region", { name: "Offers that came with it" })
      .getByRole("link", { name: /Latte art Fridays/ })
      .click();
    const code = await shownCode(holder);
    const adPage = holder.url();

    await writeFile(clockFile, String(31 * 86_400));
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const till = await (await browser.newContext()).newPage();
    await logIn(till, demoUsers.cafe, app.webUrl);
    await expect(till).toHaveURL(/\/your-compliments$/);
    await till.goto(`${app.webUrl}/business/redeem`);
    await expect(await redeemAtTill(till, code)).toContainText("Expired");

    // The holder's token went idle with the month: they log in again.
    await logIn(holder, demoUsers.sam, app.webUrl);
    await expect(holder).toHaveURL(/\/your-compliments$/);
    await holder.goto(adPage);
    await expect(holder.getByText(/^Expired on /)).toBeVisible();
  });
});
