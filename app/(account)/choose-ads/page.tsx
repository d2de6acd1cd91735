import type { Metadata } from "next";
import Link from "next/link";
import { AdGrid } from "@/components/ads/ad-grid";
import { BusinessFilter } from "@/components/ads/business-filter";
import { LoadError } from "@/components/ui/load-error";
import { Pagination } from "@/components/ui/pagination";
import { listAdsPage, listBusinesses } from "@/lib/api/ads";
import { isFailure, loadAsUser, loadFailure } from "@/lib/auth/require";
import { pageParams, pageSizes } from "@/lib/pagination";

export const metadata: Metadata = { title: "Choose Ads" };

type Props = { searchParams: Promise<{ tab?: string; business?: string; page?: string; limit?: string }> };

const tabs = [
  { key: "favourites", label: "My Favourites" },
  { key: "all", label: "Choose Your Ads" },
] as const;

export default async function ChooseAdsPage({ searchParams }: Props) {
  const query = await searchParams;
  const tab = query.tab === "all" ? "all" : "favourites";
  const businessId = Number(query.business) > 0 ? Number(query.business) : undefined;
  const { page, limit } = pageParams(query, pageSizes.ads);
  const base = { tab, ...(businessId && { business: String(businessId) }) };
  const loaded = await loadAsUser(`/choose-ads?${new URLSearchParams({ ...base, page: String(page), limit: String(limit) })}`,
    async (token) => ({
      businesses: await listBusinesses(token).catch(loadFailure("Failed to fetch business profiles")),
      ads: await listAdsPage(token, { page, limit, favourites: tab === "favourites", businessId }),
    })).catch(loadFailure("Failed to fetch ads"));
  const filterHref = (business?: number) =>
    `/choose-ads?${new URLSearchParams({ tab, ...(business && { business: String(business) }), limit: String(limit) })}`;
  return (
    <section>
      <h1 className="mb-4 text-2xl font-semibold">Choose Ads</h1>
      <nav aria-label="Ad lists" className="mb-4 flex gap-2 border-b border-stone-200">
        {tabs.map((t) => (
          <Link
            key={t.key} href={`/choose-ads?tab=${t.key}`} aria-current={t.key === tab ? "page" : undefined}
            className={`-mb-px border-b-2 px-4 py-2 font-medium ${t.key === tab ? "border-brand-700 text-brand-700" : "border-transparent text-stone-600 hover:text-stone-900"}`}
          >{t.label}</Link>
        ))}
      </nav>
      {isFailure(loaded) ? <LoadError title="Error fetching ads" message={loaded.failed} /> : (
        <>
          <div className="mb-4">
            {isFailure(loaded.businesses) ? <LoadError message={loaded.businesses.failed} /> : (
              <BusinessFilter
                businesses={loaded.businesses} selected={businessId}
                hrefFor={{ all: filterHref(), ...Object.fromEntries(loaded.businesses.map((b) => [b.id, filterHref(b.id)])) }}
              />
            )}
          </div>
          <AdGrid initial={loaded.ads.items} favourites={tab === "favourites"} />
          {loaded.ads.total > 0 && (
            <Pagination page={loaded.ads.page} lastPage={loaded.ads.lastPage} limit={limit} sizes={pageSizes.ads} path="/choose-ads" query={base} />
          )}
        </>
      )}
    </section>
  );
}
