import "server-only";
import { cache } from "react";
import { cookies } from "next/headers";
import { getToken } from "next-auth/jwt";
import { currentUser, type CurrentUser } from "@/lib/api/auth";
import { BackendError } from "@/lib/api/client";
import { env } from "@/lib/env";

/** The decrypted session cookie, which holds the backend token; it never leaves the server. */
const getSessionJwt = cache(async () => {
  const cookie = (await cookies()).toString();
  return getToken({ req: { headers: { cookie } }, secret: env.AUTH_SECRET, secureCookie: env.secureCookies });
});

export const getBackendToken = async (): Promise<string | undefined> => (await getSessionJwt())?.backendToken;

export type Viewer =
  | { status: "guest" }
  | {
      status: "unverified" | "verified";
      user: Pick<CurrentUser, "name" | "email"> & Partial<CurrentUser>;
      /** Set when the backend could not confirm the user (spec §8: the check failed). */
      checkFailed?: string;
    };

/**
 * Who is looking, asked of the backend once per request so that a verified e-mail or a revoked
 * token shows at once. When the check fails the user counts as unverified, as the spec says.
 */
export const getViewer = cache(async (): Promise<Viewer> => {
  const jwt = await getSessionJwt();
  if (!jwt?.backendToken) return { status: "guest" };
  try {
    const user = await currentUser(jwt.backendToken);
    return { status: user.emailVerified ? "verified" : "unverified", user };
  } catch (error) {
    if (error instanceof BackendError && error.status === 401) return { status: "guest" };
    console.error("Current-user check failed:", error);
    const checkFailed = error instanceof BackendError ? error.message : "Verification failed. Please try again.";
    return { status: "unverified", user: { name: jwt.name ?? "", email: jwt.email ?? "" }, checkFailed };
  }
});
