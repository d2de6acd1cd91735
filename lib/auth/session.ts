import "server-only";
import { cache } from "react";
import { cookies } from "next/headers";
import { getToken } from "next-auth/jwt";
import { currentUser, type CurrentUser } from "@/lib/api/auth";
import { BackendError } from "@/lib/api/client";
import { env } from "@/lib/env";
import { VERIFICATION_FAILED } from "@/common/messages";
import { log } from "@/lib/server/log";

/** The decrypted session cookie, which holds the backend token; it never leaves the server. */
const getSessionJwt = cache(async () => {
  const cookie = (await cookies()).toString();
  return getToken({ req: { headers: { cookie } }, secret: env.AUTH_SECRET, secureCookie: env.secureCookies });
});

export const getBackendToken = async (): Promise<string | undefined> => (await getSessionJwt())?.backendToken;

type ViewerUser = Pick<CurrentUser, "name" | "email"> & Partial<CurrentUser>;

export type Viewer =
  | { status: "guest" }
  | { status: "unverified" | "verified"; user: ViewerUser }
  | {
      /** The backend could not say who this is (down, too slow, or failing: spec §8's failed check). */
      status: "unknown";
      /** Name and e-mail as the session holds them. */
      user: ViewerUser;
      /** What the session last heard (log-in, or the verification link): it picks the menu and grants nothing. */
      lastVerified: boolean;
      /** The server's message, or spec §8's fallback. */
      problem: string;
    };

/**
 * Who is looking, asked of the backend once per request so that a verified e-mail or a revoked
 * token shows at once. A check that fails is neither verified nor unverified but unknown: the
 * user is not told to verify an e-mail they may well have verified.
 */
export const getViewer = cache(async (): Promise<Viewer> => {
  const jwt = await getSessionJwt();
  if (!jwt?.backendToken) return { status: "guest" };
  try {
    const user = await currentUser(jwt.backendToken);
    return { status: user.emailVerified ? "verified" : "unverified", user };
  } catch (error) {
    if (error instanceof BackendError && error.status === 401) return { status: "guest" };
    log.error({ err: error }, "Current-user check failed");
    return {
      status: "unknown",
      user: { name: jwt.name ?? "", email: jwt.email ?? "" },
      lastVerified: jwt.emailVerified === true,
      problem: error instanceof BackendError ? error.message : VERIFICATION_FAILED,
    };
  }
});

/** Spec §2's full menu: a verified user's, kept while the backend cannot be asked if the session last knew them verified. */
export const hasFullMenu = (viewer: Viewer) => viewer.status === "verified" || (viewer.status === "unknown" && viewer.lastVerified);
