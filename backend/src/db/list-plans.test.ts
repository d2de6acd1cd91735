import { eq, sql, type SQLWrapper } from "drizzle-orm";
import { complimentActivities, reviews } from "./schema";
import { listTotalRow } from "./list-total";
import { activityPage } from "../routes/activity/list-activity";
import { unreadSum } from "../routes/activity/unread-messages";
import { conversationPage } from "../routes/conversations/list-conversations";
import { profileReviewsPage } from "../routes/users/list-profile-reviews";
import { pageRequest } from "../lib/pagination";
import { claimedComplimentIds, ownComplimentIds } from "../routes/compliments/list-compliments";
import { messagePageRows } from "../routes/conversations/find-messages";
import { adReviewsPage } from "../routes/reviews/list-reviews";
import { adsMatching, businessesNamed } from "../routes/ads/find-ads";
import { ads } from "./schema";
import { createTestApp, type TestApp } from "../test/test-app";

/**
 * The deep lists read one page of work, however long a user's history: each is read from an index
 * in its own filter and order, with no sort and a handful of pages, for a user with 20,000 rows.
 * PostgreSQL only (CI's second pass): PGlite plans the same SQL but is not what production runs.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const HEAVY = 20_000;

type PlanNode = {
  "Node Type": string;
  "Index Name"?: string;
  "Relation Name"?: string;
  "Shared Hit Blocks"?: number;
  "Shared Read Blocks"?: number;
  Plans?: PlanNode[];
};
const nodes = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodes)];

let t: TestApp;
const ids = { author: 0, claimer: 0, complimentAd: 0, conversation: 0, oldestHeld: 0, reviewHeld: 0, activityHeld: 0 };
/** The page "Load Older" asks for after 999 pages of a 20,000-message chat. */
const DEEP_PAGE = 1000;

(onPostgres ? describe : describe.skip)("list reads on PostgreSQL", () => {
  beforeAll(async () => {
    t = await createTestApp({ worker: false });
    const run = async (query: SQLWrapper) => (await t.db.execute(query)) as unknown as { rows: Array<Record<string, number>> };
    const [author, claimer] = (
      await run(sql`insert into users (name, email, password_hash) values ('Heavy Author', 'heavy-author@example.test', 'x'),
        ('Heavy Claimer', 'heavy-claimer@example.test', 'x') returning id`)
    ).rows.map((r) => r.id!);
    ids.author = author!;
    ids.claimer = claimer!;
    await run(sql`insert into compliments (code, customer_id, "to", compliment, created_at)
      select lpad(i::text, 8, '0'), ${ids.author}, 'Reader', 'Thank you.', now() - i * interval '1 minute'
      from generate_series(1, ${HEAVY}) as i`);
    await run(sql`insert into claims (compliment_id, user_id, created_at)
      select id, ${ids.claimer}, created_at + interval '1 second' from compliments where customer_id = ${ids.author}`);
    const [business] = (await run(sql`insert into business_profiles (name) values ('Heavy Café') returning id`)).rows;
    const [ad] = (
      await run(
        sql`insert into ads (business_profile_id, title, contact) values (${business!.id}, 'Heavy ad', 'a@example.test') returning id`,
      )
    ).rows;
    const [complimentAd] = (
      await run(sql`insert into compliment_ads (compliment_id, ad_id) select min(id), ${ad!.id} from compliments returning id`)
    ).rows;
    ids.complimentAd = complimentAd!.id!;
    await run(sql`insert into reviews (compliment_ad_id, user_id, compliment_author_id, review, created_at)
      select ${ids.complimentAd}, ${ids.claimer}, ${ids.author}, 'Lovely.', now() - i * interval '1 second' from generate_series(1, ${HEAVY}) as i`);
    await run(sql`insert into compliment_activities (compliment_id, author_id, kind, actor_id, created_at)
      select id, customer_id, 'claimed', ${ids.claimer}, created_at from compliments where customer_id = ${ids.author}`);
    // 20,000 conversations of the author's, every thousandth with a message unread (the counters a send keeps).
    const chats = (
      await run(sql`insert into conversations (title) select 'Chat ' || i from generate_series(1, ${HEAVY}) as i returning id`)
    ).rows;
    await run(sql`insert into conversation_participants (conversation_id, user_id, unread_count, last_message_at)
      select c.id, u.id, case when u.id = ${ids.author} and c.id % 1000 = 0 then 1 else 0 end, now() - c.id * interval '1 second'
      from conversations c cross join (values (${ids.author}::int), (${ids.claimer}::int)) as u(id)
      where c.id between ${chats[0]!.id} and ${chats.at(-1)!.id}`);
    const [conversation] = (await run(sql`insert into conversations (title) values ('Long chat') returning id`)).rows;
    ids.conversation = conversation!.id!;
    await run(sql`insert into messages (conversation_id, sender_id, message)
      select ${ids.conversation}, ${ids.author}, 'Message ' || i from generate_series(1, ${HEAVY}) as i`);
    const [held] = (
      await run(sql`select id from messages where conversation_id = ${ids.conversation}
        order by id desc offset ${(DEEP_PAGE - 1) * 15 - 1} limit 1`)
    ).rows;
    ids.oldestHeld = held!.id!;
    // The last item of page 999 (5 a page), which the client holds when it asks for page 1,000.
    const lastHeld = async (table: SQLWrapper, where: SQLWrapper) =>
      (await run(sql`select id from ${table} where ${where} order by created_at desc, id desc offset ${(DEEP_PAGE - 1) * 5 - 1} limit 1`))
        .rows[0]!.id!;
    ids.reviewHeld = await lastHeld(reviews, eq(reviews.complimentAdId, ids.complimentAd));
    ids.activityHeld = await lastHeld(complimentActivities, eq(complimentActivities.authorId, ids.author));
    // A catalogue of 20,000 ads under 2,000 businesses, for the ad search.
    await run(sql`insert into business_profiles (name) select 'Grown Business ' || i from generate_series(1, 2000) as i`);
    await run(sql`insert into ads (business_profile_id, title, contact)
      select b.id, 'Grown ad ' || i, 'a@example.test' from generate_series(1, ${HEAVY}) as i
      join business_profiles b on b.name = 'Grown Business ' || (1 + i % 2000)`);
    await run(sql`analyze`);
  }, 120_000);
  afterAll(() => t?.close());

  const page1 = pageRequest({}, 5);
  const deep = (before: number) => pageRequest({ page: DEEP_PAGE, before }, 5);
  const cases: Array<[string, () => SQLWrapper]> = [
    ["own compliments", () => ownComplimentIds(t.db, ids.author, page1)],
    ["claimed compliments", () => claimedComplimentIds(t.db, ids.claimer, page1)],
    ["an ad's reviews", () => adReviewsPage(t.db, ids.complimentAd, page1)],
    ["Load Older, page 1,000 of a chat", () => messagePageRows(t.db, ids.conversation, DEEP_PAGE, ids.oldestHeld)],
    ["the unread badge, summed from the 20 counters with unread", () => unreadSum(t.db, ids.author)],
    ["the conversations list, with unread counts", () => conversationPage(t.db, ids.author, page1)],
    [
      "the reviews of a user's ads (other-reviews)",
      () => profileReviewsPage(t.db, { onSide: eq(reviews.complimentAuthorId, ids.author) }, page1),
    ],
    ["the activity feed", () => activityPage(t.db, ids.author, page1)],
    ["an ad's reviews, page 1,000 from the review held", () => adReviewsPage(t.db, ids.complimentAd, deep(ids.reviewHeld))],
    [
      "other-reviews, page 1,000 from the review held",
      () => profileReviewsPage(t.db, { onSide: eq(reviews.complimentAuthorId, ids.author) }, deep(ids.reviewHeld)),
    ],
    ["the activity feed, page 1,000 from the entry held", () => activityPage(t.db, ids.author, deep(ids.activityHeld))],
  ];

  it.each(cases)("%s: one page of 20,000 is read in index order, without a sort, from a few pages", async (_, query) => {
    const explained = (await t.db.execute(sql`explain (analyze, buffers, format json) ${query()}`)) as unknown as {
      rows: Array<{ "QUERY PLAN": Array<{ Plan: PlanNode }> }>;
    };
    const plan = explained.rows[0]!["QUERY PLAN"][0]!.Plan;
    const all = nodes(plan);
    const described = all.map((n) => `${n["Node Type"]}${n["Index Name"] ? ` on ${n["Index Name"]}` : ""}`).join(" > ");
    const buffers = (plan["Shared Hit Blocks"] ?? 0) + (plan["Shared Read Blocks"] ?? 0);
    const sorts = all.filter((n) => n["Node Type"].includes("Sort")).length;
    // The whole plan is in the failure message: what it read, and how much.
    expect({ plan: described, sorts, buffers, fewPages: buffers <= 50 }).toEqual({ plan: described, sorts: 0, buffers, fewPages: true });
  });

  // The 20,000 titles are read through their index, and a rare business name through its own (for a
  // text in every name PostgreSQL rightly reads the 2,000 names whole); a rare text's page is a sort
  // of its few matches, never a walk along every ad.
  const planOf = async (query: SQLWrapper) => {
    const explained = (await t.db.execute(sql`explain (analyze, format json) ${query}`)) as unknown as {
      rows: Array<{ "QUERY PLAN": Array<{ Plan: PlanNode }> }>;
    };
    return nodes(explained.rows[0]!["QUERY PLAN"][0]!.Plan).map((n) => `${n["Node Type"]} on ${n["Index Name"] ?? n["Relation Name"]}`);
  };
  it.each([
    ["ad 12", []],
    ["bike", ["business_profiles_name_trgm_idx"]],
    ["business 1234", []],
  ])("the ad search for %p reads the title index and not 20,000 ads; the names by %p", async (typed, nameIndexes) => {
    expect(await planOf(businessesNamed(t.db, typed))).toEqual(expect.arrayContaining(nameIndexes.map((i) => `Bitmap Index Scan on ${i}`)));
    const filtered = await planOf(
      t.db
        .select({ id: ads.id })
        .from(ads)
        .where(await adsMatching(t.db, typed)),
    );
    expect(filtered).toContain("Bitmap Index Scan on ads_title_trgm_idx");
    expect(filtered).not.toContain("Seq Scan on ads");
  });

  it("knows a rare text matches few ads, so a page of them is sorted from the indexes, not walked along every ad", async () => {
    const explained = (await t.db.execute(
      sql`explain (format json) ${t.db
        .select({ id: ads.id })
        .from(ads)
        .where(await adsMatching(t.db, "bike"))}`,
    )) as unknown as { rows: Array<{ "QUERY PLAN": Array<{ Plan: PlanNode & { "Plan Rows": number } }> }> };
    // 3 match; a subquery of business ids is estimated at 100 ads, which made a page of 20 a walk in name order.
    expect(explained.rows[0]!["QUERY PLAN"][0]!.Plan["Plan Rows"]).toBeLessThan(20);
  });

  it.each([
    ["activity", () => ids.author],
    ["own_compliments", () => ids.author],
    ["claimed_compliments", () => ids.claimer],
    ["ad_reviews", () => ids.complimentAd],
    ["reviews_to", () => ids.author],
    ["messages", () => ids.conversation],
  ] as const)("the total of %s (20,000) is one row of its counter", async (list, owner) => {
    const explained = (await t.db.execute(
      sql`explain (analyze, buffers, format json) ${listTotalRow(t.db, list, owner())}`,
    )) as unknown as {
      rows: Array<{ "QUERY PLAN": Array<{ Plan: PlanNode }> }>;
    };
    const plan = explained.rows[0]!["QUERY PLAN"][0]!.Plan;
    const buffers = (plan["Shared Hit Blocks"] ?? 0) + (plan["Shared Read Blocks"] ?? 0);
    const [row] = await listTotalRow(t.db, list, owner());
    expect({ n: row?.n, onePage: buffers <= 3 }).toEqual({ n: HEAVY, onePage: true });
  });
});
