import { expect, test, type Page } from "@playwright/test";
import { linkFromOutbox } from "./fixtures/outbox";
import { api, logIn, registerUser, settled, signedIn, uniqueEmail, verifiedUser } from "./fixtures/session";

const gift = { to: "Rosa Recipient", compliment: "You turned a long queue into the best part of my day." };

async function writeCompliment(token: string) {
  const created = await api<{ data: { id: number; code: string } }>("/v1/compliments", { token, json: gift });
  expect(created.status).toBe(201);
  return created.body.data;
}

const conversationsOf = async (token: string) =>
  (await api<{ data: Array<{ id: number }>; total: number }>("/v1/compliments/conversations", { token })).body;

/** The accessible description of a control: the text of the elements its aria-describedby names. */
const descriptionOf = (page: Page, name: string) =>
  page.getByRole("button", { name, exact: true }).evaluate((el) =>
    (el.getAttribute("aria-describedby") ?? "")
      .split(" ")
      .map((id) => document.getElementById(id)?.textContent ?? "")
      .join(" "),
  );

test("a guest scans and presses Claim: a page recalls the compliment and leads with an account; registered, they confirm it is for them once and it is kept; the e-mail link brings them back too", async ({
  page,
}) => {
  test.slow();
  const author = await verifiedUser("giver");
  const { code } = await writeCompliment(author.token);

  await page.goto(`/show-compliment?code=${code}`);
  await expect(page.getByRole("heading", { level: 1, name: gift.to })).toBeVisible();
  await expect(page.getByText(gift.compliment)).toBeVisible();
  await expect(page.getByText(`${author.name} wrote this for you`)).toBeVisible();
  expect(await descriptionOf(page, "Claim")).toBe("This compliment is for me — keep it");
  expect(await descriptionOf(page, "Reply")).toBe(`Say thank you to ${author.name}`);

  await page.getByRole("button", { name: "Claim", exact: true }).click();
  await expect(page).toHaveURL(`/join?code=${code}&action=claim`);
  await expect(page.getByText("You must log in first!")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Keep the compliment ${author.name} wrote for you`);
  await expect(page.getByText(`For ${gift.to}`)).toBeVisible();
  await expect(page.getByText(gift.compliment)).toBeVisible();
  // Creating an account comes first; logging in is the second choice, and both come back here.
  const choices = page.getByRole("main").getByRole("link", { name: /^(Create an account|Log In)$/ });
  await expect(choices).toHaveText(["Create an account", "Log In"]);
  const back = encodeURIComponent(`/show-compliment?code=${code}&intent=claim`);
  await expect(page.getByRole("link", { name: "Log In", exact: true })).toHaveAttribute("href", `/login?next=${back}`);
  await page.getByRole("link", { name: "Create an account" }).click();
  await expect(page).toHaveURL(`/register?next=${back}`);

  const email = uniqueEmail("recipient");
  await page.getByLabel("Name").fill("Rosa Recipient");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("Secret#123");
  await page.getByLabel("Confirm Password", { exact: true }).fill("Secret#123");
  await page.getByRole("button", { name: "Register" }).click();

  // Back on the same compliment, asked once whether it is for them; then claimed, with a Reply right there.
  const question = page.getByRole("dialog", { name: `This compliment is for ${gift.to}. Is that you?` });
  await expect(question).toBeVisible();
  await question.getByRole("button", { name: "Yes, keep it" }).click();
  await expect(question).toBeHidden();
  await expect(page.getByRole("heading", { name: "It's yours — say thank you?" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "It's yours — say thank you?" })).toBeFocused();
  await expect(page).toHaveURL(`/show-compliment?code=${code}`);
  await expect(page.getByRole("button", { name: "Claim", exact: true })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Reply" })).toBeVisible();
  const claimed = (await api(`/v1/compliments/code/${code}`)).body.data;
  expect(claimed).toMatchObject({ is_claimed: true, claimed_by: { name: "Rosa Recipient" } });

  // The verification e-mail's link verifies and returns to the compliment, which now says it is kept.
  const link = new URL(await linkFromOutbox(email, "/verify-email"));
  expect(link.searchParams.get("next")).toBe(`/show-compliment?code=${code}&intent=claim`);
  await page.goto(link.pathname + link.search);
  await expect(page.getByText("Your email address has been verified.")).toBeVisible();
  await expect(page).toHaveURL(`/show-compliment?code=${code}`);
  await expect(page.getByText("You kept this compliment")).toBeVisible();
  await expect(page.getByRole("button", { name: "Claim", exact: true })).toHaveCount(0);

  // The claim went to /compliments-from-others as well.
  await page.goto("/compliments-from-others");
  await expect(page.getByRole("cell", { name: code })).toBeVisible();
});

test("a reader who forgot their password presses Claim, resets it through the mailed link, and still comes back to the compliment claimed", async ({
  page,
}) => {
  test.slow();
  const author = await verifiedUser("giver");
  const { code } = await writeCompliment(author.token);
  const reader = await verifiedUser("forgetful");
  const backHere = `/show-compliment?code=${code}&intent=claim`;

  await page.goto(`/show-compliment?code=${code}`);
  await page.getByRole("button", { name: "Claim", exact: true }).click();
  await page.getByRole("link", { name: "Log In", exact: true }).click();
  await expect(page).toHaveURL(`/login?next=${encodeURIComponent(backHere)}`);
  await page.getByRole("link", { name: "Forgot Password" }).click();
  await expect(page).toHaveURL(`/forgot-password?next=${encodeURIComponent(backHere)}`);
  await expect(page.getByRole("link", { name: "Back to Login" })).toHaveAttribute("href", `/login?next=${encodeURIComponent(backHere)}`);
  await page.getByLabel("Email").fill(reader.email);
  await page.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(page.getByText(/Please check your email\.$/)).toBeVisible();

  const link = new URL(await linkFromOutbox(reader.email, "/reset-password"));
  expect(link.searchParams.get("next")).toBe(backHere);
  await page.goto(link.pathname + link.search);
  await page.getByLabel("New Password", { exact: true }).fill("Renewed#456");
  await page.getByLabel("Confirm Password", { exact: true }).fill("Renewed#456");
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(page.getByText("Your password has been reset.")).toBeVisible();
  await expect(page).toHaveURL(`/login?next=${encodeURIComponent(backHere)}`);

  await page.getByLabel("Email").fill(reader.email);
  await page.getByLabel("Password", { exact: true }).fill("Renewed#456");
  await page.getByRole("button", { name: "Log In" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Yes, keep it" }).click();
  await expect(page.getByRole("heading", { name: "It's yours — say thank you?" })).toBeVisible();
  await expect(page).toHaveURL(`/show-compliment?code=${code}`);
  expect((await api(`/v1/compliments/code/${code}`)).body.data).toMatchObject({ is_claimed: true, claimed_by: { name: reader.name } });
});

test("an intent on an address never acts by itself: not for a guest, not without the Claim pressed in this browser", async ({
  browser,
}) => {
  const author = await verifiedUser("giver");
  const { code } = await writeCompliment(author.token);
  const reader = await verifiedUser("reader");
  const page = await signedIn(browser, reader);
  // A link someone else made, with the intent on it: the page shows Claim and waits to be asked.
  await page.goto(`/show-compliment?code=${code}&intent=claim`);
  await expect(page.getByRole("button", { name: "Claim", exact: true })).toBeVisible();
  // The page's one look at the intent has run (it took the intent off the address) and asked nothing:
  // without the question answered there is no claim.
  await expect(page).toHaveURL(`/show-compliment?code=${code}`);
  await expect(page.getByRole("dialog")).toHaveCount(0);
  expect((await api(`/v1/compliments/code/${code}`)).body.data.is_claimed).toBe(false);

  // Pressing Claim here, signed in, asks once whether the compliment is for them; "No" keeps nothing.
  const question = page.getByRole("dialog", { name: `This compliment is for ${gift.to}. Is that you?` });
  await page.getByRole("button", { name: "Claim", exact: true }).click();
  await question.getByRole("button", { name: "No" }).click();
  await expect(question).toBeHidden();
  expect((await api(`/v1/compliments/code/${code}`)).body.data.is_claimed).toBe(false);
  await page.getByRole("button", { name: "Claim", exact: true }).click();
  await question.getByRole("button", { name: "Yes, keep it" }).click();
  await expect(page.getByRole("heading", { name: "It's yours — say thank you?" })).toBeVisible();
  await page.reload();
  await expect(page.getByText("You kept this compliment")).toBeVisible();
});

test("Claim is never offered to the author, nor once claimed; a logged-in guest's Claim after logging in completes", async ({
  browser,
}) => {
  test.slow();
  const author = await verifiedUser("giver");
  const { code } = await writeCompliment(author.token);
  const authorPage = await signedIn(browser, author);
  await authorPage.goto(`/show-compliment?code=${code}`);
  await expect(authorPage.getByText("You wrote this", { exact: true })).toBeVisible();
  await expect(authorPage.getByRole("button", { name: "Claim" })).toHaveCount(0);
  await expect(authorPage.getByRole("button", { name: "Reply" })).toHaveCount(0);

  const claimer = await registerUser("keeper");
  const page = await (await browser.newContext()).newPage();
  await page.goto(`/show-compliment?code=${code}`);
  await page.getByRole("button", { name: "Claim", exact: true }).click();
  await page.getByRole("link", { name: "Log In", exact: true }).click();
  await page.getByLabel("Email").fill(claimer.email);
  await page.getByLabel("Password", { exact: true }).fill(claimer.password);
  await page.getByRole("button", { name: "Log In" }).click();
  // Unverified: claiming needs no verified e-mail, so they come back to the compliment all the same.
  await page.getByRole("dialog").getByRole("button", { name: "Yes, keep it" }).click();
  await expect(page.getByRole("heading", { name: "It's yours — say thank you?" })).toBeVisible();

  const late = await (await browser.newContext()).newPage();
  await late.goto(`/show-compliment?code=${code}`);
  await expect(late.getByText("Its recipient has already kept this compliment.")).toBeVisible();
  await expect(late.getByRole("button", { name: "Claim" })).toHaveCount(0);
  await expect(late.getByRole("button", { name: "Reply" })).toBeVisible();
});

test("Reply opens a compose view that creates nothing until the first message, which starts the conversation", async ({ browser }) => {
  test.slow();
  const author = await verifiedUser("giver");
  const { code, id: complimentId } = await writeCompliment(author.token);
  const reader = await verifiedUser("thanker");
  const page = await signedIn(browser, reader);
  const replyCalls: string[] = [];
  page.on("request", (request) => request.url().includes("/conversation-messages") && replyCalls.push(request.url()));
  await page.goto(`/show-compliment?code=${code}`);
  await page.getByRole("button", { name: "Reply" }).click();
  await expect(page).toHaveURL(`/conversation?code=${code}`);
  await expect(page.getByRole("heading", { name: `Compliment for ${gift.to}` })).toBeVisible();
  await expect(page.getByText(`With ${author.name}`, { exact: true })).toBeVisible();
  await expect(page.getByText("No messages yet. Start the conversation!")).toBeVisible();
  // Leaving now leaves nothing behind.
  await page.goto("/messages-list");
  await page.goBack();
  expect((await conversationsOf(author.token)).total).toBe(0);
  expect((await conversationsOf(reader.token)).total).toBe(0);
  // The web never calls the original API's Reply GET, which opens a conversation: nor can a page's
  // script or a link make it do so (the forwarder refuses it), so even an empty conversation is not there.
  expect(replyCalls).toEqual([]);
  await expect(page.getByText("No messages yet. Start the conversation!")).toBeVisible();
  await settled(page);
  const replyGet = `/api/v1/compliments/${complimentId}/conversation-messages`;
  expect(await page.evaluate(async (url) => (await fetch(url)).status, replyGet)).toBe(404);
  expect((await page.request.get(replyGet, { headers: { "Sec-Fetch-Site": "same-origin", "Sec-Fetch-Mode": "cors" } })).status()).toBe(404);
  expect((await api(`/v1/compliments/code/${code}`, { token: reader.token })).body.data.reply_conversation_id).toBeNull();

  const box = page.getByLabel("New Message");
  await box.fill("Thank you, it made my whole week!");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("log", { name: "Messages" }).getByRole("listitem")).toHaveCount(1);
  await expect(page).toHaveURL(/\/conversation\?id=\d+$/);
  await expect(box).toHaveValue("");
  // An ordinary send says nothing more than the message appearing.
  await expect(page.getByText("Message sent successfully")).toHaveCount(0);
  const id = Number(new URL(page.url()).searchParams.get("id"));
  expect((await conversationsOf(author.token)).data.map((c) => c.id)).toEqual([id]);

  await box.fill("And see you at the market.");
  await box.press("Enter");
  await expect(page.getByRole("log", { name: "Messages" }).getByRole("listitem")).toHaveCount(2);
  expect((await conversationsOf(author.token)).total).toBe(1);

  // Reply again from the compliment opens the same conversation.
  await page.goto(`/show-compliment?code=${code}`);
  await page.getByRole("button", { name: "Reply" }).click();
  await expect(page).toHaveURL(`/conversation?id=${id}`);
  await expect(page.getByText("And see you at the market.")).toBeVisible();
});

test("a guest's Reply goes to the page that recalls the compliment, then to log in, and comes back to the compose view", async ({
  page,
}) => {
  const author = await verifiedUser("giver");
  const { code } = await writeCompliment(author.token);
  const reader = await verifiedUser("guest");
  await page.goto(`/show-compliment?code=${code}`);
  await page.getByRole("button", { name: "Reply" }).click();
  await expect(page).toHaveURL(`/join?code=${code}&action=reply`);
  await expect(page.getByText("You must log in first!")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Write back to ${author.name}`);
  await page.getByRole("link", { name: "Log In", exact: true }).click();
  await page.getByLabel("Email").fill(reader.email);
  await page.getByLabel("Password", { exact: true }).fill(reader.password);
  await page.getByRole("button", { name: "Log In" }).click();
  await expect(page).toHaveURL(`/conversation?code=${code}`);
  await expect(page.getByLabel("New Message")).toBeVisible();
});

test("the chat history is a focusable, labelled scrolling region around a plain list", async ({ browser }) => {
  const author = await verifiedUser("giver");
  const { id, code } = await writeCompliment(author.token);
  const reader = await verifiedUser("chatter");
  const page = await signedIn(browser, reader);
  // Replying needs proof of the code: the reader looks the compliment up by its code first.
  await api(`/v1/compliments/code/${code}`, { token: reader.token });
  const sent = await api<{ data: { conversation_id: number } }>(`/v1/compliments/${id}/reply`, {
    token: reader.token,
    method: "POST",
    json: { message: "Hello from the recipient" },
  });
  expect(sent.status).toBe(201);
  await page.goto(`/conversation?id=${sent.body.data.conversation_id}`);
  const history = page.getByRole("region", { name: "Message history" });
  await expect(history).toHaveAttribute("tabindex", "0");
  const log = history.getByRole("log", { name: "Messages" });
  await expect(log.getByRole("list")).toHaveCount(1);
  await expect(log.getByRole("listitem")).toHaveCount(1);
  await history.focus();
  const outline = await history.evaluate((el) => getComputedStyle(el).outlineStyle);
  expect(outline).not.toBe("none");
});

test("the compliment page reads without JavaScript, fits 320 px and prints without its buttons", async ({ browser }) => {
  const author = await verifiedUser("giver");
  const { code } = await writeCompliment(author.token);
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 320, height: 640 } });
  const page = await context.newPage();
  await page.goto(`/show-compliment?code=${code}`);
  await expect(page.getByRole("heading", { level: 1, name: gift.to })).toBeVisible();
  await expect(page.getByText(gift.compliment)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  // Without scripts, Claim is still a form that leads to joining or logging in, and back.
  await page.getByRole("button", { name: "Claim", exact: true }).click();
  await expect(page).toHaveURL(`/join?code=${code}&action=claim`);
  await expect(page.getByRole("link", { name: "Log In", exact: true })).toHaveAttribute(
    "href",
    `/login?next=${encodeURIComponent(`/show-compliment?code=${code}&intent=claim`)}`,
  );
  await page.goBack();
  await page.emulateMedia({ media: "print" });
  await expect(page.getByText(gift.compliment)).toBeVisible();
  await expect(page.getByRole("button", { name: "Claim", exact: true })).toBeHidden();
  await context.close();
});

test("the register page drops a next that leaves the site", async ({ page }) => {
  const reader = await registerUser("safe");
  await page.goto(`/register?next=${encodeURIComponent("//evil.example/")}`);
  await expect(page.getByRole("link", { name: "Log In" })).toHaveAttribute("href", "/login");
  await logIn(page, reader);
  await expect(page).toHaveURL(/\/home$/);
});
