import { and, eq, inArray, sql } from "drizzle-orm";
import { deliveryMessages, MAX_DELIVERY_AHEAD_MS } from "@/common/validations/delivery";
import { compliments, deliveries, emailSuppressions, jobs, type DeliveryStatus } from "../../db/schema";
import type { AppDeps } from "../../deps";
import type { Executor } from "../../jobs/queue";
import { validationError } from "../../lib/errors";
import { tooManyMessage } from "../../lib/rate-limit";
import { complimentNotFound } from "../compliments/errors";
import { addressHash, suppressionKeys } from "./tokens";
import type { JobKind } from "../../jobs/kinds";

/** The delivery fields of a create or an update, as validated (common/validations/delivery.ts). */
export type DeliveryInput = { recipient_email?: string | null; deliver_at?: string; time_zone?: string; remind?: boolean };

/** The job that sends a delivery; it names the time it was queued for, so a changed time leaves it nothing to do. */
export const DELIVERY = "delivery" as const satisfies JobKind;
export const deliveryJob = (complimentId: number, deliverAt: Date) => ({
  kind: DELIVERY,
  payload: { complimentId, deliverAt: deliverAt.toISOString() },
  runAt: deliverAt,
});

type Current = { recipientEmail: string; deliverAt: Date; timeZone: string; remind: boolean; status: DeliveryStatus };
/** A delivery as it held its address's point: given back only if it was still waiting and took it within the day. */
type Holding = { recipientEmail: string; status: DeliveryStatus; sendingUntil: Date | null; countedAt: Date | null };
/** `timeZone`: the zone its author chose the time in, which every time of it is shown in. */
type Planned = { recipientEmail: string; deliverAt: Date; timeZone: string; remind: boolean };
/** What a create or an update does to a delivery; `fresh` means a new address (or a new start), which the limits count. */
export type DeliveryPlan = { kind: "none" } | { kind: "cancel" } | { kind: "schedule"; next: Planned; fresh: boolean; queue: boolean };

const DAY = 24 * 60 * 60;
const isDone = (status: DeliveryStatus) => status === "sent" || status === "opened";
const sameMailbox = (a: string, b: string) => addressHash(a) === addressHash(b);

/** Whether `email`'s mailbox is on the suppression list, under its key or the one before issue 28. */
export const suppressed = (email: string) =>
  sql`exists (select 1 from ${emailSuppressions} where ${inArray(emailSuppressions.emailHash, suppressionKeys(email))})`;
const suppressedError = () => validationError({ recipient_email: [deliveryMessages.suppressed] }).because("unsubscribed");

/**
 * Deliveries: what a create or an update asks of one (`plan`: ownership and the rules), the
 * points it spends (`spending`: the limits, given back for an address on the suppression list), and writing it
 * with its job, refused for an address on the suppression list: with a new compliment in one
 * statement (`insertWithCompliment`), or in an update's transaction (`apply`). An address's
 * point is taken when its mail is queued and given back when that mail is cancelled or moved.
 */
export function deliveryScheduler({ db, clock, limiter }: Pick<AppDeps, "db" | "clock" | "limiter">) {
  const perAuthor = limiter("deliveries", { points: 20, duration: DAY, message: tooManyMessage("compliments sent by e-mail today") });
  const perAddress = limiter("deliveries-to-address", {
    points: 3,
    duration: DAY,
    message: "This address has been sent enough compliments for today. Please try again tomorrow or give them the card.",
  });

  /**
   * The delivery of the author's own compliment, null when it has none; anyone else's compliment,
   * or none at all, is a 404 before anything else is looked at, so no answer tells about an address.
   */
  async function current(authorId: number, complimentId: number): Promise<Current | null> {
    const [row] = await db
      .select({
        id: compliments.id,
        delivery: {
          recipientEmail: deliveries.recipientEmail,
          deliverAt: deliveries.deliverAt,
          timeZone: deliveries.timeZone,
          remind: deliveries.remind,
          status: deliveries.status,
        },
      })
      .from(compliments)
      .leftJoin(deliveries, eq(deliveries.complimentId, compliments.id))
      .where(and(eq(compliments.id, complimentId), eq(compliments.customerId, authorId)));
    if (!row) throw complimentNotFound();
    return row.delivery;
  }

  /** What `input` does to the delivery of `complimentId` (none yet on create), refused with a 404 or 422 where it may not. */
  async function plan(authorId: number, input: DeliveryInput, complimentId?: number): Promise<DeliveryPlan> {
    if (Object.values(pick(input)).every((v) => v === undefined)) return { kind: "none" };
    const now = clock.now();
    const was = complimentId === undefined ? undefined : ((await current(authorId, complimentId)) ?? undefined);
    const pending = was?.status === "scheduled" ? was : undefined;
    const next = nextDelivery(was, pending, input, now);
    if (!next) return input.recipient_email === null && pending ? { kind: "cancel" } : { kind: "none" };
    if (was && isDone(was.status)) {
      if (sameDelivery(was, next)) return { kind: "none" };
      throw validationError({ recipient_email: [deliveryMessages.alreadySent] });
    }
    if (next.deliverAt.getTime() - now.getTime() > MAX_DELIVERY_AHEAD_MS)
      throw validationError({ deliver_at: [deliveryMessages.whenTooFar] });
    const fresh = !pending || !sameMailbox(pending.recipientEmail, next.recipientEmail);
    return { kind: "schedule", next, fresh, queue: fresh || pending?.deliverAt.getTime() !== next.deliverAt.getTime() };
  }

  /**
   * Runs `write`, the caller's writing of `plan` (an update's transaction calls `apply` in it),
   * with the points the plan spends: the author's and the address's (429 once either is used up),
   * given back if the write fails, which it does (422) for an address on the suppression list, so
   * such an address spends nothing. Once the write committed, the point of an address it cancelled
   * or moved away from goes back too. The list is read in the write's own statement; only a refusal
   * of the points reads it first, so an address both unsubscribed and used up still answers 422.
   */
  async function spending<T>(authorId: number, plan: DeliveryPlan, write: (apply: Apply) => Promise<T>): Promise<T> {
    const taken: Array<() => Promise<void>> = [];
    const giveAllBack = async () => {
      for (const giveBack of taken.splice(0)) await giveBack();
    };
    if (plan.kind === "schedule" && plan.fresh) {
      const [author, address] = [String(authorId), addressHash(plan.next.recipientEmail)];
      // Reserved, not hit: a refusal counts nothing, so the points are the mails queued and each can be given back.
      try {
        await perAuthor.reserve(author);
        taken.push(() => perAuthor.giveBack(author));
        await perAddress.reserve(address);
        taken.push(() => perAddress.giveBack(address));
      } catch (e) {
        await giveAllBack();
        const [row] = await db
          .execute(sql`select ${suppressed(plan.next.recipientEmail)} as suppressed`)
          .then(rowsOf<{ suppressed: boolean }>);
        throw row?.suppressed ? suppressedError() : e;
      }
    }
    const released: Holding[] = [];
    let result: T;
    try {
      result = await write(async (tx, complimentId) => void released.push(...(await apply(tx, complimentId, plan))));
    } catch (e) {
      await giveAllBack();
      throw e;
    }
    for (const held of released) await release(held);
    return result;
  }

  /** Gives back the point `held` took from its address, if its mail was never sent and took it within the day. */
  async function release(held: Holding | undefined) {
    const now = clock.now().getTime();
    if (!held || held.status !== "scheduled" || !held.countedAt || now - held.countedAt.getTime() >= DAY * 1000) return;
    if (held.sendingUntil && held.sendingUntil.getTime() > now) return; // a worker is sending it
    await perAddress.giveBack(addressHash(held.recipientEmail));
  }

  /** The delivery of `complimentId` as it holds its address's point, for `release` once the caller deleted it. */
  async function holding(tx: Executor, complimentId: number): Promise<Holding | undefined> {
    const [row] = await tx
      .select({
        recipientEmail: deliveries.recipientEmail,
        status: deliveries.status,
        sendingUntil: deliveries.sendingUntil,
        countedAt: deliveries.countedAt,
      })
      .from(deliveries)
      .where(eq(deliveries.complimentId, complimentId));
    return row;
  }

  /**
   * Writes the plan for `complimentId` in `tx`, with the job that will send it: one statement, which
   * writes nothing for a new address on the suppression list (then a 422 rolls the caller's
   * transaction back, and `spending` gives the points back).
   * Answers the delivery it cancelled or moved away from, whose point `spending` then gives back.
   */
  async function apply(tx: Executor, complimentId: number, plan: DeliveryPlan): Promise<Holding[]> {
    const now = clock.now();
    if (plan.kind === "cancel") {
      // Only a delivery still waiting: one its worker sent meanwhile stays sent.
      return tx
        .update(deliveries)
        .set({ status: "cancelled", updatedAt: now })
        .where(and(eq(deliveries.complimentId, complimentId), eq(deliveries.status, "scheduled")))
        .returning({
          recipientEmail: deliveries.recipientEmail,
          status: sql<DeliveryStatus>`'scheduled'`,
          sendingUntil: deliveries.sendingUntil,
          countedAt: deliveries.countedAt,
        });
    }
    if (plan.kind !== "schedule") return [];
    const { recipientEmail, deliverAt, timeZone, remind } = plan.next;
    const job = deliveryJob(complimentId, deliverAt);
    const allowed = plan.fresh ? sql`not ${suppressed(recipientEmail)}` : sql`true`;
    // A new address takes its point now; the delivery it replaces (read before this statement's write) gives its own back.
    const result = await tx.execute(sql`
      with was as (
        select recipient_email, status, sending_until, counted_at from ${deliveries} where compliment_id = ${complimentId} and ${plan.fresh}
      ), delivery as (
        insert into ${deliveries} (compliment_id, recipient_email, deliver_at, time_zone, remind, status, sent_at, opened_at, reminded_at, sending_until, error, counted_at, updated_at)
        select ${complimentId}, ${recipientEmail}, ${deliverAt.toISOString()}, ${timeZone}, ${remind}, 'scheduled', null, null, null, null, null,
          ${plan.fresh ? now.toISOString() : null}::timestamptz, ${now.toISOString()}
        where ${allowed}
        on conflict (compliment_id) do update set
          recipient_email = excluded.recipient_email, deliver_at = excluded.deliver_at, time_zone = excluded.time_zone, remind = excluded.remind, status = 'scheduled',
          sent_at = null, opened_at = null, reminded_at = null, sending_until = null, error = null,
          counted_at = coalesce(excluded.counted_at, ${deliveries}.counted_at), updated_at = excluded.updated_at
        returning compliment_id
      ), job as (
        insert into ${jobs} (kind, payload, run_at)
        select ${job.kind}, ${JSON.stringify(job.payload)}::jsonb, ${deliverAt.toISOString()} from delivery where ${plan.queue}
      )
      select (select count(*)::int from delivery) as written,
        was.recipient_email as "recipientEmail", was.status, was.sending_until as "sendingUntil", was.counted_at as "countedAt"
      from (select 1) as one left join was on true`);
    const [row] = rowsOf<{ written: number } & { [K in keyof Holding]: Holding[K] | string | null }>(result);
    if (!row?.written) throw suppressedError();
    if (!row.recipientEmail) return [];
    const at = (value: unknown) => (value == null ? null : new Date(value as string));
    return [
      {
        recipientEmail: row.recipientEmail as string,
        status: row.status as DeliveryStatus,
        sendingUntil: at(row.sendingUntil),
        countedAt: at(row.countedAt),
      },
    ];
  }

  /**
   * Writes a new compliment (`values`, its code included) with its delivery and the job that sends
   * it, in one statement, so a delivery costs writing no more round trips than none. Answers the new row; none when the code was taken
   * (the caller tries another). A 422 when the address is on the suppression list, and then
   * nothing is written.
   */
  async function insertWithCompliment(values: typeof compliments.$inferInsert, next: Planned) {
    const now = clock.now();
    const result = await db.execute(sql`
      with address as (select ${suppressed(next.recipientEmail)} as suppressed), compliment as (
        insert into ${compliments} (code, customer_id, "to", compliment, note, created_at, updated_at)
        select ${values.code}, ${values.customerId}, ${values.to}, ${values.compliment}, ${values.note ?? null}, ${now.toISOString()}, ${now.toISOString()}
        from address where not suppressed
        on conflict (code) do nothing
        returning id, code
      ), delivery as (
        insert into ${deliveries} (compliment_id, recipient_email, deliver_at, time_zone, remind, counted_at, updated_at)
        select id, ${next.recipientEmail}, ${next.deliverAt.toISOString()}, ${next.timeZone}, ${next.remind}, ${now.toISOString()}, ${now.toISOString()} from compliment
        returning compliment_id
      ), job as (
        insert into ${jobs} (kind, payload, run_at)
        select ${DELIVERY}, json_build_object('complimentId', compliment_id, 'deliverAt', ${next.deliverAt.toISOString()}::text), ${next.deliverAt.toISOString()}
        from delivery
      )
      select (select id from compliment) as id, (select code from compliment) as code, suppressed from address`);
    const [row] = rowsOf<{ id: number | null; code: string | null; suppressed: boolean }>(result);
    if (row?.suppressed) throw suppressedError();
    return row?.id != null && row.code != null ? { id: row.id, code: row.code } : undefined;
  }

  return { plan, spending, insertWithCompliment, holding, release };
}

/** Writes a plan's delivery in the caller's transaction (deliveryScheduler's `apply`). */
type Apply = (tx: Executor, complimentId: number) => Promise<void>;
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

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
    timeZone: input.time_zone ?? was?.timeZone ?? "UTC",
    remind: input.remind ?? was?.remind ?? true,
  };
}

/** The delivery fields of a create's or an update's input. */
const pick = ({ recipient_email, deliver_at, time_zone, remind }: DeliveryInput): DeliveryInput => ({
  recipient_email,
  deliver_at,
  time_zone,
  remind,
});

/** Whether `b` asks nothing new of `a`; the zone alone only shows its times, so a sent one keeps its own. */
const sameDelivery = (a: Planned, b: Planned) =>
  sameMailbox(a.recipientEmail, b.recipientEmail) && a.deliverAt.getTime() === b.deliverAt.getTime() && a.remind === b.remind;
