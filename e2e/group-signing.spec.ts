import { expect, test, type Page } from "@playwright/test";
import { expectNoViolationsAt } from "./fixtures/axe";
import { mailsTo } from "./fixtures/outbox";
import { api, signedIn, uniqueEmail, verifiedUser } from "./fixtures/session";

// Group compliments (issue 33), signing side: created through the form, a signing link that does
// not hold the code, the code answering exactly as an unknown code until signing closes, a guest
// signing with a mailed code, 30 verified people signing at the same moment through the API, the
// organiser hiding one and closing, and a later signature refused with 409. axe at 390 and 1280 px.

const UNKNOWN_CODE = "00000001";
const TEXT = "Ten years of answering every question with patience: thank you, from all of us.";

/** The public page of a code as a guest gets it: its status and its main text with the code itself blanked. */
async function publicPage(page: Page, code: string) {
  const res = await page.goto(`/show-compliment?code=${code}`);
  return { status: res?.status(), text: (await page.locator("main").innerText()).replaceAll(code, "CODE") };
}

test("a group compliment is signed by its link, hidden behind its code until the organiser closes it", async ({ browser }) => {
  test.setTimeout(300_000);
  const organiser = await verifiedUser("organiser");
  const page = await signedIn(browser, organiser);

  await page.goto("/create-compliment");
  await page.getByLabel("To", { exact: true }).fill("Grace Hopper");
  await page.getByLabel("Compliment", { exact: true }).fill(TEXT);
  await page.getByLabel("Invite others to sign").check();
  await expect(page.getByLabel("Signing closes (optional)")).toBeVisible();
  await page.getByRole("button", { name: "Create Compliment" }).click();
  await expect(page).toHaveURL(/\/create-compliment-code\?code=\d{8}/);
  const code = new URL(page.url()).searchParams.get("code")!;

  const link = await page.getByLabel("Signing link").inputValue();
  expect(link).toMatch(/\/sign\/[A-Za-z0-9_-]{43}$/);
  expect(link).not.toContain(code);
  await expect(page.getByRole("img", { name: "QR code of the signing link" })).toBeVisible();
  await expectNoViolationsAt(page, "the code page with its signing panel");
  const token = link.split("/sign/")[1]!;

  // Before closing, the code is an unknown code: to the API and on the public page.
  const [hidden, unknown] = [await api(`/v1/compliments/code/${code}`), await api(`/v1/compliments/code/${UNKNOWN_CODE}`)];
  expect(hidden.status).toBe(404);
  expect(hidden).toEqual(unknown);
  const guest = await (await browser.newContext()).newPage();
  expect(await publicPage(guest, code)).toEqual(await publicPage(guest, UNKNOWN_CODE));

  // The signing page shows who it is for and the text, never the code; a guest signs with a mailed code.
  await guest.goto(new URL(link).pathname);
  await expect(guest.getByRole("heading", { name: "Sign a compliment for Grace Hopper" })).toBeVisible();
  await expect(guest.getByText(TEXT)).toBeVisible();
  expect(await guest.content()).not.toContain(code);
  await expectNoViolationsAt(guest, "the signing page, a guest's address step");
  const email = uniqueEmail("guest-signer");
  await guest.getByLabel("Your e-mail").fill(email);
  await guest.getByRole("button", { name: "Send me a code" }).click();
  await expect(guest.getByText(`We sent a 6-digit code to ${email}.`)).toBeVisible();
  await expectNoViolationsAt(guest, "the signing page, a guest's code step");
  await expect.poll(async () => (await mailsTo(email)).length).toBe(1);
  const [mail] = await mailsTo(email);
  const mailed = /Your code to sign: (\d{6})/.exec(mail!.subject)![1]!;
  expect(mail!.text).not.toContain(code);
  await guest.getByLabel("Code from the e-mail").fill(mailed);
  await guest.getByLabel("Your name").fill("Gus Guest");
  await guest.getByLabel("Your message").fill("Congratulations from the night shift!");
  await guest.getByRole("button", { name: "Sign", exact: true }).click();
  await expect(guest.getByText("Signature added successfully. Thank you, Gus Guest.")).toBeVisible();

  // 30 verified people sign at the same moment through the API.
  const signers = await Promise.all(Array.from({ length: 30 }, (_, i) => verifiedUser(`signer${String.fromCharCode(97 + (i % 26))}`)));
  const answers = await Promise.all(
    signers.map((s, i) =>
      api(`/v1/signing/${token}/signatures`, { token: s.token, json: { message: `Thank you, from signer ${i + 1}.` } }),
    ),
  );
  expect(answers.map((a) => a.status)).toEqual(signers.map(() => 201));
  const view = await api(`/v1/compliments/${code}/signing`, { token: organiser.token });
  expect(view.body.data.counts).toEqual({ signatures: 31, shown: 31 });

  // The organiser hides one on their page and closes signing.
  await page.goto(`/show-your-compliment?code=${code}`);
  const panel = page.getByRole("region", { name: "Signing" });
  await expect(panel.getByText("31 signatures, 31 shown.")).toBeVisible();
  const hiddenName = signers[0]!.name;
  await panel.getByRole("button", { name: `Hide ${hiddenName}'s signature` }).click();
  await expect(panel.getByText("31 signatures, 30 shown.")).toBeVisible();
  await expect(panel.getByRole("button", { name: `Show ${hiddenName}'s signature` })).toBeVisible();
  await expectNoViolationsAt(page, "the organiser's signing panel");
  // A closing time of tomorrow at this hour, in this browser's (and this machine's) zone, then back to closing by hand.
  const tomorrow = new Date(Date.now() + 24 * 60 * 60_000);
  const pad = (n: number) => String(n).padStart(2, "0");
  const local = `${tomorrow.getFullYear()}-${pad(tomorrow.getMonth() + 1)}-${pad(tomorrow.getDate())}T${pad(tomorrow.getHours())}:00`;
  await panel.getByLabel("New closing time").fill(local);
  await panel.getByRole("button", { name: "Change closing time" }).click();
  await expect(panel.getByText("Signing updated successfully.")).toBeVisible();
  await expect(panel.getByText(/^Signing closes /)).toBeVisible();
  await panel.getByRole("button", { name: "Close only by hand" }).click();
  await expect(panel.getByText(/^Signing is open until you close it\./)).toBeVisible();
  await panel.getByRole("button", { name: "Close signing" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Close signing" }).click();
  await expect(panel.getByText("Signing closed.", { exact: true })).toBeVisible();
  await expectNoViolationsAt(page, "the organiser's signing panel, closed");

  // A later signature (a new one, or an edit) answers 409.
  const late = await api(`/v1/signing/${token}/signatures`, { token: signers[1]!.token, json: { message: "One more word." } });
  expect(late).toEqual({ status: 409, body: { success: false, message: "Signing has closed.", reason: "signing-closed" } });

  // The code now opens the compliment; the signing page says signing has closed.
  const opened = await api(`/v1/compliments/code/${code}`);
  expect(opened.status).toBe(200);
  expect(opened.body.data.signing).toMatchObject({ open: false });
  // The guest saw the unknown-code page before: closing dropped it from the page cache.
  await guest.goto(`/show-compliment?code=${code}`);
  await expect(guest.getByText(TEXT)).toBeVisible();
  await guest.goto(new URL(link).pathname);
  await expect(guest.getByText("Signing has closed.")).toBeVisible();
  await expect(guest.getByRole("heading", { name: "Signed by 30 people" })).toBeVisible();
  await expectNoViolationsAt(guest, "the signing page, closed");
});

test("an unknown or replaced signing link says it is not valid", async ({ browser }) => {
  const organiser = await verifiedUser("relinker");
  const created = await api("/v1/compliments", {
    token: organiser.token,
    json: { to: "Ada Lovelace", compliment: "Thank you for the notes.", invite_signers: true },
  });
  const code = created.body.data.code as string;
  const first = (await api(`/v1/compliments/${code}/signing`, { token: organiser.token })).body.data.link as string;
  const renewed = await api(`/v1/compliments/${code}/signing/link`, { token: organiser.token, method: "POST" });
  expect(renewed.body.data.link).not.toBe(first);
  const page = await (await browser.newContext()).newPage();
  await page.goto(new URL(first).pathname);
  await expect(page.getByRole("alert").filter({ hasText: "This signing link is not valid." })).toBeVisible();
  await expectNoViolationsAt(page, "an invalid signing link");
});

test("e-mailing a group compliment now, before anyone could sign, is asked about first", async ({ browser }) => {
  const organiser = await verifiedUser("hasty");
  const page = await signedIn(browser, organiser);
  await page.goto("/create-compliment");
  await page.getByLabel("To", { exact: true }).fill("Alan Turing");
  await page.getByLabel("Compliment", { exact: true }).fill("Thank you for every puzzle you solved for us.");
  await page.getByLabel("Recipient's email (optional)").fill(uniqueEmail("alan"));
  await page.getByLabel("Invite others to sign").check();
  await page.getByRole("button", { name: "Create Compliment" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByText("Nobody but you has signed yet. Deliver it anyway?")).toBeVisible();
  await expectNoViolationsAt(page, "the warning before delivering");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(page).toHaveURL(/\/create-compliment$/);
  await page.getByRole("button", { name: "Create Compliment" }).click();
  await dialog.getByRole("button", { name: "Deliver it" }).click();
  await expect(page).toHaveURL(/\/create-compliment-code\?code=\d{8}/);
});
