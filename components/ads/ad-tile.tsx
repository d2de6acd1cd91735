import Link from "next/link";
import type { Ad } from "@/lib/api/shapes";

/** An ad as a compact card linking to its detail page (with the compliment it came with). */
export function AdTile({ ad, complimentId }: { ad: Ad; complimentId?: number }) {
  const href = `/ads/${ad.id}${complimentId ? `?compliment_id=${complimentId}` : ""}`;
  return (
    <Link href={href} className="group block overflow-hidden rounded-lg bg-white ring-1 ring-stone-200 hover:ring-brand-600">
      {ad.imageUrl ? (
        <img src={ad.imageUrl} alt="" width={400} height={300} className="aspect-[4/3] w-full object-cover" />
      ) : (
        <div className="flex aspect-[4/3] items-center justify-center bg-stone-100 text-sm text-stone-500">No ad image available</div>
      )}
      <div className="p-3">
        <p className="font-medium group-hover:text-brand-700">{ad.title}</p>
        <p className="text-sm text-stone-600">{ad.business.name}</p>
        {ad.offer && <p className="mt-1 text-xs font-semibold uppercase tracking-wide text-brand-700">{ad.offer.name}</p>}
      </div>
    </Link>
  );
}
