import "server-only";
import { notFound, redirect, unstable_rethrow } from "next/navigation";
import { getBackendToken } from "@/lib/auth/session";
import { homeUrl } from "@/lib/routes";
import { getAdDetail } from "./ads";
import { BackendError } from "./client";

/** An ad page's data: a malformed id is 'Ad ID is missing', an unknown one the 404 page, a failure goes home. */
export async function loadAdDetail(adId: string, complimentId?: string) {
  const id = Number(adId);
  if (!Number.isInteger(id) || id <= 0) redirect(homeUrl("ad-missing"));
  const compliment = Number(complimentId);
  const token = await getBackendToken();
  try {
    return await getAdDetail(id, Number.isInteger(compliment) && compliment > 0 ? compliment : undefined, token);
  } catch (error) {
    unstable_rethrow(error);
    if (error instanceof BackendError && error.status === 404) notFound();
    console.error("Ad detail failed:", error);
    redirect(homeUrl("ad-error"));
  }
}
