import type { Metadata } from "next";
import { AdGrid } from "@/components/ads/ad-grid";
import { BusinessFilterLinks } from "@/components/ads/business-filter";
import { LoadError } from "@/components/ui/load-error";
import { PageControls } from "@/components/ui/page-controls";
import { TabLinks } from "@/components/ui/tabs";
import { getBusiness, listAdsPage } from "@/lib/api/ads";
import { isFailure, loadAsUser, loadFailure } from "@/lib/auth/require";
import { ADS_FETCH_FAILED, BUSINESSES_FETCH_FAILED } from "@/common/messages";
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
  const loaded = await loadAsUser(
    `/choose-ads?${new URLSearchParams({ ...base, page: String(page), limit: String(limit) })}`,
    async (token) => ({
      // Only the chosen business is read: the filter searches the others as the user types.
      business: businessId ? await getBusiness(businessId).catch(loadFailure(BUSINESSES_FETCH_FAILED)) : undefined,
      ads: await listAdsPage(token, { page, limit, favourites: tab === "favourites", businessId }),
    }),
  ).catch(loadFailure(ADS_FETCH_FAILED));
  return (
    <section>
      <h1 className="mb-4 text-2xl font-semibold">Choose Ads</h1>
      <TabLinks
        name="Ad lists"
        tabs={tabs.map((t) => ({ label: t.label, href: `/choose-ads?tab=${t.key}` }))}
        current={tabs.findIndex((t) => t.key === tab)}
      />
      {isFailure(loaded) ? (
        <LoadError title="Error fetching ads" message={loaded.failed} />
      ) : (
        <>
          <div className="mb-4">
            {loaded.business && isFailure(loaded.business) ? (
              <LoadError message={loaded.business.failed} />
            ) : (
              <BusinessFilterLinks selected={loaded.business} path="/choose-ads" query={{ tab, limit: String(limit) }} />
            )}
          </div>
          <AdGrid initial={loaded.ads.items} favourites={tab === "favourites"} />
          {loaded.ads.total > 0 && (
            <PageControls
              page={loaded.ads.page}
              lastPage={loaded.ads.lastPage}
              limit={limit}
              sizes={pageSizes.ads}
              path="/choose-ads"
              query={base}
            />
          )}
        </>
      )}
    </section>
  );
}
