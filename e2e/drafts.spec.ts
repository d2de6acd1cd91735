import { expect, test, type Page } from "@playwright/test";
import { choose, combobox } from "./fixtures/combobox";
import { api, revokeSession, signedIn, uniqueEmail, verifiedUser } from "./fixtures/session";

// Nothing typed is lost: a submit that meets an ended session, or a guest's submit that needs a log
// in, keeps the draft in the tab, and the page puts it back once the user has logged in again.
const RESTORED = "We kept what you typed before you logged in; it has not been sent yet.";

async function logInHere(page: Page, user: { email: string; password: string }) {
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password", { exact: true }).fill(user.password);
  await page.getByRole("button", { name: "Log In" }).click();
}

/** Logs out with the account menu's Logout, as a person leaving a shared computer does. */
async function logOut(page: Page) {
  const nav = page.getByRole("navigation", { name: "Main" });
  await nav.getByRole("button", { name: "Account menu" }).click();
  await nav.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/login$/);
}

const drafts = (page: Page) => page.evaluate(() => Object.keys(sessionStorage).filter((k) => k.startsWith("draft:")));

test("a compliment whose save meets an ended session is back in the form after logging in, and gone once created", async ({ browser }) => {
  const author = await verifiedUser("author");
  const page = await signedIn(browser, author);
  await page.goto("/create-compliment");
  await page.getByLabel("To", { exact: true }).fill("Sam Lee");
  await page.getByLabel("Compliment", { exact: true }).fill("Thanks for holding the door, and the lift, and the umbrella.");
  await page.getByLabel(/^Private note/).fill("met at the bus stop");
  await revokeSession(page);

  await page.getByRole("button", { name: "Create Compliment" }).click();
  await expect(page).toHaveURL(/\/login\?reason=save-expired&next=%2Fcreate-compliment$/);
  // What is kept is the text typed, never the session.
  const kept = await page.evaluate(() => JSON.stringify(sessionStorage));
  expect(kept).toContain("met at the bus stop");
  expect(kept).not.toMatch(/token|authjs/i);
  await logInHere(page, author);

  await expect(page).toHaveURL(/\/create-compliment$/);
  await expect(page.getByRole("status").filter({ hasText: RESTORED })).toBeVisible();
  await expect(page.getByLabel("To", { exact: true })).toHaveValue("Sam Lee");
  await expect(page.getByLabel("Compliment", { exact: true })).toHaveValue("Thanks for holding the door, and the lift, and the umbrella.");
  await expect(page.getByLabel(/^Private note/)).toHaveValue("met at the bus stop");
  await page.getByRole("button", { name: "Create Compliment" }).click();
  await expect(page).toHaveURL(/\/create-compliment-code\?code=\d{8}&id=\d+$/);
  expect(await drafts(page)).toEqual([]);
  await page.goto("/create-compliment");
  await expect(page.getByLabel("To", { exact: true })).toHaveValue("");
  await expect(page.getByText(RESTORED)).toHaveCount(0);
});

test("a chat message whose send meets an ended session is back in the box after logging in, and gone once sent", async ({ browser }) => {
  const author = await verifiedUser("author");
  const reader = await verifiedUser("reader");
  const { body } = await api("/v1/compliments", { token: author.token, json: { to: "Robin", compliment: "You make Mondays bearable." } });
  await api(`/v1/compliments/code/${body.data.code}`, { token: reader.token });
  const reply = await api(`/v1/compliments/${body.data.id}/conversation-messages`, { token: reader.token });
  const conversation = `/conversation?id=${reply.body.conversation.id}`;

  const page = await signedIn(browser, reader);
  await page.goto(conversation);
  const box = page.getByLabel("New Message");
  await box.fill("Thank you so much, it made my week!");
  await revokeSession(page);
  await page.getByRole("button", { name: "Send Message" }).click();
  // The send, or the chat's own look for new messages if it comes first, meets the ended session.
  await expect(page).toHaveURL(/\/login\?reason=(save|session)-expired&next=/);
  await logInHere(page, reader);

  await expect(page).toHaveURL(conversation);
  await expect(page.getByText(RESTORED)).toBeVisible();
  await expect(box).toHaveValue("Thank you so much, it made my week!");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("log", { name: "Messages" }).getByRole("listitem")).toHaveCount(1);
  await expect(box).toHaveValue("");
  await expect(page.getByText(RESTORED)).toHaveCount(0);
  await page.reload();
  await expect(box).toHaveValue("");
});

test("a guest's message on a profile waits for them to log in and is there to send when they are back", async ({ browser }) => {
  const owner = await verifiedUser("owner");
  const visitor = await verifiedUser("visitor");
  const ownerId = (await api("/v1/auth/me", { token: owner.token })).body.data.id;
  const page = await (await browser.newContext()).newPage();
  await page.goto(`/profile-dashboard/${ownerId}`);
  const box = page.getByLabel(`Message ${owner.name}`);
  await box.fill("Hello, we met at the market on Saturday!");
  await page.getByRole("button", { name: "Send Message" }).click();

  await expect(page).toHaveURL(`/login?reason=log-in-first&next=${encodeURIComponent(`/profile-dashboard/${ownerId}`)}`);
  await expect(page.getByText("You must log in first!")).toBeVisible();
  await logInHere(page, visitor);
  await expect(page).toHaveURL(`/profile-dashboard/${ownerId}`);
  await expect(page.getByText(RESTORED)).toBeVisible();
  await expect(box).toHaveValue("Hello, we met at the market on Saturday!");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page).toHaveURL(/\/messages\?id=\d+$/);
  await expect(page.getByText("Hello, we met at the market on Saturday!")).toBeVisible();
  expect(await drafts(page)).toEqual([]);
});

test("a guest's review on an ad page waits for them to log in and is there to submit when they are back", async ({ browser }) => {
  const author = await verifiedUser("giver");
  const [ad] = (await api("/v1/ads", { token: author.token })).body.data;
  const { body } = await api("/v1/compliments", { token: author.token, json: { to: "Coupon Fan", compliment: "Thanks for the tips." } });
  await api(`/v1/compliments/${body.data.id}`, { token: author.token, method: "PATCH", json: { ads: [ad.id] } });
  const adPage = `/ads/${ad.id}?compliment_id=${body.data.id}`;

  const page = await (await browser.newContext()).newPage();
  await page.goto(adPage);
  await page.getByLabel("Create New Review").fill("Lovely place, the flat white is perfect.");
  await page.getByRole("button", { name: "Submit Review" }).click();
  await expect(page).toHaveURL(`/login?reason=log-in-first&next=${encodeURIComponent(adPage)}`);
  await logInHere(page, author);

  await expect(page).toHaveURL(adPage);
  await expect(page.getByText(RESTORED)).toBeVisible();
  await expect(page.getByLabel("Create New Review")).toHaveValue("Lovely place, the flat white is perfect.");
  await page.getByRole("button", { name: "Submit Review" }).click();
  await expect(page.getByText("Review submitted successfully!")).toBeVisible();
  await expect(page.getByLabel("Create New Review")).toHaveValue("");
  expect(await drafts(page)).toEqual([]);
});

test("an ad chosen by searching on the edit page is back with its title after the session ended and the author logged in", async ({
  browser,
}) => {
  const author = await verifiedUser("editor");
  const created = await api<{ data: { id: number; code: string } }>("/v1/compliments", {
    token: author.token,
    json: { to: "Sam Lee", compliment: "Thanks for the umbrella." },
  });
  const { id, code } = created.body.data;
  const page = await signedIn(browser, author);
  await page.goto(`/edit-compliment?code=${code}&id=${id}`);
  await choose(page, "Ad 1", "tyre", "Flat tyre fixed while you wait");
  await revokeSession(page);

  await page.getByRole("button", { name: "Edit" }).click();
  await expect(page).toHaveURL(/\/login\?reason=save-expired/);
  await logInHere(page, author);
  await expect(page).toHaveURL(`/edit-compliment?code=${code}&id=${id}`);
  await expect(page.getByRole("status").filter({ hasText: RESTORED })).toBeVisible();
  await expect(combobox(page, "Ad 1")).toHaveValue("Flat tyre fixed while you wait");
});

test("a draft never reaches the next person on the tab: kept for its user, dropped when another logs in and on log out", async ({
  browser,
}) => {
  test.slow(); // three log-ins on one tab
  const alice = await verifiedUser("alice");
  const bob = await verifiedUser("bob");
  const [to, note, recipient] = ["Sam Lee", "private: she sits by the window", uniqueEmail("alice-recipient")];
  const page = await signedIn(browser, alice);
  const fields = {
    to: page.getByLabel("To", { exact: true }),
    note: page.getByLabel(/^Private note/),
    recipient: page.getByLabel("Recipient's email (optional)"),
  };
  const inStorage = () => page.evaluate(() => JSON.stringify([{ ...sessionStorage }, { ...localStorage }]));

  /** The signed-in user starts a compliment to Sam, with a private note and Sam's address; their session ends as they save. */
  async function composeUntilTheSessionEnds() {
    await page.goto("/create-compliment");
    await fields.to.fill(to);
    await page.getByLabel("Compliment", { exact: true }).fill("Your playlist got the whole office through the week.");
    await fields.note.fill(note);
    await fields.recipient.fill(recipient);
    await revokeSession(page);
    await page.getByRole("button", { name: "Create Compliment" }).click();
    await expect(page).toHaveURL(/\/login\?reason=save-expired&next=%2Fcreate-compliment$/);
    expect(await inStorage()).toContain(note);
  }

  // Alice's session ends mid-compose; Bob logs in on the same tab and is brought to the same form.
  await composeUntilTheSessionEnds();
  await logInHere(page, bob);
  await expect(page).toHaveURL(/\/create-compliment$/);
  await expect(page.getByRole("heading", { name: "Create Compliment" })).toBeVisible();
  for (const field of Object.values(fields)) await expect(field).toHaveValue("");
  await expect(page.getByText(RESTORED)).toHaveCount(0);
  const seenByBob = await inStorage();
  for (const secret of [to, note, recipient]) expect(seenByBob).not.toContain(secret);
  expect(await drafts(page)).toEqual([]);

  // Bob leaves; Alice's session ends mid-compose again and she logs back in herself: her draft is back.
  await logOut(page);
  await logInHere(page, alice);
  await expect(page).toHaveURL(/\/your-compliments$/);
  await composeUntilTheSessionEnds();
  await logInHere(page, alice);
  await expect(page).toHaveURL(/\/create-compliment$/);
  await expect(page.getByRole("status").filter({ hasText: RESTORED })).toBeVisible();
  await expect(fields.to).toHaveValue(to);
  await expect(fields.note).toHaveValue(note);
  await expect(fields.recipient).toHaveValue(recipient);

  // Logging out takes every draft with it.
  expect(await drafts(page)).toHaveLength(1);
  await logOut(page);
  expect(await drafts(page)).toEqual([]);
  for (const secret of [to, note, recipient]) expect(await inStorage()).not.toContain(secret);
});
