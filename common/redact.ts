import { createHmac, randomBytes } from "node:crypto";

/**
 * What never reaches a log line: compliment and coupon codes (the key to a compliment, the value of a
 * coupon), tokens, cookies, e-mail addresses and passwords. Applied to each serialized line, so the
 * message, its fields and an error's stack are all covered, whoever wrote them.
 */

/**
 * The key of `codeTag`: APP_KEY, which both processes get from `npm start` (so their tags agree),
 * else the web's AUTH_SECRET, else one made for this process.
 */
const TAG_KEY = process.env.APP_KEY || process.env.AUTH_SECRET || randomBytes(32).toString("base64url");
const LETTERS = "abcdefghijklmnopqrstuvwxyz";

/**
 * A code or coupon token as a log shows it: `#` and 7 letters of a keyed hash (HMAC-SHA256) of the
 * code however it was spelled (`4821 3907`, `4821+3907`). No character of the code, so no digit of
 * it to guess from, while the same code logs the same tag and operators can follow it.
 */
export function codeTag(code: string): string {
  const canonical = code.replace(/%20|%2B/gi, "").replace(/[^\dA-Za-z_-]/g, "");
  const mac = createHmac("sha256", TAG_KEY).update(`log-tag:${canonical}`).digest();
  return `#${Array.from(mac.subarray(0, 7), (byte) => LETTERS[byte % LETTERS.length]).join("")}`;
}

/**
 * A compliment code as people and links write it: 8 digits, or 4 and 4, or four pairs, with spaces,
 * dashes, dots or `+` between (a date's 4-2-2 is none of these).
 */
const SEP = String.raw`(?:[\s.+\-\u2010-\u2015\u2212]|%20|%2B)+`;
const SPELLED_CODE = String.raw`(?:\d{4}(?:${SEP})?\d{4}|\d{2}${SEP}\d{2}${SEP}\d{2}${SEP}\d{2})`;
/**
 * A compliment code standing alone in text. Not a run of digits touching a letter, a dash or a dot:
 * a part of a request id (a UUID's all-digit group) or of a number.
 */
const COMPLIMENT_CODE = new RegExp(String.raw`(?<![\w.-])${SPELLED_CODE}(?![\w.-])`, "gi");
/** JSON fields whose whole value is a secret. */
const SECRET_FIELDS = /"((?:[\w-]*_)?(?:password|token|secret|cookie|authorization|app_key|api_key)|set-cookie|email)":"(?:[^"\\]|\\.)*"/gi;
/** The same fields in JSON written inside a string (a request body logged as text). */
const NESTED_SECRET_FIELDS =
  /\\"((?:[\w-]*_)?(?:password|token|secret|cookie|authorization|app_key|api_key)|set-cookie|email)\\"\s*:\s*\\".*?\\"/gi;
/** JSON fields holding a code: logged as its tag (a bare `code` without a digit is an error's, see `fieldCode`). */
const CODE_FIELDS = /"((?:coupon_|compliment_)?code)":"((?:[^"\\]|\\.)*)"/gi;
const COUPON_SHAPED = /^[2-9A-HJKMNP-Z]{4} ?[2-9A-HJKMNP-Z]{5}$/;
/** A code field as logged: its tag, but an error's code without a digit (`ECONNREFUSED`, Auth.js's `debug-enabled`) stays. */
const fieldCode = (field: string, value: string) =>
  field.toLowerCase() !== "code" || /\d/.test(value) || COUPON_SHAPED.test(value) ? codeTag(value) : value;
/** `name=value` in URLs, query strings, cookie headers and free text. */
const SECRET_PARAMS = /\b([\w.-]*(?:password|token|secret|key)|email)=[^&\s";,]+/gi;
/** A code in a query string, and a coupon's token in its QR link (`/business/redeem?t=`). */
const CODE_PARAMS = new RegExp(String.raw`(?<![\w.-])((?:coupon_|compliment_)?code|t)=(${SPELLED_CODE}(?![\w.-])|[^&\s";,#]+)`, "gi");
/** A coupon's token in the backend's scan path. */
const SCAN_TOKEN = /(\/coupons\/scan\/)([\w-]+)/g;
const BEARER = /\b(Bearer|Basic)\s+[\w.~+/=-]+/gi;
const EMAIL = /[\w.!#$%&'*+/=?^`{|}~-]+@[\w-]+(?:\.[\w-]+)+/g;
/** A coupon code as printed ("7KQM X4RPW") or typed together; only one with a digit (see `redact`), so plain words stay. */
const COUPON_CODE = /\b([2-9A-HJKMNP-Z]{4}) ?[2-9A-HJKMNP-Z]{5}\b/g;
/** A long run of URL-safe characters: a session or reset token or a key when it is random-looking (see `looksRandom`). */
const LONG_RUN = /(?<![\w/.-])[\w-]{32,}(?![\w-])/g;
const UUID = /^[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}$/i;
/** Has a digit and a letter, and is not a UUID (a request id). */
const looksRandom = (run: string) => /\d/.test(run) && /[A-Za-z]/.test(run) && !UUID.test(run);

/**
 * The line with every secret replaced. It runs on every line written, a request's included, so the
 * costlier patterns run only on lines holding the character they need (an `@`, an `=`).
 */
export function redact(line: string): string {
  let out = line
    .replace(SECRET_FIELDS, '"$1":"[redacted]"')
    .replace(NESTED_SECRET_FIELDS, '\\"$1\\":\\"[redacted]\\"')
    .replace(CODE_FIELDS, (_, field: string, value: string) => `"${field}":"${fieldCode(field, value)}"`)
    .replace(BEARER, "$1 [redacted]");
  if (out.includes("="))
    out = out.replace(SECRET_PARAMS, "$1=[redacted]").replace(CODE_PARAMS, (_, name: string, code: string) => `${name}=${codeTag(code)}`);
  if (out.includes("@")) out = out.replace(EMAIL, "[email]");
  return out
    .replace(SCAN_TOKEN, (_, path: string, token: string) => path + codeTag(token))
    .replace(COMPLIMENT_CODE, codeTag)
    .replace(COUPON_CODE, (code) => (/\d/.test(code) ? codeTag(code) : code))
    .replace(LONG_RUN, (run) => (looksRandom(run) ? "[redacted]" : run));
}
