import "server-only";
import { cookies } from "next/headers";
import { READER_ZONE_COOKIE, readerZone } from "./reader-zone";

/** The reader's time zone as their browser last said it (lib/reader-zone.ts); undefined when unknown (UTC, labelled). */
export const readerTimeZone = async () => readerZone((await cookies()).get(READER_ZONE_COOKIE)?.value);

/** What the layout renders every date of the page with: the reader's zone and this render's moment (components/ui/time-label.tsx). */
export const readerClock = async () => ({ zone: await readerTimeZone(), renderedAt: Date.now() });
