import type { paths } from "./v1";
import { CODE_DIGITS } from "@/common/code";
import { COUPON_TOKEN_PATTERN } from "@/common/coupons/coupon-token";
import { SIGNING_TOKEN_PATTERN } from "@/common/signing-token";

type Method = "get" | "post" | "patch" | "put" | "delete";
/** The methods the OpenAPI document (generated v1.d.ts) has an operation for at `P`. */
type OperationOf<P extends keyof paths> = { [M in Method]-?: NonNullable<paths[P][M]> extends never ? never : M }[Method];

/** A forwardable call: an operation of the /v1 document, so a path the backend lacks does not compile. */
export type ForwardableRoute = { method: Method; path: keyof paths; changes: boolean };

const route = <P extends keyof paths>(method: OperationOf<P>, path: P, changes?: "changes"): ForwardableRoute => ({
  method,
  path,
  changes: changes === "changes",
});

/**
 * The /v1 calls a browser may make through the forwarder (spec §7). Login, registration and
 * logout are absent on purpose: their answers carry or end the backend token, so only server
 * actions make them. So is spec §7's Reply GET (`compliments/{id}/conversation-messages`), which
 * opens a conversation: the web opens one with its first message (POST `compliments/{id}/reply`),
 * and a GET that starts something is one a crafted link or script could make in a user's name.
 * GETs marked `changes` change state on the backend (they record who opened a compliment, mark
 * messages read or verify an address), so they never run as a navigation or for another site.
 * Each is an operation of the generated OpenAPI types (v1.d.ts), so a path or method the backend
 * does not have fails to compile (and forwardable.test.ts checks the served document too).
 */
export const forwardableRoutes: ReadonlyArray<ForwardableRoute> = [
  route("get", "/auth/me"),
  route("post", "/email/verify/resend"),
  route("get", "/email/verify/{id}/{hash}", "changes"),
  route("post", "/auth/forgot-password"),
  route("post", "/auth/reset-password"),
  route("post", "/unsubscribe/again"),
  route("get", "/helpers/countries"),
  route("get", "/helpers/countries/{country}/states"),
  route("get", "/states/{id}"),
  route("get", "/users/profile"),
  route("get", "/users/profile/{id}"),
  route("post", "/users/profile"),
  route("post", "/users/{id}/messages"),
  route("get", "/users/my-reviews"),
  route("get", "/users/other-reviews"),
  route("get", "/users/my-connections"),
  route("get", "/business-profiles"),
  route("get", "/ads"),
  route("get", "/ads/{adId}"),
  route("post", "/ads/{id}/toggle-favorite"),
  route("get", "/compliments"),
  route("get", "/compliments/code/{code}", "changes"),
  route("post", "/compliments"),
  route("patch", "/compliments/{id}"),
  route("delete", "/compliments/{id}"),
  route("post", "/compliments/{id}/claim"),
  route("post", "/compliments/{id}/reply"),
  route("post", "/compliments/{code}/thanks"),
  route("get", "/compliments/conversations"),
  route("get", "/compliments/conversations/{id}", "changes"),
  route("post", "/compliments/conversations/messages"),
  route("get", "/compliments/ads/reviews/{compliment_ad_id}"),
  route("post", "/compliments/ads/reviews"),
  route("post", "/reports"),
  route("get", "/compliments/{complimentId}/ads/{adId}/pdf"),
  route("get", "/coupons/pdf"),
  route("post", "/coupons/check"),
  route("post", "/coupons/redeem"),
  route("delete", "/coupons/redemptions/{couponId}"),
  route("get", "/coupons/scan/{token}"),
  route("get", "/businesses"),
  route("get", "/businesses/{businessId}/members"),
  route("get", "/businesses/{businessId}/offer-results"),
  route("get", "/businesses/{businessId}/offer-results/export"),
  route("get", "/businesses/{businessId}/attempts"),
  route("get", "/businesses/{businessId}/attempts/export"),
  route("post", "/businesses/{businessId}/members"),
  route("delete", "/businesses/{businessId}/members/{userId}"),
  route("delete", "/businesses/{businessId}/invitations"),
  route("patch", "/businesses/{businessId}/members/{userId}"),
  route("delete", "/businesses/{businessId}"),
  route("post", "/businesses"),
  route("get", "/businesses/{businessId}"),
  route("patch", "/businesses/{businessId}"),
  route("post", "/businesses/{businessId}/logo"),
  route("get", "/businesses/{businessId}/ads"),
  route("post", "/businesses/{businessId}/ads"),
  route("get", "/businesses/{businessId}/ads/{adId}"),
  route("patch", "/businesses/{businessId}/ads/{adId}"),
  route("post", "/businesses/{businessId}/ads/{adId}/image"),
  route("get", "/messages/unread-count"),
  route("get", "/activity"),
  route("get", "/users/notification-settings"),
  route("patch", "/users/notification-settings"),
  route("post", "/users/{id}/block"),
  route("delete", "/users/{id}/block"),
  route("get", "/users/blocked"),
  route("get", "/users/messaging-settings"),
  route("patch", "/users/messaging-settings"),
  route("delete", "/users/me"),
  route("post", "/users/me/exports"),
  route("get", "/users/me/exports/latest"),
  route("get", "/users/me/exports/{id}"),
  route("get", "/users/me/exports/{id}/download"),
  route("post", "/moderation/decisions"),
  route("post", "/moderation/ads/{adId}/review"),
  route("post", "/reports/contest"),
  route("get", "/signing/{token}"),
  route("post", "/signing/{token}/email-codes"),
  route("post", "/signing/{token}/signatures"),
  route("get", "/compliments/{code}/signing"),
  route("patch", "/compliments/{code}/signing"),
  route("post", "/compliments/{code}/signing/close"),
  route("post", "/compliments/{code}/signing/link"),
  route("delete", "/compliments/{code}/signing/link"),
  route("patch", "/compliments/{code}/signatures/{id}"),
  route("delete", "/compliments/{code}/signatures/{id}"),
  route("post", "/compliments/{code}/signing/invitations"),
  route("post", "/compliments/{code}/signing/reminders"),
];

/** What a path parameter may be: a code, a coupon's or a signing link's token, a 64-hex hash, else a numeric id. */
const PARAMETERS: Record<string, string> = {
  code: CODE_DIGITS,
  token: `(?:${COUPON_TOKEN_PATTERN.source.slice(1, -1)}|${SIGNING_TOKEN_PATTERN.source.slice(1, -1)})`,
  hash: "[0-9a-f]{64}",
};

/** `/compliments/code/{code}` as the pattern of the path the forwarder sees (`compliments/code/12345678`). */
const patternOf = (path: string) =>
  new RegExp(
    `^${path
      .slice(1)
      .split("/")
      .map((segment) => (/^\{\w+\}$/.test(segment) ? (PARAMETERS[segment.slice(1, -1)] ?? "\\d+") : segment))
      .join("\\/")}$`,
  );

const routes = forwardableRoutes.map((r) => ({ ...r, method: r.method.toUpperCase(), pattern: patternOf(r.path) }));

/** How the forwarder treats a call: not at all, as a read, or as a call that changes state. */
export function forwarding(method: string, path: string): "refused" | "reads" | "changes" {
  const found = routes.find((r) => r.method === method && r.pattern.test(path));
  if (!found) return "refused";
  return method === "GET" && !found.changes ? "reads" : "changes";
}

/** Multipart uploads (the avatar) carry up to 2 MB of image; every other body is JSON up to 64 kB. */
export const MAX_JSON_BYTES = 64 * 1024;
export const MAX_UPLOAD_BYTES = 2 * 1024 * 1024 + 64 * 1024;
