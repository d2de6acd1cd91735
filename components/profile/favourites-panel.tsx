"use client";

import { useEffect, useId, useState } from "react";
import { AdGrid } from "@/components/ads/ad-grid";
import { PageControls } from "@/components/ui/page-controls";
import type { Business } from "@/lib/api/shapes";
import { toastFailure } from "@/lib/client/api";
import { listBusinessProfiles } from "@/lib/client/business-profiles";
import { listFavouriteAds } from "@/lib/client/favourites";
import { usePaged } from "@/lib/client/use-paged";
import { ADS_FETCH_FAILED, BUSINESSES_FETCH_FAILED } from "@/lib/messages";
import { pageSizes } from "@/lib/pagination";
import { LogInToSee } from "./log-in-to-see";

type Props = {
  /** Someone else's favourites (public on their dashboard); the viewer's own without it. */
  userId?: number;
  /** A guest viewer: a 401 means "log in to see this", not an ended session. */
  guest?: boolean;
  /** Where logging in comes back to. */
  returnTo: string;
};

/**
 * Favourite ads with a business filter, page size and pages. The viewer's own can be removed;
 * someone else's show the viewer's own hearts, since they are not the viewer's favourites.
 */
export function FavouritesPanel({ userId, guest = false, returnTo }: Props) {
  const [businesses, setBusinesses] = useState<Business[]>([]);
  const [business, setBusiness] = useState("");
  const [loginNeeded, setLoginNeeded] = useState(false);
  const filterId = useId();

  useEffect(() => {
    void listBusinessProfiles().then((result) => {
      if (result.ok) return setBusinesses(result.body);
      toastFailure(result, BUSINESSES_FETCH_FAILED);
    });
  }, []);

  const paged = usePaged(
    async (page, limit) => {
      const result = await listFavouriteAds({ userId, businessId: Number(business) || undefined, guest }, page, limit);
      if (result.ok || !(guest && result.status === 401)) return result;
      setLoginNeeded(true);
      return { ...result, handled: true as const };
    },
    { sizes: pageSizes.ads, fallback: ADS_FETCH_FAILED, filter: business },
  );
  const { list, error } = paged;

  if (loginNeeded) {
    return <LogInToSee returnTo={returnTo} />;
  }
  return (
    <div className="space-y-4" aria-busy={paged.loading}>
      <div className="flex items-center gap-2 text-sm">
        <label htmlFor={filterId}>Filter By Business Profile</label>
        <select
          id={filterId}
          value={business}
          onChange={(e) => setBusiness(e.target.value)}
          className="rounded-md border border-stone-300 bg-white px-2 py-1.5"
        >
          <option value="">All businesses</option>
          {businesses.map((b) => (
            <option key={b.id} value={b.id}>
              {b.name}
            </option>
          ))}
        </select>
      </div>
      {error ? (
        <p role="alert" className="text-red-700">
          {error}
        </p>
      ) : !list ? (
        <p role="status">Loading favourites…</p>
      ) : (
        <>
          <AdGrid initial={list.items} favourites={userId === undefined} />
          <PageControls page={paged.page} lastPage={list.lastPage} limit={paged.limit} sizes={pageSizes.ads} onChange={paged.go} />
        </>
      )}
    </div>
  );
}
