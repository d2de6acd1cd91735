import type { Metadata } from "next";
import Link from "next/link";
import { BusinessSummary } from "@/components/business/business-summary";
import { CloseBusinessSection } from "@/components/business/close-business-dialog";
import { AdsSection } from "@/components/business/ads-section";
import { MembersPanel } from "@/components/business/members-panel";
import { OfferResults } from "@/components/business/offer-results";
import { RedemptionLog } from "@/components/business/redemption-log";
import { EmptyState } from "@/components/ui/data-table";
import type { RedemptionLogFilter } from "@/common/validations/business";
import {
  getBusinessSummary,
  getOfferResults,
  listBusinessAds,
  listAttempts,
  listInvitations,
  listMembers,
  listMemberships,
  type Membership,
} from "@/lib/api/business";
import { loadAsUser } from "@/lib/auth/require";
import { logFilterOf, logQuery } from "@/lib/redemption-log-query";

export const metadata: Metadata = { title: "Business" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * The business's page for its people: the till for everyone, and for owners a summary first
 * (redeemed today and this week), each offer's results (issued, redeemed, expired, voided, by day), the
 * redemption log (filtered by `from`, `to` and `code` in the address, with a CSV download), the
 * staff and invitations (with the hand-over to another owner) and closing the business.
 */
export default async function BusinessPage({ searchParams }: Props) {
  const params = await searchParams;
  const page = Math.max(1, Math.floor(Number(params.page)) || 1);
  const filter = logFilterOf(params);
  const query = logQuery(filter, page);
  const sections = await loadAsUser(`/business${query ? `?${query}` : ""}`, async (token) => {
    const memberships = await listMemberships(token);
    return Promise.all(
      memberships.map(async (membership) =>
        membership.role === "owner"
          ? {
              membership,
              summary: await getBusinessSummary(token, membership.id),
              offerResults: await getOfferResults(token, membership.id),
              attempts: await listAttempts(token, membership.id, filter, page),
              members: await listMembers(token, membership.id),
              invitations: await listInvitations(token, membership.id),
              ads: await listBusinessAds(token, membership.id),
            }
          : { membership },
      ),
    );
  });

  if (sections.length === 0) {
    return (
      <section className="space-y-4">
        <h1 className="text-2xl font-semibold">Business</h1>
        <EmptyState>
          <p>This page is for the people of a business. Ask its owner to add you with the e-mail address of your account.</p>
          <p className="mt-4">Running a shop yourself? Open its page, make an ad with an offer, and redeem its coupons here.</p>
          <Link
            href="/business/new"
            className="mt-4 inline-block rounded-md bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-800"
          >
            Open a business
          </Link>
        </EmptyState>
      </section>
    );
  }
  return (
    <div className="space-y-10">
      {sections.map((section) => (
        <BusinessSection key={section.membership.id} {...section} page={page} filter={filter} />
      ))}
    </div>
  );
}

type Owned = {
  summary: Awaited<ReturnType<typeof getBusinessSummary>>;
  offerResults: Awaited<ReturnType<typeof getOfferResults>>;
  attempts: Awaited<ReturnType<typeof listAttempts>>;
  members: Awaited<ReturnType<typeof listMembers>>;
  invitations: Awaited<ReturnType<typeof listInvitations>>;
  ads: Awaited<ReturnType<typeof listBusinessAds>>;
};
type Shown = { page: number; filter: RedemptionLogFilter };

function BusinessSection({ membership, page, filter, ...owned }: { membership: Membership } & Shown & Partial<Owned>) {
  return (
    <section aria-labelledby={`business-${membership.id}`} className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 id={`business-${membership.id}`} className="text-2xl font-semibold">
            {membership.name}
          </h1>
          <p className="text-sm text-stone-600">{membership.role === "owner" ? "You own this business." : "You are on its staff."}</p>
        </div>
        <Link href="/business/redeem" className="rounded-md bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-800">
          Redeem a coupon
        </Link>
      </div>
      {owned.offerResults && owned.attempts && owned.members && owned.ads && (
        <OwnerView businessId={membership.id} name={membership.name} page={page} filter={filter} {...(owned as Owned)} />
      )}
    </section>
  );
}

function OwnerView({ businessId, name, page, filter, ...owned }: { businessId: number; name: string } & Shown & Owned) {
  const { summary, ads, offerResults, attempts, members, invitations } = owned;
  return (
    <>
      <BusinessSummary businessId={businessId} summary={summary} />
      <AdsSection ads={ads} />
      <OfferResults businessId={businessId} results={offerResults} />

      <RedemptionLog
        businessId={businessId}
        attempts={attempts}
        filter={filter}
        page={page}
        timeZone={summary.time_zone}
        now={new Date()}
      />

      <MembersPanel
        businessId={businessId}
        members={members.map((m) => ({ id: m.user_id, name: m.name, email: m.email, role: m.role }))}
        invitations={invitations}
      />
      <CloseBusinessSection businessId={businessId} name={name} />
    </>
  );
}
