import type { Answer } from "@/lib/api/wire";

/** Spec §4 and §8: the message for a login answer that is not a success. */
export const LOGIN_FAILED = "Login failed";

export type SessionUser = { token: string; name: string; email: string; emailVerified: boolean; isOperator: boolean };

type LoggedIn = Answer<"logIn">;
/** A 2xx answer of POST /v1/auth/login (the document's logIn), as read: its success, data and token are not taken for granted. */
export type LoginAnswer = Partial<Omit<LoggedIn, "success" | "data">> & {
  success?: boolean;
  data?: (Omit<LoggedIn["data"], "token"> & Partial<Pick<LoggedIn["data"], "token">>) | null;
};

/**
 * The user a 2xx login answer logs in, or undefined when the answer does not say success (spec:
 * a response without success is a failed login) or lacks the token that a session needs.
 */
export function userFromLoginAnswer(body: LoginAnswer): SessionUser | undefined {
  const user = body.data;
  if (body.success !== true || !user?.token) return undefined;
  return {
    token: user.token,
    name: user.name,
    email: user.email,
    emailVerified: Boolean(user.email_verified_at),
    isOperator: user.is_operator === true,
  };
}
