import "server-only";
import NextAuth, { CredentialsSignin } from "next-auth";
import Credentials from "next-auth/providers/credentials";
import { currentUser, login } from "@/lib/api/auth";
import { BackendError } from "@/lib/api/client";
import { env } from "@/lib/env";
import { log } from "@/lib/server/log";

declare module "next-auth" {
  interface User {
    backendToken?: string;
    emailVerified?: boolean;
    isOperator?: boolean;
  }
}
declare module "next-auth/jwt" {
  interface JWT {
    backendToken?: string;
    /** Whether the e-mail was verified when the backend last said so (log-in, or after the mailed link). */
    emailVerified?: boolean;
    /** Whether the backend last said the user is an operator (log in, or an update); the menu follows /auth/me. */
    isOperator?: boolean;
  }
}

/** A refused login, carrying the backend's status and message to the login form. */
export class LoginFailed extends CredentialsSignin {
  code = "login_failed";
  constructor(
    readonly status: number,
    readonly serverMessage: string,
    readonly errors?: Record<string, string[]>,
  ) {
    super(serverMessage);
  }
}

export const SESSION_MAX_AGE = 30 * 24 * 60 * 60;

export const { handlers, auth, signIn, signOut, unstable_update } = NextAuth({
  trustHost: true,
  secret: env.AUTH_SECRET,
  useSecureCookies: env.secureCookies,
  session: { strategy: "jwt", maxAge: SESSION_MAX_AGE },
  pages: { signIn: "/login" },
  // Auth.js's own reports, as the web's log lines: a refused log-in is a visitor's mistake, not ours.
  logger: {
    error(error) {
      if (error instanceof CredentialsSignin)
        log.info({ status: error instanceof LoginFailed ? error.status : undefined }, "Log-in refused");
      else log.error({ err: error }, `Auth.js: ${error.message}`);
    },
    warn(code) {
      log.warn({ code }, "Auth.js warning");
    },
  },
  providers: [
    Credentials({
      credentials: { email: {}, password: {} },
      async authorize(credentials) {
        try {
          const user = await login(String(credentials.email ?? ""), String(credentials.password ?? ""));
          // No user (a 2xx answer without success) refuses the login: Auth.js throws CredentialsSignin.
          if (!user) return null;
          return {
            id: user.email,
            name: user.name,
            email: user.email,
            backendToken: user.token,
            emailVerified: user.emailVerified,
            isOperator: user.isOperator,
          };
        } catch (error) {
          if (error instanceof BackendError) throw new LoginFailed(error.status, error.message, error.body.errors);
          throw error;
        }
      },
    }),
    // Signs in with the token a registration just returned, checked against the backend.
    Credentials({
      id: "registration",
      credentials: { token: {} },
      async authorize(credentials) {
        const token = String(credentials.token ?? "");
        const user = await currentUser(token).catch(() => undefined);
        return user
          ? {
              id: String(user.id),
              name: user.name,
              email: user.email,
              backendToken: token,
              emailVerified: user.emailVerified,
              isOperator: user.isOperator,
            }
          : null;
      },
    }),
  ],
  callbacks: {
    async jwt({ token, user, trigger }) {
      if (user) {
        token.backendToken = user.backendToken;
        token.emailVerified = user.emailVerified === true;
        token.isOperator = user.isOperator === true;
      }
      // An update asks the backend again; whatever a browser sends along with one is not believed.
      if (trigger === "update" && token.backendToken) {
        const current = await currentUser(token.backendToken).catch(() => undefined);
        if (current) Object.assign(token, { emailVerified: current.emailVerified, isOperator: current.isOperator });
      }
      return token;
    },
    // What this returns is readable by browser JavaScript at /api/auth/session: never the backend token.
    session({ session, token }) {
      return { ...session, user: { name: token.name, email: token.email ?? "" } } as typeof session;
    },
  },
});
