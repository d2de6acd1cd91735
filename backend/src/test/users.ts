import { eq } from "drizzle-orm";
import { users } from "../db/schema";
import { demoUsers, type DemoUser } from "../db/seed-data";
import { seedDatabase } from "../db/seed";
import { createTestApp, type TestApp } from "./test-app";
import { firstRow } from "../db/rows";

export type TestUser = { id: number; name: string; token: string };

/** Users for route tests: registered through the API (each from its own address), verified by default. */
export function testUsers(t: TestApp) {
  let seq = 0;
  return {
    async register(name = "Test User", { verified = true } = {}): Promise<TestUser> {
      const n = ++seq;
      const email = `user-${n}@example.com`;
      const password = "Secret#123";
      const res = await t.request("/v1/auth/register", {
        method: "POST",
        json: { name, email, password, password_confirmation: password },
        headers: { "X-Forwarded-For": `198.18.${n >> 8}.${n & 255}` },
      });
      if (res.status !== 201) throw new Error(`registration failed: ${res.status} ${await res.text()}`);
      const { data } = await res.json();
      const user = firstRow(
        await t.db
          .update(users)
          .set({ emailVerifiedAt: verified ? t.clock.now() : null })
          .where(eq(users.email, email))
          .returning({ id: users.id }),
        email,
      );
      return { id: user.id, name, token: data.token };
    },

    async logIn(who: DemoUser): Promise<TestUser> {
      const { email, password, name } = demoUsers[who];
      const res = await t.request("/v1/auth/login", { method: "POST", json: { email, password } });
      const { data } = await res.json();
      const user = firstRow(await t.db.select({ id: users.id }).from(users).where(eq(users.email, email)), email);
      return { id: user.id, name, token: data.token };
    },
  };
}

/** A test app on a freshly seeded database, with its user helpers: call in beforeAll, close `t` in afterAll. */
export async function seededTestApp(options?: Parameters<typeof createTestApp>[0]) {
  const t = await createTestApp(options);
  await seedDatabase(t.db);
  return { t, people: testUsers(t) };
}

/** Sends `message` from `from` to a conversation they take part in, expecting it stored. */
export async function say(t: TestApp, from: TestUser, conversationId: number, message: string) {
  const res = await t.request("/v1/compliments/conversations/messages", {
    method: "POST",
    token: from.token,
    json: { conversation_id: conversationId, message },
  });
  expect(res.status).toBe(201);
}

/** The code of a fresh compliment by `author`. */
export async function writtenCode(t: TestApp, author: TestUser) {
  const created = await t.request("/v1/compliments", {
    method: "POST",
    json: { to: "Ann", compliment: "Your kindness shows." },
    token: author.token,
  });
  expect(created.status).toBe(201);
  return (await created.json()).data.code as string;
}
