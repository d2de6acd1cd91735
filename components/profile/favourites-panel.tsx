"use client";

import { useCallback, useEffect, useState } from "react";
import { AdGrid } from "@/components/ads/ad-grid";
import { Button } from "@/components/ui/button";
import { toAd, toBusiness, type Ad, type AdJson, type Business, type BusinessJson, type PageJson } from "@/lib/api/shapes";
import { callApi } from "@/lib/client/api";
import { pageSizes } from "@/lib/pagination";

/** The user's favourite ads with a business filter, page size and pages. */
export function FavouritesPanel() {
  const [businesses, setBusinesses] = useState<Business[]>([]);
  const [query, setQuery] = useState({ page: 1, limit: pageSizes.ads.initial as number, business: "" });
  const [list, setList] = useState<{ items: Ad[]; lastPage: number } | null>(null);
  const [error, setError] = useState<string>();

  useEffect(() => {
    callApi<{ data: BusinessJson[] }>("business-profiles").then((r) => (r.ok ? setBusinesses(r.body.data.map(toBusiness)) : setError("Failed to fetch business profiles")));
  }, []);
  const load = useCallback(async () => {
    const q = new URLSearchParams({ paginated: "1", is_favorite: "1", page: String(query.page), limit: String(query.limit), ...(query.business && { business_profile_id: query.business }) });
    const result = await callApi<PageJson<AdJson>>(`ads?${q}`);
    if (result.ok) setList({ items: result.body.data.map(toAd), lastPage: result.body.last_page });
    else setError("Failed to fetch ads");
  }, [query]);
  useEffect(() => { void load(); }, [load]);

  const select = "rounded-md border border-stone-300 bg-white px-2 py-1.5 text-sm";
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap gap-4">
        <label className="flex items-center gap-2 text-sm">Filter By Business Profile
          <select className={select} value={query.business} onChange={(e) => setQuery({ ...query, page: 1, business: e.target.value })}>
            <option value="">All businesses</option>
            {businesses.map((b) => <option key={b.id} value={b.id}>{b.name}</option>)}
          </select>
        </label>
        <label className="flex items-center gap-2 text-sm">Per page
          <select className={select} value={query.limit} onChange={(e) => setQuery({ ...query, page: 1, limit: Number(e.target.value) })}>
            {pageSizes.ads.sizes.map((s) => <option key={s} value={s}>{s}</option>)}
          </select>
        </label>
      </div>
      {error ? <p role="alert" className="text-red-700">{error}</p> : !list ? <p role="status">Loading favourites…</p> : (
        <>
          <AdGrid initial={list.items} favourites />
          {list.lastPage > 1 && (
            <div className="flex items-center gap-2 text-sm">
              <Button type="button" variant="secondary" disabled={query.page <= 1} onClick={() => setQuery({ ...query, page: query.page - 1 })}>Previous</Button>
              <span>Page {query.page} of {list.lastPage}</span>
              <Button type="button" variant="secondary" disabled={query.page >= list.lastPage} onClick={() => setQuery({ ...query, page: query.page + 1 })}>Next</Button>
            </div>
          )}
        </>
      )}
    </div>
  );
}
