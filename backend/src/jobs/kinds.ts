import { z } from "zod";

/**
 * Every kind of job and the payload it carries, written once. `enqueue` only takes a kind named
 * here with its payload's type, every kind must have a handler (`JobHandlers`), and the worker
 * parses a payload with its kind's schema before running it: a row written by an older version,
 * or by hand, that does not fit fails for good instead of running on a guess.
 */
export const jobPayloads = {
  /** A message sent as it was written when its change was made (jobs/mail.ts). */
  mail: z.object({
    to: z.string(),
    subject: z.string(),
    text: z.string(),
    html: z.string(),
    headers: z.record(z.string(), z.string()).optional(),
    replyTo: z.string().optional(),
    images: z.array(z.object({ cid: z.string(), filename: z.string(), contentType: z.string(), content: z.string() })).optional(),
  }),
  /** The author's mail about an activity on their compliment (routes/activity). */
  "activity-mail": z.object({ activityId: z.number().int() }),
  /** A delivery, at the time it was queued for: a changed time leaves it nothing to do (routes/deliveries). */
  delivery: z.object({ complimentId: z.number().int(), deliverAt: z.string() }),
  /** The one reminder of a delivery not yet opened. */
  "delivery-reminder": z.object({ complimentId: z.number().int() }),
  /** The link that puts an unsubscribed address back, mailed only to an address on the list. */
  "resubscribe-link": z.object({ email: z.string() }),
  /** The mail about an unread message (routes/conversations/unread-mail.ts). */
  "unread-message": z.object({ messageId: z.number().int() }),
  /** A password-reset request, answered the same for any address; the job mails only a known one. */
  "password-reset": z.object({ email: z.string(), next: z.string().optional() }),
  /** Builds a copy of a user's data, Download my data (routes/account/exports.ts). */
  "data-export": z.object({ exportId: z.number().int() }),
  /** An invitation to sign a group compliment, or a reminder of it (routes/signing-invitations). */
  "signing-invitation": z.object({ complimentId: z.number().int(), email: z.string(), reminder: z.boolean() }),
  /** Deletes a finished copy of a user's data when its days are up. */
  "data-export-expiry": z.object({ exportId: z.number().int() }),
  /** Closes a group compliment's signing when its time has come, if it still has (routes/signing/close-signing.ts). */
  "signing-close": z.object({ complimentId: z.number().int() }),
  /** Tells the organiser a day ahead that signing closes tomorrow, with the count so far. */
  "signing-closing-mail": z.object({ complimentId: z.number().int() }),
} satisfies Record<string, z.ZodType<Record<string, unknown>>>;

export type JobKind = keyof typeof jobPayloads;
export type JobPayload<K extends JobKind> = z.infer<(typeof jobPayloads)[K]>;

/** A job to store: one of the kinds above, with its own payload. */
export type NewJob = { [K in JobKind]: { kind: K; payload: JobPayload<K>; runAt: Date } }[JobKind];

/**
 * What a kind of job does; `gaveUp` runs once when it has failed for good, with the last error's
 * text (for the log only) and whether a server refused it for good rather than retries running out.
 */
export type JobHandler<K extends JobKind> = {
  run(payload: JobPayload<K>): Promise<void>;
  gaveUp?(payload: JobPayload<K>, error: string, refused: boolean): Promise<void>;
};

/** A handler for each of the kinds `K` (a folder's own); `AllJobHandlers` has one for every kind. */
export type JobHandlers<K extends JobKind> = { [P in K]: JobHandler<P> };
export type AllJobHandlers = JobHandlers<JobKind>;

export const isJobKind = (kind: string): kind is JobKind => Object.hasOwn(jobPayloads, kind);
