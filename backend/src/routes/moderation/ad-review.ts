import { and, asc, eq } from "drizzle-orm";
import { businessMessages } from "@/common/validations/business";
import type { Db } from "../../db/client";
import { firstRow } from "../../db/rows";
import { ads, businessMembers, businessProfiles, moderationDecisions, offers, users } from "../../db/schema";
import type { AppDeps } from "../../deps";
import { mailJob } from "../../jobs/mail";
import { enqueue, type Executor } from "../../jobs/queue";
import { ApiError } from "../../lib/errors";
import { actionMail } from "../../lib/mail-templates";
import { ownOfferJson } from "../business-setup/json";
import { decisionJson } from "./log";

/** How many waiting ads the queue shows at once. */
const QUEUE_SIZE = 50;

/** The ads waiting for review (a new business's, until one of its ads is approved), oldest first. */
export async function listWaitingAds(db: Db) {
  const rows = await db
    .select({ ad: ads, offer: offers, business: businessProfiles })
    .from(ads)
    .innerJoin(businessProfiles, eq(businessProfiles.id, ads.businessProfileId))
    .leftJoin(offers, eq(offers.adId, ads.id))
    .where(eq(ads.review, "waiting"))
    .orderBy(asc(ads.createdAt), asc(ads.id))
    .limit(QUEUE_SIZE);
  return rows.map(({ ad, offer, business }) => ({
    id: ad.id,
    title: ad.title,
    image: ad.image,
    contact: ad.contact,
    created_at: ad.createdAt.toISOString(),
    business: {
      id: business.id,
      name: business.name,
      logo: business.logo,
      email: business.email,
      website: business.website,
      address: business.address,
      time_zone: business.timeZone,
    },
    offer: offer && ownOfferJson(offer),
  }));
}

export type AdReview = { decision: "approve" | "reject"; reason: string };

const notWaiting = () => new ApiError(409, businessMessages.notWaiting);

/**
 * An operator's review of a waiting ad, logged as a decision (action approve or reject, target
 * kind ad). Approving puts the ad live and approves its business: its later ads go live at once.
 * Rejecting keeps it hidden with the reason, mailed to the business's owners in the same transaction.
 */
export async function reviewAd(
  deps: Pick<AppDeps, "db" | "clock" | "config">,
  operator: { id: number; name: string },
  adId: number,
  r: AdReview,
) {
  const { db, clock } = deps;
  const now = clock.now();
  const decision = await db.transaction(async (tx) => {
    const [ad] = await tx
      .select({ id: ads.id, title: ads.title, review: ads.review, businessId: ads.businessProfileId })
      .from(ads)
      .where(eq(ads.id, adId))
      .for("update");
    if (!ad) throw new ApiError(404, "Ad not found.");
    if (ad.review !== "waiting") throw notWaiting();
    const owners = await tx
      .select({ id: users.id, name: users.name, email: users.email })
      .from(businessMembers)
      .innerJoin(users, eq(users.id, businessMembers.userId))
      .where(and(eq(businessMembers.businessProfileId, ad.businessId), eq(businessMembers.role, "owner")))
      .orderBy(asc(businessMembers.createdAt), asc(users.id));
    const row = firstRow(
      await tx
        .insert(moderationDecisions)
        .values({
          operatorId: operator.id,
          action: r.decision,
          targetKind: "ad",
          targetId: ad.id,
          targetUserId: owners[0]?.id ?? null,
          reportIds: [],
          reason: r.reason,
          createdAt: now,
        })
        .returning(),
      "the decision insert",
    );
    if (r.decision === "approve") {
      await tx.update(ads).set({ review: "approved", reviewReason: null }).where(eq(ads.id, ad.id));
      await tx.update(businessProfiles).set({ approvedAt: now }).where(eq(businessProfiles.id, ad.businessId));
    } else {
      await tx.update(ads).set({ review: "rejected", reviewReason: r.reason }).where(eq(ads.id, ad.id));
      await mailOwners(tx, deps, owners, { adId: ad.id, title: ad.title, reason: r.reason }, now);
    }
    return row;
  });
  return decisionJson(decision, operator);
}

/** The rejection, with the operator's reason, to each owner. */
async function mailOwners(
  tx: Executor,
  { config }: Pick<AppDeps, "config">,
  owners: Array<{ name: string; email: string }>,
  ad: { adId: number; title: string; reason: string },
  now: Date,
) {
  for (const owner of owners) {
    const mail = actionMail({
      appName: config.appName,
      to: owner.email,
      name: owner.name,
      subject: "Your ad was not approved",
      intro: `An operator reviewed your ad "${ad.title}" and did not approve it, with these reasons:`,
      quote: ad.reason,
      action: "Edit your ad",
      url: `${config.appUrl}/business/ads/${ad.adId}`,
      outro: "Once you change it, it waits for review again. A person on our team made this decision.",
    });
    await enqueue(tx, mailJob(mail, now));
  }
}
