import { Suspense } from "react";
import type { Metadata } from "next";
import { BusinessAds, BusinessDetails, SocialMedia } from "@/components/ads/business-details";
import { CouponPanel } from "@/components/ads/coupon-panel";
import { ReviewsOnFirstUse } from "@/components/ads/reviews-on-first-use";
import { Avatar } from "@/components/ui/avatar";
import { listReviews } from "@/lib/api/ads";
import { linkedComplimentId, loadAdDetail } from "@/lib/api/ad-page";
import { getBackendToken } from "@/lib/auth/session";
import { pageSizes } from "@/lib/pagination";
import { ReportButton } from "@/components/moderation/report-button";

type Props = { params: Promise<{ adId: string }>; searchParams: Promise<{ compliment_id?: string }> };

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { ad, business } = await loadAdDetail((await params).adId, (await searchParams).compliment_id);
  return { title: ad.title, description: `${ad.offer?.name ?? ad.title} at ${business.name}`, openGraph: { title: ad.title } };
}

export default async function AdPage({ params, searchParams }: Props) {
  const { adId } = await params;
  const { compliment_id } = await searchParams;
  const detail = await loadAdDetail(adId, compliment_id);
  const { ad, business, compliment } = detail;
  const token = await getBackendToken();
  // An ad shown without a compliment has no reviews; a failed load is tried again in the browser.
  const reviews = compliment
    ? await listReviews(compliment.complimentAdId, 1, pageSizes.reviews.initial, token).catch(() => null)
    : { items: [], page: 1, lastPage: 1, perPage: pageSizes.reviews.initial, total: 0 };
  // Only those who hold the compliment's code get it with the ad; a guest who came from it still
  // goes to log in with the same address, and only its claimer gets a coupon.
  const linked = linkedComplimentId(compliment_id);
  const returnTo = `/ads/${ad.id}${linked ? `?compliment_id=${linked}` : ""}`;
  // The page's parts are Suspense boundaries of their own, though nothing in them waits: React
  // hydrates each boundary in a task of its own, which cuts the page's longest task (issue 34,
  // docs/decisions.md).
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
      <div className="space-y-6">
        <Suspense>
          <BusinessDetails business={business} place={detail.place} />
        </Suspense>
      </div>
      <div className="space-y-6">
        <Suspense>
          <section aria-labelledby="coupon-heading" className="rounded-xl bg-white p-5 text-center shadow-sm ring-1 ring-brand-600">
            <h1 id="coupon-heading" className="text-xl font-semibold text-brand-700">
              Your Exclusive Coupon
            </h1>
            {compliment && (
              <div className="mt-3 flex items-center justify-center gap-2">
                <Avatar src={compliment.author.avatarUrl} name={compliment.author.name} size={32} />
                <span className="text-sm">From {compliment.author.name}</span>
              </div>
            )}
            <p className="mt-4 font-medium">{ad.title}</p>
            <CouponPanel
              offer={ad.offer}
              coupon={detail.coupon}
              missed={detail.couponMissed}
              business={business.name}
              complimentId={compliment?.id ?? linked}
              adId={ad.id}
            />
            <ReportButton target={{ kind: "ad", id: ad.id }} guest={!token} about={`ad ${ad.title}`} />
          </section>
        </Suspense>
        {/* A guest's reviews come with their first use of the page; a member's at once (a kept draft
            shows without a touch), and so do reviews the server could not load (the browser tries again). */}
        <ReviewsOnFirstUse
          hydrateAtOnce={Boolean(token) || !reviews}
          complimentAdId={compliment?.complimentAdId}
          initial={reviews}
          returnTo={returnTo}
          guest={!token}
          linked={Boolean(linked)}
        />
      </div>
      <div className="space-y-6">
        <Suspense>
          <BusinessAds ads={detail.businessAds} businessName={business.name} />
          <SocialMedia links={business.socialMedia} />
        </Suspense>
      </div>
    </div>
  );
}
