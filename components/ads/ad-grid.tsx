"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Heart } from "lucide-react";
import { toast } from "@/lib/toast";
import type { Ad } from "@/lib/api/shapes";
import { adFailures, toggleFavorite } from "@/lib/client/ads";
import { toastFailure } from "@/lib/client/api";
import { useFocusAfterRemoval } from "@/lib/focus";

/**
 * Ad cards; favourites get 'Remove' (the card goes at once, and focus to the next card's Remove, or
 * the one before, or the page's heading when none is left), the full list a heart that toggles.
 */
export function AdGrid({ initial, favourites }: { initial: Ad[]; favourites: boolean }) {
  const router = useRouter();
  const [ads, setAds] = useState(initial);
  // A refreshed server list replaces what this list showed.
  const [shown, setShown] = useState(initial);
  if (shown !== initial) {
    setShown(initial);
    setAds(initial);
  }
  // The next card's Remove takes focus, or the one before, or the page's heading when none is left.
  const { container: areaRef, removing } = useFocusAfterRemoval<HTMLElement>(ads, (removes, at) => [removes[at], removes[at - 1]]);

  async function toggle(ad: Ad) {
    const previous = ads;
    if (favourites) removing(ads.indexOf(ad));
    setAds(favourites ? ads.filter((a) => a.id !== ad.id) : ads.map((a) => (a.id === ad.id ? { ...a, isFavorite: !a.isFavorite } : a)));
    const result = await toggleFavorite(ad.id);
    if (!result.ok) {
      setAds(previous);
      return toastFailure(result, adFailures.toggleFailed);
    }
    toast.success(result.body.message);
    router.refresh();
  }

  if (ads.length === 0)
    return (
      <p ref={(el) => void (areaRef.current = el)} className="rounded-xl bg-white p-10 text-center text-stone-600 ring-1 ring-stone-200">
        {favourites ? "No favorite ads" : "No ads found"}
      </p>
    );
  return (
    <ul ref={(el) => void (areaRef.current = el)} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {ads.map((ad) => (
        <li key={ad.id} className="relative overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-stone-200">
          <Link href={`/business-profile/${ad.id}`} className="group block">
            {ad.imageUrl ? (
              <img src={ad.imageUrl} alt="" width={400} height={300} className="aspect-[4/3] w-full object-cover" />
            ) : (
              <div className="flex aspect-[4/3] items-center justify-center bg-stone-100 text-sm text-stone-500">No ad image available</div>
            )}
            <div className="p-4 text-sm">
              <p className="text-base font-semibold group-hover:text-brand-700">{ad.title}</p>
              <p>Contact: {ad.contact}</p>
              <p>Business: {ad.business.name}</p>
            </div>
          </Link>
          {favourites ? (
            <button
              type="button"
              data-remove
              onClick={() => toggle(ad)}
              className="mx-4 mb-4 rounded-md px-3 py-1.5 text-sm font-medium text-red-700 ring-1 ring-red-200 hover:bg-red-50"
            >
              Remove<span className="sr-only"> {ad.title} from favourites</span>
            </button>
          ) : (
            <button
              type="button"
              onClick={() => toggle(ad)}
              aria-pressed={ad.isFavorite}
              aria-label={ad.isFavorite ? `Remove ${ad.title} from favourites` : `Add ${ad.title} to favourites`}
              className="absolute right-3 top-3 rounded-full bg-white/90 p-2 shadow hover:bg-white"
            >
              <Heart aria-hidden className={`size-5 ${ad.isFavorite ? "fill-red-600 text-red-600" : "text-stone-700"}`} />
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
