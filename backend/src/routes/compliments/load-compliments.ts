import { desc, eq, inArray, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";
import {
  ads, businessProfiles, claims, complimentAds, compliments, complimentViews, conversations, coupons, profiles, users,
} from "../../db/schema";
import type { AppConfig } from "../../deps";
import { qrDataUrl } from "../../lib/qr";
import { adObject, type ViewerId } from "../ads/ad-columns";
import { conversationJson, type ConversationJson } from "../conversations/json";
import { selectConversations } from "../conversations/find-conversations";
import type { Person } from "../users/json";
import { complimentAdJson, complimentJson, type AdRow, type ComplimentJson } from "./json";

type Deps = { db: Db; config: AppConfig };

export const publicUrl = (config: AppConfig, code: string) =>
  `${config.appUrl}/show-compliment?${new URLSearchParams({ code })}`;

const author = alias(users, "author");
const authorProfile = alias(profiles, "author_profile");

/**
 * Compliments as `viewerId` (null for a guest) may see them, each with its author, claim, views
 * and ads, in one statement; callers add the where. Planning is most of the cost of a statement
 * this small, and subqueries on indexes plan faster than the same joins.
 */
export const selectCompliments = (db: Db, viewerId: ViewerId) => db.select({
  compliment: compliments,
  customer: { id: author.id, name: author.name, avatar: authorProfile.avatar, code: authorProfile.code },
  claimedBy: sql<Person | null>`(select json_build_object('id', ${users.id}, 'name', ${users.name}, 'avatar', ${profiles.avatar})
    from ${claims} join ${users} on ${users.id} = ${claims.userId} left join ${profiles} on ${profiles.userId} = ${users.id}
    where ${claims.complimentId} = ${compliments.id})`,
  views: sql<number>`(select count(*) from ${complimentViews}
    where ${complimentViews.complimentId} = ${compliments.id})`.mapWith(Number),
  ads: sql<Array<{ complimentAdId: number; ad: AdRow }>>`(select coalesce(json_agg(
      json_build_object('complimentAdId', ${complimentAds.id}, 'ad', ${adObject(viewerId)})
      order by ${complimentAds.position}, ${complimentAds.id}), '[]'::json)
    from ${complimentAds}
    join ${ads} on ${ads.id} = ${complimentAds.adId}
    join ${businessProfiles} on ${businessProfiles.id} = ${ads.businessProfileId}
    left join ${coupons} on ${coupons.adId} = ${ads.id}
    where ${complimentAds.complimentId} = ${compliments.id})`,
})
  .from(compliments)
  .innerJoin(author, eq(author.id, compliments.customerId))
  .leftJoin(authorProfile, eq(authorProfile.userId, author.id))
  .$dynamic();

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
export async function complimentsJson({ db, config }: Deps, rows: ComplimentRow[], viewerId: number | null) {
  const ownIds = rows.filter((r) => r.compliment.customerId === viewerId).map((r) => r.compliment.id);
  const [conversationsById, qrCodes] = await Promise.all([
    viewerId !== null && ownIds.length > 0 ? loadConversations(db, ownIds, viewerId) : new Map<number, ConversationJson[]>(),
    Promise.all(rows.map((r) => qrDataUrl(publicUrl(config, r.compliment.code)))),
  ]);
  return rows.map((r, i) => complimentJson({
    compliment: r.compliment,
    customer: r.customer,
    claimedBy: r.claimedBy,
    views: r.views,
    ads: r.ads.map(({ complimentAdId, ad }) => complimentAdJson({ ...ad, complimentAdId })),
    conversations: conversationsById.get(r.compliment.id) ?? [],
    qrCode: qrCodes[i],
  }, viewerId));
}

async function loadConversations(db: Db, complimentIds: number[], authorId: number) {
  const rows = await selectConversations(db, authorId)
    .where(inArray(conversations.complimentId, complimentIds))
    .orderBy(desc(conversations.createdAt), desc(conversations.id));
  const groups = new Map<number, ConversationJson[]>();
  for (const row of rows) {
    const group = groups.get(row.complimentId!) ?? [];
    group.push(conversationJson(row));
    groups.set(row.complimentId!, group);
  }
  return groups;
}
