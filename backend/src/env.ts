import { z } from "zod";

const schema = z.object({
  API_PORT: z.coerce.number().int().positive().default(4000),
  API_HOST: z.string().default("127.0.0.1"),
  DATA_DIR: z.string().default(".data"),
  DATABASE_URL: z.url().optional(),
  REDIS_URL: z.url().optional(),
  SMTP_URL: z.url().optional(),
  MAIL_FROM: z.string().default("Compliments <no-reply@localhost>"),
  APP_NAME: z.string().default("Compliments"),
  APP_URL: z.url().default("http://localhost:3000"),
  API_URL: z.url().default("http://127.0.0.1:4000"),
  APP_KEY: z.string().min(32).optional(),
  TRUSTED_PROXIES: z.string().default("127.0.0.1,::1,::ffff:127.0.0.1"),
  TOKEN_TTL_DAYS: z.coerce.number().int().positive().default(30),
  TOKEN_IDLE_MINUTES: z.coerce.number().int().positive().default(120),
  SEED: z.enum(["auto", "never"]).default("auto"),
});

export type Env = z.infer<typeof schema>;

export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = schema.safeParse(Object.fromEntries(Object.entries(source).filter(([, v]) => v !== "")));
  if (!parsed.success) {
    const details = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`).join("\n");
    throw new Error(`Invalid environment:\n${details}`);
  }
  return parsed.data;
}
