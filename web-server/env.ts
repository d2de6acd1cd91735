import { z } from "zod";
import { addressSet } from "../lib/address-set";
import { defaults, withDefaults } from "../config/defaults.mjs";

/** The web server's settings (README's settings table), checked once at start: a bad value stops it with its name. */
const schema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535),
  HOST: z.string().min(1),
  APP_NAME: z.string().min(1),
  /** The site's public origin: https turns on HSTS and secure cookies. */
  APP_URL: z.url(),
  API_URL: z.url(),
  /** Encrypts the session cookie and derives the page cache's fill token; `npm start` generates one. */
  AUTH_SECRET: z.string().default(""),
  /** What /internal/* on both processes takes as `Authorization: Bearer …`; unset, none is answered. */
  INTERNAL_TOKEN: z.string().optional(),
  /** With it, the page store and the view batches are shared by every web process. */
  REDIS_URL: z.url().optional(),
  /** Load balancers whose X-Forwarded-For entries and X-Request-Id are believed. */
  TRUSTED_PROXIES: z.string().default(""),
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().min(0).default(Number(defaults.SHUTDOWN_GRACE_SECONDS)),
});

export type WebEnv = ReturnType<typeof webEnv>;

/**
 * The settings from `source` (process.env), the derived ones filled in first (config/defaults.mjs);
 * an empty value counts as unset. `argv` carries `--dev` and `--wait-for-backend` (`npm start`).
 */
export function webEnv(source: Record<string, string | undefined>, argv: string[] = []) {
  const filled = withDefaults(source) as Record<string, string | undefined>;
  const parsed = schema.parse(Object.fromEntries(Object.entries(filled).filter(([, value]) => value !== "")));
  return {
    ...parsed,
    dev: argv.includes("--dev"),
    /** `npm start` runs the backend beside this server: pages wait for it (ops/start-gate.ts). */
    waitForBackend: argv.includes("--wait-for-backend"),
    secure: parsed.APP_URL.startsWith("https:"),
    trustedProxies: addressSet(parsed.TRUSTED_PROXIES),
    graceMs: parsed.SHUTDOWN_GRACE_SECONDS * 1000,
    /** Where this server answers itself (page-cache fills): a wildcard address is reached on loopback. */
    selfUrl: selfUrl(parsed.HOST, parsed.PORT),
  };
}

function selfUrl(host: string, port: number) {
  const self = ["0.0.0.0", "::"].includes(host) ? "127.0.0.1" : host;
  return `http://${self.includes(":") ? `[${self}]` : self}:${port}`;
}
