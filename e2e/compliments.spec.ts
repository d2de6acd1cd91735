import { expect, test, type Page } from "@playwright/test";
import { api, fromOwnPages, logIn, registerUser, revokeSession, signedIn, verifiedUser } from "./fixtures/session";
import { choose, combobox, optionsOf } from "./fixtures/combobox";
import { pdfPageSizes } from "./fixtures/pdf";

type Created = { id: number; code: string };

async function writeCompliment(
  token: string,
  input = { to: "Maria Garcia", compliment: "You made my week brighter.", note: "met at the bakery" },
) {
  const res = await api<{ data: Created }>("/v1/compliments", { token, json: input });
  expect(res.status).toBe(201);
  return res.body.data;
}

/** The author's own view of their compliment, through the owner-only path. */
const ownCompliment = (code: string, token: string) => api(`/v1/compliments/own/${code}`, { token });
const views = async (code: string, token: string) => (await ownCompliment(code, token)).body.data.views as number;

test("write a compliment, get its code and QR, pick ads, and print its card", async ({ page }) => {
  const author = await verifiedUser("author");
  await logIn(page, author);
  await expect(page).toHaveURL(/\/your-compliments$/);
  await expect(page.getByText("You haven't written any compliments yet.")).toBeVisible();
  await page.goto("/create-compliment");

  const to = page.getByLabel("To", { exact: true });
  await to.fill("12");
  await expect(page.getByText("Recipient name must be 3-30 characters and not just numbers.")).toBeVisible();
  await to.fill("");
  await expect(page.getByText("Recipient name is required.")).toBeVisible();
  await page.getByRole("button", { name: "Create Compliment" }).click();
  await expect(page.getByText("Compliment cannot be empty.")).toBeVisible();
  await page.getByLabel(/^Private note/).fill("12345");
  await expect(page.getByText("Note must be 3-200 characters and not just numbers.")).toBeVisible();

  await to.fill("Jamie Rivera");
  await page.getByLabel("Compliment", { exact: true }).fill("Your patience with every customer is a gift.");
  await page.getByLabel(/^Private note/).fill("the barista on 5th street");
  await page.getByRole("button", { name: "Create Compliment" }).click();
  await expect(page).toHaveURL(/\/create-compliment-code\?code=\d{8}&id=\d+$/);
  const code = new URL(page.url()).searchParams.get("code")!;
  await expect(page.getByText(code, { exact: true })).toBeVisible();
  await expect(page.getByRole("img", { name: `QR code that opens compliment ${code}` })).toBeVisible();

  await page.getByRole("button", { name: "Save Ads" }).click();
  await expect(page.getByText("Please select an ad for this dropdown.")).toBeVisible();
  await choose(page, "Ad 1", "latte", "Latte art Fridays");
  await page.getByRole("button", { name: "Add another ad" }).click();
  await choose(page, "Ad 2", "FLORIST", "Bouquet of the week");
  await page.getByRole("button", { name: "Save Ads" }).click();
  await expect(page.getByText("Ads saved successfully!")).toBeVisible();
  await page.reload();
  await expect(combobox(page, "Ad 1")).toHaveValue("Latte art Fridays");
  await expect(combobox(page, "Ad 2")).toHaveValue("Bouquet of the week");

  await page.getByRole("link", { name: "Print card" }).click();
  await expect(page).toHaveURL(`/print-compliment-card?code=${code}`);
  const card = page.getByRole("article", { name: "Compliment card" });
  await expect(card.getByText("Jamie Rivera")).toBeVisible();
  await expect(card.getByText(author.name)).toBeVisible();
  await expect(card.getByText(code)).toBeVisible();
  await expect(card.getByText(new URL(page.url()).host)).toBeVisible();
  await expect(card.getByRole("img", { name: `QR code that opens compliment ${code}` })).toBeVisible();
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("banner")).toBeHidden();
  await expect(page.getByRole("button", { name: "Print card" })).toBeHidden();
  await expect(card).toBeVisible();
  // Printed as the browser would with the page's own size: one postcard, A6 landscape, nothing spilling over.
  expect(pdfPageSizes(await page.pdf({ preferCSSPageSize: true, printBackground: true }))).toEqual([{ width: 148, height: 105 }]);
});

test("a guest reads a compliment by code and by its link, never seeing the private note", async ({ browser, request }) => {
  const author = await verifiedUser("author");
  const { code } = await writeCompliment(author.token);

  const guest = await browser.newPage();
  await guest.goto("/");
  await guest.getByLabel("Compliment code").fill("1234");
  await expect(guest.getByText("Code must be exactly 8 digits.")).toBeVisible();
  await guest.getByLabel("Compliment code").press("Enter");
  await expect(guest.getByText("Please enter a valid 8-digit code.")).toBeVisible();
  await expect(guest.getByLabel("Compliment code")).toHaveAttribute("inputmode", "numeric");
  await guest.getByLabel("Compliment code").fill(code);
  await guest.getByRole("button", { name: "Search Compliment" }).click();
  await expect(guest).toHaveURL(`/show-compliment?code=${code}`);
  await expect(guest.getByRole("heading", { name: "Maria Garcia" })).toBeVisible();
  await expect(guest.getByText("You made my week brighter.")).toBeVisible();
  await expect(guest.getByText(`${author.name} wrote this for you`)).toBeVisible();
  await expect(guest.getByText("met at the bakery")).toHaveCount(0);
  await expect(guest).toHaveTitle(/A compliment for Maria Garcia/);
  await guest.close();

  const html = await (await request.get(`/show-compliment?code=${code}`)).text();
  expect(html).toContain("You made my week brighter.");
  expect(html).not.toContain("met at the bakery");
  expect(html).toMatch(/<meta property="og:image" content="[^"]*\/og\/compliment\?code=\d{8}"/);
  const og = await request.get(`/og/compliment?code=${code}`);
  expect(og.headers()["content-type"]).toBe("image/png");

  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const page = await noScript.newPage();
  await page.goto(`/show-compliment?code=${code}`);
  await expect(page.getByText("You made my week brighter.")).toBeVisible();
  await noScript.close();
});

/** The code as the card prints it, two groups of four, with `separator` between them. */
const grouped = (code: string, separator: string) => `${code.slice(0, 4)}${separator}${code.slice(4)}`;

test("a code typed with a space or pasted with a dash opens the compliment, with scripts and without", async ({ browser }) => {
  const author = await verifiedUser("author");
  const { code } = await writeCompliment(author.token);
  const context = await browser.newContext({ permissions: ["clipboard-read", "clipboard-write"] });
  const page = await context.newPage();
  const box = page.getByLabel("Compliment code");

  await page.goto("/");
  await box.pressSequentially(grouped(code, " "));
  await expect(box).toHaveValue(grouped(code, " "));
  await expect(page.getByText("Code must be exactly 8 digits.")).toHaveCount(0);
  await box.press("Enter");
  await expect(page).toHaveURL(`/show-compliment?code=${code}`);
  await expect(page.getByText("You made my week brighter.")).toBeVisible();

  await page.goto("/");
  await page.evaluate((text) => navigator.clipboard.writeText(text), grouped(code, "-"));
  await box.focus();
  await page.keyboard.press("ControlOrMeta+V");
  await expect(box).toHaveValue(grouped(code, "-"));
  await page.getByRole("button", { name: "Search Compliment" }).click();
  await expect(page).toHaveURL(`/show-compliment?code=${code}`);
  await expect(page.getByText("You made my week brighter.")).toBeVisible();
  await context.close();

  // Before scripts load the box is a plain GET form: the address is written as the 8 digits on arrival.
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const plain = await noScript.newPage();
  await plain.goto("/");
  await plain.getByLabel("Compliment code").fill(grouped(code, " "));
  await plain.getByRole("button", { name: "Search Compliment" }).click();
  await expect(plain).toHaveURL(`/show-compliment?code=${code}`);
  await expect(plain.getByText("You made my week brighter.")).toBeVisible();
  await noScript.close();
});

test("the short link /c/{code}, grouped or not, opens the public page; anything else is not found", async ({ page, request }) => {
  const author = await verifiedUser("author");
  const { code } = await writeCompliment(author.token);
  for (const path of [`/c/${code}`, `/c/${grouped(code, "-")}`, `/c/${grouped(code, "%20")}`, `/c/${grouped(code, ".")}`]) {
    const hop = await request.get(path, { maxRedirects: 0 });
    expect([path, hop.status(), hop.headers().location]).toEqual([path, 301, `/show-compliment?code=${code}`]);
    await page.goto(path);
    await expect(page).toHaveURL(`/show-compliment?code=${code}`);
    await expect(page.getByText("You made my week brighter.")).toBeVisible();
  }
  // The grouped code in the page's own query, as an old link or a hand-typed address has it.
  await page.goto(`/show-compliment?code=${grouped(code, "%20")}`);
  await expect(page).toHaveURL(`/show-compliment?code=${code}`);

  for (const path of ["/c/hello", "/c/1234567", `/c/${code}/more`]) {
    const res = await page.goto(path);
    expect([path, res?.status()]).toEqual([path, 404]);
    await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
  }
});

test("unknown and missing codes send the reader home with the message", async ({ page }) => {
  await page.goto("/show-compliment?code=00000001");
  await expect(page).toHaveURL(/\/\?notice=not-found$/);
  await expect(page.getByText("Compliment not found").first()).toBeVisible();
  await page.goto("/show-compliment");
  await expect(page.getByText("No compliment code provided").first()).toBeVisible();
});

test("views count once per device and never for the author", async ({ browser }) => {
  const author = await verifiedUser("author");
  const { code } = await writeCompliment(author.token);
  const authorContext = await browser.newContext();
  const authorPage = await authorContext.newPage();
  await logIn(authorPage, author);
  await expect(authorPage).toHaveURL(/\/your-compliments$/);
  await authorPage.goto(`/show-compliment?code=${code}`);
  await authorPage.reload();

  for (let device = 0; device < 2; device++) {
    const context = await browser.newContext();
    const reader = await context.newPage();
    await reader.goto(`/show-compliment?code=${code}`);
    await reader.reload();
    await context.close();
  }
  await expect.poll(() => views(code, author.token)).toBe(2);
  await authorPage.goto("/your-compliments");
  await expect(authorPage.getByRole("row", { name: new RegExp(code) }).first()).toContainText("2");
  await authorContext.close();
});

test("claiming: log in first, one claimant only, never the author", async ({ browser }) => {
  // Three people log in one after another: on a loaded machine this outlasts the default 30 s.
  test.slow();
  const author = await verifiedUser("author");
  const claimer = await verifiedUser("claimer");
  const late = await verifiedUser("late");
  const { code } = await writeCompliment(author.token);

  const authorPage = await (await browser.newContext()).newPage();
  await logIn(authorPage, author);
  await expect(authorPage).toHaveURL(/\/your-compliments$/);
  await authorPage.goto(`/show-compliment?code=${code}`);
  await expect(authorPage.getByText("You made my week brighter.")).toBeVisible();
  await expect(authorPage.getByRole("button", { name: "Claim" })).toHaveCount(0);

  // A reader who opened the page before someone else claimed it is told so when they try.
  const latePage = await (await browser.newContext()).newPage();
  await logIn(latePage, late);
  await expect(latePage).toHaveURL(/\/your-compliments$/);
  await latePage.goto(`/show-compliment?code=${code}`);
  await expect(latePage.getByRole("button", { name: "Claim" })).toBeVisible();

  const page = await (await browser.newContext()).newPage();
  await page.goto(`/show-compliment?code=${code}`);
  await page.getByRole("button", { name: "Claim" }).click();
  await expect(page.getByText("You must log in first!")).toBeVisible();
  await page.getByRole("link", { name: "Log In", exact: true }).click();
  await page.getByLabel("Email").fill(claimer.email);
  await page.getByLabel("Password", { exact: true }).fill(claimer.password);
  await page.getByRole("button", { name: "Log In" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Yes, keep it" }).click();
  // Back on the compliment, the claim pressed before logging in is completed.
  await expect(page.getByRole("heading", { name: "It's yours — say thank you?" })).toBeVisible();
  await expect(page).toHaveURL(`/show-compliment?code=${code}`);
  await page.getByRole("link", { name: "See all your compliments from others" }).click();
  await expect(page).toHaveURL(/\/compliments-from-others$/);
  const row = page.getByRole("row", { name: new RegExp(code) });
  await expect(row).toContainText(author.name);
  await expect(row).toContainText("You made my week...");
  await row.getByRole("link", { name: code }).click();
  await expect(page).toHaveURL(`/show-your-compliment?code=${code}`);
  await expect(page.getByText("You made my week brighter.")).toBeVisible();

  await latePage.getByRole("button", { name: "Claim" }).click();
  await latePage.getByRole("dialog").getByRole("button", { name: "Yes, keep it" }).click();
  await expect(latePage.getByText("Compliment already claimed or cannot be claimed")).toBeVisible();
  await expect(latePage).toHaveURL(`/show-compliment?code=${code}`);
  await latePage.reload();
  await expect(latePage.getByText("You made my week brighter.")).toBeVisible();
  await expect(latePage.getByRole("button", { name: "Claim" })).toHaveCount(0);
});

test("reply opens the conversation with the author", async ({ page }) => {
  const author = await verifiedUser("author");
  const reader = await verifiedUser("reader");
  const { code, id } = await writeCompliment(author.token);
  await logIn(page, reader);
  await expect(page).toHaveURL(/\/your-compliments$/);
  await page.goto(`/show-compliment?code=${code}`);
  await page.getByRole("button", { name: "Reply" }).click();
  await expect(page).toHaveURL(`/conversation?code=${code}`);
  expect((await ownCompliment(code, author.token)).body.data.conversations).toEqual([]);
  await page.getByLabel("New Message").fill("Thank you for this!");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page).toHaveURL(/\/conversation\?id=\d+$/);
  const conversationId = Number(new URL(page.url()).searchParams.get("id"));
  const again = await api(`/v1/compliments/${id}/conversation-messages`, { token: reader.token });
  expect(again.body.conversation.id).toBe(conversationId);
  const dashboard = await ownCompliment(code, author.token);
  expect(dashboard.body.data.conversations.map((c: { id: number }) => c.id)).toEqual([conversationId]);
});

test("your compliments are listed with page sizes and pages", async ({ page }) => {
  const author = await verifiedUser("lister");
  for (let i = 1; i <= 6; i++)
    await writeCompliment(author.token, {
      to: `Person ${"abcdef"[i - 1]}`,
      compliment: `Kind words number ${i}`,
      note: `note ${i} that is longer than thirty characters`,
    });
  await logIn(page, author);
  const rows = page.getByRole("link", { name: /^\d{8}$/ });
  await expect(rows).toHaveCount(5);
  await expect(page.getByText("note 6 that is longer than thi...")).toBeVisible();
  await page.getByRole("link", { name: "Page 2" }).click();
  await expect(rows).toHaveCount(1);
  await expect(page.getByText("Person a")).toBeVisible();
  await expect(page.getByText("Next")).toHaveAttribute("aria-disabled", "true");
  await page.getByLabel("Per page").selectOption("10");
  await expect(page).toHaveURL(/page=1&limit=10/);
  await expect(rows).toHaveCount(6);
  await expect(page.getByText("Previous")).toHaveAttribute("aria-disabled", "true");
});

async function openEdit(page: Page, created: Created) {
  await page.goto("/your-compliments");
  await page.getByRole("link", { name: `Edit ${created.code}` }).click();
  await expect(page).toHaveURL(`/edit-compliment?code=${created.code}&id=${created.id}`);
}

test("the author edits, re-ads and deletes a compliment; nobody else can", async ({ page, browser }) => {
  const author = await verifiedUser("editor");
  const other = await verifiedUser("other");
  const created = await writeCompliment(author.token);
  await logIn(page, author);
  await expect(page).toHaveURL(/\/your-compliments$/);
  await openEdit(page, created);

  await page.getByLabel("To", { exact: true }).fill("Maria G.");
  await choose(page, "Ad 1", "tune-up", "Spring tune-up special");
  await page.getByRole("button", { name: "Add another ad" }).click();
  await page.getByRole("button", { name: "Edit" }).click();
  await expect(page.getByText("Please select all ads")).toBeVisible();
  await expect(page.getByText("Please select an ad for this dropdown.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Remove ad 1" })).toHaveCount(0);
  await page.getByRole("button", { name: "Remove ad 2" }).click();
  await page.getByRole("button", { name: "Edit" }).click();
  await expect(page).toHaveURL(/\/your-compliments$/);
  await expect(page.getByRole("row", { name: new RegExp(created.code) }).first()).toContainText("Maria G.");
  const after = await ownCompliment(created.code, author.token);
  expect(after.body.data.ads).toHaveLength(1);

  const guest = await browser.newPage();
  await guest.goto(`/show-compliment?code=${created.code}`);
  await expect(guest.getByRole("heading", { name: "Maria G." })).toBeVisible();
  await guest.close();

  const otherPage = await (await browser.newContext()).newPage();
  await logIn(otherPage, other);
  await expect(otherPage).toHaveURL(/\/your-compliments$/);
  const res = await otherPage.goto(`/edit-compliment?code=${created.code}&id=${created.id}`);
  expect(res?.status()).toBe(404);
  const patch = await otherPage.request.patch(`/api/v1/compliments/${created.id}`, { headers: fromOwnPages(), data: { to: "Hijacked" } });
  expect(patch.status()).toBe(404);
  const del = await otherPage.request.delete(`/api/v1/compliments/${created.id}`, { headers: fromOwnPages() });
  expect(del.status()).toBe(404);

  await openEdit(page, created);
  await page.getByRole("button", { name: "Delete" }).click();
  await page.getByRole("button", { name: "Delete compliment" }).click();
  await expect(page).toHaveURL(/\/your-compliments$/);
  await expect(page.getByText(created.code)).toHaveCount(0);
  expect((await api(`/v1/compliments/code/${created.code}`)).status).toBe(404);
});

test("the dashboard pages opened without a code go home with the message", async ({ browser }) => {
  const page = await signedIn(browser, await verifiedUser("reader"));
  for (const path of ["/show-compliment-dashboard", "/show-your-compliment"]) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/\?notice=no-code$/);
    await expect(page.getByRole("alert").filter({ hasText: "No compliment code provided" })).toBeVisible();
  }
});

test("the compliment form checks as it is typed and keeps what was typed when the save fails", async ({ browser }) => {
  const page = await signedIn(browser, await verifiedUser("author"));
  await page.goto("/create-compliment");
  const to = page.getByLabel("To", { exact: true });
  const text = page.getByLabel("Compliment", { exact: true });
  const note = page.getByLabel(/^Private note/);
  await to.fill("Al");
  await expect(to).toHaveAccessibleDescription("Recipient name must be 3-30 characters and not just numbers.");
  await expect(to).toHaveAttribute("aria-invalid", "true");
  await to.fill("Alex Morgan");
  await expect(to).not.toHaveAttribute("aria-invalid");
  await text.fill("You always find the right words.");
  await note.fill("my neighbour");
  await expect(page.getByText("32/2000")).toBeVisible();

  // The server fails without a message, then does not answer at all.
  await page.route("**/api/v1/compliments", (route) => route.fulfill({ status: 500, json: {} }));
  await page.getByRole("button", { name: "Create Compliment" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Something went wrong. Please try again later." })).toBeVisible();
  await page.unroute("**/api/v1/compliments");
  await page.route("**/api/v1/compliments", (route) => route.abort());
  await page.getByRole("button", { name: "Create Compliment" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Network error. Please try again later." })).toBeVisible();
  await expect(page).toHaveURL(/\/create-compliment$/);
  await expect(to).toHaveValue("Alex Morgan");
  await expect(text).toHaveValue("You always find the right words.");
  await expect(note).toHaveValue("my neighbour");

  await page.unroute("**/api/v1/compliments");
  await page.getByRole("button", { name: "Create Compliment" }).click();
  await expect(page).toHaveURL(/\/create-compliment-code\?code=\d{8}&id=\d+$/);
});

test("a session that ended before saving a compliment leads to the login page with the message, and back", async ({ browser }) => {
  const author = await verifiedUser("author");
  const page = await signedIn(browser, author);
  await page.goto("/create-compliment");
  await page.getByLabel("To", { exact: true }).fill("Sam Lee");
  await page.getByLabel("Compliment", { exact: true }).fill("Thanks for holding the door.");
  await revokeSession(page);

  await page.getByRole("button", { name: "Create Compliment" }).click();
  await expect(page).toHaveURL(/\/login\?reason=save-expired&next=%2Fcreate-compliment$/);
  await expect(page.getByText("Unauthenticated User. Please login again.")).toBeVisible();
  await page.getByLabel("Email").fill(author.email);
  await page.getByLabel("Password", { exact: true }).fill(author.password);
  await page.getByRole("button", { name: "Log In" }).click();
  await expect(page).toHaveURL(/\/create-compliment$/);
});

test("the author's dashboard pages its related conversations", async ({ browser }) => {
  const author = await verifiedUser("author");
  const { id, code } = await writeCompliment(author.token);
  for (let i = 0; i < 6; i++) {
    const reader = await registerUser("reader");
    await api(`/v1/compliments/code/${code}`, { token: reader.token });
    expect((await api(`/v1/compliments/${id}/conversation-messages`, { token: reader.token })).status).toBe(200);
  }
  const page = await signedIn(browser, author);
  await page.goto(`/show-compliment-dashboard?code=${code}`);
  const table = page.getByRole("table", { name: "Related Conversations" });
  const rows = table.getByRole("row");
  await expect(rows).toHaveCount(6); // the head and 5
  await page.getByRole("button", { name: "Page 2" }).click();
  await expect(rows).toHaveCount(2);
  await expect(page.getByRole("button", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
  await page.getByLabel("Per page").selectOption("10");
  await expect(rows).toHaveCount(7);
  await expect(page.getByRole("button", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
});

test("the author finds an ad by typing, with the keyboard alone, on the code page", async ({ page }) => {
  const author = await verifiedUser("typist");
  const created = await writeCompliment(author.token);
  await logIn(page, author);
  await expect(page).toHaveURL(/\/your-compliments$/);
  await page.goto(`/create-compliment-code?code=${created.code}&id=${created.id}`);

  const field = combobox(page, "Ad 1");
  const list = optionsOf(page, "Ad 1");
  await field.focus();
  await expect(field).toHaveAttribute("aria-expanded", "false");
  // Typing searches titles and business names alike, in any case, and lists only the matches.
  await page.keyboard.type("TYRE");
  await expect(field).toHaveAttribute("aria-expanded", "true");
  await expect(list.getByRole("option", { name: /Flat tyre fixed while you wait/ })).toBeVisible();
  await expect(list.getByRole("option", { name: /Latte art/ })).toHaveCount(0);
  await expect(page.getByRole("status").filter({ hasText: "1 shown" })).toHaveCount(1);
  // "No ad" is listed first: Down reaches it, then the match.
  await page.keyboard.press("ArrowDown");
  await expect(field).toHaveAttribute("aria-activedescendant", /option-0$/);
  await page.keyboard.press("ArrowDown");
  const active = await field.getAttribute("aria-activedescendant");
  await expect(page.locator(`[id="${active}"]`)).toContainText("Flat tyre fixed while you wait");
  await page.keyboard.press("Enter");
  await expect(field).toHaveValue("Flat tyre fixed while you wait");
  await expect(field).toHaveAttribute("aria-expanded", "false");

  // Escape closes the list and puts back the choice; an unmatched text says so.
  await page.keyboard.press("Control+A");
  await page.keyboard.type("no such thing at all");
  await expect(list.getByRole("option", { name: "No ads match" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(field).toHaveValue("Flat tyre fixed while you wait");
  await expect(list).toBeHidden();

  // Enter on a closed field submits the form, as any text field does.
  await page.keyboard.press("Enter");
  await expect(page.getByText("Ads saved successfully!")).toBeVisible();
  const saved = await ownCompliment(created.code, author.token);
  expect(saved.body.data.ads.map((ad: { title: string }) => ad.title)).toEqual(["Flat tyre fixed while you wait"]);
});
