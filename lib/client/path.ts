declare const checked: unique symbol;

/** A /v1 path made by `v1`: every value in it is encoded and checked. `callApi` takes nothing else. */
export type ApiPath = string & { readonly [checked]: true };

/** How many times a value is decoded while looking for a separator: `%25252F` is `/` three decodes down. */
const DECODES = 4;

/**
 * Whether `value` stays one path segment, however often the browser, the forwarder or the
 * backend decode it: no `/` or `\`, no `..` (nor a lone `.`), no `?` or `#`, in any of its
 * decodings. A value that does not decode cleanly cannot be checked, so it is refused too.
 */
export function isPathSegment(value: string): boolean {
  let current = value;
  for (let i = 0; i <= DECODES; i++) {
    if (current === "" || current === "." || /[/\\?#]|\.\./.test(current)) return false;
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return false;
    }
    if (next === current) return true;
    current = next;
  }
  return false;
}

/**
 * A /v1 path from a template whose `${values}` are path parameters (ids, codes, tokens), each
 * percent-encoded as one segment; null when a value could leave its place (see isPathSegment),
 * so a crafted id or a scanned token never calls another API. Queries go in callApi's `query`.
 */
export function v1(strings: TemplateStringsArray, ...values: Array<string | number>): ApiPath | null {
  let path = strings[0]!;
  for (const [i, value] of values.entries()) {
    const segment = String(value);
    if (!isPathSegment(segment)) return null;
    path += encodeURIComponent(segment) + strings[i + 1];
  }
  return path as ApiPath;
}
