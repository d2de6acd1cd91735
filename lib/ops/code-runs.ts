/**
 * For tests of what the logs hold: the runs of 4 consecutive characters of `code` (a compliment code's
 * digits, a coupon token's characters) found in `written`, apart from each JSON line's clock time,
 * which may hold any digits. A log must hold none.
 */
export function codeRunsIn(written: string, code: string): string[] {
  const text = written.replace(/"time":\d+/g, "");
  return Array.from({ length: code.length - 3 }, (_, i) => code.slice(i, i + 4)).filter((run) => text.includes(run));
}
