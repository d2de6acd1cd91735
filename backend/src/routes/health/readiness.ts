import { z } from "@hono/zod-openapi";
import { sql } from "drizzle-orm";
import type { AppDeps } from "../../deps";

/** How long a part may take to answer before it counts as down: a probe must not hang on a dead database. */
export const CHECK_TIMEOUT_MS = 1000;

export const readiness = z.object({
  success: z.boolean(),
  status: z.enum(["ok", "unavailable"]),
  database: z.enum(["ok", "down"]),
  redis: z.enum(["ok", "down", "not_configured"]),
  shutting_down: z.boolean(),
});

export type Readiness = z.infer<typeof readiness>;

/** Whether `check` succeeds within the timeout; a rejection or a late answer is a no. */
async function answers(check: () => Promise<unknown>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => (timer = setTimeout(resolve, CHECK_TIMEOUT_MS, false)));
  const answered = check().then(
    () => true,
    () => false,
  );
  return Promise.race([answered, late]).finally(() => clearTimeout(timer));
}

/** Connected, or connecting (a process just started): a PING then waits for the connection, within the timeout. */
const REDIS_REACHABLE = new Set(["connecting", "connect", "ready"]);

/**
 * Whether this process can serve: its database answers `select 1`, its Redis (when configured)
 * PING, and it is not stopping. A Redis that dropped is down at once: ioredis would hold the PING
 * until it reconnects.
 */
export async function checkReadiness({ db, redis, stopping }: Pick<AppDeps, "db" | "redis" | "stopping">): Promise<Readiness> {
  const [database, redisUp] = await Promise.all([
    answers(() => db.execute(sql`select 1`)),
    redis ? REDIS_REACHABLE.has(redis.status) && answers(() => redis.ping()) : undefined,
  ]);
  const ready = database && redisUp !== false && !stopping.aborted;
  return {
    success: ready,
    status: ready ? "ok" : "unavailable",
    database: database ? "ok" : "down",
    redis: redisUp === undefined ? "not_configured" : redisUp ? "ok" : "down",
    shutting_down: stopping.aborted,
  };
}
