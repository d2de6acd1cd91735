import { encode } from "next-auth/jwt";
import { SESSION_COOKIE } from "../../lib/auth/session-cookie";
import type { RunningApp } from "./processes";

/** The web's session cookie for a user holding `backendToken`, sealed with the app's secret as Auth.js seals it. */
export async function sessionCookie(app: RunningApp, user: { email: string; name?: string }, backendToken: string) {
  const token = { name: user.name, email: user.email, sub: user.email, backendToken, emailVerified: true };
  return `${SESSION_COOKIE}=${await encode({ token, secret: app.authSecret, salt: SESSION_COOKIE })}`;
}
