import { createRoute, z } from "@hono/zod-openapi";
import { complimentCode } from "@/common/validations/code";
import { emailCodeRequest, hideSignatureRequest, signRequest, updateSigningRequest } from "@/common/validations/signing";
import { doneResponse, errorResponses, errorSchema, jsonResponse, okResponse } from "../../lib/envelope";
import { bearerAuth, idParam, jsonBody, noAuth, optionalBearerAuth } from "../../lib/router";
import { organiserSigningSchema, signatureSchema, signingPageSchema } from "./json";

const tags = ["Signing"];

const tokenParams = z.object({
  token: z.string().openapi({ description: "The signing link's token (43 characters), never the compliment's code." }),
});
const codeParams = z.object({ code: complimentCode });
const signatureParams = z.object({ code: complimentCode, id: idParam });

const linkInvalid = {
  404: jsonResponse(errorSchema, 'Unknown or turned-off link: "This signing link is not valid.", reason `signing-link-invalid`.'),
};
const closed = { 409: jsonResponse(errorSchema, 'Signing has closed: "Signing has closed.", reason `signing-closed`.') };
const notOrganiser = {
  404: jsonResponse(
    errorSchema,
    'Not the user\'s own compliment, or no such code: "Compliment not found"; their own that others do not sign: "This compliment is not signed by others."',
  ),
};
const organiserView = (description: string) => okResponse(organiserSigningSchema, description);

export const showSigningPage = createRoute({
  method: "get",
  path: "/signing/{token}",
  operationId: "getSigningPage",
  summary: "Open a group compliment's signing page",
  tags,
  security: optionalBearerAuth,
  description:
    "Who the compliment is for, its organiser's text and, if the organiser shows them, the first 50 signatures that will reach " +
    "the recipient; never the code or the compliment's id. With a token, the reader's own signature.",
  request: { params: tokenParams },
  responses: { 200: okResponse(signingPageSchema, "The signing page."), ...linkInvalid },
});

export const requestEmailCode = createRoute({
  method: "post",
  path: "/signing/{token}/email-codes",
  operationId: "requestSigningEmailCode",
  summary: "Mail a guest signer a code to confirm their address",
  tags,
  security: noAuth,
  description:
    "Mails a 6-digit code, valid 30 minutes and for 5 tries, that signing as a guest takes with this address; a new one replaces " +
    "the last. Answered 202 whatever the address. At most 3 an hour per address and 20 an hour per client address (429).",
  request: { params: tokenParams, ...jsonBody(emailCodeRequest, { email: "sam@example.com" }) },
  responses: { 202: doneResponse("The code is on its way."), ...linkInvalid, ...closed, ...errorResponses(413, 422, 429) },
});

export const createSignature = createRoute({
  method: "post",
  path: "/signing/{token}/signatures",
  operationId: "createSignature",
  summary: "Sign a group compliment",
  tags,
  security: optionalBearerAuth,
  description:
    "One signature per person, editable until signing closes: signing again replaces the person's own (200). A signed-in, " +
    "verified person signs with `message` under their account's name; a guest also sends `name`, `email` and the `email_code` " +
    "mailed to it (POST /signing/{token}/email-codes), which it uses up. Signing draws on the same limit as sending messages " +
    "(30 a minute per user); guests are limited to 10 an hour per client address.",
  request: { params: tokenParams, ...jsonBody(signRequest, { message: "Thank you for every Monday morning coffee." }) },
  responses: {
    201: okResponse(signatureSchema, "Signed."),
    200: okResponse(signatureSchema, "The person's own signature, replaced."),
    ...linkInvalid,
    ...closed,
    403: jsonResponse(
      errorSchema,
      'The organiser blocked this person ("You can\'t sign this compliment.", reason `blocked`), or their address is not verified.',
    ),
    ...errorResponses(413, 422, 429),
  },
});

export const showSigning = createRoute({
  method: "get",
  path: "/compliments/{code}/signing",
  operationId: "getComplimentSigning",
  summary: "Get the organiser's view of a group compliment's signing",
  tags,
  security: bearerAuth,
  description: "The author's own: the signing link, closing time, and every signature with whether it is hidden.",
  request: { params: codeParams },
  responses: { 200: organiserView("The signing."), ...errorResponses(401, 422), ...notOrganiser },
});

export const updateSigning = createRoute({
  method: "patch",
  path: "/compliments/{code}/signing",
  operationId: "updateComplimentSigning",
  summary: "Change when signing closes, or whether signers see the signatures",
  tags,
  security: bearerAuth,
  description:
    "`closes_at`: ISO 8601 with its offset, in the future and not after a scheduled delivery; null closes it only by hand. " +
    "Only while signing is open.",
  request: { params: codeParams, ...jsonBody(updateSigningRequest, { show_signatures: false }) },
  responses: { 200: organiserView("Changed."), ...errorResponses(401, 413, 422), ...notOrganiser, ...closed },
});

export const closeSigning = createRoute({
  method: "post",
  path: "/compliments/{code}/signing/close",
  operationId: "createSigningClosure",
  summary: "Close signing now",
  tags,
  security: bearerAuth,
  description:
    "From now the code shows the compliment with its shown signatures; a later signature answers 409. Closing it again changes nothing.",
  request: { params: codeParams },
  responses: { 200: organiserView("Closed."), ...errorResponses(401, 422), ...notOrganiser },
});

export const replaceLink = createRoute({
  method: "post",
  path: "/compliments/{code}/signing/link",
  operationId: "createSigningLink",
  summary: "Make a new signing link",
  tags,
  security: bearerAuth,
  description: "A new token: the old link stops working at once. Also turns a turned-off link back on.",
  request: { params: codeParams },
  responses: { 200: organiserView("The new link is in `link`."), ...errorResponses(401, 422), ...notOrganiser },
});

export const turnOffLink = createRoute({
  method: "delete",
  path: "/compliments/{code}/signing/link",
  operationId: "deleteSigningLink",
  summary: "Turn the signing link off",
  tags,
  security: bearerAuth,
  request: { params: codeParams },
  responses: { 200: organiserView("Turned off: `link` is null."), ...errorResponses(401, 422), ...notOrganiser },
});

export const hideSignature = createRoute({
  method: "patch",
  path: "/compliments/{code}/signatures/{id}",
  operationId: "updateSignature",
  summary: "Hide a signature from the recipient, or show it again",
  tags,
  security: bearerAuth,
  request: { params: signatureParams, ...jsonBody(hideSignatureRequest, { hidden: true }) },
  responses: {
    200: organiserView("Changed."),
    ...errorResponses(401, 413, 422),
    404: jsonResponse(errorSchema, 'As GET /compliments/{code}/signing, or "Signature not found."'),
  },
});

export const removeSignature = createRoute({
  method: "delete",
  path: "/compliments/{code}/signatures/{id}",
  operationId: "deleteSignature",
  summary: "Remove a signature",
  tags,
  security: bearerAuth,
  request: { params: signatureParams },
  responses: {
    200: organiserView("Removed."),
    ...errorResponses(401, 422),
    404: jsonResponse(errorSchema, 'As GET /compliments/{code}/signing, or "Signature not found."'),
  },
});
