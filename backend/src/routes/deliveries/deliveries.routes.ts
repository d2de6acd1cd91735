import { createRoute, z } from "@hono/zod-openapi";
import { doneResponse, errorResponses, errorSchema, jsonResponse, okResponse } from "../../lib/envelope";
import { noAuth } from "../../lib/router";

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

const unsubscribed = z.object({ unsubscribed: z.boolean() });
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
