import { sql } from "drizzle-orm";
import { compliments } from "../db/schema";
import { takenComplimentCodes } from "../routes/compliments/create-compliment";
import { createTestApp, type TestApp } from "../test/test-app";
import { testUsers } from "../test/users";
import { randomDigits } from "./crypto";
import { insertUnderFreshCode } from "./fresh-code";

let t: TestApp;
let authorId: number;
beforeAll(async () => {
  t = await createTestApp({ worker: false });
  authorId = (await testUsers(t).register("Code Filler")).id;
}, 60_000);
afterAll(() => t.close());

/** A space of 10,000 codes (`0000` and four digits) standing in for the 100,000,000 of real codes. */
const SPACE = 10_000;
const smallCode = () => `0000${randomDigits(4)}`;

it("writes under a free code in one look-up and one insert when the space is half full", async () => {
  // Half the small space taken, at random.
  await t.db.execute(sql`
    insert into ${compliments} (code, customer_id, "to", compliment, created_at, updated_at)
    select '0000' || lpad(n::text, 4, '0'), ${authorId}, 'Filler', 'Filler', now(), now()
    from generate_series(0, ${SPACE - 1}) n where random() < 0.5`);
  let statements = 0;
  const taken = (codes: string[]) => (statements++, takenComplimentCodes(t.db, codes));
  const insert = async (code: string) => {
    statements++;
    const [row] = await t.db
      .insert(compliments)
      .values({ code, customerId: authorId, to: "Maria", compliment: "Thanks!" })
      .onConflictDoNothing({ target: compliments.code })
      .returning({ code: compliments.code });
    return row;
  };

  const written: string[] = [];
  for (let i = 0; i < 200; i++) written.push((await insertUnderFreshCode(insert, { taken, draw: smallCode })).code);

  // Five sequential random tries (the code before) fail together 1 time in 32 here: 200 writes all
  // succeeding by them is a 1-in-580 chance.
  expect(new Set(written).size).toBe(200);
  expect(statements / 200).toBeLessThan(2.1);
}, 60_000);

it("answers 503 when every candidate is taken", async () => {
  const taken = async (codes: string[]) => new Set(codes);
  await expect(insertUnderFreshCode(async () => "never", { taken, draw: smallCode })).rejects.toMatchObject({ status: 503 });
});

it("tries the next free candidate when a concurrent writer took one first", async () => {
  const tried: string[] = [];
  const code = await insertUnderFreshCode(async (candidate) => (tried.push(candidate), tried.length === 1 ? undefined : candidate));
  expect(tried).toHaveLength(2);
  expect(code).toBe(tried[1]);
});
