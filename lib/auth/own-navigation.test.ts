import { isOwnNavigation } from "./own-navigation";
import { SESSION_COOKIE_NAME } from "./session-cookie";

const app = "https://compliments.example";

describe("isOwnNavigation", () => {
  it("trusts the site's own pages and a typed, scanned or mailed link, never another site", () => {
    expect(isOwnNavigation("same-origin", null, app)).toBe(true);
    expect(isOwnNavigation("none", null, app)).toBe(true);
    expect(isOwnNavigation("cross-site", `${app}/home`, app)).toBe(false);
    expect(isOwnNavigation("same-site", null, app)).toBe(false);
  });

  it("without Sec-Fetch-Site, trusts only a Referer from the site itself", () => {
    expect(isOwnNavigation(undefined, `${app}/your-compliments`, app)).toBe(true);
    expect(isOwnNavigation(undefined, "https://other.example/page", app)).toBe(false);
    expect(isOwnNavigation(undefined, "https://compliments.example.evil.test/", app)).toBe(false);
    expect(isOwnNavigation(undefined, undefined, app)).toBe(false);
    expect(isOwnNavigation("", "not a url", app)).toBe(false);
  });
});

describe("SESSION_COOKIE_NAME", () => {
  it("names the session cookie and its chunks, secure or not, and nothing else", () => {
    for (const name of ["authjs.session-token", "__Secure-authjs.session-token", "authjs.session-token.0"]) {
      expect(SESSION_COOKIE_NAME.test(name)).toBe(true);
    }
    for (const name of ["device_id", "authjs.csrf-token", "xauthjs.session-token"]) expect(SESSION_COOKIE_NAME.test(name)).toBe(false);
  });
});
