import "server-only";
import { unstable_cache } from "next/cache";
import { backendFetch, backendJson } from "./client";
import { toAd, toCompliment, toPage, type AdJson, type ComplimentJson, type PageJson } from "./shapes";

type Envelope<T> = { success: boolean; message: string; data: T };

export const complimentTag = (code: string) => `compliment:${code}`;

/**
 * The public view of a compliment, the same for every reader, so it is cached until the author
 * edits it. Misses are not cached and reach the backend with the reader's address, which the
 * backend's guessing limit counts.
 */
export const getPublicCompliment = (code: string, clientAddress: string | undefined) =>
  unstable_cache(
    async () => toCompliment((await backendJson<Envelope<ComplimentJson>>(`/v1/compliments/code/${code}`, { clientAddress })).data),
    ["public-compliment", code],
    { tags: [complimentTag(code)], revalidate: 300 },
  )();

/** The compliment as this user sees it (the author also gets the note and conversations). */
export async function getCompliment(code: string, token: string) {
  return toCompliment((await backendJson<Envelope<ComplimentJson>>(`/v1/compliments/code/${code}`, { token })).data);
}

/** Counts a view of this device; the backend ignores the author's own views. */
export async function recordView(code: string, view: { deviceId: string; token?: string; clientAddress?: string }) {
  const res = await backendFetch(`/v1/compliments/code/${code}?device_id=${encodeURIComponent(view.deviceId)}`, view);
  await res.body?.cancel();
}

export async function listCompliments(token: string, { page, limit, other }: { page: number; limit: number; other?: boolean }) {
  const query = new URLSearchParams({ page: String(page), limit: String(limit), ...(other && { other: "1" }) });
  return toPage(await backendJson<PageJson<ComplimentJson>>(`/v1/compliments?${query}`, { token }), toCompliment);
}

export async function listAds(token: string) {
  return (await backendJson<Envelope<AdJson[]>>("/v1/ads", { token })).data.map(toAd);
}
