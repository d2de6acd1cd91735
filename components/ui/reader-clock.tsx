"use client";

import { createContext } from "react";

/**
 * What the server rendered dates with: the reader's zone from its cookie (undefined when unknown)
 * and the moment of the render. Hydration reads the same two, so the first client render writes
 * exactly the server's text; the browser then shows its own zone and clock (TimeLabel). Apart from
 * TimeLabel so that the root layout's script carries no date formatting.
 */
type ReaderClock = { zone: string | undefined; renderedAt: number };

export const RenderClock = createContext<ReaderClock>({ zone: undefined, renderedAt: 0 });

/** Set once by the root layout, from `readerTimeZone()` and the render's time. */
export function ReaderClockProvider({ zone, renderedAt, children }: ReaderClock & { children: React.ReactNode }) {
  return <RenderClock.Provider value={{ zone, renderedAt }}>{children}</RenderClock.Provider>;
}
