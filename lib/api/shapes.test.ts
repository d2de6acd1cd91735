import { safeHref, storageUrl, withHttps } from "./shapes";

describe("links from user data", () => {
  it.each([
    ["example.com", "https://example.com/"],
    ["http://example.com/a?b=1", "http://example.com/a?b=1"],
    ["https://x.example/path", "https://x.example/path"],
  ])("renders %p as %p", (url, href) => expect(safeHref(url)).toBe(href));

  it.each(["javascript:alert(1)", "JAVASCRIPT:alert(1)", "data:text/html,hi", "vbscript:x", " javascript:alert(1)"])(
    "never renders %p as a link", (url) => expect(safeHref(url)).toBeNull());

  it("adds https:// only when the scheme is missing", () => {
    expect(withHttps("facebook.com/x")).toBe("https://facebook.com/x");
    expect(withHttps("https://instagram.com/x")).toBe("https://instagram.com/x");
  });

  it("serves storage keys from this site", () => {
    expect(storageUrl("seed/ads/a.webp")).toBe("/storage/seed/ads/a.webp");
    expect(storageUrl(null)).toBeNull();
  });
});
