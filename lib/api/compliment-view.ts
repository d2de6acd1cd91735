import "server-only";
import { notFound, redirect } from "next/navigation";
import { loadAsUser } from "@/lib/auth/require";
import { homeUrl } from "@/lib/routes";
import { complimentCode } from "@/common/validations/code";
import { BackendError } from "./client";
import { getCompliment, getOwnCompliment } from "./compliments";

/**
 * A compliment on a signed-in page, as this user may see it; without a code the user goes home
 * with spec §8's 'No compliment code provided', a malformed one is the 404 page. With
 * `ownerFirst` (the author's dashboard) the author's own is read through the owner-only path,
 * which the guessing limit never touches; anyone else, such as its claimer following a review
 * card, falls back to the look-up by code.
 */
export async function loadComplimentAsUser(code: string | undefined, page: string, { ownerFirst = false } = {}) {
  if (!code) redirect(homeUrl("no-code"));
  if (!complimentCode.safeParse(code).success) notFound();
  const byCode = (token: string) => getCompliment(code, token);
  const ownOrByCode = (token: string) =>
    getOwnCompliment(code, token).catch((error) => {
      if (error instanceof BackendError && error.status === 404) return byCode(token);
      throw error;
    });
  return loadAsUser(`${page}?code=${code}`, ownerFirst ? ownOrByCode : byCode);
}
