import { desc, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import {
  ads,
  businessProfiles,
  claims,
  complimentActivities,
  complimentAds,
  compliments,
  conversations,
  offers,
  deliveries,
  profiles,
} from "../../db/schema";
import type { AppConfig } from "../../deps";
import type { Clock } from "../../lib/clock";
import { shortLink } from "@/common/code-links";
import { qrDataUrl } from "../../lib/qr";
import { adObject, type ViewerId } from "../ads/ad-columns";
import { conversationJson, type ConversationJson } from "../conversations/json";
import { selectConversations } from "../conversations/find-conversations";
import { joinPerson, personColumns, personObject } from "../users/person";
import { complimentJson, type ComplimentActivity, type ComplimentJson } from "./json";
import { complimentAdJson, type AdRow } from "../ads/ad-json";
import { complimentSigningJson, signingColumn } from "../signing/signing-json";

type Deps = { db: Db; config: AppConfig; clock: Clock };

/**
 * Compliments as `viewerId` (null for a guest) may see them, each with its author, claim, views
 * and ads, in one statement; callers add the where. Planning is most of the cost of a statement
 * this small, and subqueries on indexes plan faster than the same joins.
 */
export const selectCompliments = (db: Db, viewerId: ViewerId) =>
  joinPerson(
    db
      .select({
        compliment: compliments,
        customer: { ...personColumns, code: profiles.code },
        claimedBy: personObject(sql`(select ${claims.userId} from ${claims} where ${claims.complimentId} = ${compliments.id})`),
        views: compliments.viewCount,
        signing: signingColumn,
        ads: sql<Array<{ complimentAdId: number; ad: AdRow }>>`(select coalesce(json_agg(
      json_build_object('complimentAdId', ${complimentAds.id}, 'ad', ${adObject(viewerId)})
      order by ${complimentAds.position}, ${complimentAds.id}), '[]'::json)
    from ${complimentAds}
    join ${ads} on ${ads.id} = ${complimentAds.adId}
    join ${businessProfiles} on ${businessProfiles.id} = ${ads.businessProfileId}
    left join ${offers} on ${offers.adId} = ${ads.id}
    where ${complimentAds.complimentId} = ${compliments.id})`,
      })
      .from(compliments)
      .$dynamic(),
    compliments.customerId,
  );

export type ComplimentRow = Awaited<ReturnType<typeof selectCompliments>>[number];

/** The compliments with these ids, in the order given, as `viewerId` (null for a guest) may see them. */
export async function loadCompliments(deps: Deps, ids: number[], viewerId: number | null): Promise<ComplimentJson[]> {
  if (ids.length === 0) return [];
  const rows = await selectCompliments(deps.db, viewerId).where(inArray(compliments.id, ids));
  const byId = new Map((await complimentsJson(deps, rows, viewerId)).map((c) => [c.id, c]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * Rows of `selectCompliments` as `viewerId` may see them. Only the viewer's own compliments need
 * another query, for their conversations; QR codes come from memory once drawn.
 */
export async function complimentsJson({ db, config, clock }: Deps, rows: ComplimentRow[], viewerId: number | null) {
  const ownIds = rows.filter((r) => r.compliment.customerId === viewerId).map((r) => r.compliment.id);
  const own = viewerId !== null && ownIds.length > 0;
  const [conversationsById, activityById, deliveryById, drawn] = await Promise.all([
    own ? loadConversations(db, ownIds, viewerId) : new Map<number, ConversationJson[]>(),
    own ? loadActivity(db, ownIds) : new Map<number, ComplimentActivity>(),
    own ? loadDeliveries(db, ownIds) : new Map<number, typeof deliveries.$inferSelect>(),
    Promise.all(rows.map(async (r) => ({ r, qrCode: await qrDataUrl(shortLink(config.appUrl, r.compliment.code)) }))),
  ]);
  return drawn.map(({ r, qrCode }) =>
    complimentJson(
      {
        compliment: r.compliment,
        customer: r.customer,
        claimedBy: r.claimedBy,
        views: r.views,
        ads: r.ads.map(({ complimentAdId, ad }) => complimentAdJson({ ...ad, complimentAdId })),
        conversations: conversationsById.get(r.compliment.id) ?? [],
        activity: activityById.get(r.compliment.id),
        delivery: deliveryById.get(r.compliment.id),
        qrCode,
        signing: complimentSigningJson(r.signing, r.compliment.customerId === viewerId, clock.now()),
      },
      viewerId,
    ),
  );
}

/** The deliveries by e-mail of these compliments, the author's own. */
async function loadDeliveries(db: Db, complimentIds: number[]) {
  const rows = await db.select().from(deliveries).where(inArray(deliveries.complimentId, complimentIds));
  return new Map(rows.map((row) => [row.complimentId, row]));
}

/** When each of these compliments was first viewed, claimed and replied to. */
async function loadActivity(db: Db, complimentIds: number[]) {
  const rows = await db
    .select({ complimentId: complimentActivities.complimentId, kind: complimentActivities.kind, at: complimentActivities.createdAt })
    .from(complimentActivities)
    .where(inArray(complimentActivities.complimentId, complimentIds));
  const byId = new Map<number, ComplimentActivity>();
  for (const { complimentId, kind, at } of rows) {
    const activity = byId.get(complimentId) ?? { viewed_at: null, claimed_at: null, replied_at: null };
    activity[`${kind}_at`] = at.toISOString();
    byId.set(complimentId, activity);
  }
  return byId;
}

async function loadConversations(db: Db, complimentIds: number[], authorId: number) {
  const rows = await selectConversations(db, authorId)
    .where(inArray(conversations.complimentId, complimentIds))
    .orderBy(desc(conversations.createdAt), desc(conversations.id));
  const groups = new Map<number, ConversationJson[]>();
  for (const row of rows) {
    if (row.complimentId === null) continue;
    const group = groups.get(row.complimentId) ?? [];
    group.push(conversationJson(row));
    groups.set(row.complimentId, group);
  }
  return groups;
}
