import "server-only";
import { notFound, redirect, unstable_rethrow } from "next/navigation";
import { BackendError } from "@/lib/api/client";
import { loginUrl } from "@/lib/routes";
import { getBackendToken } from "./session";
import { log } from "@/lib/server/log";

/**
 * Loads a protected page's data with the session's token. No session, or one the backend no
 * longer accepts (401), sends the user to log in and back to `returnTo`; a 404 is the 404 page.
 */
export async function loadAsUser<T>(returnTo: string, load: (token: string) => Promise<T>): Promise<T> {
  const token = await getBackendToken();
  if (!token) redirect(loginUrl("auth-required", returnTo));
  try {
    return await load(token);
  } catch (error) {
    if (error instanceof BackendError && error.status === 401) redirect(loginUrl("session-expired", returnTo));
    if (error instanceof BackendError && error.status === 404) notFound();
    throw error;
  }
}

export type LoadFailure = { failed: string };

/** For `.catch()` on a page's data: redirects pass through; any other failure becomes the screen's message. */
export const loadFailure =
  (message: string) =>
  (error: unknown): LoadFailure => {
    unstable_rethrow(error);
    log.error({ err: error }, message);
    return { failed: error instanceof BackendError && error.status === 503 ? error.message : message };
  };

export const isFailure = (value: unknown): value is LoadFailure => typeof value === "object" && value !== null && "failed" in value;
