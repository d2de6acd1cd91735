import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { choose, combobox, optionsOf } from "./fixtures/combobox";
import { pdfFirstPagePixels, pdfPageCount, pdfPageSizes, pdfToText } from "./fixtures/pdf";
import { scanSvg } from "../backend/src/test/scan-qr";
import { printedQr, readQr, readQrInImage } from "./fixtures/qr";
import { api, logIn, verifiedUser } from "./fixtures/session";

type Created = { id: number; code: string };

const kind = { to: "Jamie Rivera", compliment: "Your patience with every customer is a gift." };

async function written(input: object = kind) {
  const author = await verifiedUser("printer");
  const res = await api<{ data: Created }>("/v1/compliments", { token: author.token, json: input });
  expect(res.status).toBe(201);
  return { author, ...res.body.data };
}

/** The short link a compliment's QR code and 'Copy link' carry. */
const shortLink = (page: Page, code: string) => new URL(`/c/${code}`, page.url()).href;
/** The code as pdftotext may read it: one run of 8 digits, or two groups of four. */
const codeText = (code: string) => new RegExp(`${code.slice(0, 4)}\\s?${code.slice(4)}`);

const mmToCssPx = (mm: number) => (mm * 96) / 25.4;

/**
 * Prints the page as Chromium would with the page's own size and no background graphics. The
 * window takes the paper's size first, so the boxes the test measures are those on paper.
 */
async function printPdf(page: Page, paper = { width: 148, height: 105 }) {
  await page.setViewportSize({ width: Math.round(mmToCssPx(paper.width)), height: Math.round(mmToCssPx(paper.height)) });
  await page.emulateMedia({ media: "print" });
  const pdf = await page.pdf({ preferCSSPageSize: true });
  await test.info().attach("printed.pdf", { body: pdf, contentType: "application/pdf" });
  return pdf;
}

/** The card's box in print layout, in CSS pixels, and whether its text all fits. */
async function printedCard(page: Page) {
  const card = page.getByRole("article", { name: "Compliment card" });
  const box = (await card.boundingBox())!;
  const lastLine = (await card.locator("[data-card-last-line]").boundingBox())!;
  const textFits = await card.locator("[data-card-text]").evaluate((p) => p.scrollHeight <= p.clientHeight + 1);
  return { box, lastLine, textFits };
}

for (const [design, label] of [
  ["classic", "Classic"],
  ["bright", "Bright"],
  ["minimal", "Minimal"],
] as const) {
  test(`the ${label} card prints as one whole A6 postcard whose QR code scans`, async ({ page }) => {
    const { author, code } = await written();
    await page.goto(`/print-compliment-card?code=${code}&design=${design}`);
    await expect(page.getByRole("radio", { name: new RegExp(`^${label}`) })).toBeChecked();
    await expect(page.getByRole("radio", { name: /^Postcard/ })).toBeChecked();
    await expect(page.getByRole("article", { name: "Compliment card" })).toHaveAttribute("data-design", design);

    const pdf = await printPdf(page);
    expect(pdfPageSizes(pdf)).toEqual([{ width: 148, height: 105 }]);
    expect(pdfPageCount(pdf)).toBe(1);
    const text = pdfToText(pdf);
    for (const shown of [kind.to, kind.compliment, author.name, "Scan, or enter the code at", new URL(page.url()).host])
      expect(text.replace(/\s+/g, " ")).toContain(shown);
    expect(text).toMatch(codeText(code));

    const { box, lastLine, textFits } = await printedCard(page);
    expect(box.x).toBeGreaterThanOrEqual(-0.5);
    expect(box.y).toBeGreaterThanOrEqual(-0.5);
    expect(box.x + box.width).toBeLessThanOrEqual(mmToCssPx(148) + 0.5);
    expect(box.y + box.height).toBeLessThanOrEqual(mmToCssPx(105) + 0.5);
    expect(box.width).toBeCloseTo(mmToCssPx(148), 0);
    expect(lastLine.y + lastLine.height).toBeLessThanOrEqual(box.y + box.height);
    expect(textFits).toBe(true);

    const pixels = pdfFirstPagePixels(pdf);
    expect(readQr(pixels)).toBe(shortLink(page, code));
    // On paper: nothing dark within four modules of the code, whatever the design.
    expect(printedQr(pixels)?.quietZone).toBeGreaterThanOrEqual(4);
    if (design === "bright") {
      // The deep rose panel prints even with background graphics off (print-color-adjust).
      const at = (Math.round(pixels.height * 0.5) * pixels.width + Math.round(pixels.width * 0.03)) * 4;
      const [r = 0, g = 0, b = 0] = pixels.data.subarray(at, at + 3);
      expect([r > 120, g < 60, b < 110]).toEqual([true, true, true]);
    }
  });
}

test("the card's QR code carries the short link in a four-module quiet zone, and the old link still opens the page", async ({ page }) => {
  const { code } = await written();
  await page.goto(`/print-compliment-card?code=${code}`);
  const src = await page.getByRole("img", { name: `QR code that opens compliment ${code}` }).getAttribute("src");
  const [type, base64] = /^data:([^;]+);base64,(.*)$/.exec(src ?? "")!.slice(1);
  expect(type).toBe("image/svg+xml");
  const qr = await scanSvg(Buffer.from(base64!, "base64"));
  expect(qr.text).toBe(shortLink(page, code));
  expect(qr.quietZone).toEqual({ left: 4, top: 4, right: 4, bottom: 4 });

  const printed = printedQr(pdfFirstPagePixels(await printPdf(page), 300))!;
  const moduleMm = (printed.modulePx * 25.4) / 300;
  await test.info().attach("printed QR", { body: JSON.stringify({ ...qr, printed, moduleMm }), contentType: "application/json" });
  // Version 3 (29 modules) for this site's address; phones read modules of 0.5 mm and up well.
  expect(printed.modules).toBe(qr.modules - 8);
  expect(moduleMm).toBeGreaterThan(1);

  await page.goto(`/show-compliment?code=${code}`);
  await expect(page.getByText(kind.compliment)).toBeVisible();
});

/** A letter of three paragraphs, 739 characters: what the card was first seen to print broken. */
const letter739 = [
  "When I started on the team in March I knew nobody, and you were the first person who asked how I was really doing. You showed me where everything was, introduced me to the night shift, and sat with me through my first difficult call without once making me feel slow.",
  "Since then I have watched you do the same for every new colleague. You remember birthdays, you notice when someone goes quiet, and you always make time, even on the days when the queue is long and the phones never stop ringing.",
  "Last month, when my father was in hospital, you covered two of my shifts without being asked and left a note on my desk that I still keep in my bag. It said that family comes first and the work would wait. Thank you for each bit of it, truly.",
].join("\n\n");
/**
 * The longest compliment there may be (common/validations/compliment.ts: 2,000 characters), one long
 * sentence of clauses, so the card must end it after a word.
 */
const kindnesses = [
  "you remembered my birthday",
  "you covered my shifts while my father was in hospital",
  "you showed me where everything was",
  "you sat with me through my first difficult call",
  "you noticed when I went quiet",
  "you left a note on my desk that I still keep in my bag",
  "you made time even when the queue was long",
  "you laughed at my terrible jokes",
  "you taught me the night shift",
];
const letter2000 = `Thank you for everything, ${Array(12).fill(kindnesses).flat().join(", ")}`.slice(0, 1999) + ".";
const READ_ONLINE = "Read the whole compliment online";
const flat = (text: string) => text.replace(/\s+/g, " ").trim();

/** The card's text as printed: its size in points, its box, and its lines' boxes (CSS px, print layout). */
const printedLines = (page: Page) =>
  page.locator("[data-card-text]").evaluate((p) => {
    const range = document.createRange();
    range.selectNodeContents(p);
    const lines = Array.from(range.getClientRects()).filter((r) => r.width > 0 && r.height > 0);
    const box = p.getBoundingClientRect();
    const card = p.closest("article")!.getBoundingClientRect();
    return {
      pt: (parseFloat(getComputedStyle(p).fontSize) * 72) / 96,
      lineHeight: parseFloat(getComputedStyle(p).lineHeight),
      box: { top: box.top, bottom: box.bottom, widthPt: (box.width * 72) / 96, heightPt: (box.height * 72) / 96 },
      cardBottom: card.bottom,
      lastLineBottom: Math.max(...lines.map((r) => r.bottom)),
      lines: new Set(lines.map((r) => Math.round(r.top))).size,
    };
  });

/** How much of the compliment the printed text holds from its start, what of it is left, and what the print has after it. */
function printedStart(printed: string, compliment: string) {
  const whole = flat(compliment);
  const from = printed.indexOf(whole.slice(0, 30));
  let n = 0;
  while (from >= 0 && n < whole.length && printed[from + n] === whole[n]) n++;
  return { start: whole.slice(0, n), rest: whole.slice(n), after: from >= 0 ? printed.slice(from + n) : printed };
}

/**
 * Prints the card of `compliment` as it stands and checks it whole: one page; every line of the
 * text inside its box, which is inside the card; at least 9 pt; and either the whole text, or its
 * start cut after a sentence or a word (and an ellipsis) with "Read the whole compliment online".
 */
async function expectPrintedWhole(page: Page, compliment: string, paper?: { width: number; height: number }) {
  const pdf = await printPdf(page, paper);
  expect(pdfPageCount(pdf)).toBe(1);
  const lines = await printedLines(page);
  const printed = flat(pdfToText(pdf));
  const shown = printedStart(printed, compliment);
  const figures = {
    length: compliment.length,
    ...lines,
    shown: shown.start.length,
    end: shown.start.slice(-30) + shown.after.slice(0, 10),
  };
  await test.info().attach(`${compliment.length} characters`, { body: JSON.stringify(figures), contentType: "application/json" });

  expect(lines.lastLineBottom).toBeLessThanOrEqual(lines.box.bottom + 0.5);
  expect(lines.box.bottom).toBeLessThanOrEqual(lines.cardBottom);
  expect(lines.pt).toBeGreaterThan(8.99);
  // pdftotext joins a name broken at its hyphen ("Montgomery-" / "Smith") without it.
  expect(printed).toMatch(/Alexandra Montgomery-?Smith/);
  if (shown.rest === "") {
    expect(printed).not.toContain(READ_ONLINE);
  } else {
    // Ended after a whole word (a comma after it may go), then a sentence's stop or an ellipsis.
    expect(shown.rest).toMatch(/^[\s,;:.!?]/);
    if (!/[.!?]$/.test(shown.start)) expect(shown.after).toMatch(/^…/);
    // The card is full: a sentence end may leave up to 15 % of the room, about two lines.
    expect(lines.box.bottom - lines.lastLineBottom).toBeLessThan(3 * lines.lineHeight);
    expect(printed).toContain(READ_ONLINE);
  }
  return { pdf, lines, shown: shown.start };
}

for (const [sheet, paper] of [
  ["card", { width: 148, height: 105 }],
  ["a4", { width: 210, height: 297 }],
] as const) {
  for (const design of ["classic", "bright", "minimal"] as const) {
    test(`long compliments print whole on the ${design} card on ${sheet === "a4" ? "an A4 sheet" : "a postcard"}: smaller, or cut with the way to read on`, async ({
      page,
    }) => {
      for (const compliment of [letter739, letter2000]) {
        const { code } = await written({ to: "Alexandra Montgomery-Smith", compliment });
        await page.goto(`/print-compliment-card?code=${code}&design=${design}&sheet=${sheet}`);
        await expect(page.locator("[data-card-text]")).toHaveAttribute("data-fit", "measured");
        const { pdf, lines, shown } = await expectPrintedWhole(page, compliment, paper);
        if (compliment === letter739) {
          // Whole, set smaller than a short compliment's 14 pt.
          expect(shown).toBe(flat(compliment));
          expect(lines.pt).toBeLessThan(12);
        } else {
          expect(shown.length).toBeGreaterThan(600);
        }
        expect(readQr(pdfFirstPagePixels(pdf))).toBe(shortLink(page, code));
      }
    });
  }
}

test("without scripts a long compliment prints whole too, cut where the server's cautious estimate says", async ({ browser }) => {
  const { code } = await written({ to: "Alexandra Montgomery-Smith", compliment: letter2000 });
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`/print-compliment-card?code=${code}`);
  await expect(page.locator("[data-card-text]")).toHaveAttribute("data-fit", "estimated");
  const { shown } = await expectPrintedWhole(page, letter2000);
  expect(shown.length).toBeGreaterThan(400);
  await context.close();
});

test("the A4 sheet, chosen with the keyboard, prints the card centred on A4 with cut marks", async ({ page }) => {
  const { code } = await written();
  await page.goto(`/print-compliment-card?code=${code}`);
  const postcard = page.getByRole("radio", { name: /^Postcard/ });
  await expect(postcard).toBeChecked();
  await expect(page.getByRole("radio", { name: /^Classic/ })).toBeChecked();
  await postcard.focus();
  await page.keyboard.press("ArrowDown");
  await expect(page).toHaveURL(new RegExp(`\\?code=${code}&design=classic&sheet=a4$`));
  await expect(page.getByRole("radio", { name: /^A4 sheet/ })).toBeFocused();
  await page.getByRole("radio", { name: /^Bright/ }).check();
  await expect(page).toHaveURL(new RegExp(`design=bright&sheet=a4$`));
  await expect(page.getByRole("article", { name: "Compliment card" })).toHaveAttribute("data-design", "bright");

  const pdf = await printPdf(page, { width: 210, height: 297 });
  expect(pdfPageSizes(pdf)).toEqual([{ width: 210, height: 297 }]);
  expect(pdfPageCount(pdf)).toBe(1);
  const text = pdfToText(pdf).replace(/\s+/g, " ");
  for (const shown of [kind.to, kind.compliment, new URL(page.url()).host]) expect(text).toContain(shown);

  const { box } = await printedCard(page);
  expect(box.width).toBeCloseTo(mmToCssPx(148), 0);
  expect(box.height).toBeCloseTo(mmToCssPx(105), 0);
  expect(box.x + box.width / 2).toBeCloseTo(mmToCssPx(105), 0);
  expect(box.y + box.height / 2).toBeCloseTo(mmToCssPx(148.5), 0);
  const marks = await page.locator(".crop-marks > span").evaluateAll((spans) =>
    spans.map((s) => {
      const r = s.getBoundingClientRect();
      return { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
    }),
  );
  expect(marks).toHaveLength(8);
  const outside = (m: (typeof marks)[number]) =>
    m.right <= box.x || m.left >= box.x + box.width || m.bottom <= box.y || m.top >= box.y + box.height;
  for (const mark of marks) {
    expect(outside(mark)).toBe(true);
    expect(mark.left).toBeGreaterThan(0);
    expect(mark.right).toBeLessThan(mmToCssPx(210));
  }
  expect(readQr(pdfFirstPagePixels(pdf))).toBe(shortLink(page, code));
});

test("unknown design and sheet fall back to Classic on a postcard", async ({ page }) => {
  const { code } = await written();
  await page.goto(`/print-compliment-card?code=${code}&design=neon&sheet=letter`);
  await expect(page.getByRole("radio", { name: /^Classic/ })).toBeChecked();
  await expect(page.getByRole("radio", { name: /^Postcard/ })).toBeChecked();
  await expect(page.getByRole("group", { name: "Design" }).getByRole("radio")).toHaveCount(3);
  expect(pdfPageSizes(await printPdf(page))).toEqual([{ width: 148, height: 105 }]);
});

test("the code page copies the link, offers the share sheet only where there is one, and downloads the QR", async ({ browser }) => {
  test.slow(); // three pages and two QR decodings
  const { author, code, id } = await written();
  const context = await browser.newContext({ permissions: ["clipboard-read", "clipboard-write"] });
  const page = await context.newPage();
  await logIn(page, author);
  await expect(page).toHaveURL(/\/your-compliments$/);
  await page.goto(`/create-compliment-code?code=${code}&id=${id}`);
  const link = shortLink(page, code);

  // Two groups of four on screen; the text itself, selected and copied, is the 8 digits.
  const shown = page.locator(`[data-code="${code}"]`).first();
  await expect(shown).toHaveText(code);
  const groups = await shown.evaluate((el) => {
    const range = document.createRange();
    range.setStart(el.firstChild!, 0);
    range.setEnd(el.firstChild!, 4);
    const first = range.getBoundingClientRect();
    const second = el.lastElementChild!.getBoundingClientRect();
    getSelection()!.selectAllChildren(el);
    return { gap: second.left - first.right, selected: getSelection()!.toString() };
  });
  expect(groups.gap).toBeGreaterThan(6);
  expect(groups.selected).toBe(code);

  await expect(page.getByRole("status").filter({ hasText: "Link copied" })).toHaveCount(0);
  await page.getByRole("button", { name: "Copy link" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Link copied" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  await expect(page.getByLabel("Public link")).toHaveValue(link);

  const browserShares = await page.evaluate(() => typeof navigator.share === "function");
  await expect(page.getByRole("button", { name: "Share" })).toHaveCount(browserShares ? 1 : 0);

  const png = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download QR (PNG)" }).click();
  const pngFile = await png;
  expect(pngFile.suggestedFilename()).toBe(`compliment-${code}.png`);
  const pngBytes = readFileSync((await pngFile.path())!);
  expect([...pngBytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(pngBytes.readUInt32BE(16)).toBeGreaterThanOrEqual(512);
  expect(await readQrInImage(context, pngBytes, "image/png")).toBe(link);

  const svg = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download QR (SVG)" }).click();
  const svgFile = await svg;
  expect(svgFile.suggestedFilename()).toBe(`compliment-${code}.svg`);
  const svgBytes = readFileSync((await svgFile.path())!);
  expect(svgBytes.toString("utf8")).toMatch(/^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*viewBox=/);
  expect(svgBytes.toString("utf8")).toContain("<path");
  expect(await readQrInImage(context, svgBytes, "image/svg+xml")).toBe(link);

  await context.close();
});

test("where the device has a share sheet, Share hands it the public link", async ({ browser }) => {
  const { author, code, id } = await written();
  const context = await browser.newContext();
  // Chromium on Linux has no share sheet; this page gets one that records what it is given.
  await context.addInitScript(() => {
    Object.defineProperty(navigator, "share", {
      value: async (data: ShareData) => void ((window as unknown as { shared: ShareData }).shared = data),
    });
  });
  const page = await context.newPage();
  await logIn(page, author);
  await expect(page).toHaveURL(/\/your-compliments$/);
  await page.goto(`/create-compliment-code?code=${code}&id=${id}`);
  await page.getByRole("button", { name: "Share" }).click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { shared?: ShareData }).shared?.url)).toBe(shortLink(page, code));
  await context.close();
});

test("the author fixes a typo with 'No ad', without a hydration error, and the public page shows no offers", async ({ page, browser }) => {
  const { author, code, id } = await written({ to: "Maria Garsia", compliment: "You made my week brighter." });
  const ads = await api<{ data: Array<{ id: number; title: string }> }>("/v1/ads", { token: author.token });
  const [ad] = ads.body.data;
  expect((await api(`/v1/compliments/${id}`, { token: author.token, method: "PATCH", json: { ads: [ad!.id] } })).status).toBe(200);

  const errors: string[] = [];
  page.on("console", (message) => void (message.type() === "error" && errors.push(message.text())));
  page.on("pageerror", (error) => void errors.push(String(error)));
  await logIn(page, author);
  await expect(page).toHaveURL(/\/your-compliments$/);
  await page.goto(`/edit-compliment?code=${code}&id=${id}`);
  const first = combobox(page, "Ad 1");
  await expect(first).toHaveValue(ad!.title);
  await page.getByRole("button", { name: "Add another ad" }).click();
  // "No ad" is the first row's alone.
  await combobox(page, "Ad 2").click();
  await expect(optionsOf(page, "Ad 2").getByRole("option").first()).not.toHaveText("Searching…");
  await expect(optionsOf(page, "Ad 2").getByRole("option", { name: "No ad" })).toHaveCount(0);
  await first.click();
  await expect(optionsOf(page, "Ad 1").getByRole("option", { name: "No ad" })).toBeDisabled();
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: "Remove ad 2" }).click();

  await page.getByLabel("To", { exact: true }).fill("Maria Garcia");
  await choose(page, "Ad 1", "", "No ad");
  await expect(page.getByRole("button", { name: "Add another ad" })).toBeDisabled();
  await page.getByRole("button", { name: "Edit" }).click();
  await expect(page).toHaveURL(/\/your-compliments$/);
  const after = await api(`/v1/compliments/own/${code}`, { token: author.token });
  expect(after.body.data).toMatchObject({ to: "Maria Garcia", ads: [] });

  await page.goto(`/edit-compliment?code=${code}&id=${id}`);
  await expect(combobox(page, "Ad 1")).toHaveValue("No ad");
  await page.getByLabel("Compliment", { exact: true }).fill("You made my whole week brighter.");
  await page.getByRole("button", { name: "Edit" }).click();
  await expect(page).toHaveURL(/\/your-compliments$/);
  expect((await api(`/v1/compliments/own/${code}`, { token: author.token })).body.data.compliment).toBe("You made my whole week brighter.");
  expect(errors).toEqual([]);

  const guest = await browser.newPage();
  await guest.goto(`/show-compliment?code=${code}`);
  await expect(guest.getByText("Maria Garcia").first()).toBeVisible();
  await expect(guest.getByText("You made my whole week brighter.")).toBeVisible();
  await expect(guest.locator('a[href^="/ads/"]')).toHaveCount(0);
  await expect(guest.getByText(ad!.title)).toHaveCount(0);
  await guest.close();
});
