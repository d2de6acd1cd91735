/**
 * What never reaches a log line: compliment and coupon codes (the key to a compliment, the value of a
 * coupon), tokens, cookies, e-mail addresses and passwords. Applied to each serialized line, so the
 * message, its fields and an error's stack are all covered, whoever wrote them.
 */

/** JSON fields whose whole value is a secret. */
const SECRET_FIELDS = /"((?:[\w-]*_)?(?:password|token|secret|cookie|authorization|app_key|api_key)|set-cookie|email)":"(?:[^"\\]|\\.)*"/gi;
/** The same fields in JSON written inside a string (a request body logged as text). */
const NESTED_SECRET_FIELDS =
  /\\"((?:[\w-]*_)?(?:password|token|secret|cookie|authorization|app_key|api_key)|set-cookie|email)\\"\s*:\s*\\".*?\\"/gi;
/** JSON fields holding a code: its first four characters stay, to tell codes apart. */
const CODE_FIELDS = /"((?:coupon_|compliment_)?code)":"((?:[^"\\]|\\.){0,4})(?:[^"\\]|\\.)*"/gi;
/** `name=value` in URLs, query strings, cookie headers and free text. */
const SECRET_PARAMS = /\b([\w.-]*(?:password|token|secret|key)|email)=[^&\s";,]+/gi;
const CODE_PARAMS = /\b((?:coupon_|compliment_)?code)=([^&\s";,]{0,4})[^&\s";,]*/gi;
const BEARER = /\b(Bearer|Basic)\s+[\w.~+/=-]+/gi;
const EMAIL = /[\w.!#$%&'*+/=?^`{|}~-]+@[\w-]+(?:\.[\w-]+)+/g;
/** An 8-digit compliment code standing alone in text: not a run of digits inside a request id (a UUID's hex) or a number. */
const COMPLIMENT_CODE = /(?<![\w.-])(\d{4})\d{4}(?![\w.-])/g;
/** A coupon code as printed ("7KQM X4RPW") or typed together, when it has a digit: plain words stay. */
const COUPON_CODE = /\b(?=[2-9A-HJKMNP-Z ]{0,9}[2-9])([2-9A-HJKMNP-Z]{4}) ?[2-9A-HJKMNP-Z]{5}\b/g;
/** A long random-looking run (session and reset tokens, keys): 32 or more URL-safe characters with a digit and a letter. */
const LONG_SECRET =
  /(?<![\w/.-])(?![\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}(?![\w-]))(?=[\w-]*\d)(?=[\w-]*[A-Za-z])[\w-]{32,}(?![\w-])/g;

export function redact(line: string): string {
  return line
    .replace(SECRET_FIELDS, '"$1":"[redacted]"')
    .replace(NESTED_SECRET_FIELDS, '\\"$1\\":\\"[redacted]\\"')
    .replace(CODE_FIELDS, '"$1":"$2…"')
    .replace(BEARER, "$1 [redacted]")
    .replace(SECRET_PARAMS, "$1=[redacted]")
    .replace(CODE_PARAMS, "$1=$2…")
    .replace(EMAIL, "[email]")
    .replace(COMPLIMENT_CODE, "$1…")
    .replace(COUPON_CODE, "$1…")
    .replace(LONG_SECRET, "[redacted]");
}
