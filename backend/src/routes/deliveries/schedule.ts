import { and, eq, sql } from "drizzle-orm";
import { deliveryMessages, MAX_DELIVERY_AHEAD_MS } from "../../../../lib/validations/delivery";
import { compliments, deliveries, emailSuppressions, jobs, type DeliveryStatus } from "../../db/schema";
import type { AppDeps } from "../../deps";
import type { Executor } from "../../jobs/queue";
import { validationError } from "../../lib/errors";
import { tooManyMessage } from "../../lib/rate-limit";
import { addressHash } from "./tokens";

/** The delivery fields of a create or an update, as validated (lib/validations/delivery.ts). */
export type DeliveryInput = { recipient_email?: string | null; deliver_at?: string; remind?: boolean };

/** The job that sends a delivery; it names the time it was queued for, so a changed time leaves it nothing to do. */
export const DELIVERY = "delivery";
export const deliveryJob = (complimentId: number, deliverAt: Date) => ({
  kind: DELIVERY,
  payload: { complimentId, deliverAt: deliverAt.toISOString() },
  runAt: deliverAt,
});

type Current = { recipientEmail: string; deliverAt: Date; remind: boolean; status: DeliveryStatus };
type Planned = { recipientEmail: string; deliverAt: Date; remind: boolean };
/** What a create or an update does to a delivery; `fresh` means a new address (or a new start), which the limits count. */
export type DeliveryPlan = { kind: "none" } | { kind: "cancel" } | { kind: "schedule"; next: Planned; fresh: boolean; queue: boolean };

const DAY = 24 * 60 * 60;
const isDone = (status: DeliveryStatus) => status === "sent" || status === "opened";

/**
 * Deliveries: what a create or an update asks of one (`plan`: the rules and the limits), and
 * writing it with its job, refused for an address on the suppression list: with a new compliment
 * in one statement (`insertWithCompliment`), or in an update's transaction (`apply`).
 */
export function deliveryScheduler({ db, clock, limiter }: Pick<AppDeps, "db" | "clock" | "limiter">) {
  const perAuthor = limiter("deliveries", { points: 20, duration: DAY, message: tooManyMessage("compliments sent by e-mail today") });
  const perAddress = limiter("deliveries-to-address", {
    points: 3,
    duration: DAY,
    message: "This address has been sent enough compliments for today. Please try again tomorrow or give them the card.",
  });

  /** The delivery of the author's own compliment; anyone else's is none (the update then answers 404). */
  async function current(authorId: number, complimentId: number): Promise<Current | undefined> {
    const [row] = await db
      .select({
        recipientEmail: deliveries.recipientEmail,
        deliverAt: deliveries.deliverAt,
        remind: deliveries.remind,
        status: deliveries.status,
      })
      .from(deliveries)
      .innerJoin(compliments, eq(compliments.id, deliveries.complimentId))
      .where(and(eq(deliveries.complimentId, complimentId), eq(compliments.customerId, authorId)));
    return row;
  }

  /** What `input` does to the delivery of `complimentId` (none yet on create), refused with a 422 or 429 where it may not. */
  async function plan(authorId: number, input: DeliveryInput, complimentId?: number): Promise<DeliveryPlan> {
    if (input.recipient_email === undefined && input.deliver_at === undefined && input.remind === undefined) return { kind: "none" };
    const now = clock.now();
    const was = complimentId === undefined ? undefined : await current(authorId, complimentId);
    const pending = was?.status === "scheduled" ? was : undefined;
    const next = nextDelivery(was, pending, input, now);
    if (!next) return input.recipient_email === null && pending ? { kind: "cancel" } : { kind: "none" };
    if (was && isDone(was.status)) {
      if (sameDelivery(was, next)) return { kind: "none" };
      throw validationError({ recipient_email: [deliveryMessages.alreadySent] });
    }
    if (next.deliverAt.getTime() - now.getTime() > MAX_DELIVERY_AHEAD_MS)
      throw validationError({ deliver_at: [deliveryMessages.whenTooFar] });
    const fresh = !pending || pending.recipientEmail.toLowerCase() !== next.recipientEmail.toLowerCase();
    if (fresh) {
      await perAuthor.hit(String(authorId));
      await perAddress.hit(addressHash(next.recipientEmail));
    }
    return { kind: "schedule", next, fresh, queue: fresh || pending?.deliverAt.getTime() !== next.deliverAt.getTime() };
  }

  /**
   * Writes the plan for `complimentId` in `tx`, with the job that will send it: one statement, which
   * writes nothing for a new address on the suppression list (then a 422 rolls the caller's
   * transaction back). Writing a compliment with a delivery costs one statement more than without.
   */
  async function apply(tx: Executor, complimentId: number, plan: DeliveryPlan) {
    const now = clock.now();
    if (plan.kind === "cancel") {
      await tx.update(deliveries).set({ status: "cancelled", updatedAt: now }).where(eq(deliveries.complimentId, complimentId));
    }
    if (plan.kind !== "schedule") return;
    const { recipientEmail, deliverAt, remind } = plan.next;
    const job = deliveryJob(complimentId, deliverAt);
    const allowed = plan.fresh
      ? sql`not exists (select 1 from ${emailSuppressions} where ${emailSuppressions.emailHash} = ${addressHash(recipientEmail)})`
      : sql`true`;
    const result = await tx.execute(sql`
      with delivery as (
        insert into ${deliveries} (compliment_id, recipient_email, deliver_at, remind, status, sent_at, opened_at, reminded_at, sending_until, error, updated_at)
        select ${complimentId}, ${recipientEmail}, ${deliverAt.toISOString()}, ${remind}, 'scheduled', null, null, null, null, null, ${now.toISOString()}
        where ${allowed}
        on conflict (compliment_id) do update set
          recipient_email = excluded.recipient_email, deliver_at = excluded.deliver_at, remind = excluded.remind, status = 'scheduled',
          sent_at = null, opened_at = null, reminded_at = null, sending_until = null, error = null, updated_at = excluded.updated_at
        returning compliment_id
      ), job as (
        insert into ${jobs} (kind, payload, run_at)
        select ${job.kind}, ${JSON.stringify(job.payload)}::jsonb, ${deliverAt.toISOString()} from delivery where ${plan.queue}
      )
      select count(*)::int as written from delivery`);
    const [{ written }] = (result as unknown as { rows: Array<{ written: number }> }).rows as [{ written: number }];
    if (written === 0) throw validationError({ recipient_email: [deliveryMessages.suppressed] });
  }

  /**
   * Writes a new compliment (`values`, its code included) with its delivery and the job that sends
   * it, in one statement, so a delivery costs writing no more round trips than none. Answers the
   * new row; none when the code was taken (the caller tries another). A 422 when the address is on
   * the suppression list, and then nothing is written.
   */
  async function insertWithCompliment(values: typeof compliments.$inferInsert, next: Planned) {
    const now = clock.now();
    const suppressed = sql`exists (select 1 from ${emailSuppressions} where ${emailSuppressions.emailHash} = ${addressHash(next.recipientEmail)})`;
    const result = await db.execute(sql`
      with address as (select ${suppressed} as suppressed), compliment as (
        insert into ${compliments} (code, customer_id, "to", compliment, note, created_at, updated_at)
        select ${values.code}, ${values.customerId}, ${values.to}, ${values.compliment}, ${values.note ?? null}, ${now.toISOString()}, ${now.toISOString()}
        from address where not suppressed
        on conflict (code) do nothing
        returning id, code
      ), delivery as (
        insert into ${deliveries} (compliment_id, recipient_email, deliver_at, remind, updated_at)
        select id, ${next.recipientEmail}, ${next.deliverAt.toISOString()}, ${next.remind}, ${now.toISOString()} from compliment
        returning compliment_id
      ), job as (
        insert into ${jobs} (kind, payload, run_at)
        select ${DELIVERY}, json_build_object('complimentId', compliment_id, 'deliverAt', ${next.deliverAt.toISOString()}::text), ${next.deliverAt.toISOString()}
        from delivery
      )
      select (select id from compliment) as id, (select code from compliment) as code, suppressed from address`);
    const [row] = (result as unknown as { rows: Array<{ id: number | null; code: string | null; suppressed: boolean }> }).rows;
    if (row?.suppressed) throw validationError({ recipient_email: [deliveryMessages.suppressed] });
    return row?.id != null && row.code != null ? { id: row.id, code: row.code } : undefined;
  }

  return { plan, apply, insertWithCompliment };
}

/**
 * The delivery `input` asks for, or none. A time already past is now; on a create, or a delivery
 * not pending, an absent time is now too, while on a pending one it stays as it was.
 */
function nextDelivery(was: Current | undefined, pending: Current | undefined, input: DeliveryInput, now: Date): Planned | undefined {
  if (input.recipient_email === null) return undefined;
  const recipientEmail = input.recipient_email ?? was?.recipientEmail;
  if (!recipientEmail) return undefined;
  const asked =
    input.deliver_at === undefined ? (pending?.deliverAt ?? (was && isDone(was.status) ? was.deliverAt : now)) : new Date(input.deliver_at);
  return {
    recipientEmail,
    deliverAt: asked.getTime() < now.getTime() && !(was && isDone(was.status)) ? now : asked,
    remind: input.remind ?? was?.remind ?? true,
  };
}

const sameDelivery = (a: Planned, b: Planned) =>
  a.recipientEmail.toLowerCase() === b.recipientEmail.toLowerCase() &&
  a.deliverAt.getTime() === b.deliverAt.getTime() &&
  a.remind === b.remind;
