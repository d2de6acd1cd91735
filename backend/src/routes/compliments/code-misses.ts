import type { AppDeps } from "../../deps";
import { clientKey } from "../../lib/client-ip";
import { limitMisses, tooManyMessage } from "../../lib/rate-limit";

/** The guessing limit of every look-up by code: 30 misses (404, 422) a minute per address, then 429 for every look-up. */
export const codeMisses = ({ config, limiter }: Pick<AppDeps, "config" | "limiter">) =>
  limitMisses(
    limiter("code-miss", { points: 30, duration: 60, message: tooManyMessage("compliment look-ups") }),
    (c) => clientKey(c, config.trustedProxies),
    [404, 422],
  );
