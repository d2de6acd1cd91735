"use client";

import { useContext, useSyncExternalStore } from "react";
import { browserTimeZone } from "@/common/zoned-time";
import { calendarDate, relativeTime, timeLabel } from "@/lib/format/time-label";
import { RenderClock } from "./reader-clock";

const neverChanges = () => () => {};

/** The zone and the "now" a date is written with: the server's render while hydrating, then the browser's own. */
function useReaderClock(): { zone: string | undefined; now: Date } {
  const rendered = useContext(RenderClock);
  const inBrowser = useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
  return inBrowser ? { zone: browserTimeZone(), now: new Date() } : { zone: rendered.zone, now: new Date(rendered.renderedAt) };
}

/** A date as the spec labels it (spec §4), in the reader's zone; in UTC, labelled, when the server does not know it yet. */
export function TimeLabel({ value, relative = false }: { value: string | null | undefined; relative?: boolean }) {
  const { zone, now } = useReaderClock();
  return <time dateTime={value ?? undefined}>{relative ? relativeTime(value, now) : timeLabel(value, now, zone)}</time>;
}

/** "December 25, 2026": the day `value` falls on for the reader; "December 25, 2026 (UTC)" while their zone is unknown. */
export function CalendarDate({ value }: { value: string | null | undefined }) {
  const { zone } = useReaderClock();
  return <time dateTime={value ?? undefined}>{calendarDate(value, zone)}</time>;
}
