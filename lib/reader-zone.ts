import { isTimeZone } from "@/common/zoned-time";

/**
 * The reader's time zone, remembered for server-rendered pages: the browser writes its own zone
 * (`Intl`) into this cookie on every page (REMEMBER_READER_ZONE, the first script of the layout), and
 * the server reads it (lib/reader-time-zone.ts), so a date it renders reads as the browser will show it.
 */
export const READER_ZONE_COOKIE = "tz";

/** The cookie's value when it names a time zone this runtime knows, else undefined (the server then writes UTC and says so). */
export const readerZone = (value: string | undefined): string | undefined =>
  value && value.length <= 64 && /^[A-Za-z0-9_+\-/]+$/.test(value) && isTimeZone(value) ? value : undefined;

/**
 * Writes the browser's zone into the cookie when it is not there yet or has changed (a laptop that
 * flew): a year, the whole site, readable by the server on the next request. No request of its own.
 */
export const REMEMBER_READER_ZONE =
  `try{var z=Intl.DateTimeFormat().resolvedOptions().timeZone;` +
  `if(z&&/^[A-Za-z0-9_+\\-\\/]{1,64}$/.test(z)&&(";"+document.cookie.replace(/ /g,"")+";").indexOf(";${READER_ZONE_COOKIE}="+z+";")<0)` +
  `document.cookie="${READER_ZONE_COOKIE}="+z+";Path=/;Max-Age=31536000;SameSite=Lax"+(location.protocol==="https:"?";Secure":"")}catch(e){}`;
