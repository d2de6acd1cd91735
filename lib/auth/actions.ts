"use server";

import { AuthError } from "next-auth";
import { redirect } from "next/navigation";
import { logout, register } from "@/lib/api/auth";
import { BackendError } from "@/lib/api/client";
import { env } from "@/lib/env";
import { BACKEND_DOWN, SOMETHING_WRONG, UNAUTHORIZED_LOGIN } from "@/common/messages";
import { isRefusal, outcomeOf } from "@/lib/outcomes";
import { homeStatusUrl, safeNextPath } from "@/lib/routes";
import { fieldErrors, loginSchema, registerSchema, type LoginInput, type RegisterInput } from "@/common/validations/auth";
import { messages } from "@/common/validations/messages";
import { LoginFailed, signIn, signOut } from "./index";
import { LOGIN_FAILED } from "./login-answer";
import { getBackendToken, getViewer } from "./session";

/** A refusal as the form shows it: its one message, and each field's server messages. */
export type ActionFailure = { ok: false; message: string; errors?: Record<string, string[]> };
export type LoginResult = { ok: true; verified: boolean; message: string } | ActionFailure;
export type RegisterResult = { ok: true } | ActionFailure;

const invalidForm = (error: Parameters<typeof fieldErrors>[0]): ActionFailure => ({
  ok: false,
  message: messages.fixErrors,
  errors: fieldErrors(error),
});

/** Spec §8: a 4xx shows the server's message; an unreachable backend says so; anything else is generic. */
function failure(status: number, serverMessage: string, errors?: Record<string, string[]>): ActionFailure {
  const outcome = outcomeOf(status);
  const shown = isRefusal(outcome) || serverMessage === BACKEND_DOWN ? serverMessage : SOMETHING_WRONG;
  return { ok: false, message: shown, errors };
}

/**
 * Logs in. Spec §8 gives a refused password (401) its own words, which say what the server's do:
 * they are the one message of a failed log in.
 */
export async function loginAction(input: LoginInput): Promise<LoginResult> {
  const parsed = loginSchema.safeParse(input);
  if (!parsed.success) return invalidForm(parsed.error);
  try {
    await signIn("credentials", { ...parsed.data, redirect: false });
  } catch (error) {
    if (error instanceof LoginFailed)
      return outcomeOf(error.status) === "unauthenticated"
        ? { ok: false, message: UNAUTHORIZED_LOGIN, errors: error.errors }
        : failure(error.status, error.serverMessage, error.errors);
    // Any other refusal, such as a 2xx answer without success, is spec §8's LOGIN_FAILED.
    if (error instanceof AuthError) return { ok: false, message: LOGIN_FAILED };
    throw error;
  }
  const viewer = await getViewer();
  return { ok: true, verified: viewer.status === "verified", message: "Login successful." };
}

/**
 * Creates the account and logs the new user in with the token the backend returned. `next`, a
 * path on this site, is where the verification e-mail's link brings them back to.
 */
export async function registerAction(input: RegisterInput, next?: string): Promise<RegisterResult> {
  const parsed = registerSchema.safeParse(input);
  if (!parsed.success) return invalidForm(parsed.error);
  let token: string | undefined;
  try {
    token = (await register({ ...parsed.data, next: safeNextPath(next, env.APP_URL) })).token;
  } catch (error) {
    if (error instanceof BackendError) return failure(error.status, error.message, error.body.errors);
    throw error;
  }
  if (!token) return { ok: false, message: "Token not found in response" };
  await signIn("registration", { token, redirect: false });
  return { ok: true };
}

/** Revokes the backend token, then ends the session; a backend that already refuses it changes nothing. */
export async function logoutAction(): Promise<void> {
  const token = await getBackendToken();
  if (token) {
    await logout(token).catch((error) => {
      if (!(error instanceof BackendError) || (error.outcome !== "unauthenticated" && error.message !== BACKEND_DOWN)) throw error;
    });
  }
  await signOut({ redirect: false });
  redirect("/login");
}

/**
 * Ends the session of an account the backend has just deleted (its token is gone already), and
 * lands on the home page, which says so.
 */
export async function endDeletedAccountSession(): Promise<void> {
  await signOut({ redirect: false });
  redirect(homeStatusUrl("account-deleted"));
}
