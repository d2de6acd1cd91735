import { zoneName } from "@/common/zoned-time";

/** Spec §4: timestamps without a zone designator are UTC. */
export function parseTimestamp(value: string | null | undefined): Date | undefined {
  if (!value) return undefined;
  const iso = /[zZ]$|[+-]\d\d:?\d\d$/.test(value) ? value : `${value.replace(" ", "T")}Z`;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

const sameDay = (a: Date, b: Date, timeZone?: string) =>
  a.toLocaleDateString("en-US", { timeZone }) === b.toLocaleDateString("en-US", { timeZone });

/**
 * The time label of spec §4, used wherever a date shows: 'Recently' when missing or invalid,
 * 'Just now' under a minute, the time on the same day, else a short month, day and time. In the
 * reader's `timeZone`; without one (a reader whose zone the server does not know yet) in UTC, and
 * then it says so ("3:28 PM UTC").
 */
export function timeLabel(value: string | null | undefined, now = new Date(), timeZone?: string): string {
  const date = parseTimestamp(value);
  if (!date) return "Recently";
  if (Math.abs(now.getTime() - date.getTime()) < 60_000) return "Just now";
  const zone = timeZone ?? "UTC";
  const time = date.toLocaleTimeString("en-US", { hour: "numeric", minute: "2-digit", timeZone: zone }) + (timeZone ? "" : " UTC");
  if (sameDay(date, now, zone)) return time;
  return `${date.toLocaleDateString("en-US", { month: "short", day: "numeric", timeZone: zone })}, ${time}`;
}

const units: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ["year", 365 * 86_400],
  ["month", 30 * 86_400],
  ["week", 7 * 86_400],
  ["day", 86_400],
  ["hour", 3600],
  ["minute", 60],
];
const relative = new Intl.RelativeTimeFormat("en", { numeric: "auto" });

/** 'Just now', '5 minutes ago', '3 days ago', …; 'Recently' when missing or invalid. */
export function relativeTime(value: string | null | undefined, now = new Date()): string {
  const date = parseTimestamp(value);
  if (!date) return "Recently";
  const seconds = Math.round((date.getTime() - now.getTime()) / 1000);
  if (Math.abs(seconds) < 60) return "Just now";
  const [unit, size] = units.find(([, s]) => Math.abs(seconds) >= s)!;
  return relative.format(Math.trunc(seconds / size), unit);
}

/** Text cut to `length` characters plus '...' (spec §9 list cuts); shorter text is left whole. */
export const cut = (text: string | null | undefined, length: number) =>
  !text ? "" : text.length > length ? `${text.slice(0, length)}...` : text;

/**
 * "December 25, 2026": the day `value` falls on in the reader's `timeZone`. Without one (a mail,
 * a message the backend writes, a reader whose zone is not known yet) it is the day in UTC, and
 * says so: "December 25, 2026 (UTC)". '' when missing or invalid.
 */
export function calendarDate(value: string | null | undefined, timeZone?: string): string {
  const date = parseTimestamp(value);
  if (!date) return "";
  const day = date.toLocaleDateString("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: timeZone ?? "UTC" });
  return timeZone ? day : `${day} (${zoneName("UTC")})`;
}
