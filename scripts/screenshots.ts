// `npm run screenshots`: starts the app with its demo data and writes the README's pictures to
// docs/screenshots/: the compliment page, the code page, the print page and the top bar at desktop
// (1280 × 800) and phone (390 × 844) width, and every printed card design and sheet as the PDF
// prints it (pdftoppm, from poppler-utils). Run it after a visible change; commit the pictures with it.
import { execFileSync } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium, type Browser, type Page } from "playwright-core";
import { demoComplimentCode, demoUsers } from "../backend/src/db/seed-data";
import { chromiumArgs, chromiumPath } from "./lib/chromium";
import { root, startApp } from "./lib/processes";

const out = path.join(root, "docs/screenshots");
const widths = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];
const printed = { classic: "design=classic", bright: "design=bright", minimal: "design=minimal", "a4-sheet": "sheet=a4" };

/**
 * Waits for a streamed page to replace its loading state (loading.tsx marks it with data-loading).
 * Not "networkidle": a signed-in page keeps its event stream (/api/events) open, so that never comes.
 */
async function settled(page: Page) {
  await page.waitForLoadState("load");
  await page.locator("[data-loading]").waitFor({ state: "detached" });
}

async function loggedIn(browser: Browser, webUrl: string, size: { width: number; height: number }): Promise<Page> {
  const page = await browser.newPage({ viewport: size });
  await page.goto(`${webUrl}/login`);
  await page.getByLabel("Email").fill(demoUsers.dana.email);
  await page.getByLabel("Password", { exact: true }).fill(demoUsers.dana.password);
  await page.getByRole("button", { name: "Log In" }).click();
  await page.waitForURL(/\/your-compliments$/);
  await settled(page);
  await page.locator("[data-sonner-toast]").waitFor({ state: "detached" });
  return page;
}

async function main() {
  mkdirSync(out, { recursive: true });
  const app = await startApp("screenshots");
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    for (const size of widths) {
      const shot = async (page: Page, name: string) => {
        await settled(page);
        await page.screenshot({ path: path.join(out, `${name}-${size.width}.png`), fullPage: true });
      };
      const guest = await browser.newPage({ viewport: size });
      await guest.goto(`${app.webUrl}/show-compliment?code=${demoComplimentCode}`);
      await shot(guest, "compliment-page");
      await guest.goto(`${app.webUrl}/print-compliment-card?code=${demoComplimentCode}`);
      await shot(guest, "print-page");
      await guest.close();

      const author = await loggedIn(browser, app.webUrl, size);
      await author.screenshot({ path: path.join(out, `top-bar-${size.width}.png`), clip: { x: 0, y: 0, width: size.width, height: 56 } });
      await author.goto(`${app.webUrl}/create-compliment-code?code=${demoComplimentCode}`);
      await shot(author, "code-page");
      await author.close();
    }
    const card = await browser.newPage();
    const pdf = path.join(tmpdir(), "printed-card.pdf");
    for (const [name, query] of Object.entries(printed)) {
      await card.goto(`${app.webUrl}/print-compliment-card?code=${demoComplimentCode}&${query}`);
      writeFileSync(pdf, await card.pdf({ preferCSSPageSize: true, printBackground: true }));
      execFileSync("pdftoppm", ["-png", "-r", "110", "-singlefile", pdf, path.join(out, `printed-card-${name}`)]);
    }
    rmSync(pdf, { force: true });
    console.log(`Screenshots written to ${path.relative(root, out)}/`);
  } finally {
    await browser.close();
    await app.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
