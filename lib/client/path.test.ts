import { isPathSegment, v1 } from "./path";

it("encodes each value as one segment and keeps the template's own slashes", () => {
  expect(v1`compliments/${12}/claim`).toBe("compliments/12/claim");
  expect(v1`coupons/scan/${"3q2-7wEZ4nBqv1R9sLk0dg"}`).toBe("coupons/scan/3q2-7wEZ4nBqv1R9sLk0dg");
  expect(v1`email/verify/${"7"}/${"a b&c=d"}`).toBe("email/verify/7/a%20b%26c%3Dd");
  expect(v1`users/${"é"}`).toBe("users/%C3%A9");
  expect(v1`auth/me`).toBe("auth/me");
});

it("refuses a value that could leave its segment, plain or encoded once or more", () => {
  for (const value of [
    "../../compliments/1/conversation-messages",
    "..%2F..%2Fcompliments%2F1%2Fconversation-messages",
    "..%252F..%252Fads",
    "../x",
    "..",
    ".",
    "%2e%2e",
    "%2e%2e%2fads",
    "%252e%252e",
    "a/b",
    "a%2Fb",
    "a%2fb",
    "a\\b",
    "a%5Cb",
    "a?b",
    "a%3Fb",
    "a%253Fb",
    "a#b",
    "a%23b",
    "",
    "..a",
    "%E0%A4%A", // not a whole UTF-8 sequence: cannot be checked
    "50%", // nor a lone percent sign
  ]) {
    expect([value, isPathSegment(value)]).toEqual([value, false]);
    expect([value, v1`coupons/scan/${value}`]).toEqual([value, null]);
  }
});

it("takes ordinary values: numbers, codes, tokens, a dot inside a name, spaces", () => {
  for (const value of ["12", "12345678", "3q2-7wEZ4nBqv1R9sLk0dg", "a.b", "a b", "%41"]) {
    expect([value, isPathSegment(value)]).toEqual([value, true]);
  }
});
