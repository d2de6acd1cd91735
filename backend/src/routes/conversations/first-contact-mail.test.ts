import { mailingWorkers } from "../../test/mailing-workers";
import { createTestApp, type TestApp } from "../../test/test-app";
import { say, testUsers, type TestUser } from "../../test/users";
import { FIRST_CONTACT_MAILS_A_DAY } from "./unread-mail";

// Strangers cannot flood an inbox: a first message in a conversation its recipient has not written
// in is mailed only from a verified sender, and at most three such mails reach one person a day,
// whoever sends them. Mail goes through two workers running side by side to a real SMTP server.

let t: TestApp;
let mailing: Awaited<ReturnType<typeof mailingWorkers>>;
let people: ReturnType<typeof testUsers>;
beforeAll(async () => {
  t = await createTestApp({ worker: false, config: { notifyUnreadAfter: 600 } });
  mailing = await mailingWorkers(t, 3);
  people = testUsers(t);
}, 60_000);
afterAll(async () => {
  await mailing.close();
  await t.close();
});

const MINUTE = 60_000;
const runJobs = () => mailing.runJobs();
const emails = new Map<number, string>();
async function person(name: string, verified = true) {
  const user = await people.register(name, { verified });
  const me = await (await t.request("/v1/auth/me", { token: user.token })).json();
  emails.set(user.id, me.data.email);
  return user;
}
/** Unread-message mails that reached `user` over SMTP. */
const unreadMails = (user: TestUser) =>
  mailing.smtp.received.filter((m) => m.to.includes(emails.get(user.id)!) && /^Subject: .* sent you a message$/m.test(m.raw));
async function direct(from: TestUser, to: TestUser, message: string) {
  const res = await t.request(`/v1/users/${to.id}/messages`, { method: "POST", json: { message }, token: from.token });
  expect(res.status).toBe(201);
  return (await res.json()).data.conversation_id as number;
}
const NAMES = ["Ava", "Ben", "Cleo", "Dan", "Eve", "Finn", "Gus"];
const strangers = (count: number, verified: boolean) =>
  Promise.all(Array.from({ length: count }, (_, i) => person(`Stranger ${NAMES[i]}`, verified)));

it("mails nothing about unverified strangers' first messages", async () => {
  const sam = await person("Sam");
  for (const stranger of await strangers(3, false)) await direct(stranger, sam, "Visit my site, it is great");
  t.clock.advance(10 * MINUTE);
  await runJobs();
  expect(unreadMails(sam)).toHaveLength(0);
  // They wait for Sam's next visit: the unread badge counts them.
  const badge = await (await t.request("/v1/messages/unread-count", { token: sam.token })).json();
  expect(badge.data).toEqual({ count: 3 });
});

it("mails at most three verified strangers' first messages a day, across senders, and again the next day", async () => {
  const sam = await person("Sam");
  for (const stranger of await strangers(5, true)) await direct(stranger, sam, "Hello, we have not met");
  t.clock.advance(10 * MINUTE);
  await runJobs();
  expect(unreadMails(sam)).toHaveLength(3);
  expect(FIRST_CONTACT_MAILS_A_DAY).toBe(3);

  // Later the same day, another stranger: not mailed.
  t.clock.advance(60 * MINUTE);
  const [late] = await strangers(1, true);
  await direct(late!, sam, "Me too");
  t.clock.advance(10 * MINUTE);
  await runJobs();
  expect(unreadMails(sam)).toHaveLength(3);

  // The next day (UTC), a first contact is mailed again.
  t.clock.advance(24 * 60 * MINUTE);
  const [tomorrow] = await strangers(1, true);
  await direct(tomorrow!, sam, "Good morning");
  t.clock.advance(10 * MINUTE);
  await runJobs();
  expect(unreadMails(sam)).toHaveLength(4);
});

it("mails a conversation the recipient has written in by the hourly rule, whatever the day's first contacts", async () => {
  const [sam, friend] = [await person("Sam"), await person("Friend")];
  const conversationId = await direct(friend, sam, "Lunch on Friday?");
  await say(t, sam, conversationId, "Yes please!");
  for (const stranger of await strangers(3, true)) await direct(stranger, sam, "Hello, we have not met");
  t.clock.advance(10 * MINUTE);
  await runJobs();
  expect(unreadMails(sam)).toHaveLength(3); // the day's first contacts are spent

  await say(t, friend, conversationId, "Great, 12:30 at the usual place");
  t.clock.advance(10 * MINUTE);
  await runJobs();
  expect(unreadMails(sam)).toHaveLength(4);
  await say(t, friend, conversationId, "Bring the book");
  t.clock.advance(10 * MINUTE);
  await runJobs();
  expect(unreadMails(sam)).toHaveLength(4); // within the hour
  t.clock.advance(50 * MINUTE);
  await say(t, friend, conversationId, "See you!");
  t.clock.advance(10 * MINUTE);
  await runJobs();
  expect(unreadMails(sam)).toHaveLength(5);
});
