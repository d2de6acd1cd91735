import type { AppDeps } from "../../deps";
import { issueToken, requireAuth, revokeToken } from "../../lib/auth";
import { clientIp } from "../../lib/client-ip";
import { ApiError, validationError } from "../../lib/errors";
import { hashPassword, verifyPassword } from "../../lib/passwords";
import { createRouter } from "../../lib/router";
import * as routes from "./auth.routes";
import { createUser, findUserByEmail, userJson } from "./users";

export function authRouter({ db, clock, config, limiter }: AppDeps) {
  const loginLimit = limiter("login", {
    points: 5, duration: 60, message: "Too many login attempts. Please try again in :seconds seconds.",
  });
  const registerLimit = limiter("register", {
    points: 10, duration: 60, message: "Too many registration attempts. Please try again in :seconds seconds.",
  });
  const session = async (user: Parameters<typeof userJson>[0]) => {
    const { id: _id, ...rest } = userJson(user);
    return { token: await issueToken(db, clock, user.id, config.tokenTtlDays), ...rest };
  };

  return createRouter()
    .openapi(routes.register, async (c) => {
      await registerLimit.hit(clientIp(c, config.trustedProxies));
      const { name, email, password } = c.req.valid("json");
      const user = await createUser(db, { name, email, passwordHash: await hashPassword(password) });
      if (!user) throw validationError({ email: ["The email has already been taken."] });
      return c.json({ success: true as const, message: "Registration successful.", data: await session(user) }, 201);
    })
    .openapi(routes.login, async (c) => {
      const { email, password } = c.req.valid("json");
      const key = `${email.toLowerCase()}|${clientIp(c, config.trustedProxies)}`;
      await loginLimit.check(key);
      const user = await findUserByEmail(db, email);
      if (!(await verifyPassword(user?.passwordHash, password)) || !user) {
        await loginLimit.hit(key);
        throw new ApiError(401, "Invalid email or password.");
      }
      await loginLimit.reset(key);
      return c.json({ success: true as const, message: "Login successful.", data: await session(user) }, 200);
    })
    .openapi({ ...routes.me, middleware: [requireAuth(db, clock)] }, (c) =>
      c.json({ success: true as const, message: "User retrieved successfully.", data: userJson(c.get("user")) }, 200))
    .openapi({ ...routes.logout, middleware: [requireAuth(db, clock)] }, async (c) => {
      await revokeToken(db, c.get("tokenId"));
      return c.json({ success: true as const, message: "Logged out successfully." }, 200);
    });
}
