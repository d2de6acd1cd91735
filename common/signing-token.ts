/**
 * A group compliment's signing link (`/sign/{token}`) carries a token of its own, never the code:
 * 32 random bytes in base64url, 43 characters of A-Z, a-z, 0-9, `-` and `_`. Anything else names
 * no signing, so it is answered as an unknown link without a look-up.
 */
export const SIGNING_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const isSigningToken = (text: string) => SIGNING_TOKEN_PATTERN.test(text);
