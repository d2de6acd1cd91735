import { READER_ZONE_COOKIE, readerZone, REMEMBER_READER_ZONE } from "./reader-zone";

describe("readerZone", () => {
  it.each(["America/Los_Angeles", "Pacific/Kiritimati", "Etc/GMT+5", "UTC", "America/Argentina/Buenos_Aires"])("takes %s", (zone) =>
    expect(readerZone(zone)).toBe(zone),
  );

  it.each([undefined, "", "Mars/Olympus_Mons", "America/Los Angeles", "UTC;x=1", "a".repeat(65), "Europe/Lisbon\u0000"])(
    "refuses %p",
    (value) => expect(readerZone(value)).toBeUndefined(),
  );
});

/** Runs the page's script against a cookie jar holding `cookie`, in a browser whose zone is `zone`; what it wrote, if anything. */
function run(zone: string, cookie: string, protocol = "http:"): string | undefined {
  let written: string | undefined;
  const document = {
    get cookie() {
      return cookie;
    },
    set cookie(value: string) {
      written = value;
    },
  };
  const intl = { DateTimeFormat: () => ({ resolvedOptions: () => ({ timeZone: zone }) }) };
  new Function("document", "location", "Intl", REMEMBER_READER_ZONE)(document, { protocol }, intl);
  return written;
}

describe("REMEMBER_READER_ZONE", () => {
  it("writes the browser's zone for a year, site-wide", () => {
    expect(run("America/Los_Angeles", "device_id=abc")).toBe(
      `${READER_ZONE_COOKIE}=America/Los_Angeles;Path=/;Max-Age=31536000;SameSite=Lax`,
    );
  });

  it("marks it Secure over https", () => expect(run("Pacific/Kiritimati", "", "https:")).toMatch(/;Secure$/));

  it("writes nothing when the cookie already says it", () => {
    expect(run("Pacific/Kiritimati", "device_id=abc; tz=Pacific/Kiritimati")).toBeUndefined();
    expect(run("Pacific/Kiritimati", "tz=Pacific/Kiritimati; device_id=abc")).toBeUndefined();
  });

  it("writes the new zone when the browser moved", () => {
    expect(run("Europe/Lisbon", "tz=America/Los_Angeles")).toMatch(/^tz=Europe\/Lisbon;/);
  });

  it("writes nothing for a zone that is no cookie value", () => {
    expect(run("Bad;zone", "")).toBeUndefined();
  });
});
