import "server-only";
import type { RegisterInput } from "@/lib/validations/auth";
import { backendJson } from "./client";

export type SessionUser = { token: string; name: string; email: string; emailVerified: boolean };
export type CurrentUser = { id: number; name: string; email: string; emailVerified: boolean };

type Envelope<T> = { success: boolean; message: string; data: T };
type UserJson = { name: string; email: string; email_verified_at: string | null };

export async function login(email: string, password: string): Promise<SessionUser & { message: string }> {
  const body = await backendJson<Envelope<UserJson & { token: string }>>("/v1/auth/login", {
    method: "POST", json: { email, password },
  });
  return { ...toUser(body.data), token: body.data.token, message: body.message };
}

/** Creates the account; the answer carries a token that logs the new user in. */
export async function register(input: RegisterInput): Promise<{ token?: string; message: string }> {
  const body = await backendJson<Envelope<Partial<UserJson> & { token?: string }>>("/v1/auth/register", {
    method: "POST", json: input,
  });
  return { token: body.data?.token, message: body.message };
}

export async function currentUser(token: string): Promise<CurrentUser> {
  const body = await backendJson<Envelope<UserJson & { id: number }>>("/v1/auth/me", { token });
  return { ...toUser(body.data), id: body.data.id };
}

export async function logout(token: string): Promise<void> {
  await backendJson("/v1/auth/logout", { token });
}

const toUser = (u: UserJson) => ({ name: u.name, email: u.email, emailVerified: Boolean(u.email_verified_at) });
