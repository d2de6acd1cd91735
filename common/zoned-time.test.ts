import {
  addDays,
  dayInZone,
  dayLabel,
  dayOf,
  maskedAddress,
  offsetLabel,
  startOfDay,
  wallClock,
  zonedIso,
  zonedLabel,
  zoneName,
} from "./zoned-time";

describe("zonedIso", () => {
  it("writes a wall-clock time with the offset its zone has then", () => {
    expect(zonedIso("2026-12-24", "09:00", "Europe/Berlin")).toBe("2026-12-24T09:00:00+01:00");
    expect(zonedIso("2026-07-01", "09:00", "Europe/Berlin")).toBe("2026-07-01T09:00:00+02:00");
    expect(zonedIso("2026-07-01", "18:30", "America/New_York")).toBe("2026-07-01T18:30:00-04:00");
    expect(zonedIso("2026-03-01", "06:15", "Asia/Kolkata")).toBe("2026-03-01T06:15:00+05:30");
    expect(zonedIso("2026-03-01", "06:15", "UTC")).toBe("2026-03-01T06:15:00+00:00");
  });

  it("names the same instant on the day the clocks change", () => {
    // Europe/Berlin springs forward at 02:00 on 2026-03-29; 03:30 is after the change.
    const after = zonedIso("2026-03-29", "03:30", "Europe/Berlin")!;
    expect(after).toBe("2026-03-29T03:30:00+02:00");
    expect(new Date(after).toISOString()).toBe("2026-03-29T01:30:00.000Z");
    const before = zonedIso("2026-03-29", "01:30", "Europe/Berlin")!;
    expect(new Date(before).toISOString()).toBe("2026-03-29T00:30:00.000Z");
    // 02:30 does not exist that day: it is moved past the gap.
    expect(new Date(zonedIso("2026-03-29", "02:30", "Europe/Berlin")!).toISOString()).toBe("2026-03-29T01:30:00.000Z");
  });

  it("refuses what is not a date, a time or a zone", () => {
    expect(zonedIso("24.12.2026", "09:00", "UTC")).toBeUndefined();
    expect(zonedIso("2026-12-24", "9am", "UTC")).toBeUndefined();
    expect(zonedIso("2026-12-24", "09:00", "Mars/Olympus")).toBeUndefined();
  });
});

describe("wallClock", () => {
  it("shows an instant as the date and time of a zone", () => {
    expect(wallClock("2026-12-24T08:00:00Z", "Europe/Berlin")).toEqual({ date: "2026-12-24", time: "09:00" });
    expect(wallClock("2026-07-01T22:30:00Z", "America/New_York")).toEqual({ date: "2026-07-01", time: "18:30" });
  });
});

describe("a delivery's time as its author reads it", () => {
  const now = new Date("2026-11-27T20:00:00Z");
  it("is the day, the 24-hour time and the zone it was chosen in, whatever the reader's zone", () => {
    expect(zonedLabel("2026-12-01T14:34:00Z", "America/New_York", now)).toBe("Tue 1 Dec, 09:34, New York time");
    expect(zonedLabel("2026-12-01T14:34:00Z", "UTC", now)).toBe("Tue 1 Dec, 14:34, UTC");
    expect(zonedLabel("2027-01-05T08:00:00Z", "Asia/Kolkata", now)).toBe("Tue 5 Jan 2027, 13:30, Kolkata time");
  });

  it("names zones by their city and offset", () => {
    expect(zoneName("America/Argentina/Buenos_Aires")).toBe("Buenos Aires time");
    expect(offsetLabel("America/New_York", now.getTime())).toBe("UTC−05:00");
    expect(offsetLabel("Asia/Kolkata", now.getTime())).toBe("UTC+05:30");
    expect(offsetLabel("UTC", now.getTime())).toBe("UTC");
  });

  it("masks the recipient's address to its first letter and its domain", () => {
    expect(maskedAddress("robin.okafor@example.org")).toBe("r…@example.org");
    expect(maskedAddress("r@example.org")).toBe("r…@example.org");
  });
});

describe("days that belong to a place", () => {
  it("names a day with its zone, the same words for every reader", () => {
    expect(dayInZone("2027-03-31", "Europe/Lisbon")).toBe("31 Mar 2027 (Lisbon time)");
    expect(dayLabel("2027-01-05")).toBe("5 Jan 2027");
  });

  it("finds the day an instant falls on there, and when a day begins there", () => {
    // 23:30 on 31 Mar in Lisbon (summer time, UTC+1) is 22:30 UTC; in Los Angeles it is still the 31st, 15:30.
    expect(dayOf(new Date("2027-03-31T22:30:00Z"), "Europe/Lisbon")).toBe("2027-03-31");
    expect(dayOf(new Date("2027-03-31T23:30:00Z"), "Europe/Lisbon")).toBe("2027-04-01");
    expect(startOfDay("2027-04-01", "Europe/Lisbon").toISOString()).toBe("2027-03-31T23:00:00.000Z");
    expect(startOfDay("2027-04-01", "Pacific/Kiritimati").toISOString()).toBe("2027-03-31T10:00:00.000Z");
  });

  it("counts days across month and year ends", () => {
    expect(addDays("2027-03-31", 1)).toBe("2027-04-01");
    expect(addDays("2026-12-31", 365)).toBe("2027-12-31");
  });
});
