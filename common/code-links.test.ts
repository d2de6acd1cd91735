import { codeRedirect, shortLink } from "./code-links";

const at = (path: string) => new URL(path, "http://localhost:3000");

describe("shortLink", () => {
  it("is the site's address, /c/ and the code", () => {
    expect(shortLink("https://compliments.example", "83816592")).toBe("https://compliments.example/c/83816592");
  });
});

describe("codeRedirect", () => {
  it.each(["/c/83816592", "/c/8381-6592", "/c/8381%206592", "/c/8381.6592", "/c/8381%E2%80%936592", "/c/83816592/"])(
    "opens the public page from the short link %s",
    (path) => expect(codeRedirect(at(path))).toBe("/show-compliment?code=83816592"),
  );

  it.each(["/c/8381659", "/c/hello", "/c/", "/c/83816592/more", "/c/%E0%A4%A", "/cc/83816592"])("leaves %s to the not-found page", (path) =>
    expect(codeRedirect(at(path))).toBeUndefined(),
  );

  it("writes a grouped code in a page's query as the 8 digits, keeping the rest of the query", () => {
    expect(codeRedirect(at("/show-compliment?code=8381+6592"))).toBe("/show-compliment?code=83816592");
    expect(codeRedirect(at("/show-compliment?code=8381%206592"))).toBe("/show-compliment?code=83816592");
    expect(codeRedirect(at("/print-compliment-card?code=8381-6592&design=bright"))).toBe(
      "/print-compliment-card?code=83816592&design=bright",
    );
    expect(codeRedirect(at("/edit-compliment?code=8381.6592&id=4"))).toBe("/edit-compliment?code=83816592&id=4");
  });

  it("leaves canonical, missing and hopeless codes to the page, which knows what to say", () => {
    for (const path of [
      "/show-compliment?code=83816592",
      "/show-compliment",
      "/show-compliment?code=1234",
      "/show-compliment?code=12+34",
      "/",
    ])
      expect(codeRedirect(at(path))).toBeUndefined();
  });
});
