"use client";

import { useSyncExternalStore } from "react";
import { Combobox, type ComboOption } from "@/components/ui/combobox";
import type { Page } from "@/lib/api/shapes";
import type { ApiResult } from "@/lib/client/api";
import { browserTimeZone, offsetLabel, zoneCity } from "@/common/zoned-time";

const neverChanges = () => () => {};

/** How many zones one page of the list shows; "Show more results" the next. */
const PAGE_SIZE = 40;

/** Every zone the browser knows, UTC included (some browsers leave it out of the list). */
function allZones(): string[] {
  const zones = Intl.supportedValuesOf("timeZone");
  return zones.includes("UTC") ? zones : ["UTC", ...zones];
}

/** A zone as the list shows it: its city and offset now, its full name below. */
export function zoneOption(zone: string, now = Date.now()): ComboOption {
  const [city, offset] = [zoneCity(zone), offsetLabel(zone, now)];
  return { value: zone, label: city === offset ? city : `${city} (${offset})`, detail: zone.replaceAll("_", " ") };
}

/** Every zone with its offset as of the first search, and the text a search matches. */
let zones: { option: ComboOption; text: string }[] | undefined;
function zoneList() {
  const now = Date.now();
  zones ??= allZones().map((zone) => {
    const option = zoneOption(zone, now);
    // Not "UTC" of every offset: typing "utc" finds UTC itself, "+05:30" the zones that far ahead.
    return { option, text: fold(`${zoneCity(zone)} ${zone} ${offsetLabel(zone, now).replace(/^UTC(?=.)/, "")}`) };
  });
  return zones;
}

/** Folded for matching: "são paulo" finds "Sao_Paulo", "new york" finds "America/New_York". */
const fold = (text: string) =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replaceAll("_", " ")
    .replaceAll("−", "-");

/**
 * The delivery's "Time zone": a combobox searched by city, region or offset ("new york", "europe",
 * "+05:30"), each zone with its offset now; the browser's own zone is listed first.
 */
export function TimeZonePicker({ value, onChange, describedBy }: { value: string; onChange(zone: string): void; describedBy?: string }) {
  // The browser's zone is known only in the browser: none while the server renders.
  const mine = useSyncExternalStore(neverChanges, browserTimeZone, () => "");
  const own = mine ? zoneOption(mine) : undefined;

  async function search(typed: string, page: number): Promise<ApiResult<Page<ComboOption>>> {
    const words = fold(typed).split(/\s+/).filter(Boolean);
    const found = zoneList()
      .filter(({ option, text }) => option.value !== mine && words.every((w) => text.includes(w)))
      .map(({ option }) => option);
    const lastPage = Math.max(1, Math.ceil(found.length / PAGE_SIZE));
    const items = found.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
    return { ok: true, status: 200, body: { items, page, lastPage, perPage: PAGE_SIZE, total: found.length } };
  }

  return (
    <Combobox
      label="Time zone"
      chosenLabel={value ? zoneOption(value).label : ""}
      chosenValue={value}
      placeholder="Search by city"
      fixed={own ? [{ ...own, detail: `Your time zone: ${own.detail}` }] : []}
      search={search}
      onChoose={(option) => onChange(option.value)}
      noMatches="No time zone matches. Try a city near you."
      searchFailed="The time zones could not be listed."
      describedBy={describedBy}
    />
  );
}
