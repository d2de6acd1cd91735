import { createRoute, z } from "@hono/zod-openapi";
import { complimentCode } from "@/common/validations/code";
import { INVITATIONS_MAX, INVITES_PER_CALL, inviteSignersSchema, REMINDERS_MAX } from "@/common/validations/signing-invitations";
import { errorResponses, errorSchema, jsonResponse, okResponse } from "../../lib/envelope";
import { bearerAuth, jsonBody } from "../../lib/router";

const tags = ["Signing"];

/** Calls an organiser may make an hour, over all their compliments. */
export const INVITE_CALLS_AN_HOUR = 20;
export const REMIND_CALLS_AN_HOUR = 20;

const params = z.object({ code: complimentCode });

const invitationListSchema = z
  .object({
    invitations: z.array(
      z.object({
        email: z.string().describe("Lower-cased."),
        signed: z.boolean().describe("A signature carries this address: its guest's, or its signer's account's."),
        reminders_sent: z.number().int().describe(`At most ${REMINDERS_MAX}.`),
        invited_at: z.string(),
      }),
    ),
    counts: z.object({ invited: z.number().int(), signed: z.number().int() }),
  })
  .openapi("SigningInvitations");

const whose =
  "The organiser's alone: anyone else, an unknown code and a compliment that is not signed by a group get the 404 of an " +
  "unknown code (`Compliment not found`).";
const closed = { 409: jsonResponse(errorSchema, 'Signing has closed: "Signing has closed.", reason `signing-closed`.') };
const unverified = { 403: jsonResponse(errorSchema, "The user's e-mail address is not verified.") };

export const listSigningInvitations = createRoute({
  method: "get",
  path: "/compliments/{code}/signing/invitations",
  operationId: "listSigningInvitations",
  summary: "List who was invited to sign a group compliment, and who has signed",
  tags,
  security: bearerAuth,
  description: `Every invited address, oldest first. ${whose}`,
  request: { params },
  responses: {
    200: okResponse(invitationListSchema, "The invitations and their counts."),
    ...errorResponses(401, 404, 422),
  },
});

export const addSigningInvitations = createRoute({
  method: "post",
  path: "/compliments/{code}/signing/invitations",
  operationId: "addSigningInvitations",
  summary: "Invite people by e-mail to sign a group compliment",
  tags,
  security: bearerAuth,
  description:
    `Up to ${INVITES_PER_CALL} addresses a call and ${INVITATIONS_MAX} a compliment; repeats and addresses already invited ` +
    "are passed over. Each new address is mailed the signing link through the job queue, with a one-click unsubscribe; " +
    "no mail goes to an address on the unsubscribe list, to one that has signed, or across a block between its account " +
    "and the organiser, nor more than the mailbox's few a day from all organisers together. Only while signing is open. " +
    `At most ${INVITE_CALLS_AN_HOUR} calls an hour per user. ${whose}`,
  request: { params, ...jsonBody(inviteSignersSchema, { emails: ["ava@example.com", "ben@example.com"] }) },
  responses: {
    201: okResponse(
      invitationListSchema.extend({ added: z.number().int().describe("Addresses invited by this call.") }),
      "Invited; the list as it is now.",
    ),
    ...errorResponses(401, 404, 413, 422, 429),
    ...unverified,
    ...closed,
  },
});

export const sendSigningReminders = createRoute({
  method: "post",
  path: "/compliments/{code}/signing/reminders",
  operationId: "sendSigningReminders",
  summary: "Remind everyone invited who has not signed",
  tags,
  security: bearerAuth,
  description:
    `One reminder mail to each invited address that has not signed and has had fewer than ${REMINDERS_MAX} reminders ` +
    `(the same rules as the invitation's mail). Only while signing is open. At most ${REMIND_CALLS_AN_HOUR} calls an hour per user. ${whose}`,
  request: { params },
  responses: {
    200: okResponse(z.object({ reminded: z.number().int() }), "How many were reminded."),
    ...errorResponses(401, 404, 422, 429),
    ...unverified,
    ...closed,
  },
});
