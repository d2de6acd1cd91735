"use client";

import { useEffect, useState } from "react";
import { relativeTime, timeLabel } from "@/lib/format/time-label";

/**
 * A date as the spec labels it. The server renders it in UTC; the browser then shows its own
 * time zone and clock, so the label is right for the reader.
 */
export function TimeLabel({ value, relative = false }: { value: string | null | undefined; relative?: boolean }) {
  const format = (local: boolean) => (relative ? relativeTime(value) : timeLabel(value, new Date(), local ? undefined : "UTC"));
  const [label, setLabel] = useState(() => format(false));
  useEffect(() => setLabel(format(true)), [value, relative]); // eslint-disable-line react-hooks/exhaustive-deps
  return <time dateTime={value ?? undefined} suppressHydrationWarning>{label}</time>;
}
