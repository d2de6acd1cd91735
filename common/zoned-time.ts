/**
 * Wall-clock times in a named time zone, as the delivery form takes them: the author picks a date,
 * a time and a zone; the API takes ISO 8601 with the offset that zone has at that moment.
 */

/** Minutes `timeZone` is ahead of UTC at the instant `ms`. */
function offsetMinutes(ms: number, timeZone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    })
      .formatToParts(ms)
      .map((p) => [p.type, Number(p.value)]),
  );
  const asUtc = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
  return Math.round((asUtc - Math.floor(ms / 1000) * 1000) / 60_000);
}

const pad = (n: number) => String(n).padStart(2, "0");
const formatOffset = (minutes: number) =>
  `${minutes < 0 ? "-" : "+"}${pad(Math.floor(Math.abs(minutes) / 60))}:${pad(Math.abs(minutes) % 60)}`;

/** "2027-03-31T14:05:09+01:00": the instant as a clock in `timeZone` read it, with that clock's offset then. */
export function isoInZone(at: Date, timeZone: string): string {
  const ms = Math.floor(at.getTime() / 1000) * 1000;
  const offset = offsetMinutes(ms, timeZone);
  return `${new Date(ms + offset * 60_000).toISOString().slice(0, 19)}${formatOffset(offset)}`;
}

/**
 * `date` (YYYY-MM-DD) at `time` (HH:MM) in `timeZone` as ISO 8601 with its offset, or undefined
 * when any part is not one. A time a clock change skips is moved past the gap, as clocks do.
 */
export function zonedIso(date: string, time: string, timeZone: string): string | undefined {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const t = /^(\d{2}):(\d{2})$/.exec(time);
  if (!d || !t || !isTimeZone(timeZone)) return undefined;
  const wall = Date.UTC(Number(d[1]), Number(d[2]) - 1, Number(d[3]), Number(t[1]), Number(t[2]));
  if (Number.isNaN(wall)) return undefined;
  const first = offsetMinutes(wall, timeZone);
  const offset = offsetMinutes(wall - first * 60_000, timeZone);
  const instant = wall - offset * 60_000;
  const shown = new Date(instant + offset * 60_000);
  return `${shown.toISOString().slice(0, 16)}:00${formatOffset(offset)}`;
}

/** The date, time and zone a form shows for an instant, in `timeZone`. */
export function wallClock(iso: string, timeZone: string): { date: string; time: string } {
  const ms = new Date(iso).getTime();
  const local = new Date(ms + offsetMinutes(ms, timeZone) * 60_000).toISOString();
  return { date: local.slice(0, 10), time: local.slice(11, 16) };
}

export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: name });
    return name.length > 0;
  } catch {
    return false;
  }
}

/** The browser's own zone, which the form starts with. */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";

const UTC_NAMES = new Set(["UTC", "Etc/UTC", "Etc/GMT", "GMT", "Etc/Universal", "Etc/Zulu"]);

/** A zone as people say it: "New York time" for America/New_York, "UTC" for UTC. */
export function zoneName(timeZone: string): string {
  if (UTC_NAMES.has(timeZone)) return "UTC";
  return `${(timeZone.split("/").at(-1) ?? timeZone).replaceAll("_", " ")} time`;
}

/** The city of a zone (America/New_York: "New York"), for the picker. */
export const zoneCity = (timeZone: string) =>
  UTC_NAMES.has(timeZone) ? "UTC" : (timeZone.split("/").at(-1) ?? timeZone).replaceAll("_", " ");

/** "UTC−05:00": how far `timeZone` is from UTC at `at`. */
export function offsetLabel(timeZone: string, at = Date.now()): string {
  const minutes = offsetMinutes(at, timeZone);
  return minutes === 0 ? "UTC" : `UTC${formatOffset(minutes).replace("-", "−")}`;
}

/**
 * The day and the 24-hour time of `iso` in `timeZone`, as a delivery's times read: "Tue 1 Dec" and
 * "09:34"; the year is added when it is not this year.
 */
export function zonedDayAndTime(iso: string, timeZone: string, now = new Date()): { day: string; time: string } {
  const at = new Date(iso);
  const zone = isTimeZone(timeZone) ? timeZone : "UTC";
  const parts = (d: Date) =>
    Object.fromEntries(
      new Intl.DateTimeFormat("en-GB", { weekday: "short", day: "numeric", month: "short", year: "numeric", timeZone: zone })
        .formatToParts(d)
        .map((p) => [p.type, p.value]),
    );
  const p = parts(at);
  const day = `${p.weekday} ${p.day} ${p.month}${p.year !== parts(now).year ? ` ${p.year}` : ""}`;
  const time = new Intl.DateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone: zone }).format(at);
  return { day, time };
}

/** "Tue 1 Dec, 09:34, New York time": a delivery's time in the zone its author chose. */
export function zonedLabel(iso: string, timeZone: string, now = new Date()): string {
  const { day, time } = zonedDayAndTime(iso, timeZone, now);
  return `${day}, ${time}, ${zoneName(timeZone)}`;
}

/** "r…@example.org": enough of the recipient's address to recognise it on a shared screen. */
export function maskedAddress(email: string): string {
  const at = email.lastIndexOf("@");
  return at <= 0 ? "…" : `${email.slice(0, 1)}…${email.slice(at)}`;
}

/** "31 Mar 2027" for the calendar day "2027-03-31": the same words wherever it is read. */
export function dayLabel(day: string): string {
  const [year, month, date] = day.split("-").map(Number);
  return new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" }).format(
    Date.UTC(year!, month! - 1, date!),
  );
}

/** "31 Mar 2027 (Lisbon time)": a day that belongs to a place (a shop's calendar), named with its zone. */
export const dayInZone = (day: string, timeZone: string) => `${dayLabel(day)} (${zoneName(timeZone)})`;

/** The calendar day ("2027-03-31") `days` after `day`. */
export function addDays(day: string, days: number): string {
  const [year, month, date] = day.split("-").map(Number);
  return new Date(Date.UTC(year!, month! - 1, date! + days)).toISOString().slice(0, 10);
}

/** The calendar day ("2027-03-31") the instant `at` falls on in `timeZone`. */
export const dayOf = (at: Date, timeZone: string) => wallClock(at.toISOString(), timeZone).date;

/** The instant `day` begins in `timeZone` (its midnight, or the first moment after a clock change skips it). */
export const startOfDay = (day: string, timeZone: string) => new Date(zonedIso(day, "00:00", timeZone)!);
