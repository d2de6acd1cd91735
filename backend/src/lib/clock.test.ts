import { fileOffsetClock } from "./clock";

describe("fileOffsetClock", () => {
  afterEach(() => jest.useRealTimers());

  it("moves the time by the file's seconds, re-reading the file at most once a second", () => {
    jest.useFakeTimers({ now: new Date("2026-12-01T12:00:00Z") });
    let text = "86400";
    const read = jest.fn(() => text);
    const clock = fileOffsetClock("/offset", read);
    expect(clock.now().toISOString()).toBe("2026-12-02T12:00:00.000Z");
    text = "-60";
    jest.advanceTimersByTime(999);
    expect(clock.now().toISOString()).toBe("2026-12-02T12:00:00.999Z");
    jest.advanceTimersByTime(1);
    expect(clock.now().toISOString()).toBe("2026-12-01T11:59:01.000Z");
    expect(read).toHaveBeenCalledTimes(2);
    expect(read).toHaveBeenCalledWith("/offset");
  });

  it("takes a missing file or one without a number as no offset", () => {
    jest.useFakeTimers({ now: new Date("2026-12-01T12:00:00Z") });
    const missing = fileOffsetClock("/nowhere", () => {
      throw Object.assign(new Error("ENOENT"), { code: "ENOENT" });
    });
    expect(missing.now().toISOString()).toBe("2026-12-01T12:00:00.000Z");
    expect(
      fileOffsetClock("/garbage", () => "soon\n")
        .now()
        .toISOString(),
    ).toBe("2026-12-01T12:00:00.000Z");
  });
});
