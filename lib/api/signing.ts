import "server-only";
import { isSigningToken } from "@/common/signing-token";
import { BackendError, backendJson } from "./client";
import { toOrganiserSigning, toSigningPage } from "./signing-shapes";
import type { Answer } from "./wire";

/** The signing page behind a link, as this reader (a guest without `token`) sees it; null for a link that is unknown or off. */
export async function getSigningPage(signingToken: string, token?: string) {
  if (!isSigningToken(signingToken)) return null;
  try {
    return toSigningPage((await backendJson<Answer<"getSigningPage">>(`/v1/signing/${signingToken}`, { token })).data);
  } catch (error) {
    if (error instanceof BackendError && error.status === 404) return null;
    throw error;
  }
}

/** The organiser's view of their group compliment's signing. */
export async function getOrganiserSigning(code: string, token: string) {
  return toOrganiserSigning((await backendJson<Answer<"getComplimentSigning">>(`/v1/compliments/${code}/signing`, { token })).data);
}
