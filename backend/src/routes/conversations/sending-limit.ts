import { tooManyMessage, type LimiterFactory } from "../../lib/rate-limit";

/** Messages per user: replies to compliments, conversation messages and direct messages draw on one count. */
export const sendingLimit = (limiter: LimiterFactory) =>
  limiter("messages", { points: 30, duration: 60, message: tooManyMessage("messages") });
