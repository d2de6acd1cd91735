import { safeHref, storageUrl, toProfileReview, withHttps } from "./shapes";
import type { Schema } from "./wire";

describe("links from user data", () => {
  it.each([
    ["example.com", "https://example.com/"],
    ["http://example.com/a?b=1", "http://example.com/a?b=1"],
    ["https://x.example/path", "https://x.example/path"],
  ])("renders %p as %p", (url, href) => expect(safeHref(url)).toBe(href));

  it.each(["javascript:alert(1)", "JAVASCRIPT:alert(1)", "data:text/html,hi", "vbscript:x", " javascript:alert(1)"])(
    "never renders %p as a link",
    (url) => expect(safeHref(url)).toBeNull(),
  );

  it("adds https:// only when the scheme is missing", () => {
    expect(withHttps("facebook.com/x")).toBe("https://facebook.com/x");
    expect(withHttps("https://instagram.com/x")).toBe("https://instagram.com/x");
  });

  it("serves storage keys from this site", () => {
    expect(storageUrl("seed/ads/a.webp")).toBe("/storage/seed/ads/a.webp");
    expect(storageUrl(null)).toBeNull();
  });
});

describe("reviews on a profile", () => {
  const review = (compliment: Schema<"ProfileReview">["compliment"]): Schema<"ProfileReview"> => ({
    id: 1,
    created_at: "2026-01-15T12:00:00.000Z",
    review: "Lovely.",
    customer: { id: 2, name: "Sam Sample", avatar: null },
    compliment,
    ad: null,
  });

  it("keeps the compliment's code and recipient for its author and claimer", () => {
    expect(toProfileReview(review({ id: 3, code: "48151623", to: "Sam" })).compliment).toEqual({ code: "48151623", to: "Sam" });
  });

  it("has no compliment to link to when the backend withholds them (someone else's profile)", () => {
    expect(toProfileReview(review({ id: 3, code: null, to: null })).compliment).toBeNull();
  });
});
