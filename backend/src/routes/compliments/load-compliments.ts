import { asc, desc, eq, inArray, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";
import {
  ads, businessProfiles, claims, complimentAds, compliments, complimentViews, conversations, coupons, profiles, users,
} from "../../db/schema";
import type { AppConfig } from "../../deps";
import { qrDataUrl } from "../../lib/qr";
import { adColumns } from "../ads/ad-columns";
import { conversationJson, type ConversationJson } from "../conversations/json";
import { selectConversations } from "../conversations/find-conversations";
import { complimentAdJson, complimentJson, type ComplimentJson } from "./json";

const author = alias(users, "author");
const authorProfile = alias(profiles, "author_profile");
const claimer = alias(users, "claimer");
const claimerProfile = alias(profiles, "claimer_profile");

export const publicUrl = (config: AppConfig, code: string) =>
  `${config.appUrl}/show-compliment?${new URLSearchParams({ code })}`;

/**
 * The compliments with these ids, in the order given, as `viewerId` (null for a guest) may see
 * them. Three queries however many ids: the compliments with author, claim and views, their ads,
 * and the viewer's own conversations about them.
 */
export async function loadCompliments(
  { db, config }: { db: Db; config: AppConfig }, ids: number[], viewerId: number | null,
): Promise<ComplimentJson[]> {
  if (ids.length === 0) return [];
  const rows = await db.select({
    compliment: compliments,
    customer: { id: author.id, name: author.name, avatar: authorProfile.avatar, code: authorProfile.code },
    claimerId: claimer.id,
    claimerName: claimer.name,
    claimerAvatar: claimerProfile.avatar,
    views: sql<number>`(select count(*) from ${complimentViews}
      where ${complimentViews.complimentId} = ${compliments.id})`.mapWith(Number),
  })
    .from(compliments)
    .innerJoin(author, eq(author.id, compliments.customerId))
    .leftJoin(authorProfile, eq(authorProfile.userId, author.id))
    .leftJoin(claims, eq(claims.complimentId, compliments.id))
    .leftJoin(claimer, eq(claimer.id, claims.userId))
    .leftJoin(claimerProfile, eq(claimerProfile.userId, claimer.id))
    .where(inArray(compliments.id, ids));

  const ownIds = rows.filter((r) => r.compliment.customerId === viewerId).map((r) => r.compliment.id);
  const [adsById, conversationsById, qrCodes] = await Promise.all([
    loadAds(db, ids, viewerId),
    viewerId !== null ? loadConversations(db, ownIds, viewerId) : new Map<number, ConversationJson[]>(),
    Promise.all(rows.map((r) => qrDataUrl(publicUrl(config, r.compliment.code)))),
  ]);

  const byId = new Map(rows.map((r, i) => [r.compliment.id, complimentJson({
    compliment: r.compliment,
    customer: r.customer,
    claimedBy: r.claimerId !== null ? { id: r.claimerId, name: r.claimerName!, avatar: r.claimerAvatar } : null,
    views: r.views,
    ads: adsById.get(r.compliment.id) ?? [],
    conversations: conversationsById.get(r.compliment.id) ?? [],
    qrCode: qrCodes[i],
  }, viewerId)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

async function loadAds(db: Db, complimentIds: number[], viewerId: number | null) {
  const rows = await db.select({
    ...adColumns(viewerId),
    complimentAdId: complimentAds.id,
    complimentId: complimentAds.complimentId,
  })
    .from(complimentAds)
    .innerJoin(ads, eq(ads.id, complimentAds.adId))
    .innerJoin(businessProfiles, eq(businessProfiles.id, ads.businessProfileId))
    .leftJoin(coupons, eq(coupons.adId, ads.id))
    .where(inArray(complimentAds.complimentId, complimentIds))
    .orderBy(asc(complimentAds.position), asc(complimentAds.id));
  return groupBy(rows, (r) => r.complimentId, complimentAdJson);
}

async function loadConversations(db: Db, complimentIds: number[], authorId: number) {
  if (complimentIds.length === 0) return new Map<number, ConversationJson[]>();
  const rows = await selectConversations(db, authorId)
    .where(inArray(conversations.complimentId, complimentIds))
    .orderBy(desc(conversations.createdAt), desc(conversations.id));
  return groupBy(rows, (r) => r.complimentId!, conversationJson);
}

function groupBy<R, T>(rows: R[], key: (row: R) => number, map: (row: R) => T): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const group = groups.get(key(row)) ?? [];
    group.push(map(row));
    groups.set(key(row), group);
  }
  return groups;
}
