import { DESKTOP, expectNoViolationsAt, PHONE } from "./fixtures/axe";
import { expect, test, type Page } from "@playwright/test";
import { jobsDone } from "./fixtures/jobs";
import { mailsTo } from "./fixtures/outbox";
import { api, signedIn, verifiedUser } from "./fixtures/session";

// Issue 31's "Done when" for Block and "Who may message me", through the screens: A blocks B from
// B's profile; B's sends are refused with the backend's words and keep the text; A's badge and
// mailbox stay as they were; Unblock on /profile, and the next message arrives. "No one" stops a
// stranger's direct message. axe on the block dialog and the /profile section at both widths.

const REFUSAL = "You can't message this person.";

/** axe at both widths, the page left at desktop width for the steps after. */
const expectNoViolations = (page: Page, label: string) => expectNoViolationsAt(page, label, [PHONE, DESKTOP]);

const idOf = async (token: string) => (await api("/v1/auth/me", { token })).body.data.id as number;
const unreadOf = async (token: string) => (await api("/v1/messages/unread-count", { token })).body.data.count as number;
/** A compliment by `author` that `reader` looked up by its code, as a reply needs. */
async function lookedUp(author: { token: string }, reader: { token: string }) {
  const { body } = await api("/v1/compliments", { token: author.token, json: { to: "Robin", compliment: "Thank you for the kind help." } });
  await api(`/v1/compliments/code/${body.data.code}`, { token: reader.token });
  return body.data.id as number;
}

test("A blocks B from B's profile: B is refused everywhere, A hears nothing, and after Unblock the next message arrives", async ({
  browser,
}) => {
  test.slow(); // two people, axe at two widths twice, and a wait for the mail that must not come
  const a = await verifiedUser("blocker");
  const b = await verifiedUser("blocked");
  const [aId, bId] = [await idOf(a.token), await idOf(b.token)];
  const first = await lookedUp(a, b);
  const second = await lookedUp(a, b);
  const replied = await api(`/v1/compliments/${first}/reply`, { token: b.token, json: { message: "Hello, thank you for the card!" } });
  expect(replied.status).toBe(201);
  const conversationId = replied.body.data.conversation_id as number;
  await api(`/v1/compliments/conversations/${conversationId}`, { token: a.token }); // A has read it
  expect(await unreadOf(a.token)).toBe(0);
  // The "wrote back" mail of B's reply has come (it also counts as this hour's mail about the conversation).
  await expect.poll(async () => (await mailsTo(a.email)).filter((m) => m.subject.endsWith("wrote back")).length).toBe(1);

  // A blocks B from B's profile, told first what blocking does.
  const aPage = await signedIn(browser, a);
  await aPage.goto(`/profile-dashboard/${bId}`);
  await aPage.getByRole("button", { name: "Block", exact: true }).click();
  const dialog = aPage.getByRole("dialog", { name: `Block ${b.name}?` });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("They won't be able to message you, reply to your compliments or start a conversation with you");
  await expect(dialog).toContainText("They are not told.");
  await expect(dialog.getByRole("heading", { name: `Block ${b.name}?` })).toBeFocused();
  await expectNoViolations(aPage, "the block dialog");
  await dialog.getByRole("button", { name: "Block", exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(aPage.getByRole("status").filter({ hasText: `You blocked ${b.name}.` })).toBeVisible();
  await expect(aPage.getByRole("button", { name: "Unblock", exact: true })).toBeFocused();
  const mailsBefore = (await mailsTo(a.email)).length;

  // B's send in the conversation is refused, in the backend's words, and the text stays.
  const bPage = await signedIn(browser, b);
  await bPage.goto(`/conversation?id=${conversationId}`);
  const box = bPage.getByLabel("New Message");
  await box.fill("Why don't you answer?");
  await bPage.getByRole("button", { name: "Send Message" }).click();
  await expect(bPage.getByRole("alert").filter({ hasText: REFUSAL })).toBeVisible();
  await expect(box).toHaveValue("Why don't you answer?");
  await expect(bPage.getByRole("log", { name: "Messages" })).not.toContainText("Why don't you answer?");
  for (let i = 2; i <= 5; i++) {
    const sent = await api("/v1/compliments/conversations/messages", {
      token: b.token,
      json: { conversation_id: conversationId, message: `Please answer (${i})` },
    });
    expect([sent.status, sent.body.message, sent.body.reason]).toEqual([403, REFUSAL, "blocked"]);
  }
  // A direct message from A's profile, and a reply through another of A's compliments, too.
  await bPage.goto(`/profile-dashboard/${aId}`);
  const direct = bPage.getByLabel(/^Message /);
  await direct.fill("Can we talk?");
  await bPage.getByRole("button", { name: "Send Message" }).click();
  await expect(bPage.getByText(REFUSAL).first()).toBeVisible();
  await expect(direct).toHaveValue("Can we talk?");
  const reply = await api(`/v1/compliments/${second}/reply`, { token: b.token, json: { message: "About this one" } });
  expect([reply.status, reply.body.message, reply.body.reason]).toEqual([403, REFUSAL, "blocked"]);

  // A's badge and mailbox are as they were once every unread-message mail due has gone out (3 s after its message here).
  await jobsDone(["unread-message", "mail"]);
  expect(await unreadOf(a.token)).toBe(0);
  expect((await mailsTo(a.email)).length).toBe(mailsBefore);
  // The conversation stays readable to A, who sees why no one can write there.
  await aPage.goto(`/conversation?id=${conversationId}`);
  await expect(aPage.getByText("Hello, thank you for the card!")).toBeVisible();
  await expect(aPage.getByText(`You blocked ${b.name}. Unblock them to write here again.`)).toBeVisible();
  await expect(aPage.getByRole("button", { name: "Unblock", exact: true })).toBeVisible();
  await expectNoViolations(aPage, "a blocker's conversation");

  // Unblock from /profile.
  await aPage.goto("/profile");
  const blocked = aPage.getByRole("list", { name: "Blocked people" });
  await expect(blocked.getByRole("listitem")).toHaveCount(1);
  await expect(blocked).toContainText(b.name);
  await expectNoViolations(aPage, "the /profile section with a blocked person");
  await blocked.getByRole("button", { name: `Unblock ${b.name}` }).click();
  await expect(aPage.getByRole("status").filter({ hasText: `You unblocked ${b.name}.` })).toBeVisible();
  await expect(aPage.getByText("You haven't blocked anyone.")).toBeVisible();
  await expectNoViolations(aPage, "the /profile section, empty");

  // B's next message arrives, and A's badge counts it; a direct message brings A its unread-message mail again.
  await bPage.goto(`/conversation?id=${conversationId}`);
  await bPage.getByLabel("New Message").fill("Hello again!");
  await bPage.getByRole("button", { name: "Send Message" }).click();
  await expect(bPage.getByRole("log", { name: "Messages" })).toContainText("Hello again!");
  await expect.poll(() => unreadOf(a.token)).toBe(1);
  expect((await api(`/v1/users/${aId}/messages`, { token: b.token, json: { message: "And directly, too." } })).status).toBe(201);
  await expect
    .poll(async () => (await mailsTo(a.email)).filter((m) => m.subject === `${b.name} sent you a message`).length, { timeout: 15_000 })
    .toBe(1);
});

test('"No one" on /profile stops a stranger\'s direct message, which keeps its text', async ({ browser }) => {
  test.slow();
  const owner = await verifiedUser("private");
  const stranger = await verifiedUser("stranger");
  const ownerPage = await signedIn(browser, owner);
  await ownerPage.goto("/profile");
  const group = ownerPage.getByRole("group", { name: "Who may message me" });
  await expect(group.getByRole("radio", { name: "Anyone" })).toBeChecked();
  await group.getByRole("radio", { name: "No one" }).check();
  await ownerPage.getByRole("button", { name: "Save", exact: true }).click();
  await expect(ownerPage.getByRole("status").filter({ hasText: "Saved: No one." })).toBeVisible();
  await ownerPage.reload();
  await expect(ownerPage.getByRole("group", { name: "Who may message me" }).getByRole("radio", { name: "No one" })).toBeChecked();

  const strangerPage = await signedIn(browser, stranger);
  await strangerPage.goto(`/profile-dashboard/${await idOf(owner.token)}`);
  const box = strangerPage.getByLabel(/^Message /);
  await box.fill("Hello, I liked your profile.");
  await strangerPage.getByRole("button", { name: "Send Message" }).click();
  await expect(strangerPage.getByText(REFUSAL).first()).toBeVisible();
  await expect(box).toHaveValue("Hello, I liked your profile.");
  expect(await unreadOf(owner.token)).toBe(0);
});
