import { sql, type SQLWrapper } from "drizzle-orm";
import { listTotal } from "./list-total";
import { seededTestApp } from "../test/users";
import type { TestApp } from "../test/test-app";

/**
 * The lists' totals are counters the database keeps (migration 0011): whatever writes the rows, one
 * at a time, in bulk, or by a cascade, each counter equals a count of its rows, and no counter is
 * left for an empty list. Each test compares every counter with a recount of every list.
 */
let t: TestApp;
const run = async (query: SQLWrapper) => (await t.db.execute(query)) as unknown as { rows: Array<Record<string, number>> };

/** Every list's count, from the rows themselves, as `list:owner` → n; rows of no owner (a former member's) count in no list. */
async function recount() {
  const { rows } = await run(sql`
    select 'own_compliments' as list, customer_id as owner_id, count(*)::int as n from compliments group by 2
    union all select 'claimed_compliments', user_id, count(*)::int from claims group by 2
    union all select 'activity', author_id, count(*)::int from compliment_activities group by 2
    union all select 'ad_reviews', compliment_ad_id, count(*)::int from reviews group by 2
    union all select 'reviews_by', user_id, count(*)::int from reviews group by 2
    union all select 'reviews_to', compliment_author_id, count(*)::int from reviews group by 2
    union all select 'messages', conversation_id, count(*)::int from messages group by 2`);
  return Object.fromEntries(rows.filter((r) => r.owner_id !== null).map((r) => [`${r.list}:${r.owner_id}`, r.n]));
}

async function counters() {
  const { rows } = await run(sql`select list, owner_id, n from list_totals`);
  return Object.fromEntries(rows.map((r) => [`${r.list}:${r.owner_id}`, r.n]));
}

async function expectExact() {
  const [kept, counted] = await Promise.all([counters(), recount()]);
  expect(kept).toEqual(counted);
  return counted;
}

let batch = 0;

/** `count` users, `each` compliments of each written in one statement, all claimed by the first user, with reviews, activity and chats. */
async function writeBulk(count: number, each: number) {
  batch += 1;
  const people = (
    await run(sql`insert into users (name, email, password_hash)
      select 'Bulk ' || i, 'bulk-' || ${batch} || '-' || i || '@example.test', 'x' from generate_series(1, ${count}) i returning id`)
  ).rows.map((r) => r.id!);
  const [first] = people;
  const compliments = (
    await run(sql`insert into compliments (code, customer_id, "to", compliment)
      select lpad((80000000 + ${batch} * 100000 + k * 1000 + j)::text, 8, '0'), u, 'Reader', 'Thank you.'
      from unnest(${sql.raw(`array[${people.join(",")}]`)}::int[]) with ordinality as p(u, k), generate_series(1, ${each}) j
      returning id, customer_id`)
  ).rows;
  const theirs = sql`(select id from compliments where customer_id in ${people})`;
  await run(sql`insert into claims (compliment_id, user_id) select id, ${first} from ${theirs} c`);
  await run(sql`insert into compliment_activities (compliment_id, author_id, kind, actor_id)
    select id, customer_id, 'claimed', ${first} from compliments where customer_id in ${people}`);
  await run(sql`insert into compliment_ads (compliment_id, ad_id) select id, (select min(id) from ads) from ${theirs} c`);
  // Two reviews of each of those ads, by the claimer.
  await run(sql`insert into reviews (compliment_ad_id, user_id, compliment_author_id, review)
    select ca.id, ${first}, c.customer_id, 'Lovely.' from compliment_ads ca join compliments c on c.id = ca.compliment_id
      cross join generate_series(1, 2) where c.customer_id in ${people}`);
  const chats = (
    await run(sql`insert into conversations (compliment_id, title) select id, 'About it' from ${theirs} c order by id returning id`)
  ).rows.map((r) => r.id!);
  await run(sql`insert into messages (conversation_id, sender_id, message)
    select c.id, ${first}, 'Hello ' || i from conversations c cross join generate_series(1, 3) i where c.id in ${chats}`);
  return { people, compliments, chats };
}

describe("list totals kept by the database", () => {
  // A PGlite start and the seed take 30 s on a loaded 2-core machine: the same minute as the other seeded files.
  beforeAll(async () => {
    ({ t } = await seededTestApp({ worker: false }));
  }, 60_000);
  afterAll(() => t?.close());

  it("counts the seeded demo data", async () => {
    const counted = await expectExact();
    expect(Object.keys(counted).length).toBeGreaterThan(0);
  });

  it("counts a bulk multi-row insert into every list", async () => {
    const { people, chats } = await writeBulk(5, 40);
    const counted = await expectExact();
    expect(counted[`own_compliments:${people[1]}`]).toBe(40);
    expect(counted[`claimed_compliments:${people[0]}`]).toBe(200);
    expect(counted[`reviews_by:${people[0]}`]).toBe(400);
    expect(counted[`messages:${chats[0]}`]).toBe(3);
    await expect(listTotal(t.db, "activity", people[2]!)).resolves.toBe(40);
  });

  it("counts single-row inserts and deletes", async () => {
    const { people, chats } = await writeBulk(2, 3);
    for (let i = 0; i < 5; i++) {
      await run(sql`insert into messages (conversation_id, sender_id, message) values (${chats[0]}, ${people[0]}, 'One more')`);
    }
    await run(sql`delete from messages where id = (select max(id) from messages where conversation_id = ${chats[0]})`);
    await run(sql`delete from reviews where id = (select max(id) from reviews where user_id = ${people[0]})`);
    await run(sql`delete from compliment_activities where author_id = ${people[1]}`);
    const counted = await expectExact();
    expect(counted[`messages:${chats[0]}`]).toBe(3 + 5 - 1);
    expect(counted[`activity:${people[1]}`]).toBeUndefined();
    await expect(listTotal(t.db, "activity", people[1]!)).resolves.toBe(0);
  });

  it("follows the cascades of deleting a compliment and deleting a user", async () => {
    const { people, compliments } = await writeBulk(3, 10);
    await run(sql`delete from compliments where id = ${compliments[0]!.id}`);
    await expectExact();
    await run(sql`delete from users where id = ${people[0]}`);
    const counted = await expectExact();
    // Every claim, review and message was the first user's: those lists are gone with them.
    expect(counted[`own_compliments:${people[1]}`]).toBe(compliments[0]!.customer_id === people[1] ? 9 : 10);
    expect(counted[`reviews_to:${people[1]}`]).toBeUndefined();
    const byUser = ["own_compliments", "claimed_compliments", "activity", "reviews_by", "reviews_to"].map((list) => `${list}:${people[0]}`);
    expect(Object.keys(await counters()).filter((key) => byUser.includes(key))).toEqual([]);
  });

  it("moves a row whose key is updated to its new owner", async () => {
    const { people, compliments } = await writeBulk(2, 4);
    await run(sql`update claims set user_id = ${people[1]} where compliment_id = ${compliments[0]!.id}`);
    const counted = await expectExact();
    expect(counted[`claimed_compliments:${people[1]}`]).toBe(1);
    expect(counted[`claimed_compliments:${people[0]}`]).toBe(7);
  });

  it("stays exact under writers at once", async () => {
    const { people, chats } = await writeBulk(2, 2);
    const [first, second] = people;
    await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        i % 4 === 3
          ? run(sql`delete from messages where id = (select min(id) from messages where conversation_id = ${chats[i % 2]})`)
          : run(sql`insert into messages (conversation_id, sender_id, message)
              values (${chats[i % 2]}, ${i % 2 ? first : second}, 'At once'), (${chats[(i + 1) % 2]}, ${first}, 'At once too')`),
      ),
    );
    await expectExact();
  });
});
