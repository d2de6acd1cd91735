import { expect, test, type Page } from "@playwright/test";
import { operatorToken } from "./fixtures/business";
import { expectNoViolationsAt } from "./fixtures/axe";
import { closedGroupCompliment, signedMessage, signersFor, type Signer } from "./fixtures/group-compliment";
import { pdfFirstPagePixels, pdfPageCount, pdfPageSizes, pdfToText } from "./fixtures/pdf";
import { readQr } from "./fixtures/qr";
import { api, logIn, verifiedUser } from "./fixtures/session";

/**
 * Issue 33, the recipient's moment. The group compliments are made and signed through the /v1
 * API of the signing slice (POST /v1/signing/{token}/signatures, hide, close); this spec is about
 * what the recipient then sees, prints and sends.
 */
let signers: Signer[];
test.beforeAll(async () => {
  test.setTimeout(300_000);
  signers = await signersFor(60);
});

const mmToCssPx = (mm: number) => (mm * 96) / 25.4;
/** pdftotext breaks lines where the columns do: one space for every run of white space. */
const flat = (text: string) => text.replace(/\s+/g, " ");

async function printPdf(page: Page, paper: { width: number; height: number }) {
  await page.setViewportSize({ width: Math.round(mmToCssPx(paper.width)), height: Math.round(mmToCssPx(paper.height)) });
  await page.emulateMedia({ media: "print" });
  const pdf = await page.pdf({ preferCSSPageSize: true });
  await test.info().attach("printed.pdf", { body: pdf, contentType: "application/pdf" });
  return pdf;
}

/** Signers' names in a stable order: they sign at the same moment, so the page's order is theirs to choose. */
const namesOf = (people: Signer[]) => people.map((s) => s.name).sort();

const signatureList = (page: Page) =>
  page
    .getByRole("region", { name: /people signed$/ })
    .getByRole("list")
    .first();

test("the guest's page shows the text and exactly the 29 shown signatures, accessibly", async ({ page }) => {
  const thirty = signers.slice(0, 30);
  const hidden = thirty[7]!;
  const { code } = await closedGroupCompliment("Robin Team", thirty, [hidden]);

  await page.goto(`/show-compliment?code=${code}`);
  await expect(page.getByRole("heading", { level: 1, name: "Robin Team" })).toBeVisible();
  await expect(page.getByText("Ten years of making this team kinder, one question at a time.")).toBeVisible();
  const section = page.getByRole("region", { name: "29 people signed" });
  await expect(section).toBeVisible();
  const names = section.getByRole("heading", { level: 3 });
  await expect(names).toHaveCount(29);
  expect((await names.allTextContents()).sort()).toEqual(namesOf(thirty.filter((s) => s !== hidden)));
  await expect(section.getByText(signedMessage(thirty[0]!))).toBeVisible();
  await expect(page.getByText(hidden.name)).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Show more signatures" })).toHaveCount(0);
  await expectNoViolationsAt(page, "the closed group compliment's page");
});

test("past 50 signatures the page shows more with a link that works without scripts", async ({ browser }) => {
  const { code } = await closedGroupCompliment("Sixty Friends", signers);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`/show-compliment?code=${code}`);
  const section = page.getByRole("region", { name: "60 people signed" });
  await expect(section.getByText("Showing 50 of 60")).toBeVisible();
  await expect(signatureList(page).getByRole("listitem")).toHaveCount(50);
  await page.getByRole("link", { name: "Show more signatures" }).click();
  await expect(page).toHaveURL(new RegExp(`signatures=100#signature-51$`));
  await expect(signatureList(page).getByRole("listitem")).toHaveCount(60);
  expect((await section.getByRole("heading", { level: 3 }).allTextContents()).sort()).toEqual(namesOf(signers));
  await expect(page.getByRole("link", { name: "Show more signatures" })).toHaveCount(0);
  await context.close();
});

test("the A4 sheet prints all 40 shown signatures on one page at 9 pt or more, its QR code still scanning", async ({ page }) => {
  const forty = signers.slice(0, 41);
  const { code } = await closedGroupCompliment("Forty Voices", forty, [forty[40]!]);
  await page.goto(`/print-compliment-card?code=${code}&sheet=a4`);
  const pdf = await printPdf(page, { width: 210, height: 297 });
  expect(pdfPageSizes(pdf)).toEqual([{ width: 210, height: 297 }]);
  expect(pdfPageCount(pdf)).toBe(1);
  const text = flat(pdfToText(pdf));
  for (const signer of forty.slice(0, 40)) expect(text).toContain(signer.name);
  expect(text).not.toContain(forty[40]!.name);
  const sizes = await page
    .locator(".printed-signatures li")
    .evaluateAll((items) => items.map((li) => parseFloat(getComputedStyle(li).fontSize)));
  expect(sizes).toHaveLength(40);
  // 9 pt is 12 CSS pixels.
  for (const size of sizes) expect(size).toBeGreaterThanOrEqual(12);
  expect(readQr(pdfFirstPagePixels(pdf))).toBe(new URL(`/c/${code}`, page.url()).href);
});

test("more signatures than a page holds go on to a second A4 page, every name printed", async ({ page }) => {
  const { code } = await closedGroupCompliment("Sixty More", signers);
  await page.goto(`/print-compliment-card?code=${code}&sheet=a4`);
  const pdf = await printPdf(page, { width: 210, height: 297 });
  expect(pdfPageCount(pdf)).toBe(2);
  const text = flat(pdfToText(pdf));
  for (const signer of signers) expect(text).toContain(signer.name);
  expect(readQr(pdfFirstPagePixels(pdf))).toBe(new URL(`/c/${code}`, page.url()).href);
});

test("the A6 card names the first few signers and sends the reader to the rest", async ({ page }) => {
  const twelve = signers.slice(0, 12);
  const { code } = await closedGroupCompliment("Twelve Hands", twelve);
  await page.goto(`/print-compliment-card?code=${code}`);
  const first = (await api(`/v1/compliments/code/${code}`)).body.data.signing.signatures.slice(0, 3).map((s: { name: string }) => s.name);
  const line = `Signed by ${first.join(", ")} and 9 more — scan to read them all`;
  await expect(page.getByRole("article", { name: "Compliment card" }).getByText(line)).toBeVisible();
  const pdf = await printPdf(page, { width: 148, height: 105 });
  expect(pdfPageCount(pdf)).toBe(1);
  expect(flat(pdfToText(pdf))).toContain("and 9 more — scan to read them all");
  expect(readQr(pdfFirstPagePixels(pdf))).toBe(new URL(`/c/${code}`, page.url()).href);
});

test("without scripts a long text on the A6 card ends above the signers' line, inside the card", async ({ browser }) => {
  const sentence = "You listened when nobody else did, and you made every one of us braver for it. ";
  const { code } = await closedGroupCompliment("Long Letter", signers.slice(0, 8), [], sentence.repeat(20).trim());
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`/print-compliment-card?code=${code}`);
  await expect(page.locator("[data-card-text]")).toHaveAttribute("data-fit", "estimated");
  const pdf = await printPdf(page, { width: 148, height: 105 });
  expect(pdfPageCount(pdf)).toBe(1);
  const printed = flat(pdfToText(pdf));
  expect(printed).toContain("and 5 more — scan to read them all");
  expect(printed).toContain("Read the whole compliment online");
  const boxes = await page.getByRole("article", { name: "Compliment card" }).evaluate((card) => {
    const text = card.querySelector<HTMLElement>("[data-card-text]")!;
    const spans = Array.from(text.querySelectorAll("span")).flatMap((span) => Array.from(span.getClientRects()));
    return {
      textFits: text.scrollHeight <= text.clientHeight + 1,
      lastLine: Math.max(...spans.map((r) => r.bottom)),
      signers: card.querySelector("[data-card-signers]")!.getBoundingClientRect().toJSON(),
      card: card.getBoundingClientRect().toJSON(),
    };
  });
  expect(boxes.textFits).toBe(true);
  expect(boxes.lastLine).toBeLessThanOrEqual(boxes.signers.top);
  expect(boxes.signers.bottom).toBeLessThanOrEqual(boxes.card.bottom);
  await context.close();
});

test("the recipient keeps it, thanks everyone once (a message to each signer) and can report a signature", async ({ page }) => {
  const five = signers.slice(0, 5);
  const { code } = await closedGroupCompliment("Robin Thanks", five, [five[4]!]);
  const recipient = await verifiedUser("recipient");
  const looked = await api(`/v1/compliments/code/${code}`, { token: recipient.token });
  expect((await api(`/v1/compliments/${looked.body.data.id}/claim`, { token: recipient.token, method: "POST" })).status).toBe(200);

  await logIn(page, recipient);
  await expect(page).toHaveURL(/\/your-compliments$/);
  await page.goto(`/show-compliment?code=${code}`);
  const form = page.getByRole("form", { name: "Thank everyone" });
  await expectNoViolationsAt(page, "the recipient's page with Thank everyone");
  await form.getByRole("button", { name: "Thank everyone" }).click();
  await expect(form.getByText("The message must be at least 3 characters long.")).toBeVisible();
  const thanks = "Thank you all, I read every single word!";
  await form.getByLabel("Your message to everyone who signed").fill(thanks);
  await form.getByRole("button", { name: "Thank everyone" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Your thanks went out: 4 messages and 0 e-mails." })).toBeVisible();

  const conversations = await api(`/v1/compliments/conversations`, { token: five[0]!.token });
  expect(JSON.stringify(conversations.body)).toContain(recipient.name);
  const hiddenOnes = await api(`/v1/compliments/conversations`, { token: five[4]!.token });
  expect(JSON.stringify(hiddenOnes.body)).not.toContain(recipient.name);

  await page.reload();
  await expect(page.getByText("You have thanked everyone who signed.")).toBeVisible();
  // A signature is reported like a message, from where it is shown; the operator's queue has it.
  await page.getByRole("button", { name: `Report signature of ${five[1]!.name}` }).click();
  const dialog = page.getByRole("dialog", { name: "Report this signature" });
  await dialog.getByRole("radio", { name: "Spam or scam" }).check();
  await dialog.getByLabel("What is wrong here?").fill("It is an advert for something else entirely.");
  await dialog.getByRole("checkbox", { name: /in good faith/ }).check();
  await dialog.getByRole("button", { name: "Send report" }).click();
  await expect(dialog.getByRole("status")).toHaveText("Thank you — we've received your report.");
  await dialog.getByRole("button", { name: "Close" }).click();
  const queue = (await api("/v1/moderation/reports", { token: await operatorToken() })).body.data as Array<{
    target_kind: string;
    content: { text: string };
  }>;
  expect(queue.some((item) => item.target_kind === "signature" && item.content.text === signedMessage(five[1]!))).toBe(true);
  expect((await api(`/v1/compliments/${code}/thanks`, { token: recipient.token, json: { message: thanks } })).status).toBe(409);
  await expectNoViolationsAt(page, "the recipient's page after thanking");
});
