import { calendarDate, cut, parseTimestamp, relativeTime, timeLabel } from "./time-label";

const now = new Date("2026-03-10T15:30:00Z");
const utc = "UTC";

describe("timeLabel (spec §4)", () => {
  it.each([undefined, null, "", "not a date", "2026-13-45T99:00:00Z"])("says 'Recently' for %p", (value) => {
    expect(timeLabel(value as string | undefined, now, utc)).toBe("Recently");
  });

  it("says 'Just now' under 60 seconds", () => {
    expect(timeLabel("2026-03-10T15:29:01Z", now, utc)).toBe("Just now");
    expect(timeLabel("2026-03-10T15:30:00Z", now, utc)).toBe("Just now");
  });

  it("gives the time on the same day", () => {
    expect(timeLabel("2026-03-10T15:28:59Z", now, utc)).toBe("3:28 PM");
    expect(timeLabel("2026-03-10T00:05:00Z", now, utc)).toBe("12:05 AM");
  });

  it("gives a short month, day and time on other days", () => {
    expect(timeLabel("2026-03-09T23:59:00Z", now, utc)).toBe("Mar 9, 11:59 PM");
    expect(timeLabel("2025-12-25T08:00:00Z", now, utc)).toBe("Dec 25, 8:00 AM");
  });

  it("takes timestamps without a trailing Z as UTC", () => {
    expect(timeLabel("2026-03-10 09:15:00", now, utc)).toBe("9:15 AM");
    expect(parseTimestamp("2026-03-10T09:15:00")?.toISOString()).toBe("2026-03-10T09:15:00.000Z");
    expect(parseTimestamp("2026-03-10T09:15:00+02:00")?.toISOString()).toBe("2026-03-10T07:15:00.000Z");
  });

  it("uses the reader's time zone for 'same day'", () => {
    expect(timeLabel("2026-03-10T02:00:00Z", now, "America/Los_Angeles")).toBe("Mar 9, 7:00 PM");
    expect(timeLabel("2026-03-10T02:00:00Z", now, "Pacific/Kiritimati")).toBe("Mar 10, 4:00 PM");
  });

  it("writes UTC and says so when the reader's zone is unknown", () => {
    expect(timeLabel("2026-03-10T15:28:59Z", now)).toBe("3:28 PM UTC");
    expect(timeLabel("2026-03-09T23:59:00Z", now)).toBe("Mar 9, 11:59 PM UTC");
    expect(timeLabel("2026-03-10T15:29:30Z", now)).toBe("Just now");
  });
});

describe("calendarDate", () => {
  it("is the day in the reader's zone", () => {
    expect(calendarDate("2026-12-25T06:00:00Z", "America/Los_Angeles")).toBe("December 24, 2026");
    expect(calendarDate("2026-12-25T06:00:00Z", "Pacific/Kiritimati")).toBe("December 25, 2026");
    expect(calendarDate("2026-12-24T11:00:00Z", "Pacific/Kiritimati")).toBe("December 25, 2026");
  });

  it("is the day in UTC, named, without a reader's zone (mails, the backend's messages)", () => {
    expect(calendarDate("2026-12-25T06:00:00Z")).toBe("December 25, 2026 (UTC)");
  });

  it("is empty for nothing or no date", () => {
    expect(calendarDate(null, "UTC")).toBe("");
    expect(calendarDate("not a date")).toBe("");
  });
});

describe("relativeTime", () => {
  it.each([
    ["2026-03-10T15:29:30Z", "Just now"],
    ["2026-03-10T15:25:00Z", "5 minutes ago"],
    ["2026-03-10T12:30:00Z", "3 hours ago"],
    ["2026-03-09T15:30:00Z", "yesterday"],
    ["2026-03-07T15:30:00Z", "3 days ago"],
    ["2026-02-20T15:30:00Z", "2 weeks ago"],
    ["2025-03-01T15:30:00Z", "last year"],
    [undefined, "Recently"],
  ])("%p is %p", (value, label) => expect(relativeTime(value, now)).toBe(label));
});

describe("cut", () => {
  it("cuts long text and adds '...'", () => expect(cut("You are wonderful to work with", 16)).toBe("You are wonderfu..."));
  it("leaves short text whole", () => expect(cut("Thanks!", 16)).toBe("Thanks!"));
  it("shows nothing for no text", () => expect(cut(null, 30)).toBe(""));
});
