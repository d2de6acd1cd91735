import { createRoute, z } from "@hono/zod-openapi";
import { resubscribeRequestSchema } from "@/common/validations/unsubscribe";
import { doneResponse, errorResponses, errorSchema, jsonResponse, okResponse } from "../../lib/envelope";
import { jsonBody, noAuth } from "../../lib/router";

const tags = ["Deliveries"];
const token = z.object({ token: z.string().max(200).optional() });

export const openDelivery = createRoute({
  method: "get",
  path: "/deliveries/open",
  operationId: "getDeliveredCompliment",
  summary: "Follow a delivery mail's button",
  security: noAuth,
  tags,
  description:
    "The button of the mail that delivers a compliment, followed through the web app's `/deliveries/open` (the mail links only " +
    "to the web's origin). Marks it opened (once, if it was sent) and answers the compliment's page to go on to; a token that " +
    "is not one this API signed, or whose compliment is gone, goes to the home page.",
  request: { query: token },
  responses: {
    302: { description: "To the compliment's short link on the web app, or to its home page." },
    ...errorResponses(422),
  },
});

const unsubscribed = z.object({
  unsubscribed: z.boolean(),
  undoable: z
    .boolean()
    .openapi({ description: "Whether `DELETE /unsubscribe` still works with this token (for an hour after unsubscribing)." }),
});
const invalid = jsonResponse(errorSchema, "The token is not one this API signed.");

export const unsubscribeStatus = createRoute({
  method: "get",
  path: "/unsubscribe",
  operationId: "getSuppression",
  summary: "Whether a delivery mail's address has unsubscribed",
  security: noAuth,
  tags,
  description: "For the web's unsubscribe page. The token names the address without showing it.",
  request: { query: token },
  responses: { 200: okResponse(unsubscribed, "Whether the address is on the suppression list."), 403: invalid, ...errorResponses(422) },
});

export const unsubscribe = createRoute({
  method: "post",
  path: "/unsubscribe",
  operationId: "createSuppression",
  summary: "Receive no more compliments at an address (one click, RFC 8058)",
  security: noAuth,
  tags,
  description:
    "Behind the `List-Unsubscribe` URL of every delivery and reminder, the web app's `/unsubscribe/one-click`, where mail " +
    "programs send `List-Unsubscribe=One-Click` as form data, which is not read: the token is the credential. Puts the address on the suppression list, so later deliveries to it are " +
    "refused when written and scheduled ones are not sent. Answers the same when it already was.",
  request: { query: token },
  responses: { 200: doneResponse("The address is on the suppression list."), 403: invalid, ...errorResponses(422) },
});

export const undoUnsubscribe = createRoute({
  method: "delete",
  path: "/unsubscribe",
  operationId: "deleteSuppression",
  summary: "Undo unsubscribing, with the delivery mail's token",
  security: noAuth,
  tags,
  description:
    "The unsubscribe page's Undo: takes the token's address off the suppression list within an hour of its going on. " +
    "Answers the same when it is not on the list. Later the token no longer does (409): the address asks for a link instead " +
    "(`POST /unsubscribe/again`).",
  request: { query: token },
  responses: {
    200: doneResponse("The address receives compliments again."),
    403: invalid,
    409: jsonResponse(errorSchema, "Too long after unsubscribing: a link mailed to the address undoes it."),
    ...errorResponses(422),
  },
});

export const requestResubscribeLink = createRoute({
  method: "post",
  path: "/unsubscribe/again",
  operationId: "requestResubscribeLink",
  summary: "Mail an unsubscribed address a link to receive compliments again",
  security: noAuth,
  tags,
  description:
    "Queues a job that mails a signed link, valid for 24 hours, to the address itself, and only if it is on the suppression " +
    "list, at most 3 a day for one mailbox. The answer is the same, and as fast, whatever the address, so it tells nothing " +
    "about it.",
  request: jsonBody(resubscribeRequestSchema, { email: "robin@example.org" }),
  responses: { 200: doneResponse("The same answer whatever the address."), ...errorResponses(413, 422, 429) },
});

const signedKeys = z.object({
  keys: z
    .string()
    .regex(/^[0-9a-f]{64}(\.[0-9a-f]{64})?$/)
    .openapi({ description: "The suppression keys the link lifts: SHA-256 hex, dot-separated." }),
  expires: z.string().regex(/^\d{1,12}$/),
  signature: z.string().regex(/^[0-9a-f]{64}$/),
});

export const resubscribe = createRoute({
  method: "post",
  path: "/unsubscribe/again/confirm",
  operationId: "removeSuppressions",
  summary: "Receive compliments again, with the mailed link",
  security: noAuth,
  tags,
  description:
    "Behind the button of the web's `/unsubscribe/again` page, which the mailed link opens: takes every key of the address " +
    "off the suppression list. The link's query (keys, expires, signature) is the credential.",
  request: { query: signedKeys },
  responses: {
    200: doneResponse("The address receives compliments again."),
    403: jsonResponse(errorSchema, "The link is not one this API signed, or has expired."),
    ...errorResponses(422),
  },
});
