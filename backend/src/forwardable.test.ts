import { openApiDocument } from "@/scripts/lib/openapi-document";
import { forwardableRoutes, forwarding } from "@/lib/api/forwardable";

// The web's forwarder (lib/api/forwardable.ts) checked against the document the backend serves. It
// lives here, not beside it, because building that document takes the backend's code, which the
// web's tsconfig does not type-check (its zod carries the backend's .openapi() additions).

describe("the paths the web forwards", () => {
  it("are each an operation of the served /v1 OpenAPI document", async () => {
    const document = (await openApiDocument()) as { paths: Record<string, Record<string, unknown>> };
    const missing = forwardableRoutes.filter(({ method, path }) => !document.paths[path]?.[method]);
    expect(missing).toEqual([]);
  });

  it.each([
    ["GET", "compliments/code/40213377", "changes"],
    ["GET", "compliments/code/4021337", "refused"],
    ["GET", "compliments/code/402133770", "refused"],
    ["GET", "ads/12", "reads"],
    ["GET", "ads/x", "refused"],
    ["POST", "coupons/redeem", "changes"],
    ["GET", "coupons/scan/AAAAAAAAAAAAAAAAAAAAAA", "reads"],
    ["GET", "coupons/scan/AAAA", "refused"],
    ["GET", `email/verify/3/${"ab".repeat(32)}`, "changes"],
    ["GET", "businesses/4/attempts/export", "reads"],
    ["DELETE", "businesses/4/members/9", "changes"],
    ["PATCH", "businesses/4/members/9", "changes"],
    ["DELETE", "businesses/4", "changes"],
    ["POST", "auth/login", "refused"],
    ["POST", "reports", "changes"],
    ["GET", "reports", "refused"],
    ["GET", "compliments/7/conversation-messages", "refused"],
    ["POST", "users/7/block", "changes"],
    ["DELETE", "users/7/block", "changes"],
    ["GET", "users/blocked", "reads"],
    ["PATCH", "users/messaging-settings", "changes"],
    ["DELETE", "users/me", "changes"],
    ["POST", "users/me/exports", "changes"],
    ["GET", "users/me/exports/latest", "reads"],
    ["GET", "users/me/exports/3/download", "reads"],
    ["POST", "moderation/decisions", "changes"],
    ["GET", "moderation/reports", "refused"],
    ["POST", "reports/contest", "changes"],
  ])("%s %s is %s", (method, path, kind) => expect(forwarding(method, path)).toBe(kind));
});
