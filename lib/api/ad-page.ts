import "server-only";
import { redirect, unstable_rethrow } from "next/navigation";
import { getBackendToken } from "@/lib/auth/session";
import { homeUrl } from "@/lib/routes";
import { getAdDetail } from "./ads";
import { BackendError } from "./client";
import { log } from "@/lib/server/log";

/**
 * An ad page's data. Spec §8: a malformed id goes home with 'Ad ID is missing'; any load failure,
 * an unknown ad included, goes home with the load-failure toast.
 */
export async function loadAdDetail(adId: string, complimentId?: string) {
  const id = Number(adId);
  if (!Number.isInteger(id) || id <= 0) redirect(homeUrl("ad-missing"));
  const token = await getBackendToken();
  try {
    return await getAdDetail(id, linkedComplimentId(complimentId), token);
  } catch (error) {
    unstable_rethrow(error);
    if (!(error instanceof BackendError && error.status === 404)) log.error({ err: error }, "Ad detail failed");
    redirect(homeUrl("ad-error"));
  }
}

/** The `compliment_id` an ad page was opened with, when it is one. */
export function linkedComplimentId(complimentId?: string): number | undefined {
  const id = Number(complimentId);
  return Number.isInteger(id) && id > 0 ? id : undefined;
}
