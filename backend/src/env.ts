import { z } from "zod";
import defaults from "@/config/defaults.json";

const schema = z
  .object({
    API_PORT: z.coerce.number().int().positive().default(Number(defaults.API_PORT)),
    API_HOST: z.string().default(defaults.API_HOST),
    DATA_DIR: z.string().default(defaults.DATA_DIR),
    DATABASE_URL: z.url().optional(),
    DB_POOL_SIZE: z.coerce.number().int().positive().default(Number(defaults.DB_POOL_SIZE)),
    /** 0: no limit. */
    DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).default(Number(defaults.DB_STATEMENT_TIMEOUT_MS)),
    USER_REQUESTS_AT_ONCE: z.coerce.number().int().positive().default(Number(defaults.USER_REQUESTS_AT_ONCE)),
    REDIS_URL: z.url().optional(),
    SMTP_URL: z.url().optional(),
    MAIL_FROM: z.string().default(defaults.MAIL_FROM),
    APP_NAME: z.string().default(defaults.APP_NAME),
    APP_URL: z.url().default(`http://localhost:${defaults.PORT}`),
    API_URL: z.url().default(`http://127.0.0.1:${defaults.API_PORT}`),
    APP_KEY: z.string().min(32).optional(),
    /** What every /internal/* request must carry as `Authorization: Bearer …`; `npm start` generates one like APP_KEY. */
    INTERNAL_TOKEN: z.string().min(32).optional(),
    TRUSTED_PROXIES: z.string().default(defaults.BACKEND_TRUSTED_PROXIES),
    TOKEN_TTL_DAYS: z.coerce.number().int().positive().default(Number(defaults.TOKEN_TTL_DAYS)),
    TOKEN_IDLE_MINUTES: z.coerce.number().int().positive().default(Number(defaults.TOKEN_IDLE_MINUTES)),
    NOTIFY_UNREAD_AFTER: z.coerce.number().int().positive().default(Number(defaults.NOTIFY_UNREAD_AFTER)),
    DELIVERY_REMINDER_AFTER: z.coerce.number().int().positive().default(Number(defaults.DELIVERY_REMINDER_AFTER)),
    /** How long a stopping backend lets requests and jobs in progress finish before it closes their connections. */
    SHUTDOWN_GRACE_SECONDS: z.coerce.number().min(0).default(Number(defaults.SHUTDOWN_GRACE_SECONDS)),
    /** Who decides reports: comma-separated e-mail addresses, granted (and, once left out, revoked) at start and at log in. */
    OPERATOR_EMAILS: z.string().default(""),
    SEED: z.enum(["auto", "never"]).default(defaults.SEED as "auto" | "never"),
    /** Testing only: a file holding seconds to move the backend's clock by; refused when APP_URL is https. */
    CLOCK_OFFSET_FILE: z.string().optional(),
  })
  .refine((env) => !(env.CLOCK_OFFSET_FILE && new URL(env.APP_URL).protocol === "https:"), {
    path: ["CLOCK_OFFSET_FILE"],
    message: "moves the backend's clock for tests, and is refused where APP_URL is https (a deployment)",
  });

export type Env = z.infer<typeof schema>;

/** OPERATOR_EMAILS as a list: trimmed, lower-cased, empty entries dropped. */
export const operatorEmails = (list: string) =>
  list
    .split(",")
    .map((email) => email.trim().toLowerCase())
    .filter(Boolean);

/** What the backend warns of at start: settings a deployment lacks, or one only tests should have. */
export function settingWarnings(env: Env): { message: string; fields?: Record<string, string> }[] {
  return [
    !env.APP_KEY && { message: "APP_KEY is not set: signed links will not survive a restart." },
    env.CLOCK_OFFSET_FILE && {
      message: "CLOCK_OFFSET_FILE is set: the backend's clock moves by the seconds in that file (for tests only).",
      fields: { file: env.CLOCK_OFFSET_FILE },
    },
    !env.INTERNAL_TOKEN && { message: "INTERNAL_TOKEN is not set: /internal/* answers nobody, the web servers' event streams included." },
  ].filter((warning) => !!warning);
}

export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = schema.safeParse(Object.fromEntries(Object.entries(source).filter(([, v]) => v !== "")));
  if (!parsed.success) {
    const details = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`).join("\n");
    throw new Error(`Invalid environment:\n${details}`);
  }
  return parsed.data;
}
