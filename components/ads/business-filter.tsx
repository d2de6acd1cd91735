"use client";

import { useRouter } from "next/navigation";
import { Combobox, type ComboOption } from "@/components/ui/combobox";
import type { Business } from "@/lib/api/shapes";
import { searchBusinessProfiles } from "@/lib/client/business-profiles";
import { BUSINESSES_FETCH_FAILED } from "@/common/messages";

type Chosen = Pick<Business, "id" | "name">;

const ALL = "All businesses";
const NO_MATCHING_BUSINESSES = "No businesses match";

const findBusinesses = async (text: string, page: number) => {
  const result = await searchBusinessProfiles(text, page);
  if (!result.ok) return result;
  const items = result.body.items.map((b): ComboOption => ({ value: String(b.id), label: b.name, imageUrl: b.logoUrl }));
  return { ...result, body: { ...result.body, items } };
};

/**
 * 'Filter By Business Profile': a search of the businesses, each with its logo and name, as the
 * user types, one page at a time, with "All businesses" first; `onChoose` gets undefined for all.
 */
export function BusinessFilter({ selected, onChoose }: { selected?: Chosen; onChoose(business?: Chosen): void }) {
  return (
    <div className="max-w-sm">
      <Combobox
        label="Filter By Business Profile"
        chosenValue={selected ? String(selected.id) : ""}
        chosenLabel={selected?.name ?? ALL}
        placeholder={ALL}
        fixed={[{ value: "", label: ALL }]}
        search={findBusinesses}
        onChoose={(o) => onChoose(o.value ? { id: Number(o.value), name: o.label } : undefined)}
        onClear={() => onChoose(undefined)}
        noMatches={NO_MATCHING_BUSINESSES}
        searchFailed={BUSINESSES_FETCH_FAILED}
      />
    </div>
  );
}

/** The filter of a server-rendered list: choosing opens `path` with `query` and the chosen `business` id. */
export function BusinessFilterLinks({ selected, path, query }: { selected?: Chosen; path: string; query: Record<string, string> }) {
  const router = useRouter();
  return (
    <BusinessFilter
      selected={selected}
      onChoose={(business) =>
        router.push(`${path}?${new URLSearchParams({ ...query, ...(business && { business: String(business.id) }) })}`)
      }
    />
  );
}
