import { isProtected, returnsUnverified, safeNextPath } from "./routes";

describe("isProtected", () => {
  it.each(["/profile", "/profile/", "/messages-list", "/business-profile/3", "/profile-dashboard", "/dashboard", "/business"])(
    "protects %s",
    (path) => expect(isProtected(path)).toBe(true),
  );

  it.each([
    "/",
    "/home",
    "/login",
    "/show-compliment",
    "/ads/3",
    "/profile-dashboard/7",
    "/print-compliment-card",
    "/profiles",
    "/business/redeem",
  ])("leaves %s public", (path) => expect(isProtected(path)).toBe(false));
});

describe("safeNextPath", () => {
  const app = "http://localhost:3000";

  it("keeps a same-site path with its query", () => expect(safeNextPath("/connections?page=2", app)).toBe("/connections?page=2"));

  it("keeps a path that only looks odd on this origin", () =>
    expect(safeNextPath("%2F%09%2Fevil.example", app)).toBe("/%2F%09%2Fevil.example"));

  it.each([
    "https://evil.example",
    "//evil.example",
    "/\\evil.example",
    "\\\\evil.example",
    "javascript:alert(1)",
    "/\t/evil.example",
    "/\n/evil.example",
    "/\r/evil.example",
    "\t//evil.example",
    decodeURIComponent("%2F%09%2Fevil.example"),
    decodeURIComponent("%2F%5C%2Fevil.example"),
    "/..//evil.example",
    "http://localhost:3001/x",
    "https://localhost:3000/x",
    "",
    null,
  ])("drops %p", (next) => expect(safeNextPath(next, app)).toBeUndefined());
});

describe("returnsUnverified", () => {
  it.each(["/show-compliment?code=12345678&intent=claim", "/conversation?code=12345678", "/verify-email?id=1&hash=x"])(
    "brings an unverified user back to %s",
    (next) => expect(returnsUnverified(next)).toBe(true),
  );

  it.each([undefined, "/your-compliments", "/show-compliment-dashboard?code=12345678", "/conversations?x=1", "/show-compliment"])(
    "sends an unverified user home instead of %s",
    (next) => expect(returnsUnverified(next)).toBe(false),
  );
});
