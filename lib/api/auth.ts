import "server-only";
import { userFromLoginAnswer, type LoginAnswer, type SessionUser } from "@/lib/auth/login-answer";
import type { RegisterInput } from "@/common/validations/auth";
import { backendJson } from "./client";
import { DEFAULT_AVATAR, storageUrl } from "./shapes";
import type { Answer, RequestJson } from "./wire";

export type CurrentUser = {
  id: number;
  name: string;
  email: string;
  emailVerified: boolean;
  avatarUrl: string;
  businessMember: boolean;
  /** Decides reports: the menu shows Moderation. */
  isOperator: boolean;
};

/** The user the backend logs in; undefined when its 2xx answer is not a success. A 4xx throws BackendError. */
export async function login(email: string, password: string): Promise<SessionUser | undefined> {
  return userFromLoginAnswer(
    await backendJson<LoginAnswer>("/v1/auth/login", { method: "POST", json: { email, password } satisfies RequestJson<"logIn"> }),
  );
}

/** Creates the account; the answer carries a token that logs the new user in. `next` is where the verification link returns to. */
export async function register(input: RegisterInput & { next?: string }): Promise<{ token?: string; message: string }> {
  const body = await backendJson<Answer<"registerUser">>("/v1/auth/register", {
    method: "POST",
    json: input satisfies RequestJson<"registerUser">,
  });
  return { token: body.data.token, message: body.message };
}

export async function currentUser(token: string): Promise<CurrentUser> {
  const { data: user } = await backendJson<Answer<"getCurrentUser">>("/v1/auth/me", { token });
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    emailVerified: Boolean(user.email_verified_at),
    avatarUrl: storageUrl(user.avatar) ?? DEFAULT_AVATAR,
    businessMember: user.business_member,
    isOperator: user.is_operator,
  };
}

export async function logout(token: string): Promise<void> {
  await backendJson("/v1/auth/logout", { token });
}
