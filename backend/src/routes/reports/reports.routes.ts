import { createRoute } from "@hono/zod-openapi";
import { reportSchema } from "@/common/validations/report";
import { errorResponses, okResponse } from "../../lib/envelope";
import { jsonBody, optionalBearerAuth } from "../../lib/router";
import { GUEST_REPORTS_A_DAY, USER_REPORTS_AN_HOUR } from "./limits";
import { reportReceiptSchema } from "./json";

export const createReport = createRoute({
  method: "post",
  path: "/reports",
  operationId: "createReport",
  summary: "Report a compliment, message, profile, ad, review or signature",
  tags: ["Reports"],
  security: optionalBearerAuth,
  description:
    "A notice of illegal or unwanted content, open to guests and signed-in users. A compliment is named by its `code` " +
    "(an id is refused: the code is the key), anything else by `target_id`: a message only by a participant of its " +
    "conversation (anyone else gets the 404 of an unknown id), a profile by its user id, a group compliment's signature " +
    "by its id with the key it was seen with: its compliment's `code` (once signing has closed, or by the organiser) or its " +
    "signing link's `signing_token` (while that link is on); anything else is the 404 of an unknown signature. `place` is the path on this " +
    "site where it was reported. A guest gives `name` and `email`; a user's come from the account. The reported person " +
    "is told nothing; the notifier gets a receipt by e-mail and later the decision. " +
    `Limited to ${USER_REPORTS_AN_HOUR} reports an hour per user, and ${GUEST_REPORTS_A_DAY} a day per guest ` +
    "(counted per address and per e-mail mailbox).",
  request: jsonBody(reportSchema, {
    target_kind: "compliment",
    code: "83816592",
    reason: "harassment",
    explanation: "It names my colleague and says where she lives.",
    place: "/c/83816592",
    name: "Ann Smith",
    email: "ann@example.com",
    good_faith: true,
  }),
  responses: {
    201: okResponse(reportReceiptSchema, "Received; a receipt is mailed to the notifier."),
    ...errorResponses(404, 413, 422, 429),
  },
});
