import { SESSION_COOKIE_NAME } from "./session-cookie";

/**
 * The public pages that read a compliment by its code. Read with a session, that look-up tells the
 * backend who read it (and lets them claim and reply), so another site must not be able to have it
 * made for a signed-in visitor by sending them there: such a visit gets the guest's page.
 */
export const READS_BY_CODE: ReadonlySet<string> = new Set(["/show-compliment", "/print-compliment-card", "/join"]);

/**
 * Whether the visitor came by themselves: from this site's own pages, or typed, scanned, from a
 * bookmark or an e-mail (`Sec-Fetch-Site: same-origin` or `none`); `cross-site` and `same-site`
 * are another site's doing. A request without the header (a browser from before 2023, curl) counts
 * only with a Referer from this site, which another site can neither forge nor add.
 */
export function isOwnNavigation(secFetchSite: string | null | undefined, referer: string | null | undefined, appOrigin: string): boolean {
  if (secFetchSite) return secFetchSite === "same-origin" || secFetchSite === "none";
  return !!referer && URL.canParse(referer) && new URL(referer).origin === appOrigin;
}

/** Whether a request to the web server carries a session cookie (valid or not: only Auth.js can tell). */
export const hasSessionCookie = (cookieHeader: string | undefined) =>
  (cookieHeader ?? "").split(";").some((pair) => SESSION_COOKIE_NAME.test(pair.split("=")[0]?.trim() ?? ""));
