import { COUPON_ALPHABET, couponCheckChar, groupCouponCode, readCouponCode } from "./coupon-code";

const body = "2ZQMX4RP";
const code = body + couponCheckChar(body);

it("reads a code typed with spaces, dashes, dots or in lower case", () => {
  expect(readCouponCode(code)).toBe(code);
  for (const typed of [
    groupCouponCode(code),
    `${code.slice(0, 4)}-${code.slice(4)}`,
    ` ${code.toLowerCase()} `,
    code.split("").join("."),
  ]) {
    expect(readCouponCode(typed)).toBe(code);
  }
});

it("catches every single mistyped character and every swap of two different characters", () => {
  for (let i = 0; i < code.length; i++) {
    for (const ch of COUPON_ALPHABET) {
      if (ch === code[i]) continue;
      expect(readCouponCode(code.slice(0, i) + ch + code.slice(i + 1))).toBeNull();
    }
  }
  for (let i = 0; i < code.length; i++) {
    for (let j = i + 1; j < code.length; j++) {
      if (code[i] === code[j]) continue;
      const swapped = [...code];
      [swapped[i], swapped[j]] = [swapped[j]!, swapped[i]!];
      expect(readCouponCode(swapped.join(""))).toBeNull();
    }
  }
});

it("refuses look-alikes, wrong lengths and anything else", () => {
  expect(COUPON_ALPHABET).not.toMatch(/[01OIL]/);
  for (const typed of ["", code.slice(0, 8), `${code}2`, code.replace(/./, "0"), "<script>", "\u0000".repeat(9)]) {
    expect(readCouponCode(typed)).toBeNull();
  }
});
