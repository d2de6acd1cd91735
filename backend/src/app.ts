import { OpenAPIHono } from "@hono/zod-openapi";
import { secureHeaders } from "hono/secure-headers";
import type { AppConfig, AppDeps } from "./deps";
import { systemClock } from "./lib/clock";
import { limitBodies } from "./lib/body-limit";
import { createEvents, createUserEvents } from "./lib/events";
import { oneUserAtATime } from "./lib/fair-share";
import { closeConnectionsWhenStopping } from "./lib/drain";
import { failed } from "./lib/envelope";
import { errorResponse } from "./lib/errors";
import { limiterFactory } from "./lib/rate-limit";
import { createApiMetrics } from "./lib/metrics";
import { logRequests } from "./lib/request-log";
import type { AppEnv } from "./lib/app-env";
import { accountRouter } from "./routes/account";
import { activityRouter } from "./routes/activity";
import { adsRouter } from "./routes/ads";
import { authRouter } from "./routes/auth";
import { blocksRouter } from "./routes/blocks";
import { businessProfilesRouter } from "./routes/business-profiles";
import { complimentsRouter } from "./routes/compliments";
import { connectionsRouter } from "./routes/connections";
import { conversationsRouter } from "./routes/conversations";
import { businessesRouter } from "./routes/businesses";
import { businessSetupRouter } from "./routes/business-setup";
import { couponsRouter } from "./routes/coupons";
import { deliveriesRouter } from "./routes/deliveries";
import { healthRouter } from "./routes/health";
import { helpersRouter } from "./routes/helpers";
import { internalRouter } from "./routes/internal";
import { moderationRouter } from "./routes/moderation";
import { reportsRouter } from "./routes/reports";
import { reviewsRouter } from "./routes/reviews";
import { revealRouter } from "./routes/signing/reveal";
import { signingRouter } from "./routes/signing";
import { signingInvitationsRouter } from "./routes/signing-invitations";
import { statesRouter } from "./routes/states";
import { storageRouter } from "./routes/storage";
import { usersRouter } from "./routes/users";

export const defaultConfig: AppConfig = {
  appName: "Compliments",
  appUrl: "http://localhost:3000",
  apiUrl: "http://127.0.0.1:4000",
  appKey: "test-key-for-in-process-apps-only-0123456789",
  internalToken: "test-internal-token-for-in-process-apps-only",
  trustedProxies: new Set(["127.0.0.1", "::1", "::ffff:127.0.0.1"]),
  tokenTtlDays: 30,
  tokenIdleMinutes: 120,
  notifyUnreadAfter: 600,
  deliveryReminderAfter: 259_200,
  userRequestsAtOnce: 3,
  operatorEmails: [],
};

/**
 * No licence is granted (package.json is private); LicenseRef- is SPDX's form for a licence outside its
 * list. (OpenAPI 3.1's `identifier`, which hono's 3.0-typed document config does not know yet.)
 */
const license = { name: "Proprietary", identifier: "LicenseRef-Proprietary" };

/**
 * JSON bodies are small. The profile form, a business's logo and an ad's image carry a picture and
 * set their own, larger limit (routes/users, routes/business-setup).
 */
const BODY_LIMIT = 64 * 1024;
const OWN_BODY_LIMIT = ["/v1/users/profile", /^\/v1\/businesses\/\d+\/(logo|ads\/\d+\/image)$/];

type Options = Pick<AppDeps, "db" | "mailer"> &
  Partial<Omit<AppDeps, "db" | "mailer" | "config">> & {
    config?: Partial<AppConfig>;
  };

/**
 * The whole /v1 API, and the web servers' /internal endpoints, built from its dependencies so tests
 * can pass an in-memory database and a fake clock.
 */
export function createApp(options: Options) {
  const deps: AppDeps = {
    clock: systemClock,
    limiter: limiterFactory(),
    events: createEvents(),
    userEvents: createUserEvents(),
    stopping: new AbortController().signal,
    ...options,
    config: { ...defaultConfig, ...options.config },
  };
  const api = new OpenAPIHono<AppEnv>()
    .route("/", healthRouter(deps))
    .route("/", authRouter(deps))
    .route("/", complimentsRouter(deps))
    .route("/", signingRouter(deps))
    .route("/", conversationsRouter(deps))
    .route("/", connectionsRouter(deps))
    .route("/", adsRouter(deps))
    .route("/", businessProfilesRouter(deps))
    .route("/", statesRouter(deps))
    .route("/", reviewsRouter(deps))
    .route("/", reportsRouter(deps))
    .route("/", couponsRouter(deps))
    .route("/", businessesRouter(deps))
    .route("/", businessSetupRouter(deps))
    .route("/", deliveriesRouter(deps))
    .route("/", blocksRouter(deps))
    .route("/", usersRouter(deps))
    .route("/", helpersRouter(deps))
    .route("/", activityRouter(deps))
    .route("/", accountRouter(deps))
    .route("/", moderationRouter(deps))
    .route("/", revealRouter(deps))
    .route("/", signingInvitationsRouter(deps));

  api.openAPIRegistry.registerComponent("securitySchemes", "bearerAuth", { type: "http", scheme: "bearer" });
  api.doc31("/openapi.json", {
    openapi: "3.1.0",
    info: {
      title: `${deps.config.appName} API`,
      version: "1.0.0",
      description: `Request bodies over ${BODY_LIMIT / 1024} kB are refused with 413, except the profile form's and the picture uploads'.`,
      license,
    },
    servers: [{ url: `${deps.config.apiUrl}/v1` }],
  });

  const metrics = createApiMetrics(deps);
  const app = new OpenAPIHono()
    .use(logRequests(metrics, deps.config.trustedProxies))
    .use(closeConnectionsWhenStopping(deps.stopping))
    .use(secureHeaders({ crossOriginResourcePolicy: "same-site" }))
    .use(limitBodies(BODY_LIMIT, { except: OWN_BODY_LIMIT }))
    .use("/v1/*", oneUserAtATime(deps.config.userRequestsAtOnce))
    .route("/v1", api)
    .route("/storage", storageRouter(deps))
    .route("/internal", internalRouter(deps, metrics));
  app.notFound((c) => c.json(failed(`The route ${c.req.path.slice(1)} could not be found.`), 404));
  app.onError(errorResponse);
  return app;
}

export type App = ReturnType<typeof createApp>;
