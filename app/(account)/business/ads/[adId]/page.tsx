import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { AdForm } from "@/components/business/ad-form";
import { ReviewState } from "@/components/business/review-state";
import { getBusiness, getBusinessAd, ownedBusiness } from "@/lib/api/business";
import { loadAsUser } from "@/lib/auth/require";

export const metadata: Metadata = { title: "Edit ad" };

type Props = { params: Promise<{ adId: string }> };

/** An ad and its offer, edited by its business's owner; another business's ad is the 404 page. */
export default async function EditAdPage({ params }: Props) {
  const { adId } = await params;
  const id = /^\d{1,10}$/.test(adId) ? Number(adId) : 0;
  const loaded = await loadAsUser(`/business/ads/${adId}`, async (token) => {
    const owned = await ownedBusiness(token);
    if (!owned || !id) return null;
    return { business: await getBusiness(token, owned.id), ad: await getBusinessAd(token, owned.id, id) };
  });
  if (!loaded) notFound();
  const { business, ad } = loaded;
  return (
    <section className="mx-auto max-w-3xl rounded-xl bg-white p-6 shadow-sm ring-1 ring-stone-200 sm:p-8">
      <p className="mb-2 text-sm">
        <Link href="/business" className="font-medium text-brand-700 underline">
          {business.name}
        </Link>
      </p>
      <h1 className="mb-2 text-2xl font-semibold">Edit ad</h1>
      <p className="mb-6 flex flex-wrap items-center gap-2">
        <ReviewState ad={ad} />
        {ad.review === "rejected" && !business.approved && (
          <span className="text-sm text-stone-700">Saving your changes sends it for review again.</span>
        )}
      </p>
      <AdForm businessId={business.id} timeZone={business.timeZone} ad={ad} />
    </section>
  );
}
