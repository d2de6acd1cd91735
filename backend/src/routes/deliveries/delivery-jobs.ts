import { and, eq, inArray, isNull, lt, or, sql } from "drizzle-orm";
import { compliments, deliveries, emailSuppressions, users } from "../../db/schema";
import type { AppDeps } from "../../deps";
import { deliveryMessages } from "@/common/validations/delivery";
import { enqueue } from "../../jobs/queue";
import type { JobHandlers } from "../../jobs/kinds";
import { withoutAddresses } from "../../jobs/worker";
import { log } from "../../lib/log";
import { isSuspended } from "../../lib/operators";
import { deliveryMail, type DeliveryParts } from "./delivery-mail";
import { DELIVERY } from "./schedule";
import { suppressionKeys } from "./tokens";
import { closeSigningNow } from "../signing/close-signing";
import type { JobKind } from "../../jobs/kinds";

export const DELIVERY_REMINDER = "delivery-reminder" as const satisfies JobKind;
/** As the job worker's own hold: longer than any send takes. */
const SENDING_HOLD_MS = 5 * 60_000;
/** How often a delivery of an author suspended until lifted looks again (a lift also sends it at once). */
const SUSPENDED_RECHECK_MS = 86_400_000;

/** What running a delivery's jobs does: send it at its time, and remind once if it stays unopened. */
export function deliveryJobs(
  deps: Pick<AppDeps, "db" | "mailer" | "clock" | "config" | "events">,
): JobHandlers<typeof DELIVERY | typeof DELIVERY_REMINDER> {
  const { db, mailer, clock, config } = deps;

  const load = async (complimentId: number) => {
    const [row] = await db
      .select({
        status: deliveries.status,
        deliverAt: deliveries.deliverAt,
        remind: deliveries.remind,
        remindedAt: deliveries.remindedAt,
        sentAt: deliveries.sentAt,
        parts: {
          complimentId: compliments.id,
          code: compliments.code,
          to: compliments.to,
          text: compliments.compliment,
          authorName: users.name,
          recipientEmail: deliveries.recipientEmail,
        },
        author: { suspendedAt: users.suspendedAt, suspendedUntil: users.suspendedUntil },
      })
      .from(deliveries)
      .innerJoin(compliments, eq(compliments.id, deliveries.complimentId))
      .innerJoin(users, eq(users.id, compliments.customerId))
      .where(eq(deliveries.complimentId, complimentId));
    return row;
  };

  const isSuppressed = async (parts: DeliveryParts) =>
    (
      await db
        .select()
        .from(emailSuppressions)
        .where(inArray(emailSuppressions.emailHash, suppressionKeys(parts.recipientEmail)))
    ).length > 0;

  /** The delivery queued for `deliverAt`, if it is still due then: a changed time or address queued another job. */
  const stillDue = (row: Awaited<ReturnType<typeof load>>, deliverAt: string) =>
    row?.status === "scheduled" && row.deliverAt.getTime() === new Date(deliverAt).getTime() ? row : undefined;

  /**
   * Takes the delivery for this run: of two of its jobs due at once (a time changed back, an
   * address changed), one sends it. A worker that died mid-send lets it go after SENDING_HOLD_MS.
   */
  const takeForSending = async (complimentId: number) => {
    const now = clock.now();
    const taken = await db
      .update(deliveries)
      .set({ sendingUntil: new Date(now.getTime() + SENDING_HOLD_MS) })
      .where(
        and(
          eq(deliveries.complimentId, complimentId),
          eq(deliveries.status, "scheduled"),
          or(isNull(deliveries.sendingUntil), lt(deliveries.sendingUntil, now)),
        ),
      )
      .returning({ complimentId: deliveries.complimentId });
    return taken.length > 0;
  };

  return {
    [DELIVERY]: {
      async run({ complimentId, deliverAt }) {
        const row = stillDue(await load(Number(complimentId)), String(deliverAt));
        if (!row) return;
        if (isSuspended(row.author, clock.now())) {
          // Waits for the suspension's end; a lift queues it again at once (routes/moderation/lift.ts).
          const runAt = row.author.suspendedUntil ?? new Date(clock.now().getTime() + SUSPENDED_RECHECK_MS);
          await enqueue(db, { kind: DELIVERY, payload: { complimentId: row.parts.complimentId, deliverAt }, runAt });
          return;
        }
        const where = and(eq(deliveries.complimentId, row.parts.complimentId), eq(deliveries.status, "scheduled"));
        if (await isSuppressed(row.parts)) {
          await db.update(deliveries).set({ status: "suppressed", updatedAt: clock.now() }).where(where);
          return;
        }
        if (!(await takeForSending(row.parts.complimentId))) return;
        // A group compliment still being signed closes as it goes out: its code now shows it.
        await closeSigningNow(deps, row.parts.complimentId);
        try {
          await mailer.send(await deliveryMail(config, row.parts));
        } catch (error) {
          await db.update(deliveries).set({ sendingUntil: null }).where(where);
          throw error;
        }
        const sentAt = clock.now();
        await db.transaction(async (tx) => {
          await tx.update(deliveries).set({ status: "sent", sentAt, sendingUntil: null, error: null, updatedAt: sentAt }).where(where);
          if (row.remind) {
            const runAt = new Date(sentAt.getTime() + config.deliveryReminderAfter * 1000);
            await enqueue(tx, { kind: DELIVERY_REMINDER, payload: { complimentId: row.parts.complimentId }, runAt });
          }
        });
      },
      /**
       * The server refused the address, or never took the mail: the author reads a plain sentence,
       * never the server's text, which may quote hosts, addresses and policies; that goes to the log.
       */
      async gaveUp({ complimentId, deliverAt }, error, refused) {
        if (!stillDue(await load(Number(complimentId)), String(deliverAt))) return;
        log().warn({ compliment_id: Number(complimentId), refused, error: withoutAddresses(error) }, "A delivery was not sent");
        await db
          .update(deliveries)
          .set({ status: "failed", error: refused ? deliveryMessages.refused : deliveryMessages.notSent, updatedAt: clock.now() })
          .where(and(eq(deliveries.complimentId, Number(complimentId)), eq(deliveries.status, "scheduled")));
      },
    },
    [DELIVERY_REMINDER]: {
      async run({ complimentId }) {
        const row = await load(Number(complimentId));
        if (row?.status !== "sent" || !row.remind || row.remindedAt || !row.sentAt || (await isSuppressed(row.parts))) return;
        await mailer.send(await deliveryMail(config, row.parts, { sentAt: row.sentAt, now: clock.now() }));
        await db
          .update(deliveries)
          .set({ remindedAt: clock.now(), updatedAt: clock.now() })
          .where(and(eq(deliveries.complimentId, row.parts.complimentId), isNull(deliveries.remindedAt)));
      },
    },
  };
}

/**
 * Marks the delivered compliment `complimentId` opened: read by someone other than its author
 * after it was sent, or its mail's button followed. Only the first time counts.
 */
export async function markOpened(db: AppDeps["db"], which: ReturnType<typeof sql> | number, now: Date) {
  const complimentIs =
    typeof which === "number"
      ? eq(deliveries.complimentId, which)
      : sql`${deliveries.complimentId} in (select ${compliments.id} from ${compliments} where ${which})`;
  await db
    .update(deliveries)
    .set({ status: "opened", openedAt: now, updatedAt: now })
    .where(and(complimentIs, eq(deliveries.status, "sent")));
}
