import "server-only";
import { cookies } from "next/headers";
import { notFound, redirect } from "next/navigation";
import { after } from "next/server";
import { cache } from "react";
import { isFailure, loadAsUser, loadFailure } from "@/lib/auth/require";
import { getBackendToken, getViewer } from "@/lib/auth/session";
import { DEVICE_COOKIE } from "@/lib/device-id";
import { COMPLIMENT_LOAD_FAILED } from "@/common/messages";
import { isCacheFill } from "@/lib/server/is-fill";
import { homeUrl } from "@/lib/routes";
import { complimentCode } from "@/common/validations/code";
import { BackendError } from "./client";
import { countGuestView, getCompliment, getOwnCompliment, getPublicCompliment } from "./compliments";

/**
 * The compliment a public page shows, read once per request (its metadata shares the read). A
 * signed-in reader reads it with their token: that look-up counts their view (never the
 * author's) and records that they hold the code. A guest reads the public view; their view is
 * counted after the response, except in a cache fill, whose views the page cache counts.
 */
export const readPublicCompliment = cache(async (code: string, countView: boolean) => {
  const token = await getBackendToken();
  const deviceId = countView ? (await cookies()).get(DEVICE_COOKIE)?.value : undefined;
  if (token) return getCompliment(code, token, deviceId);
  const compliment = await getPublicCompliment(code);
  if (deviceId && !(await isCacheFill())) after(() => countGuestView(code, deviceId));
  return compliment;
});

/**
 * Loads the compliment a public page shows from the `code` query: home with the spec's message
 * when there is no code or no such compliment, `removed` with the backend's words when an
 * operator removed it (410: a failure marked `removed`), the page's error state when the backend is down.
 */
export async function loadPublicCompliment(code: string | undefined, { countView = true } = {}) {
  if (!code) redirect(homeUrl("no-code"));
  if (!complimentCode.safeParse(code).success) redirect(homeUrl("not-found"));
  const compliment = await readPublicCompliment(code, countView).catch((error) => {
    if (error instanceof BackendError && error.status === 404) redirect(homeUrl("not-found"));
    if (error instanceof BackendError && error.status === 429) redirect(homeUrl("slow-down"));
    // A failure to every page that reads it; the compliment's own page shows it as the removed page.
    if (error instanceof BackendError && error.status === 410) return { failed: error.message, removed: true as const };
    return loadFailure(COMPLIMENT_LOAD_FAILED)(error);
  });
  return compliment;
}

/**
 * The author's own compliment, with the ads it carries, for the pages that change it, read
 * through the owner-only path so the guessing limit never locks authors out; anyone else gets the
 * 404 page (the backend refuses them too). No other ad is read here: the ad selectors search as
 * the author types, so the page weighs the same with 12 ads or 20,000.
 */
export async function loadOwnCompliment(code: string | undefined, returnTo: string) {
  if (!code || !complimentCode.safeParse(code).success) notFound();
  const loaded = await loadAsUser(returnTo, async (token) => ({
    compliment: await getOwnCompliment(code, token),
  })).catch(loadFailure(COMPLIMENT_LOAD_FAILED));
  if (isFailure(loaded)) return loaded;
  const viewer = await getViewer();
  // Without a user to compare, the page cannot tell its author from anyone else: an error, not a 404.
  if (viewer.status === "unknown") return { failed: viewer.problem };
  if (viewer.status === "guest" || viewer.user.id !== loaded.compliment.author.id) notFound();
  return loaded;
}
