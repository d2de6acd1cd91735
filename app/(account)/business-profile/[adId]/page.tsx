import type { Metadata } from "next";
import { BusinessDetails, SocialMedia } from "@/components/ads/business-details";
import { loadAdDetail } from "@/lib/api/ad-page";

type Props = { params: Promise<{ adId: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { business } = await loadAdDetail((await params).adId);
  return { title: business.name };
}

/** Read-only: the business, the ad and its social media; no coupon and no reviews. */
export default async function BusinessProfilePage({ params }: Props) {
  const { ad, business, place } = await loadAdDetail((await params).adId);
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <BusinessDetails business={business} place={place} />
      <section aria-labelledby="ad-heading" className="overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-stone-200">
        {ad.imageUrl ? (
          <img src={ad.imageUrl} alt="" width={400} height={300} className="aspect-[4/3] w-full object-cover" />
        ) : (
          <div className="flex aspect-[4/3] items-center justify-center bg-stone-100 text-sm text-stone-500">No ad image available</div>
        )}
        <div className="p-5">
          <h1 id="ad-heading" className="text-xl font-semibold">
            {ad.title}
          </h1>
          <p className="mt-2 text-sm">
            Contact:{" "}
            <a href={`mailto:${ad.contact}`} className="text-brand-700 hover:underline">
              {ad.contact}
            </a>
          </p>
          <p className="text-sm">Business: {business.name}</p>
        </div>
      </section>
      <SocialMedia links={business.socialMedia} />
    </div>
  );
}
