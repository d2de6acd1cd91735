import Link from "next/link";
import { DataTable, EmptyState } from "@/components/ui/data-table";
import type { OwnAd } from "@/lib/api/business-shapes";
import { statusLabels } from "./offer-labels";
import { ReviewState } from "./review-state";

/** The owner's ads, each with its review state and its offer's status, "New ad", and the business's details. */
export function AdsSection({ ads }: { ads: OwnAd[] }) {
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold">Ads</h2>
        <div className="flex flex-wrap gap-2">
          <Link href="/business/edit" className="rounded-md px-4 py-2 font-medium ring-1 ring-stone-300 hover:bg-stone-100">
            Business details
          </Link>
          <Link href="/business/ads/new" className="rounded-md bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-800">
            New ad
          </Link>
        </div>
      </div>
      {ads.length === 0 ? (
        <EmptyState>You have no ads yet. Make one with its offer: people get a coupon of it with the compliments they keep.</EmptyState>
      ) : (
        <DataTable caption="Your ads, newest first" head={["Ad", "Review", "Offer"]}>
          <tbody>
            {ads.map((ad) => (
              <tr key={ad.id} className="border-t border-stone-200">
                <td className="px-4 py-3 font-medium">
                  <Link href={`/business/ads/${ad.id}`} className="text-brand-700 underline">
                    {ad.title}
                  </Link>
                </td>
                <td className="px-4 py-3">
                  <ReviewState ad={ad} />
                </td>
                <td className="px-4 py-3">{ad.offer ? `${ad.offer.name}: ${statusLabels[ad.offer.status]}` : "No offer"}</td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      )}
    </div>
  );
}
