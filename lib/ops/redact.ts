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
/**
 * An 8-digit compliment code standing alone in text. Not a run of digits touching a letter, a dash
 * or a dot: a part of a request id (a UUID's all-digit group) or of a number.
 */
const COMPLIMENT_CODE = /(?<![\w.-])(\d{4})\d{4}(?![\w.-])/g;
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
    .replace(CODE_FIELDS, '"$1":"$2…"')
    .replace(BEARER, "$1 [redacted]");
  if (out.includes("=")) out = out.replace(SECRET_PARAMS, "$1=[redacted]").replace(CODE_PARAMS, "$1=$2…");
  if (out.includes("@")) out = out.replace(EMAIL, "[email]");
  return out
    .replace(COMPLIMENT_CODE, "$1…")
    .replace(COUPON_CODE, (code, first: string) => (/\d/.test(code) ? `${first}…` : code))
    .replace(LONG_RUN, (run) => (looksRandom(run) ? "[redacted]" : run));
}
