import { CODE_DIGITS } from "@/common/code";

/**
 * A guest who pressed Claim on a compliment is remembered in this browser by a cookie that the
 * join page's request sets (proxy.ts), so the compliment's page asks "Is that you?" once they are
 * back signed in. It is set on the site's own navigations only, so a link made elsewhere with
 * `intent=claim` asks nothing; the guest's page needs no script for it.
 */
export const PENDING_CLAIM_COOKIE = "pending_claim";

/**
 * Lasts a day, or until the compliment's page reads and clears it. Its path is the whole site: the
 * way back (after logging in or registering) is a client navigation, which a cookie scoped to the
 * compliment's page is not seen in.
 */
export const pendingClaimCookie = (secure: boolean) =>
  ({ httpOnly: false, sameSite: "lax", secure, path: "/", maxAge: 24 * 3600 }) as const;

/** Whether this browser's guest pressed Claim on `code` lately; the note is used up either way. */
export function takePendingClaim(code: string): boolean {
  const pending = new RegExp(`(?:^|;\\s*)${PENDING_CLAIM_COOKIE}=(${CODE_DIGITS})`).exec(document.cookie)?.[1];
  if (pending === undefined) return false;
  document.cookie = `${PENDING_CLAIM_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
  return pending === code;
}
