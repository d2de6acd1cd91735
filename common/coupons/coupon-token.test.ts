import { randomToken } from "@/backend/src/lib/crypto";
import { COUPON_TOKEN_BYTES, isCouponToken } from "./coupon-token";

it("takes every token the backend makes for a coupon", () => {
  for (let i = 0; i < 200; i++) expect(isCouponToken(randomToken(COUPON_TOKEN_BYTES))).toBe(true);
});

it("refuses anything else: paths, separators, encodings, other lengths, a typed code", () => {
  const token = randomToken(COUPON_TOKEN_BYTES);
  for (const t of [
    "",
    token.slice(1),
    `${token}A`,
    "../../compliments/1/conversation-messages",
    "..%2F..%2Fcompliments%2F1%2Fconversation-messages",
    "../x",
    "%2e%2e%2fads",
    "a?b",
    "a#b",
    `${token.slice(0, 21)}/`,
    `${token.slice(0, 21)}.`,
    `${token.slice(0, 21)}=`,
    "7KQMX4RPW",
  ]) {
    expect(isCouponToken(t)).toBe(false);
  }
});
