"use client";

import { createContext, useContext, useSyncExternalStore } from "react";
import { browserTimeZone } from "@/common/zoned-time";
import { calendarDate, relativeTime, timeLabel } from "@/lib/format/time-label";

/**
 * What the server rendered dates with: the reader's zone from its cookie (undefined when unknown)
 * and the moment of the render. Hydration reads the same two, so the first client render writes
 * exactly the server's text; the browser then shows its own zone and clock.
 */
type ReaderClock = { zone: string | undefined; renderedAt: number };

const RenderClock = createContext<ReaderClock>({ zone: undefined, renderedAt: 0 });

/** Set once by the root layout, from `readerTimeZone()` and the render's time. */
export function ReaderClockProvider({ zone, renderedAt, children }: ReaderClock & { children: React.ReactNode }) {
  return <RenderClock.Provider value={{ zone, renderedAt }}>{children}</RenderClock.Provider>;
}

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
