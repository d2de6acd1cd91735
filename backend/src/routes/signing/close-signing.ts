import { and, count, eq, isNull, lte, sql } from "drizzle-orm";
import { complimentSignings, compliments, signatures, users } from "../../db/schema";
import type { AppDeps } from "../../deps";
import type { JobHandlers, JobKind, NewJob } from "../../jobs/kinds";
import type { Executor } from "../../jobs/queue";
import { actionMail, defuseLinks } from "../../lib/mail-templates";

export const SIGNING_CLOSE = "signing-close" as const satisfies JobKind;
export const SIGNING_CLOSING_MAIL = "signing-closing-mail" as const satisfies JobKind;

const DAY_MS = 24 * 60 * 60_000;
/** How late the "closes tomorrow" mail may run and still say tomorrow. */
const MAIL_SLACK_MS = 60 * 60_000;

/**
 * The jobs a closing time needs: closing at it (the read-time rule of state.ts already treats it as
 * closed; the job makes it so in the row and drops cached pages of the code), and the organiser's
 * mail a day before, when that is still ahead. A time changed later queues new ones; the old ones
 * find nothing to do.
 */
export function closingJobs(complimentId: number, closesAt: Date | null, now: Date): NewJob[] {
  if (closesAt === null) return [];
  const list: NewJob[] = [{ kind: SIGNING_CLOSE, payload: { complimentId }, runAt: closesAt }];
  const mailAt = new Date(closesAt.getTime() - DAY_MS);
  if (mailAt > now) list.push({ kind: SIGNING_CLOSING_MAIL, payload: { complimentId }, runAt: mailAt });
  return list;
}

/**
 * Closes the signing of `complimentId` if it is not closed yet; `dueOnly` closes it only when its
 * time has come. One conditional statement: a signature racing it waits for it (sign.ts reads the
 * row FOR SHARE). A time already past is kept as the time it closed. Answers the code when it closed.
 */
export async function closeSigning(db: Executor, complimentId: number, now: Date, { dueOnly = false } = {}) {
  const [row] = await db
    .update(complimentSignings)
    .set({
      closedAt: sql`case when ${complimentSignings.closesAt} < ${now.toISOString()} then ${complimentSignings.closesAt} else ${now.toISOString()}::timestamptz end`,
    })
    .where(
      and(
        eq(complimentSignings.complimentId, complimentId),
        isNull(complimentSignings.closedAt),
        dueOnly ? lte(complimentSignings.closesAt, now) : undefined,
      ),
    )
    .returning({ complimentId: complimentSignings.complimentId });
  if (!row) return null;
  const [found] = await db.select({ code: compliments.code }).from(compliments).where(eq(compliments.id, complimentId));
  return found?.code ?? null;
}

/**
 * Closes signing now, and drops cached answers of the code: its look-up now shows the compliment.
 * For the organiser's "Close signing" and a delivery about to be sent.
 */
export async function closeSigningNow({ db, clock, events }: Pick<AppDeps, "db" | "clock" | "events">, complimentId: number) {
  const code = await closeSigning(db, complimentId, clock.now());
  if (code) events.publish([code]);
  return code !== null;
}

/** What running signing's jobs does: close at its time, and tell the organiser a day ahead. */
export function signingJobs(
  deps: Pick<AppDeps, "db" | "clock" | "events" | "mailer" | "config">,
): JobHandlers<typeof SIGNING_CLOSE | typeof SIGNING_CLOSING_MAIL> {
  const { db, clock, events, mailer, config } = deps;
  return {
    [SIGNING_CLOSE]: {
      async run({ complimentId }) {
        const code = await closeSigning(db, complimentId, clock.now(), { dueOnly: true });
        if (code) events.publish([code]);
      },
    },
    [SIGNING_CLOSING_MAIL]: {
      async run({ complimentId }) {
        const now = clock.now();
        const [row] = await db
          .select({
            code: compliments.code,
            to: compliments.to,
            closesAt: complimentSignings.closesAt,
            closedAt: complimentSignings.closedAt,
            mailedAt: complimentSignings.closingMailAt,
            author: { name: users.name, email: users.email },
          })
          .from(complimentSignings)
          .innerJoin(compliments, eq(compliments.id, complimentSignings.complimentId))
          .innerJoin(users, eq(users.id, compliments.customerId))
          .where(eq(complimentSignings.complimentId, complimentId));
        const left = row?.closesAt ? row.closesAt.getTime() - now.getTime() : -1;
        if (!row || row.closedAt || row.mailedAt || left <= 0 || left > DAY_MS + MAIL_SLACK_MS) return;
        const [{ n } = { n: 0 }] = await db
          .select({ n: count() })
          .from(signatures)
          .where(and(eq(signatures.complimentId, complimentId), isNull(signatures.hiddenAt)));
        await mailer.send(closingTomorrowMail(config, { ...row, author: row.author, signatures: n }));
        await db
          .update(complimentSignings)
          .set({ closingMailAt: now })
          .where(and(eq(complimentSignings.complimentId, complimentId), isNull(complimentSignings.closingMailAt)));
      },
    },
  };
}

/** "Signing closes tomorrow: N signatures", to the organiser, with a button to their compliment's page. */
export function closingTomorrowMail(
  config: Pick<AppDeps["config"], "appName" | "appUrl">,
  m: { code: string; to: string; author: { name: string; email: string }; signatures: number },
) {
  const counted = `${m.signatures} signature${m.signatures === 1 ? "" : "s"}`;
  const to = defuseLinks(m.to);
  return actionMail({
    appName: config.appName,
    to: m.author.email,
    name: m.author.name,
    subject: `Signing closes tomorrow: ${counted}`,
    intro: `Signing of your group compliment for ${to} closes tomorrow. So far it has ${counted}.`,
    action: "See the signatures",
    url: `${config.appUrl}/show-your-compliment?${new URLSearchParams({ code: m.code })}`,
    outro: "You get this e-mail once, a day before signing closes.",
  });
}
