import "server-only";
import { cache } from "react";
import { isDeviceId } from "@/lib/device-id";
import { env } from "@/lib/env";
import { sendComplimentViews } from "@/lib/server/compliment-views";
import { BACKEND_TIMEOUT_MS, backendJson, incomingRequestId } from "./client";
import { toCompliment, toPage } from "./shapes";
import type { Answer } from "./wire";

/**
 * The public view of a compliment, looked up anew for every request, so an edit or a delete made
 * by any path shows at once; a page's metadata and its body share one look-up. The reader's
 * address goes along, so misses count toward the backend's guessing limit for that reader.
 */
export const getPublicCompliment = cache(async (code: string) =>
  toCompliment((await backendJson<Answer<"getComplimentByCode">>(`/v1/compliments/code/${code}`)).data),
);

/**
 * The compliment as this user sees it, looked up by its code: for a reader other than the author
 * this records the opening that claim and reply require and, with a device id, counts their view
 * (never the author's). Misses count toward the guessing limit.
 */
export async function getCompliment(code: string, token: string, deviceId?: string) {
  const query = deviceId ? `?${new URLSearchParams({ device_id: deviceId })}` : "";
  return toCompliment((await backendJson<Answer<"getComplimentByCode">>(`/v1/compliments/code/${code}${query}`, { token })).data);
}

/** The author's own compliment with its note and conversations; a 404 for anyone else. The guessing limit never applies. */
export async function getOwnCompliment(code: string, token: string) {
  return toCompliment((await backendJson<Answer<"getOwnComplimentByCode">>(`/v1/compliments/own/${code}`, { token })).data);
}

/**
 * Counts a guest's view of this device, as a batch of one: pages that the page cache did not
 * answer are few (it batches its own views, web-server/page-cache/view-batches.ts).
 */
export async function countGuestView(code: string, deviceId: string) {
  if (!isDeviceId(deviceId)) return;
  const requestId = await incomingRequestId();
  await sendComplimentViews([{ code, device_id: deviceId }], {
    apiUrl: env.API_URL,
    internalToken: env.INTERNAL_TOKEN,
    requestId,
    timeoutMs: BACKEND_TIMEOUT_MS,
  });
}

export async function listCompliments(token: string, { page, limit, other }: { page: number; limit: number; other?: boolean }) {
  const query = new URLSearchParams({ page: String(page), limit: String(limit), ...(other && { other: "1" }) });
  return toPage(await backendJson<Answer<"listCompliments">>(`/v1/compliments?${query}`, { token }), toCompliment);
}
