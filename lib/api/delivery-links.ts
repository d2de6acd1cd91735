import "server-only";
import { BACKEND_DOWN } from "@/common/messages";
import { BackendError, backendFetch, backendJson } from "./client";
import type { Answer } from "./wire";

const path = (token: string) => `/v1/unsubscribe?${new URLSearchParams({ token })}`;

/**
 * Whether the address a delivery mail's link names is on the suppression list, "undoable" while
 * its Undo still works; "unknown" when the backend cannot say.
 */
export async function unsubscribeStatus(token: string): Promise<"subscribed" | "unsubscribed" | "undoable" | "invalid" | "unknown"> {
  try {
    const { data } = await backendJson<Answer<"getSuppression">>(path(token));
    return data.undoable ? "undoable" : data.unsubscribed ? "unsubscribed" : "subscribed";
  } catch (error) {
    if (error instanceof BackendError && (error.status === 403 || error.status === 422)) return "invalid";
    return "unknown";
  }
}

/** Puts that address on the suppression list: the backend's answer (200 done, 403 a token it did not sign), 503 when it cannot be reached. */
export async function unsubscribeAddress(token: string): Promise<{ status: number; body: { success: boolean; message: string } }> {
  try {
    return { status: 200, body: await backendJson(path(token), { method: "POST" }) };
  } catch (error) {
    if (error instanceof BackendError) return { status: error.status, body: { success: false, message: error.message } };
    return { status: 503, body: { success: false, message: BACKEND_DOWN } };
  }
}

/** What taking an address off the suppression list came to: "late" is an Undo an hour too late, "unknown" a backend that cannot be reached. */
export type Resubscribed = "done" | "late" | "invalid" | "unknown";

async function resubscribed(call: Promise<unknown>): Promise<Resubscribed> {
  try {
    await call;
    return "done";
  } catch (error) {
    if (!(error instanceof BackendError) || error.status >= 500) return "unknown";
    return error.status === 409 ? "late" : "invalid";
  }
}

/** The unsubscribe page's Undo, with the delivery mail's token. */
export const undoUnsubscribe = (token: string) => resubscribed(backendJson(path(token), { method: "DELETE" }));

/** The query of the link mailed to an address that asked to receive compliments again. */
export type ResubscribeLink = { keys: string; expires: string; signature: string };

/** Follows that link: the address receives compliments again. */
export const liftSuppression = (link: ResubscribeLink) =>
  resubscribed(backendJson(`/v1/unsubscribe/again/confirm?${new URLSearchParams(link)}`, { method: "POST" }));

/**
 * Follows a delivery mail's button on the backend, which marks the compliment opened: the path on
 * this site it sends the reader on to (the compliment's short link, or the home page for a link
 * it did not sign); undefined when the backend cannot be reached.
 */
export async function openDelivery(token: string): Promise<string | undefined> {
  try {
    const res = await backendFetch(`/v1/deliveries/open?${new URLSearchParams({ token })}`, { redirect: "manual" });
    const location = res.headers.get("location");
    if (res.status !== 302 || !location) return undefined;
    const { pathname, search } = new URL(location, "http://backend.invalid");
    return `${pathname}${search}`;
  } catch {
    return undefined;
  }
}
