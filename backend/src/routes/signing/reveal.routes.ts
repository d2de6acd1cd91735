import { createRoute, z } from "@hono/zod-openapi";
import { complimentCode } from "@/common/validations/code";
import { directMessageSchema } from "@/common/validations/message";
import { errorResponses, errorSchema, jsonResponse, okResponse } from "../../lib/envelope";
import { integerQuery } from "../../lib/pagination";
import { bearerAuth, jsonBody, MAX_ID, optionalBearerAuth } from "../../lib/router";
import { signaturePageSchema, SIGNATURES_PER_PAGE } from "./signing-json";

const tags = ["Group compliments"];
const params = z.object({ code: complimentCode });

export const listSignatures = createRoute({
  method: "get",
  path: "/compliments/{code}/signatures",
  operationId: "listComplimentSignatures",
  summary: "Page through a group compliment's signatures",
  tags,
  security: optionalBearerAuth,
  description:
    `Once signing has closed: ${SIGNATURES_PER_PAGE} shown signatures a page, oldest first (the compliment's own answer holds the first ` +
    "page, under `signing`). Hidden signatures never appear. An unknown code, a compliment nobody signs and one still being " +
    "signed all answer with the 404 of an unknown code, under the guessing limit of GET /compliments/code/{code}.",
  request: {
    params,
    query: z.object({
      cursor: integerQuery("cursor", 1, MAX_ID)
        .optional()
        .openapi({ description: "The `next_cursor` of the page before; without it, the first page." }),
    }),
  },
  responses: {
    200: okResponse(signaturePageSchema, "A page of signatures; `next_cursor` reads the next one."),
    ...errorResponses(404, 422, 429),
  },
});

export const sendThanks = createRoute({
  method: "post",
  path: "/compliments/{code}/thanks",
  operationId: "sendThanksToSigners",
  summary: "Thank everyone who signed a group compliment",
  tags,
  security: bearerAuth,
  description:
    "By the compliment's recipient (the user who claimed it), once, after signing has closed: one direct message to each shown " +
    "signer with an account who takes messages from them (the others are passed over) and a mail to each guest signer whose " +
    "address is not unsubscribed. Limited like messages. Anyone else who holds the code gets 403; an unknown code, a compliment " +
    "nobody signs and one still being signed get the 404 of an unknown code.",
  request: { params, ...jsonBody(directMessageSchema, { message: "Thank you all, I read every word!" }) },
  responses: {
    201: okResponse(
      z.object({
        messaged: z.number().int().openapi({ description: "Signers with an account who got the message." }),
        mailed: z.number().int().openapi({ description: "Guest signers who were mailed." }),
      }),
      "Thanked.",
    ),
    ...errorResponses(401, 404, 413, 422, 429),
    403: jsonResponse(errorSchema, "The user is not the compliment's recipient."),
    409: jsonResponse(errorSchema, "The recipient has thanked everyone already (reason `already-thanked`)."),
  },
});
