import "server-only";
import { z } from "zod";
import { addressSet } from "@/lib/address-set";
import { defaultApiUrl, defaultAppUrl, defaults } from "@/config/defaults.mjs";

const schema = z.object({
  API_URL: z.url().default(defaultApiUrl()),
  APP_NAME: z.string().default(defaults.APP_NAME),
  APP_URL: z.url().default(defaultAppUrl()),
  /** The contact point shown in every page's footer and on /rules. */
  CONTACT_EMAIL: z.email().default(defaults.CONTACT_EMAIL),
  /** Encrypts the session cookie; `npm start` generates one on first start when it is unset. */
  AUTH_SECRET: z.string().min(32).optional(),
  /** Sent as `Authorization: Bearer …` on every call to the backend's /internal/*, and required on this server's; `npm start` generates one on first start. */
  INTERNAL_TOKEN: z.string().min(32).optional(),
  /** Load balancers in front of the web server, whose X-Forwarded-For entries and X-Request-Id are believed. None by default. */
  TRUSTED_PROXIES: z.string().default(""),
  /** Event streams one browser address (IPv6: its /64) may hold in this process; unverified users half of them (lib/events/user-streams.ts). */
  STREAMS_PER_ADDRESS: z.coerce.number().int().positive().default(Number(defaults.STREAMS_PER_ADDRESS)),
});

const parsed = schema.parse(Object.fromEntries(Object.entries(process.env).filter(([, v]) => v !== "")));

export const env = {
  ...parsed,
  isDev: process.env.NODE_ENV === "development",
  secureCookies: parsed.APP_URL.startsWith("https:"),
  trustedProxies: addressSet(parsed.TRUSTED_PROXIES),
};
