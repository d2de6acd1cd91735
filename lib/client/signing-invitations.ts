"use client";

import type { Answer, RequestJson } from "@/lib/api/wire";
import { callApi, mapped, v1 } from "./api";

/**
 * Invites the addresses to sign the group compliment with this code. Answers the status message
 * (how many were invited); a refusal keeps its `errors` for the form, and a closed signing is the
 * outcome "conflict" with reason "signing-closed".
 */
export const inviteSigners = (code: string, emails: string[]) =>
  mapped(
    callApi<Answer<"addSigningInvitations">>(v1`compliments/${code}/signing/invitations`, {
      json: { emails } satisfies RequestJson<"addSigningInvitations">,
    }),
    (body) => body.message,
  );

/** Reminds every invitee who has not signed (at most twice each): answers what happened, as the status message says it. */
export const remindSigners = (code: string) =>
  mapped(callApi<Answer<"sendSigningReminders">>(v1`compliments/${code}/signing/reminders`, { method: "POST" }), (body) => ({
    message: body.message,
    reminded: body.data.reminded,
  }));
