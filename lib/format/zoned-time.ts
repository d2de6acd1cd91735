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
