import { signingMessages } from "@/common/validations/signing";
import { complimentSignings } from "../../db/schema";
import { enqueue, type Executor } from "../../jobs/queue";
import { randomToken } from "../../lib/crypto";
import { closingJobs } from "./close-signing";
import { closesRefused } from "./errors";

/** The signing fields of `POST /v1/compliments`, as validated (common/validations/signing.ts). */
export type SigningInput = { invite_signers?: boolean; signing_closes_at?: string | null };

/** A signing link's token: 256 random bits, 43 characters; never derived from the code. */
export const newSigningToken = () => randomToken(32);

/**
 * When signing closes, from what was asked (`asked`: absent, null for "when I close it", or an ISO
 * time) and the compliment's delivery time: in the future and not after the delivery; absent means
 * the delivery time when one is ahead. Refused with 422 under `field`.
 */
export function closingTime(asked: string | null | undefined, deliverAt: Date | null, now: Date, field: string): Date | null {
  const delivery = deliverAt && deliverAt > now ? deliverAt : null;
  if (asked === undefined) return delivery;
  if (asked === null) return null;
  const at = new Date(asked);
  if (at <= now) throw closesRefused(field, signingMessages.closesPast);
  if (delivery && at > delivery) throw closesRefused(field, signingMessages.closesAfterDelivery);
  return at;
}

/** In the caller's transaction: opens signing of a new group compliment, with its link and its closing jobs. */
export async function startSigning(db: Executor, complimentId: number, closesAt: Date | null, now: Date) {
  await db.insert(complimentSignings).values({ complimentId, token: newSigningToken(), closesAt, createdAt: now });
  await enqueue(db, ...closingJobs(complimentId, closesAt, now));
}
