import { createTestApp, type TestApp } from "../../test/test-app";
import { say as sendAs, testUsers, type TestUser } from "../../test/users";

// A message left unread: one e-mail to the other person after NOTIFY_UNREAD_AFTER, quoting it,
// at most one a conversation an hour; and the author's "wrote back" mail quoting the reply.

let t: TestApp;
let people: ReturnType<typeof testUsers>;
beforeAll(async () => {
  t = await createTestApp({ worker: false, config: { notifyUnreadAfter: 600 } });
  people = testUsers(t);
}, 60_000);
afterAll(() => t.close());

const MINUTE = 60_000;
const step = async () => {
  while ((await t.worker.runDue()) > 0);
};
/** Mails to `user` about a waiting message. */
const unreadMails = (user: TestUser & { email?: string }) =>
  t.mailer.outbox.filter((m) => m.subject.endsWith("sent you a message") && m.to === emailOf(user));
const emails = new Map<number, string>();
const emailOf = (user: TestUser) => emails.get(user.id)!;

async function person(name: string) {
  const user = await people.register(name);
  const me = await (await t.request("/v1/auth/me", { token: user.token })).json();
  emails.set(user.id, me.data.email);
  return user;
}
async function direct(from: TestUser, to: TestUser, message: string) {
  const res = await t.request(`/v1/users/${to.id}/messages`, { method: "POST", json: { message }, token: from.token });
  expect(res.status).toBe(201);
  return (await res.json()).data.conversation_id as number;
}
const say = (from: TestUser, conversationId: number, message: string) => sendAs(t, from, conversationId, message);
const read = (user: TestUser, conversationId: number) =>
  t.request(`/v1/compliments/conversations/${conversationId}`, { token: user.token });

describe("a message left unread", () => {
  it("mails the other person once after the wait, quoting its start, with a button to the conversation", async () => {
    const [ann, bob] = [await person("Ann Sender"), await person("Bob Reader")];
    const long = `I wanted to say thank you properly. ${"You stayed late every evening to help me finish. ".repeat(6)}`;
    const conversationId = await direct(ann, bob, long);
    await step();
    t.clock.advance(10 * MINUTE - 1000);
    await step();
    expect(unreadMails(bob)).toHaveLength(0);

    t.clock.advance(1000);
    await step();
    const [mail] = unreadMails(bob);
    expect(mail!.subject).toBe("Ann Sender sent you a message");
    const quote = mail!.text.match(/^> (.*)$/m)![1]!;
    expect(quote.length).toBeLessThanOrEqual(201);
    expect(quote.endsWith("…")).toBe(true);
    expect(long.startsWith(quote.slice(0, -1))).toBe(true);
    expect(mail!.text).toContain(`Open the conversation: http://localhost:3000/messages?id=${conversationId}`);
    expect(mail!.text).toContain("You can turn these e-mails off on your profile: http://localhost:3000/profile");
    expect(mail!.html).toContain("<blockquote");
    expect(unreadMails(ann)).toHaveLength(0); // the sender has read their own message
  });

  it("sends nothing when it was read in time", async () => {
    const [ann, bob] = [await person("Ann"), await person("Bob")];
    const conversationId = await direct(ann, bob, "Are you coming on Friday?");
    t.clock.advance(5 * MINUTE);
    expect((await read(bob, conversationId)).status).toBe(200);
    t.clock.advance(5 * MINUTE);
    await step();
    expect(unreadMails(bob)).toHaveLength(0);
  });

  it("mails at most once a conversation an hour, whichever side", async () => {
    const [ann, bob] = [await person("Ann"), await person("Bob")];
    const conversationId = await direct(ann, bob, "First");
    t.clock.advance(10 * MINUTE);
    await step();
    await say(ann, conversationId, "Second, within the hour");
    t.clock.advance(10 * MINUTE);
    await step();
    expect(unreadMails(bob)).toHaveLength(1);

    await say(bob, conversationId, "Sorry, I was away!"); // the other side has its own hour
    t.clock.advance(10 * MINUTE);
    await step();
    expect(unreadMails(ann).map((m) => m.subject)).toEqual(["Bob sent you a message"]);

    t.clock.advance(40 * MINUTE);
    await say(ann, conversationId, "Third, an hour after the first mail");
    t.clock.advance(10 * MINUTE);
    await step();
    expect(unreadMails(bob)).toHaveLength(2);
  });

  it("mails once when two messages wait at once, their jobs running side by side", async () => {
    const [ann, bob] = [await person("Ann"), await person("Bob")];
    const conversationId = await direct(ann, bob, "One");
    await say(ann, conversationId, "Two");
    await say(ann, conversationId, "Three");
    t.clock.advance(10 * MINUTE);
    await step();
    expect(unreadMails(bob)).toHaveLength(1);
  });

  it("escapes the message in the mail's HTML", async () => {
    const [mallory, bob] = [await person("Mallory"), await person("Bob")];
    await direct(mallory, bob, `<img src=x onerror="alert(1)"> & more`);
    t.clock.advance(10 * MINUTE);
    await step();
    const [mail] = unreadMails(bob);
    expect(mail!.html).not.toContain("<img");
    expect(mail!.html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt; &amp; more</blockquote>");
    expect(mail!.text).toContain(`> <img src=x onerror="alert(1)"> & more`);
  });

  it("sends nothing to an account whose address is not verified", async () => {
    const ann = await person("Ann");
    const unverified = await people.register("Someone Else", { verified: false });
    const me = await (await t.request("/v1/auth/me", { token: unverified.token })).json();
    emails.set(unverified.id, me.data.email);
    await direct(ann, unverified, "Visit my site, it is great");
    t.clock.advance(10 * MINUTE);
    await step();
    expect(unreadMails(unverified)).toHaveLength(0);
  });

  it("sends nothing to someone who turned e-mails off on their profile", async () => {
    const [ann, bob] = [await person("Ann"), await person("Bob")];
    const off = await t.request("/v1/users/notification-settings", { method: "PATCH", token: bob.token, json: { notify_by_email: false } });
    expect(off.status).toBe(200);
    await direct(ann, bob, "Hello?");
    t.clock.advance(10 * MINUTE);
    await step();
    expect(unreadMails(bob)).toHaveLength(0);
  });
});

/** An author's compliment for Rob, and the conversation its reader opened by replying. */
async function replyConversation() {
  const author = await person("Ada Author");
  const reader = await person("Rob Reader");
  const created = await t.request("/v1/compliments", {
    method: "POST",
    token: author.token,
    json: { to: "Rob", compliment: "Thank you for the lift." },
  });
  const { id, code } = (await created.json()).data;
  await t.request(`/v1/compliments/code/${code}`, { token: reader.token });
  const opened = await t.request(`/v1/compliments/${id}/conversation-messages`, { token: reader.token });
  return { author, reader, conversationId: (await opened.json()).conversation.id as number };
}

describe("the author's wrote-back mail", () => {
  it("quotes the reply and opens its conversation, and the same reply is not mailed again as unread", async () => {
    const { author, reader, conversationId } = await replyConversation();
    await say(reader, conversationId, "It was nothing, happy to help any time.");
    await step();
    const [mail] = t.mailer.outbox.filter(
      (m) => m.to === emailOf(author) && m.subject === "Your compliment for Rob: Rob Reader wrote back",
    );
    expect(mail!.text).toContain("> It was nothing, happy to help any time.");
    expect(mail!.text).toContain(`Open the conversation: http://localhost:3000/messages?id=${conversationId}`);

    t.clock.advance(10 * MINUTE);
    await step();
    expect(unreadMails(author)).toHaveLength(0);

    // The author answers and the reader leaves it unread: the reader hears of it.
    await say(author, conversationId, "Still, thank you. Same time next week?");
    t.clock.advance(10 * MINUTE);
    await step();
    const [toReader] = unreadMails(reader);
    expect(toReader!.subject).toBe("Ada Author sent you a message");
    expect(toReader!.text).toContain("> Still, thank you. Same time next week?");
    expect(toReader!.text).toContain(`Open the conversation: http://localhost:3000/messages?id=${conversationId}`);

    // A later reply the author leaves unread, an hour after the wrote-back mail, reaches them too.
    t.clock.advance(40 * MINUTE);
    await say(reader, conversationId, "Yes, see you then!");
    t.clock.advance(10 * MINUTE);
    await step();
    expect(unreadMails(author).map((m) => m.subject)).toEqual(["Rob Reader sent you a message"]);
    expect(unreadMails(author)[0]!.text).toContain("> Yes, see you then!");
  });

  it("quotes only the start of a long reply", async () => {
    const { author, reader, conversationId } = await replyConversation();
    const long = `It was nothing. ${"Honestly, I was going that way anyway and the company was lovely. ".repeat(5)}`;
    await say(reader, conversationId, long);
    await step();
    const [mail] = t.mailer.outbox.filter((m) => m.to === emailOf(author) && m.subject.endsWith("Rob Reader wrote back"));
    const quote = mail!.text.match(/^> (.*)$/m)![1]!;
    expect(quote.endsWith("…")).toBe(true);
    expect(quote.length).toBeLessThanOrEqual(201);
    expect(long.startsWith(quote.slice(0, -1))).toBe(true);
    expect(mail!.html).toContain(`<blockquote`);
  });
});
