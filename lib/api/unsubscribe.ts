import "server-only";
import { BackendError, backendJson } from "./client";

const path = (token: string) => `/v1/unsubscribe?${new URLSearchParams({ token })}`;

/** Whether the address a delivery mail's link names is on the suppression list; "unknown" when the backend cannot say. */
export async function unsubscribeStatus(token: string): Promise<"subscribed" | "unsubscribed" | "invalid" | "unknown"> {
  try {
    const body = await backendJson<{ data: { unsubscribed: boolean } }>(path(token));
    return body.data.unsubscribed ? "unsubscribed" : "subscribed";
  } catch (error) {
    if (error instanceof BackendError && (error.status === 403 || error.status === 422)) return "invalid";
    return "unknown";
  }
}

/** Puts that address on the suppression list. */
export async function unsubscribeAddress(token: string): Promise<"done" | "failed"> {
  try {
    await backendJson(path(token), { method: "POST" });
    return "done";
  } catch {
    return "failed";
  }
}
