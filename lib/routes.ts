import {
  ACCOUNT_DELETED,
  CONVERSATION_ERROR,
  LOAD_FAILED,
  LOG_IN_FIRST,
  NOT_FOUND,
  SESSION_EXPIRED,
  UNAUTHENTICATED_SAVE,
} from "../common/messages";

/** Routes that need a session (spec §2); each also covers its sub-paths. */
const protectedPrefixes = [
  "/profile",
  "/user-profile",
  "/create-compliment",
  "/create-compliment-code",
  "/send-message",
  "/messages",
  "/conversation",
  "/connections",
  "/messages-list",
  "/compliments-from-others",
  "/your-compliments",
  "/show-compliment-dashboard",
  "/show-your-compliment",
  "/edit-compliment",
  "/choose-ads",
  "/business-profile",
  "/dashboard",
  "/verify-email",
  "/moderation",
];
/** Protected only as written: `/profile-dashboard/{id}` is a public preview, `/profile-dashboard` one's own. */
// /business/redeem is not: a coupon's QR opens it for anyone, who learns only whether the coupon is valid.
const protectedExact = ["/profile-dashboard", "/business"];

export function isProtected(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return protectedExact.includes(path) || protectedPrefixes.some((p) => path === p || path.startsWith(`${p}/`));
}

export const AFTER_LOGIN = "/your-compliments";

/**
 * Where to go after logging in: `next` resolved against the app's own origin (`appUrl`), kept only
 * when it stays there. The URL parser drops tabs and line breaks and reads a backslash as a slash,
 * just as browsers do, so no spelling of another host gets through.
 */
export function safeNextPath(next: string | null | undefined, appUrl: string): string | undefined {
  if (!next) return undefined;
  const base = new URL(appUrl);
  let url: URL;
  try {
    url = new URL(next, base);
  } catch {
    return undefined;
  }
  if (url.origin !== base.origin || url.pathname.startsWith("//")) return undefined;
  return url.pathname + url.search + url.hash;
}

/**
 * The recipient's path: pages a user whose e-mail is not verified yet is still brought back to after
 * logging in or registering (claim and reply need no verified e-mail), besides the verification link.
 */
export const returnsUnverified = (next: string | undefined): next is string =>
  !!next && /^\/(verify-email|show-compliment|conversation)\?/.test(next);

/** Reasons the login page is opened with, mapped to the messages it shows. */
export const loginReasons = {
  "auth-required": "Please log in to access this page.",
  "session-expired": SESSION_EXPIRED,
  /** The session ended while saving something (spec §8: 401 on create or update). */
  "save-expired": UNAUTHENTICATED_SAVE,
  /** A guest pressed Claim or Reply (spec §4). */
  "log-in-first": LOG_IN_FIRST,
} as const;
export type LoginReason = keyof typeof loginReasons;
/** The id of the reason's toast on the login page, which a failed log in replaces. */
export const LOGIN_REASON_TOAST = "login-reason";

/** An account page (log in, sign up, password reset) that passes `next` on, so the user still ends up where they were going. */
export const withNext = (path: string, next: string | undefined) => (next ? `${path}?${new URLSearchParams({ next })}` : path);

/** Claim and Reply, which need a logged-in reader. */
export type ReaderAction = "claim" | "reply";

/** Where a reader's Claim or Reply goes on once they are logged in: Claim is completed back on the compliment. */
export const afterLogIn = (code: string, action: ReaderAction) =>
  action === "reply" ? `/conversation?code=${code}` : `/show-compliment?code=${code}&intent=claim`;

export const loginUrl = (reason: LoginReason, next?: string) => `/login?${new URLSearchParams({ reason, ...(next && { next }) })}`;

/** Why a screen sent the user home (spec §8), shown there as a toast and inline. */
export const homeNotices = {
  "no-code": "No compliment code provided",
  "not-found": NOT_FOUND,
  "slow-down": "Too many compliment look-ups. Please wait a minute and try again.",
  "conversation-error": CONVERSATION_ERROR,
  "ad-missing": "Ad ID is missing",
  "ad-error": LOAD_FAILED,
} as const;
export type HomeNotice = keyof typeof homeNotices;
export const homeUrl = (notice: HomeNotice) => `/?notice=${notice}`;

/** What the home page is opened to say when all went well, by its `status`. */
export const homeStatuses = { "account-deleted": ACCOUNT_DELETED } as const;
export type HomeStatus = keyof typeof homeStatuses;
export const homeStatusUrl = (status: HomeStatus) => `/?status=${status}`;
