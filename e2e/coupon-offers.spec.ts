import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { expectNoViolationsAt } from "./fixtures/axe";
import { approveAd, couponOn, editOffer, holdersOf, keptWithAd, newAd, openShop, pastelOffer } from "./fixtures/coupon-offers";
import { api, logIn, signedIn, verifiedUser } from "./fixtures/session";

// A shop in Lisbon offers 5 coupons; 20 holders open its ad at once. Its days are Lisbon's for every reader.
test("a cap of 5 holds for 20 holders at once; pause, void at the till, and the owner's results", async ({ browser }) => {
  test.setTimeout(300_000); // 24 verified people, five browsers
  const owner = await verifiedUser("owner");
  const businessId = await openShop(owner, "Europe/Lisbon");
  const capped = { ...pastelOffer, ends_on: "2027-03-31", total_cap: 5 };
  const adId = await newAd(owner, businessId, "Pastel de nata", capped);
  await approveAd(adId);

  const author = await verifiedUser("author");
  const twenty = await holdersOf(20, author, adId);
  const answers = await Promise.all(twenty.map(({ holder, compliment }) => couponOn(holder, adId, compliment.id)));
  const lucky = answers.flatMap((a, i) => (a.coupon ? [{ ...twenty[i]!, coupon: a.coupon }] : []));
  expect(lucky).toHaveLength(5);
  expect(answers.filter((a) => a.missed === "all-claimed")).toHaveLength(15);
  // Its last day is the offer's, 31 March, in Lisbon.
  expect(lucky.every((l) => l.coupon.valid_until === "2027-03-31")).toBe(true);

  // One who missed out reads why; one who got theirs reads the day named in Lisbon time, from Los Angeles.
  const missed = twenty[answers.findIndex((a) => !a.coupon)]!;
  const missedPage = await signedIn(browser, missed.holder);
  await missedPage.goto(missed.compliment.url);
  await expect(missedPage.getByText("All coupons for this offer have been claimed.")).toBeVisible();
  await expect(missedPage.locator("[data-coupon-code]")).toHaveCount(0);

  const [first] = lucky;
  const reader = await (await browser.newContext({ timezoneId: "America/Los_Angeles" })).newPage();
  await logIn(reader, first!.holder);
  await expect(reader).toHaveURL(/\/your-compliments$/);
  await reader.goto(first!.compliment.url);
  await expect(reader.getByText("Valid until 31 Mar 2027 (Lisbon time)")).toBeVisible();
  await expect(reader.getByText(/30 Mar 2027/)).toHaveCount(0);

  // Their second compliment with the ad shows the same coupon.
  const second = await keptWithAd(await verifiedUser("author"), first!.holder, adId);
  await reader.goto(second.url);
  await expect(reader.locator("[data-coupon-code]")).toHaveText(`${first!.coupon.code.slice(0, 4)} ${first!.coupon.code.slice(4)}`);

  // A second, uncapped offer: paused, it issues nothing new while a coupon issued before still redeems.
  const bica = { ...pastelOffer, name: "A free bica", value: "1 bica" };
  const bicaAd = await newAd(owner, businessId, "Bica", bica);
  const [early, later, paused] = await holdersOf(3, author, bicaAd);
  const earlyCoupon = (await couponOn(early!.holder, bicaAd, early!.compliment.id)).coupon!;
  const laterCoupon = (await couponOn(later!.holder, bicaAd, later!.compliment.id)).coupon!;
  await editOffer(owner, businessId, bicaAd, "Bica", { ...bica, status: "paused" });
  expect(await couponOn(paused!.holder, bicaAd, paused!.compliment.id)).toEqual({ coupon: null, missed: "not-issuing" });
  expect((await api("/v1/coupons/redeem", { token: owner.token, json: { code: earlyCoupon.code } })).status).toBe(200);

  // Ended voiding its coupons: the till turns the other one away.
  await editOffer(owner, businessId, bicaAd, "Bica", { ...bica, status: "ended", issued_coupons: "void" });
  const till = await signedIn(browser, owner);
  await till.goto("/business/redeem");
  await till.getByLabel("Coupon code").fill(laterCoupon.code);
  await till.getByRole("button", { name: "Redeem", exact: true }).click();
  await expect(till.getByRole("status").filter({ hasText: /./ })).toContainText("This offer has ended");

  // The owner's results: 5 of 5 for the capped offer, and a CSV by day that says the same as the API.
  await till.goto("/business");
  const pastel = till.getByRole("article", { name: "Pastel de nata: A free pastel de nata" });
  await expect(pastel.getByRole("definition").first()).toHaveText("5 of 5");
  await expect(pastel).toContainText("Remaining0");
  const results = (await api(`/v1/businesses/${businessId}/offer-results`, { token: owner.token })).body.data;
  const figures = results.offers.find((o: { ad: { id: number } }) => o.ad.id === adId);
  expect(figures).toMatchObject({ issued: 5, remaining: 0, total_cap: 5 });
  const downloading = till.waitForEvent("download");
  await till.getByRole("link", { name: "Download CSV of the offer results" }).click();
  const csv = (await readFile((await (await downloading).path())!, "utf8")).trimEnd().split("\r\n");
  expect(csv[0]).toBe("day,time_zone,ad,offer,issued,redeemed");
  const pastelLines = csv.slice(1).filter((line) => line.includes(",Pastel de nata,"));
  expect(pastelLines.reduce((n, line) => n + Number(line.split(",")[4]), 0)).toBe(5);
  expect(pastelLines).toEqual(
    figures.days.map(
      (d: { day: string; issued: number; redeemed: number }) =>
        `${d.day},Europe/Lisbon,Pastel de nata,A free pastel de nata,${d.issued},${d.redeemed}`,
    ),
  );
  const bicaLines = csv.slice(1).filter((line) => line.includes(",Bica,"));
  expect(bicaLines.reduce((n, line) => n + Number(line.split(",")[5]), 0)).toBe(1);

  // The table alternative of the chart, and axe at both widths.
  await pastel.getByText("Show the days as a table").click();
  await expect(pastel.getByRole("table")).toBeVisible();
  await expectNoViolationsAt(till, "the owner's offer results");
});
