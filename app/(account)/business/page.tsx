import type { Metadata } from "next";
import Link from "next/link";
import { MembersPanel } from "@/components/business/members-panel";
import { DataTable, EmptyState } from "@/components/ui/data-table";
import { TimeLabel } from "@/components/ui/time-label";
import { tillMessages } from "@/common/coupons/till-messages";
import { getCouponReport, listAttempts, listMembers, listMemberships, type Membership } from "@/lib/api/business";
import { loadAsUser } from "@/lib/auth/require";

export const metadata: Metadata = { title: "Business" };

type Props = { searchParams: Promise<{ page?: string }> };

const results: Record<string, string> = {
  redeemed: tillMessages.redeemed,
  already_used: tillMessages.alreadyUsed,
  expired: tillMessages.expired,
  wrong_business: tillMessages.wrongBusiness,
  unknown: tillMessages.unknownCode,
  undone: tillMessages.undone,
};

/**
 * The business's page for its people: the till for everyone, and for owners the coupons each ad
 * has given, redeemed and let expire, the redemption log (with a CSV download) and the staff.
 */
export default async function BusinessPage({ searchParams }: Props) {
  const page = Math.max(1, Math.floor(Number((await searchParams).page)) || 1);
  const sections = await loadAsUser(`/business${page > 1 ? `?page=${page}` : ""}`, async (token) => {
    const memberships = await listMemberships(token);
    return Promise.all(
      memberships.map(async (membership) =>
        membership.role === "owner"
          ? {
              membership,
              report: await getCouponReport(token, membership.id),
              attempts: await listAttempts(token, membership.id, page),
              members: await listMembers(token, membership.id),
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
          This page is for the people of a business. Ask its owner to add you with the e-mail address of your account.
        </EmptyState>
      </section>
    );
  }
  return (
    <div className="space-y-10">
      {sections.map((section) => (
        <BusinessSection key={section.membership.id} {...section} page={page} />
      ))}
    </div>
  );
}

type Owned = {
  report: Awaited<ReturnType<typeof getCouponReport>>;
  attempts: Awaited<ReturnType<typeof listAttempts>>;
  members: Awaited<ReturnType<typeof listMembers>>;
};

function BusinessSection({ membership, page, ...owned }: { membership: Membership; page: number } & Partial<Owned>) {
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
      {owned.report && owned.attempts && owned.members && <OwnerView businessId={membership.id} page={page} {...(owned as Owned)} />}
    </section>
  );
}

function OwnerView({ businessId, page, report, attempts, members }: { businessId: number; page: number } & Owned) {
  return (
    <>
      <div className="space-y-2">
        <h2 className="text-lg font-semibold">Coupons per ad</h2>
        <DataTable caption="Coupons issued, redeemed and expired per ad" head={["Ad", "Offer", "Issued", "Redeemed", "Expired"]}>
          <tbody>
            {report.map((ad) => (
              <tr key={ad.id} className="border-t border-stone-200">
                <td className="px-4 py-3 font-medium">{ad.title}</td>
                <td className="px-4 py-3">{ad.offer ?? "No offer"}</td>
                <td className="px-4 py-3 tabular-nums">{ad.issued}</td>
                <td className="px-4 py-3 tabular-nums">{ad.redeemed}</td>
                <td className="px-4 py-3 tabular-nums">{ad.expired}</td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      </div>

      <div className="space-y-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="text-lg font-semibold">Redemption log</h2>
          <a
            href={`/api/v1/businesses/${businessId}/attempts/export`}
            download="redemptions.csv"
            className="text-sm font-medium text-brand-700 underline"
          >
            Download CSV
          </a>
        </div>
        {attempts.total === 0 ? (
          <EmptyState>No coupon has been tried here yet.</EmptyState>
        ) : (
          <DataTable caption="Every redemption attempt, newest first" head={["When", "Code", "Result", "Member", "Offer"]}>
            <tbody>
              {attempts.items.map((a) => (
                <tr key={a.id} className="border-t border-stone-200">
                  <td className="px-4 py-3">
                    <TimeLabel value={a.at} />
                  </td>
                  <td className="px-4 py-3 font-mono break-all">{a.code}</td>
                  <td className="px-4 py-3">{results[a.result]}</td>
                  <td className="px-4 py-3">{a.member ?? "A former member"}</td>
                  <td className="px-4 py-3">{a.offer ?? "—"}</td>
                </tr>
              ))}
            </tbody>
          </DataTable>
        )}
        {attempts.lastPage > 1 && (
          <nav aria-label="Redemption log pages" className="flex items-center gap-3 text-sm">
            {page > 1 && <Link href={`/business?page=${page - 1}`}>Newer</Link>}
            <span>
              Page {page} of {attempts.lastPage}
            </span>
            {page < attempts.lastPage && <Link href={`/business?page=${page + 1}`}>Older</Link>}
          </nav>
        )}
      </div>

      <MembersPanel businessId={businessId} members={members.map((m) => ({ id: m.user_id, name: m.name, email: m.email, role: m.role }))} />
    </>
  );
}
