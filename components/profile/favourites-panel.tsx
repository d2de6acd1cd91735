"use client";

import { useState } from "react";
import { AdGrid } from "@/components/ads/ad-grid";
import { PageControls } from "@/components/ui/page-controls";
import { BusinessFilter } from "@/components/ads/business-filter";
import type { Business } from "@/lib/api/shapes";
import { listFavouriteAds } from "@/lib/client/favourites";
import { usePaged } from "@/lib/client/use-paged";
import { ADS_FETCH_FAILED } from "@/common/messages";
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
  const [business, setBusiness] = useState<Pick<Business, "id" | "name">>();
  const [loginNeeded, setLoginNeeded] = useState(false);

  const paged = usePaged(
    async (page, limit) => {
      const result = await listFavouriteAds({ userId, businessId: business?.id, guest }, page, limit);
      if (result.ok || !(guest && result.outcome === "unauthenticated")) return result;
      setLoginNeeded(true);
      return { ...result, handled: true as const };
    },
    { sizes: pageSizes.ads, fallback: ADS_FETCH_FAILED, filter: String(business?.id ?? "") },
  );
  const { list, error } = paged;

  if (loginNeeded) {
    return <LogInToSee returnTo={returnTo} />;
  }
  return (
    <div className="space-y-4" aria-busy={paged.loading}>
      <BusinessFilter selected={business} onChoose={setBusiness} />
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
