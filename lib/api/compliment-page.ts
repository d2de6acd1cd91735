import "server-only";
import { cookies } from "next/headers";
import { notFound, redirect } from "next/navigation";
import { after } from "next/server";
import { isFailure, loadAsUser, loadFailure } from "@/lib/auth/require";
import { getBackendToken, getViewer } from "@/lib/auth/session";
import { DEVICE_COOKIE } from "@/lib/device-id";
import { COMPLIMENT_LOAD_FAILED } from "@/lib/messages";
import { homeUrl } from "@/lib/routes";
import { complimentCode } from "@/lib/validations/compliment";
import { BackendError, requestClientAddress } from "./client";
import { getOwnCompliment, getPublicCompliment, listAds, recordView } from "./compliments";

/**
 * Loads the compliment a public page shows from the `code` query: home with the spec's message
 * when there is no code or no such compliment, the page's error state when the backend is down;
 * the view is counted after the response is sent.
 */
export async function loadPublicCompliment(code: string | undefined, { countView = true } = {}) {
  if (!code) redirect(homeUrl("no-code"));
  if (!complimentCode.safeParse(code).success) redirect(homeUrl("not-found"));
  const clientAddress = await requestClientAddress();
  const compliment = await getPublicCompliment(code).catch((error) => {
    if (error instanceof BackendError && error.status === 404) redirect(homeUrl("not-found"));
    if (error instanceof BackendError && error.status === 429) redirect(homeUrl("slow-down"));
    return loadFailure(COMPLIMENT_LOAD_FAILED)(error);
  });
  if (isFailure(compliment)) return compliment;
  const deviceId = (await cookies()).get(DEVICE_COOKIE)?.value;
  const token = await getBackendToken();
  if (countView && deviceId) after(() => recordView(code, { deviceId, token, clientAddress }));
  return compliment;
}

/**
 * The author's own compliment and the ads to choose from, for the pages that change it, read
 * through the owner-only path so the guessing limit never locks authors out; anyone else gets the
 * 404 page (the backend refuses them too).
 */
export async function loadOwnCompliment(code: string | undefined, returnTo: string) {
  if (!code || !complimentCode.safeParse(code).success) notFound();
  const loaded = await loadAsUser(returnTo, async (token) => ({ compliment: await getOwnCompliment(code, token), ads: await listAds(token) }))
    .catch(loadFailure(COMPLIMENT_LOAD_FAILED));
  if (isFailure(loaded)) return loaded;
  const viewer = await getViewer();
  if (viewer.status === "guest" || viewer.user.id !== loaded.compliment.author.id) notFound();
  return loaded;
}
