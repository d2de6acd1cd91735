"use client";

import { useSyncExternalStore } from "react";
import { relativeTime, timeLabel } from "@/lib/format/time-label";

const neverChanges = () => () => {};

/**
 * A date as the spec labels it. The server renders it in UTC; the browser then shows its own
 * time zone and clock, so the label is right for the reader.
 */
export function TimeLabel({ value, relative = false }: { value: string | null | undefined; relative?: boolean }) {
  const inBrowser = useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
  const label = relative ? relativeTime(value) : timeLabel(value, new Date(), inBrowser ? undefined : "UTC");
  return (
    <time dateTime={value ?? undefined} suppressHydrationWarning>
      {label}
    </time>
  );
}
