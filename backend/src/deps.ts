import type Redis from "ioredis";
import type { Db } from "./db/client";
import type { Clock } from "./lib/clock";
import type { ComplimentEvents, UserEvents } from "./lib/events";
import type { Mailer } from "./lib/mailer";
import type { LimiterFactory } from "./lib/rate-limit";

export type AppConfig = {
  appName: string;
  /** The web app's origin, for links in e-mails and QR codes. */
  appUrl: string;
  /** This API's public origin, for absolute storage and download URLs. */
  apiUrl: string;
  /** Signs verification links and downloads. */
  appKey: string;
  /** What the web servers and operators send as `Authorization: Bearer …` to reach /internal/*. */
  internalToken: string;
  /** Whose X-Forwarded-For (and X-Request-Id) is believed; never a key to /internal/*. */
  trustedProxies: ReadonlySet<string>;
  /** A token ends this many days after it was issued, however much it is used. */
  tokenTtlDays: number;
  /** And this many minutes after its last use. */
  tokenIdleMinutes: number;
  /** Seconds a message waits unread before the other person is e-mailed about it. */
  notifyUnreadAfter: number;
  /** Seconds after a delivery before one reminder goes out if nobody has opened it. */
  deliveryReminderAfter: number;
  /** Lower-cased addresses whose accounts are operators (OPERATOR_EMAILS, plus the demo operator on the demo database). */
  operatorEmails: readonly string[];
  /** Requests of one token that run at once in a process; more wait their turn (lib/fair-share.ts). */
  userRequestsAtOnce: number;
};

export type AppDeps = {
  db: Db;
  mailer: Mailer;
  clock: Clock;
  config: AppConfig;
  limiter: LimiterFactory;
  /** Where changes to compliments' public answers are announced; see lib/events.ts. */
  events: ComplimentEvents;
  /** What signed-in users' open pages are told (a new message, their unread count); see lib/events.ts. */
  userEvents: UserEvents;
  /** The Redis that limits and events use, when REDIS_URL is set: readiness asks it too. */
  redis?: Redis;
  /** Aborted when the process starts to stop: readiness then answers 503 so that no new work is sent here. */
  stopping: AbortSignal;
};
