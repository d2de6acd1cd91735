import { eq } from "drizzle-orm";
import { profiles } from "../../db/schema";
import type { AppDeps } from "../../deps";
import { issueToken, requireAuth, revokeToken } from "../../lib/auth";
import { clientKey } from "../../lib/client-ip";
import { done, failed, ok } from "../../lib/envelope";
import { ApiError, validationError } from "../../lib/errors";
import { hashPassword, verifyPassword } from "../../lib/passwords";
import { tooManyMessage as tooMany } from "../../lib/rate-limit";
import { createRouter } from "../../lib/router";
import * as routes from "./auth.routes";
import { emailVerification, VERIFICATIONS_PER_DAY } from "./email-verification";
import { passwordReset } from "./password-reset";
import { membershipsOf } from "../businesses/members";
import { createUser, findUserByEmail, userJson } from "./users";
import { isSuspended, operatorAtLogIn } from "../../lib/operators";
import { accountSuspended } from "../moderation/errors";

const DAILY_VERIFICATIONS_SPENT = `This address has been sent ${VERIFICATIONS_PER_DAY} verification e-mails today. Please use one of them or try again tomorrow.`;

export function authRouter(deps: AppDeps) {
  const { db, config, limiter } = deps;
  const limits = {
    login: limiter("login", { points: 5, duration: 60, message: tooMany("login attempts") }),
    register: limiter("register", { points: 10, duration: 60, message: tooMany("registration attempts") }),
    resend: limiter("verify-resend", { points: 6, duration: 60, message: tooMany("verification e-mails requested") }),
    forgot: limiter("forgot-password", { points: 10, duration: 60, message: tooMany("password reset requests") }),
    reset: limiter("reset-password", { points: 10, duration: 60, message: tooMany("password reset attempts") }),
  };
  const verification = emailVerification(deps);
  const resets = passwordReset(deps);
  const auth = requireAuth(deps);
  const ip = (c: Parameters<typeof clientKey>[0]) => clientKey(c, config.trustedProxies);
  const session = async (user: Parameters<typeof userJson>[0]) => {
    const { id: _id, ...rest } = userJson(user);
    return { token: await issueToken(deps, user.id), ...rest };
  };

  return createRouter()
    .openapi(routes.register, async (c) => {
      await limits.register.hit(ip(c));
      const { name, email, password, next } = c.req.valid("json");
      const user = await createUser(db, { name, email, passwordHash: await hashPassword(password) }, async (tx, created) => {
        await verification.send(created, next, tx);
      });
      if (!user) throw validationError({ email: ["The email has already been taken."] });
      return c.json(ok("Registration successful.", await session(await operatorAtLogIn(db, config.operatorEmails, user))), 201);
    })
    .openapi(routes.login, async (c) => {
      const { email, password } = c.req.valid("json");
      const key = `${email.toLowerCase()}|${ip(c)}`;
      // Counted before the password is checked, so no burst of concurrent guesses gets more than the limit evaluated.
      await limits.login.hit(key);
      const user = await findUserByEmail(db, email);
      if (!(await verifyPassword(user?.passwordHash, password)) || !user) throw new ApiError(401, "Invalid email or password.");
      await limits.login.reset(key);
      if (isSuspended(user, deps.clock.now())) throw accountSuspended(user.suspendedUntil);
      return c.json(ok("Login successful.", await session(await operatorAtLogIn(db, config.operatorEmails, user))), 200);
    })
    .openapi({ ...routes.me, middleware: [auth] }, async (c) => {
      const user = c.get("user");
      const [[profile], memberships] = await Promise.all([
        db.select({ avatar: profiles.avatar }).from(profiles).where(eq(profiles.userId, user.id)).limit(1),
        membershipsOf(db, user.id),
      ]);
      const data = { ...userJson(user), avatar: profile?.avatar ?? null, business_member: memberships.length > 0 };
      return c.json(ok("User retrieved successfully.", data), 200);
    })
    .openapi({ ...routes.logout, middleware: [auth] }, async (c) => {
      await revokeToken(db, c.get("tokenId"));
      // The user's open pages start their streams over: those of this session are then refused.
      deps.userEvents.publish({ user_id: c.get("user").id, type: "signed-out" });
      return c.json(done("Logged out successfully."), 200);
    })
    .openapi({ ...routes.resendVerification, middleware: [auth] }, async (c) => {
      const user = c.get("user");
      if (user.emailVerifiedAt) return c.json(failed("Your email address is already verified."), 400);
      await limits.resend.hit(String(user.id));
      if (!(await verification.send(user))) throw new ApiError(429, DAILY_VERIFICATIONS_SPENT);
      return c.json(done("A new verification link has been sent to your email address."), 200);
    })
    .openapi({ ...routes.verifyEmail, middleware: [auth] }, async (c) => {
      const result = await verification.verify(c.get("user"), { ...c.req.valid("param"), ...c.req.valid("query") });
      return c.json(done(result === "verified" ? "Your email address has been verified." : "Your email address is already verified."), 200);
    })
    .openapi(routes.forgotPassword, async (c) => {
      await limits.forgot.hit(ip(c));
      const { email, next } = c.req.valid("json");
      // Known or not, the address is looked up only by a job: the answer and its timing are the same.
      await resets.ask(email, next);
      return c.json(done("If that email address is registered, we have sent a password reset link."), 200);
    })
    .openapi(routes.resetPassword, async (c) => {
      await limits.reset.hit(ip(c));
      await resets.reset(c.req.valid("json"));
      return c.json(done("Your password has been reset."), 200);
    });
}
