// The large dataset of `npm run bench:growth`, written with set-based SQL into a seeded database.
// At scale 1 it is 2k users, 20k compliments, 50k views, 2k conversations with 50k messages, 200
// ads and 5k reviews; scale 100 is the 100× of issue 21. One heavy user comes on top at any scale:
// 20k compliments written (each viewed, half claimed), 10k conversations, one chat of 50k messages,
// 20k reviews by others, and an ad on one compliment with 6k reviews (page 900 at 5 a page).
import type { Client } from "pg";

export const HEAVY_EMAIL = "heavy@growth.example.com";
export const HEAVY_CHAT_TITLE = "Long chat of the heavy user";

export type Volumes = {
  users: number;
  businesses: number;
  ads: number;
  compliments: number;
  views: number;
  conversations: number;
  messages: number;
  reviews: number;
};

export const volumesAt = (scale: number): Volumes => ({
  users: 2_000 * scale,
  businesses: 20 * scale,
  ads: 200 * scale,
  compliments: 20_000 * scale,
  views: 50_000 * scale,
  conversations: 2_000 * scale,
  messages: 50_000 * scale,
  reviews: 5_000 * scale,
});

const HEAVY = { compliments: 20_000, conversations: 10_000, chatMessages: 50_000, reviewsToThem: 20_000, reviewsOnOneAd: 6_000 };

/** The steps' runner: each step logged with its time, and the ids each step wrote, for later picks. */
function steps(client: Client, log: (line: string) => void) {
  const step = async (name: string, sql: string, params: unknown[] = []) => {
    const started = performance.now();
    const result = await client.query(sql, params);
    log(`  ${name}: ${result.rowCount ?? 0} rows, ${((performance.now() - started) / 1000).toFixed(1)} s`);
  };
  // The ids each step wrote, read back and written into later statements as numbers: a random pick
  // must be an expression of each row, which a subquery would not be (it runs once).
  const ranges = new Map<string, { low: number; high: number }>();
  const range = async (name: string, table: string, where: string) => {
    const { rows } = await client.query(`select min(id)::int as low, max(id)::int as high from ${table} where ${where}`);
    ranges.set(name, rows[0]);
  };
  const pick = (name: string) => {
    const { low, high } = ranges.get(name)!;
    return `(${low} + floor(random() * ${high - low + 1})::int)`;
  };
  return { step, ranges, range, pick };
}

/** The catalogue: `businesses` businesses and `ads` ads among them, each with an offer (the ad search's rows). */
async function catalogue({ step, ranges, range }: ReturnType<typeof steps>, v: Pick<Volumes, "businesses" | "ads">) {
  await step("businesses", `insert into business_profiles (name) select 'Grown Business ' || n from generate_series(1, ${v.businesses}) n`);
  await range("businesses", "business_profiles", `name like 'Grown Business %'`);
  await step(
    "ads",
    `insert into ads (business_profile_id, title, contact)
     select ${ranges.get("businesses")!.low} + n % ${v.businesses}, 'Grown ad ' || n, 'Call 555-' || n
     from generate_series(1, ${v.ads}) n`,
  );
  await range("ads", "ads", `title like 'Grown ad %'`);
  await step(
    "offers",
    `insert into offers (ad_id, name, value, terms) select id, 'Offer of ad ' || id, '10% off', 'One per visit.' from ads where title like 'Grown ad %'`,
  );
}

/** Only the catalogue of `volumes` (bench:growth's `--only=ads`), then ANALYZE as autovacuum would. */
export async function generateCatalogue(client: Client, volumes: Volumes, log: (line: string) => void) {
  await catalogue(steps(client, log), volumes);
  await client.query("analyze business_profiles, ads, offers");
}

/** Runs each step in order, logging how long it took. */
export async function generate(client: Client, volumes: Volumes, passwordHash: string, log: (line: string) => void) {
  const v = volumes;
  const run = steps(client, log);
  const { step, ranges, range, pick } = run;
  await client.query("select setseed(0.21)");

  await step(
    "users",
    `insert into users (name, email, password_hash, email_verified_at)
     select 'Grown User ' || n, 'grown' || n || '@growth.example.com', $1, now() from generate_series(1, ${v.users}) n
     union all select 'Heavy User', '${HEAVY_EMAIL}', $1, now()`,
    [passwordHash],
  );
  await range("users", "users", `email like 'grown%@growth.example.com'`);
  await range("heavy", "users", `email = '${HEAVY_EMAIL}'`);
  const heavy = ranges.get("heavy")!.low;
  // 8-digit codes by a bijection of the id (48271 is prime to 10^8), so they never collide with each other.
  await step(
    "profiles",
    `insert into profiles (user_id, code) select id, lpad(((id::bigint * 48271 + 7777) % 100000000)::text, 8, '0')
     from users where email like '%@growth.example.com' on conflict (code) do nothing`,
  );
  await catalogue(run, v);

  // Written over the past year, so lists have history; ids follow the series, not the dates.
  const complimentsSql = (count: number, offset: number, author: string) =>
    `insert into compliments (code, customer_id, "to", compliment, created_at, updated_at)
     select lpad(((n::bigint * 7919 + 31415926) % 100000000)::text, 8, '0'), ${author}, 'Friend',
       'You made my day with your kindness.', t, t
     from generate_series(${offset + 1}, ${offset + count}) n, lateral (select now() - random() * interval '365 days' as t) d
     on conflict (code) do nothing`;
  await step("compliments", complimentsSql(v.compliments, 0, pick("users")));
  await range("compliments", "compliments", `"to" = 'Friend' and customer_id <> ${heavy}`);
  await step("heavy user's compliments", complimentsSql(HEAVY.compliments, v.compliments, String(heavy)));
  await range("heavy compliments", "compliments", `customer_id = ${heavy}`);

  await step(
    "ads on compliments",
    `insert into compliment_ads (compliment_id, ad_id)
     select id, ${pick("ads")} from compliments
     where "to" = 'Friend' and (random() < 0.3 or customer_id = ${heavy})`,
  );
  await step(
    "views",
    `insert into compliment_views (compliment_id, device_id, created_at)
     select ${pick("compliments")}, substr(md5(n::text), 1, 10), now() - random() * interval '300 days' from generate_series(1, ${v.views}) n
     union all select id, 'heavyview1', created_at + interval '1 hour' from compliments
       where customer_id = ${heavy}
     on conflict do nothing`,
  );
  await step(
    "view counts",
    `update compliments c set view_count = v.count from (select compliment_id, count(*) as count from compliment_views group by 1) v
     where c.id = v.compliment_id and c."to" = 'Friend'`,
  );
  // A third of the compliments are claimed, and half of the heavy user's.
  await step(
    "claims",
    `insert into claims (compliment_id, user_id, created_at)
     select id, ${pick("users")}, created_at + interval '2 hours' from compliments
     where "to" = 'Friend' and (random() < 0.33 or (customer_id = ${heavy} and id % 2 = 0))`,
  );
  await step(
    "activity",
    `insert into compliment_activities (compliment_id, author_id, kind, actor_id, created_at)
     select c.id, c.customer_id, 'viewed', null, c.created_at + interval '1 hour' from compliments c where c."to" = 'Friend' and c.view_count > 0
     union all select c.id, c.customer_id, 'claimed', cl.user_id, cl.created_at from claims cl join compliments c on c.id = cl.compliment_id where c."to" = 'Friend'`,
  );

  // Conversations on claimed compliments: the heavy user's first, then everyone's, up to the volumes.
  await client.query(`create temporary table talks as
    select row_number() over () as n, compliment_id, author, claimer from (
      (select c.id as compliment_id, c.customer_id as author, cl.user_id as claimer from compliments c join claims cl on cl.compliment_id = c.id
       where c.customer_id = ${heavy} order by c.id limit ${HEAVY.conversations})
      union all
      (select c.id, c.customer_id, cl.user_id from compliments c join claims cl on cl.compliment_id = c.id
       where c."to" = 'Friend' and c.customer_id <> ${heavy} order by c.id limit ${v.conversations})) t`);
  await step(
    "conversations",
    `insert into conversations (compliment_id, title, created_at, updated_at)
     select compliment_id, case when n = 1 then '${HEAVY_CHAT_TITLE}' else 'About your compliment' end, now() - interval '200 days', now() from talks order by n`,
  );
  await client.query(`alter table talks add column conversation_id int`);
  await client.query(`update talks t set conversation_id = c.id from conversations c where c.compliment_id = t.compliment_id`);
  await step(
    "participants",
    `insert into conversation_participants (conversation_id, user_id, is_compliment_owner)
     select conversation_id, author, true from talks union all select conversation_id, claimer, false from talks where claimer <> author`,
  );
  const talkCount = (await client.query(`select count(*)::int as count from talks`)).rows[0].count as number;
  // Messages in time order (ids follow the series): the long chat first, then spread over every conversation.
  await step(
    "messages",
    `insert into messages (conversation_id, sender_id, message, created_at)
     select t.conversation_id, case when i % 2 = 0 then t.author else t.claimer end, 'Thank you so much, it meant a lot.',
       now() - interval '200 days' + i * interval '1 second'
     from generate_series(1, ${HEAVY.chatMessages + v.messages + HEAVY.conversations * 2}) i
     join talks t on t.n = case when i <= ${HEAVY.chatMessages} then 1 else 1 + i % ${talkCount} end`,
  );
  // Most have read everything but the last few days; the rest read nothing.
  await step(
    "read marks",
    `update conversation_participants p set last_read_message_id = coalesce(
       (select max(m.id) from messages m where m.conversation_id = p.conversation_id and m.created_at < now() - interval '3 days'), 0)
     where p.conversation_id in (select conversation_id from talks) and random() < 0.8`,
  );

  // The counters a send and a read keep, as migration 0008 fills them.
  await step(
    "unread counters",
    `update conversation_participants cp set
       unread_count = (select count(*)::int from messages m where m.conversation_id = cp.conversation_id and m.id > cp.last_read_message_id and m.sender_id <> cp.user_id),
       last_message_at = (select m.created_at from messages m where m.conversation_id = cp.conversation_id order by m.id desc limit 1)
     where cp.conversation_id in (select conversation_id from talks)`,
  );

  // Reviews by a compliment's claimer on its ad: everyone's, then to the heavy user, then one ad of theirs with many.
  await client.query(`create temporary table reviewable as
    select row_number() over () as n, ca.id as compliment_ad_id, cl.user_id as reviewer, c.customer_id as author
    from compliment_ads ca join compliments c on c.id = ca.compliment_id join claims cl on cl.compliment_id = c.id where c."to" = 'Friend'`);
  await step(
    "reviews",
    `insert into reviews (compliment_ad_id, compliment_author_id, user_id, review, created_at)
     select r.compliment_ad_id, r.author, r.reviewer, 'Lovely place, friendly staff.', now() - random() * interval '200 days'
     from generate_series(1, ${v.reviews}) i join reviewable r on r.n = 1 + (i::bigint * 7919) % (select count(*) from reviewable)
     union all
     select r.compliment_ad_id, r.author, r.reviewer, 'Lovely place, friendly staff.', now() - random() * interval '200 days'
     from generate_series(1, ${HEAVY.reviewsToThem}) i join (select row_number() over () as k, * from reviewable where author = ${heavy}) r
       on r.k = 1 + i % (select count(*) from reviewable where author = ${heavy})
     union all
     select r.compliment_ad_id, r.author, r.reviewer, 'Came back again today.', now() - i * interval '1 minute'
     from generate_series(1, ${HEAVY.reviewsOnOneAd}) i, (select * from reviewable where author = ${heavy} order by n limit 1) r`,
  );
  // What autovacuum does to a table that has settled: statistics, and the visibility map that lets
  // the lists' counts read their index alone.
  await step("vacuum analyze", "vacuum analyze");
}
