/**
 * Coupon codes: 8 random characters and a check character, from an alphabet without look-alikes
 * (no 0/O, 1/I/L), shown in two groups ("7KQM X4RPW"). The check character makes the sum of each
 * character's value times its position (1 to 9) a multiple of 31, the alphabet's prime size: one
 * mistyped character, or any two characters swapped, is caught before any look-up.
 */
export const COUPON_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
export const COUPON_BODY_LENGTH = 8;
export const COUPON_CODE_LENGTH = COUPON_BODY_LENGTH + 1;

const N = COUPON_ALPHABET.length;

/** Each character's value times its position, from 1. */
const weightedSum = (chars: string) => [...chars].reduce((sum, ch, i) => sum + (i + 1) * COUPON_ALPHABET.indexOf(ch), 0);

/** The inverse of the check character's position (9) modulo 31: 9 × 7 = 63 = 2 × 31 + 1. */
const INVERSE_OF_CHECK_POSITION = 7;

/** The check character that completes `body`. */
export function couponCheckChar(body: string): string {
  const value = (((-weightedSum(body) * INVERSE_OF_CHECK_POSITION) % N) + N) % N;
  return COUPON_ALPHABET[value]!;
}

/** A code as people type it: case, spaces, dashes and dots do not matter. */
export const tidyCouponCode = (typed: string) => typed.toUpperCase().replace(/[\s.\-‐-―\p{Cc}]/gu, "");

/** The code `typed` names, or null when it cannot be one (wrong length, letters or check character). */
export function readCouponCode(typed: string): string | null {
  const code = tidyCouponCode(typed);
  if (code.length !== COUPON_CODE_LENGTH || [...code].some((ch) => !COUPON_ALPHABET.includes(ch))) return null;
  return weightedSum(code) % N === 0 ? code : null;
}

/** "7KQMX4RPW" as printed: "7KQM X4RPW". */
export const groupCouponCode = (code: string) => `${code.slice(0, 4)} ${code.slice(4)}`;
