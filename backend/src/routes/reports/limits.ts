import { canonicalMailbox } from "@/lib/mailbox";
import type { AppDeps } from "../../deps";
import type { Limiter } from "../../lib/rate-limit";

export const USER_REPORTS_AN_HOUR = 10;
export const GUEST_REPORTS_A_DAY = 5;

const HOUR = 60 * 60;
const DAY = 24 * HOUR;

export const USER_LIMIT_REACHED = `You can send at most ${USER_REPORTS_AN_HOUR} reports an hour. Please try again later.`;
export const GUEST_LIMIT_REACHED = `You can send at most ${GUEST_REPORTS_A_DAY} reports a day without an account. Please try again tomorrow, or log in.`;

/**
 * The report limits: a user's per account, a guest's both per client address and per mailbox
 * (canonical, so `ann+1@` and `ann@` share one count), each key spending one point a report.
 */
export function reportLimits(limiter: AppDeps["limiter"]) {
  const user = limiter("reports-user", { points: USER_REPORTS_AN_HOUR, duration: HOUR, message: USER_LIMIT_REACHED });
  const guestAddress = limiter("reports-guest-address", { points: GUEST_REPORTS_A_DAY, duration: DAY, message: GUEST_LIMIT_REACHED });
  const guestMailbox = limiter("reports-guest-mailbox", { points: GUEST_REPORTS_A_DAY, duration: DAY, message: GUEST_LIMIT_REACHED });
  return {
    user: (userId: number) => spend([[user, String(userId)]]),
    guest: (address: string, email: string) =>
      spend([
        [guestAddress, address],
        [guestMailbox, canonicalMailbox(email)],
      ]),
  };
}

/** Takes a point from each key, or none: a key that refuses gives back those already taken. */
async function spend(keys: Array<[Limiter, string]>) {
  const taken: Array<[Limiter, string]> = [];
  try {
    for (const [limiter, key] of keys) {
      await limiter.reserve(key);
      taken.push([limiter, key]);
    }
  } catch (error) {
    for (const [limiter, key] of taken) await limiter.reward(key);
    throw error;
  }
}
