/**
 * The /v1 calls a browser may make through the forwarder (spec §7). Login, registration and
 * logout are absent on purpose: their answers carry or end the backend token, so only server
 * actions make them. So is spec §7's Reply GET (`compliments/{id}/conversation-messages`), which
 * opens a conversation: the web opens one with its first message (POST `compliments/{id}/reply`),
 * and a GET that starts something is one a crafted link or script could make in a user's name.
 * GETs marked `changes` change state on the backend (they record who opened a compliment, mark
 * messages read or verify an address), so they never run as a navigation or for another site.
 */
type Route = readonly [method: string, pattern: RegExp, changes?: "changes"];

const routes: ReadonlyArray<Route> = [
  ["GET", /^auth\/me$/],
  ["POST", /^email\/verify\/resend$/],
  ["GET", /^email\/verify\/\d+\/[0-9a-f]{64}$/, "changes"],
  ["POST", /^auth\/(forgot|reset)-password$/],
  ["POST", /^unsubscribe\/again$/],
  ["GET", /^helpers\/countries(\/\d+\/states)?$/],
  ["GET", /^states\/\d+$/],
  ["GET", /^users\/profile(\/\d+)?$/],
  ["POST", /^users\/profile$/],
  ["POST", /^users\/\d+\/messages$/],
  ["GET", /^users\/(my-reviews|other-reviews|my-connections)$/],
  ["GET", /^business-profiles$/],
  ["GET", /^ads(\/\d+)?$/],
  ["POST", /^ads\/\d+\/toggle-favorite$/],
  ["GET", /^compliments$/],
  ["GET", /^compliments\/code\/\d{8}$/, "changes"],
  ["POST", /^compliments$/],
  ["PATCH", /^compliments\/\d+$/],
  ["DELETE", /^compliments\/\d+$/],
  ["POST", /^compliments\/\d+\/claim$/],
  ["POST", /^compliments\/\d+\/reply$/],
  ["GET", /^compliments\/conversations$/],
  ["GET", /^compliments\/conversations\/\d+$/, "changes"],
  ["POST", /^compliments\/conversations\/messages$/],
  ["GET", /^compliments\/ads\/reviews\/\d+$/],
  ["POST", /^compliments\/ads\/reviews$/],
  ["GET", /^compliments\/\d+\/ads\/\d+\/pdf$/],
  ["GET", /^coupons\/pdf$/],
  ["POST", /^coupons\/(check|redeem)$/],
  ["DELETE", /^coupons\/redemptions\/\d+$/],
  ["GET", /^coupons\/scan\/[A-Za-z0-9_-]{22}$/],
  ["GET", /^businesses(\/\d+\/(members|report|attempts|attempts\/export))?$/],
  ["POST", /^businesses\/\d+\/members$/],
  ["DELETE", /^businesses\/\d+\/members\/\d+$/],
  ["GET", /^messages\/unread-count$/],
  ["GET", /^activity$/],
  ["GET", /^users\/notification-settings$/],
  ["PATCH", /^users\/notification-settings$/],
];

/** How the forwarder treats a call: not at all, as a read, or as a call that changes state. */
export function forwarding(method: string, path: string): "refused" | "reads" | "changes" {
  const route = routes.find(([m, pattern]) => m === method && pattern.test(path));
  if (!route) return "refused";
  return method === "GET" && !route[2] ? "reads" : "changes";
}

/** Multipart uploads (the avatar) carry up to 2 MB of image; every other body is JSON up to 64 kB. */
export const MAX_JSON_BYTES = 64 * 1024;
export const MAX_UPLOAD_BYTES = 2 * 1024 * 1024 + 64 * 1024;
