import { isProtected, safeNextPath } from "./routes";

describe("isProtected", () => {
  it.each(["/profile", "/profile/", "/messages-list", "/business-profile/3", "/profile-dashboard", "/dashboard"])(
    "protects %s", (path) => expect(isProtected(path)).toBe(true));

  it.each(["/", "/home", "/login", "/show-compliment", "/ads/3", "/profile-dashboard/7", "/print-compliment-card", "/profiles"])(
    "leaves %s public", (path) => expect(isProtected(path)).toBe(false));
});

describe("safeNextPath", () => {
  it("keeps a same-site path with its query", () => expect(safeNextPath("/connections?page=2")).toBe("/connections?page=2"));

  it.each(["https://evil.example", "//evil.example", "/\\evil.example", "javascript:alert(1)", "", null])(
    "drops %p", (next) => expect(safeNextPath(next)).toBeUndefined());
});
