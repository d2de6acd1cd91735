import { and, eq, inArray, sql } from "drizzle-orm";
import { complimentSignings, compliments, emailSuppressions, signingInvitations, users } from "../../db/schema";
import type { AppDeps } from "../../deps";
import type { JobHandlers, JobKind, NewJob } from "../../jobs/kinds";
import { ApiError } from "../../lib/errors";
import { actionMail, defuseLinks } from "../../lib/mail-templates";
import { blockBetween } from "../blocks/block-between";
import { deliveryLinks } from "../deliveries/delivery-mail";
import { addressHash, signToken, suppressionKeys } from "../deliveries/tokens";
import { isSigningOpen } from "../signing/state";
import { invitationSigned } from "./invitations";

export const SIGNING_INVITATION = "signing-invitation" as const satisfies JobKind;
/** Invitations and reminders one mailbox is sent in a day, from all organisers together. */
export const INVITATION_MAILS_A_DAY = 6;

/** The mail that asks `email` to sign, or (`reminder`) asks again; written when it goes, with the link as it is then. */
export const invitationJob = (complimentId: number, email: string, reminder: boolean, runAt: Date): NewJob => ({
  kind: SIGNING_INVITATION,
  payload: { complimentId, email, reminder },
  runAt,
});

/** The signing link's page on the web: the token of its own, never the code. */
export const signingLink = (appUrl: string, token: string) => `${appUrl}/sign/${encodeURIComponent(token)}`;

type Parts = { to: string; organiser: string; token: string; email: string; reminder: boolean };

/**
 * The invitation: who asks, for whom, and one button to the signing link. Never the code, never
 * the compliment's text (the signing page shows it). The address did not ask for it, so it carries
 * a one-click unsubscribe onto the list every delivery honours.
 */
export function invitationMail(config: AppDeps["config"], p: Parts) {
  const [organiser, to] = [defuseLinks(p.organiser), defuseLinks(p.to)];
  const unsubscribeToken = signToken(config.appKey, "unsubscribe", addressHash(p.email));
  const unsubscribe = (path: string) => `${config.appUrl}${path}?${new URLSearchParams({ token: unsubscribeToken })}`;
  const ask = `${organiser} invites you to sign a group compliment for ${to}`;
  return actionMail({
    appName: config.appName,
    to: p.email,
    subject: p.reminder ? `A reminder: ${ask}` : ask,
    intro: p.reminder
      ? `${organiser} is still collecting signatures on a compliment for ${to}, and yours is not there yet.`
      : `${organiser} is collecting signatures on a compliment for ${to}: add your name and a few words of your own.`,
    action: "Sign the compliment",
    url: signingLink(config.appUrl, p.token),
    outro: `You received this because ${organiser} invited this address on ${config.appName}. To receive no more mail from ${config.appName} here: ${unsubscribe(deliveryLinks.unsubscribe)}`,
    headers: {
      "List-Unsubscribe": `<${unsubscribe(deliveryLinks.oneClick)}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  });
}

/**
 * Sends an invitation or a reminder when its turn comes, if it still should go: signing still
 * open with its link on, the address not unsubscribed, not yet signed, and no block between the
 * organiser and the account with that address (nothing from a blocked person reaches the blocker),
 * and the mailbox's share of the day (INVITATION_MAILS_A_DAY) not spent.
 */
export function invitationJobs({
  db,
  mailer,
  clock,
  config,
  limiter,
}: Pick<AppDeps, "db" | "mailer" | "clock" | "config" | "limiter">): JobHandlers<typeof SIGNING_INVITATION> {
  // Whoever invites it, one mailbox gets only so many of these a day: nobody can make the app flood a stranger.
  const perMailbox = limiter("signing-invitations-to-address", {
    points: INVITATION_MAILS_A_DAY,
    duration: 24 * 60 * 60,
    message: "Too many invitations to sign for this address today.",
  });
  return {
    [SIGNING_INVITATION]: {
      async run({ complimentId, email, reminder }) {
        const [row] = await db
          .select({
            to: compliments.to,
            organiser: users.name,
            token: complimentSignings.token,
            closesAt: complimentSignings.closesAt,
            closedAt: complimentSignings.closedAt,
            signed: invitationSigned,
            suppressed: sql<boolean>`exists (select 1 from ${emailSuppressions} where ${inArray(emailSuppressions.emailHash, suppressionKeys(email))})`,
            blocked: sql<boolean>`exists (select 1 from ${users} as invitee where lower(invitee.email) = ${email} and ${blockBetween(
              sql`invitee.id`,
              compliments.customerId,
            )})`,
          })
          .from(signingInvitations)
          .innerJoin(compliments, eq(compliments.id, signingInvitations.complimentId))
          .innerJoin(complimentSignings, eq(complimentSignings.complimentId, compliments.id))
          .innerJoin(users, eq(users.id, compliments.customerId))
          .where(and(eq(signingInvitations.complimentId, complimentId), eq(signingInvitations.email, email)));
        if (!row?.token || !isSigningOpen(row, clock.now()) || row.signed || row.suppressed || row.blocked) return;
        try {
          await perMailbox.reserve(addressHash(email));
        } catch (error) {
          if (error instanceof ApiError && error.status === 429) return;
          throw error;
        }
        await mailer.send(invitationMail(config, { to: row.to, organiser: row.organiser, token: row.token, email, reminder }));
      },
    },
  };
}
