"use server";

import { AuthError } from "next-auth";
import { redirect } from "next/navigation";
import { logout } from "@/lib/api/auth";
import { BackendError, NETWORK_ERROR } from "@/lib/api/client";
import { fieldErrors, loginSchema, type LoginInput } from "@/lib/validations/auth";
import { LoginFailed, signIn, signOut } from "./index";
import { getBackendToken, getViewer } from "./session";

export type LoginResult =
  | { ok: true; verified: boolean; message: string }
  | { ok: false; status: number; message: string; errors?: Record<string, string[]> };

export async function loginAction(input: LoginInput): Promise<LoginResult> {
  const parsed = loginSchema.safeParse(input);
  if (!parsed.success) {
    return { ok: false, status: 422, message: "Please fix the errors in the form.", errors: fieldErrors(parsed.error) };
  }
  try {
    await signIn("credentials", { ...parsed.data, redirect: false });
  } catch (error) {
    if (error instanceof LoginFailed) {
      return { ok: false, status: error.status, message: error.serverMessage, errors: error.errors };
    }
    if (error instanceof AuthError) return { ok: false, status: 500, message: "Login failed" };
    throw error;
  }
  const viewer = await getViewer();
  return { ok: true, verified: viewer.status === "verified", message: "Login successful." };
}

/** Revokes the backend token, then ends the session; a backend that already refuses it changes nothing. */
export async function logoutAction(): Promise<void> {
  const token = await getBackendToken();
  if (token) {
    await logout(token).catch((error) => {
      if (!(error instanceof BackendError) || (error.status !== 401 && error.message !== NETWORK_ERROR)) throw error;
    });
  }
  await signOut({ redirect: false });
  redirect("/login");
}
