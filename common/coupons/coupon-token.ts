/**
 * A coupon's QR link carries a token of its own (`/business/redeem?t=…`): the backend makes it
 * from COUPON_TOKEN_BYTES random bytes in base64url, 22 characters of A-Z, a-z, 0-9, `-` and `_`.
 * Anything else in `t` names no coupon, so it is answered 'Unknown code' without a look-up.
 */
export const COUPON_TOKEN_BYTES = 16;
export const COUPON_TOKEN_PATTERN = /^[A-Za-z0-9_-]{22}$/;

export const isCouponToken = (text: string) => COUPON_TOKEN_PATTERN.test(text);
