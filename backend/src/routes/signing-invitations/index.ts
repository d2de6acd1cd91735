import { invitationMessages } from "@/common/validations/signing-invitations";
import type { AppDeps } from "../../deps";
import { requireAuth, requireVerified } from "../../lib/auth";
import { ok } from "../../lib/envelope";
import { tooManyMessage } from "../../lib/rate-limit";
import { createRouter } from "../../lib/router";
import { inviteSigners } from "./invite-signers";
import { listInvitations } from "./invitations";
import { organisedSigning } from "./organised-signing";
import { remindSigners } from "./remind-signers";
import * as routes from "./signing-invitations.routes";

/** The organiser's invitations to sign a group compliment by mail, and the reminders to those who have not. */
export function signingInvitationsRouter(deps: AppDeps) {
  const auth = requireAuth(deps);
  const inviting = deps.limiter("signing-invitations", {
    points: routes.INVITE_CALLS_AN_HOUR,
    duration: 3600,
    message: tooManyMessage("invitations"),
  });
  const reminding = deps.limiter("signing-reminders", {
    points: routes.REMIND_CALLS_AN_HOUR,
    duration: 3600,
    message: tooManyMessage("reminders"),
  });
  return createRouter()
    .openapi({ ...routes.listSigningInvitations, middleware: [auth] }, async (c) => {
      const { complimentId } = await organisedSigning(deps.db, c.get("user").id, c.req.valid("param").code);
      return c.json(ok("Invitations retrieved successfully.", await listInvitations(deps.db, complimentId)), 200);
    })
    .openapi({ ...routes.addSigningInvitations, middleware: [auth, requireVerified] }, async (c) => {
      await inviting.hit(String(c.get("user").id));
      const data = await inviteSigners(deps, c.get("user").id, c.req.valid("param").code, c.req.valid("json").emails);
      return c.json(ok(invitationMessages.invited(data.added), data), 201);
    })
    .openapi({ ...routes.sendSigningReminders, middleware: [auth, requireVerified] }, async (c) => {
      await reminding.hit(String(c.get("user").id));
      const data = await remindSigners(deps, c.get("user").id, c.req.valid("param").code);
      return c.json(ok(invitationMessages.reminded(data.reminded), data), 200);
    });
}
