import { createRoute, z } from "@hono/zod-openapi";
import { deleteAccountSchema } from "@/common/validations/account";
import { doneResponse, errorResponses, errorSchema, jsonResponse, okResponse } from "../../lib/envelope";
import { bearerAuth, idParam, jsonBody } from "../../lib/router";
import { dataExportStatusSchema, EXPORT_KEPT_DAYS } from "./json";

const tags = ["Account"];
const exportParams = { params: z.object({ id: idParam }) };

export const deleteAccount = createRoute({
  method: "delete",
  path: "/users/me",
  operationId: "deleteAccount",
  summary: "Delete my account",
  description:
    "Asks for the password again. In one transaction: every session ends, the address is free for a new sign-up, " +
    'compliments someone kept stay with their keeper and messages stay in their conversations, both signed "Former member" ' +
    "(a null id); unkept compliments are deleted as their author's delete does (codes retired, coupons void, deliveries " +
    "cancelled); the address and the name are erased everywhere else. The only owner of a business is refused (409, " +
    "reason `sole-owner`) until it has another owner or is closed.",
  tags,
  security: bearerAuth,
  request: jsonBody(deleteAccountSchema, { password: "Correct#Horse42" }),
  responses: {
    200: doneResponse("Deleted; the token no longer works."),
    409: jsonResponse(errorSchema, "The user is the only owner of a business (reason `sole-owner`); the message names it."),
    ...errorResponses(401, 413, 422),
  },
});

export const startExport = createRoute({
  method: "post",
  path: "/users/me/exports",
  operationId: "createDataExport",
  summary: "Start a copy of my data (Download my data)",
  description:
    "A zip of data.json (its JSON Schema is common/data-export.schema.json) and the user's pictures, built by a job. " +
    "While one is building, asking again answers that one; a new one replaces the ones before it. A finished one is " +
    `kept ${EXPORT_KEPT_DAYS} days.`,
  tags,
  security: bearerAuth,
  responses: { 202: okResponse(dataExportStatusSchema, "Building (or already building): poll its status."), ...errorResponses(401) },
});

export const latestExport = createRoute({
  method: "get",
  path: "/users/me/exports/latest",
  operationId: "getLatestDataExport",
  summary: "Get my newest copy of my data, if any",
  tags,
  security: bearerAuth,
  responses: { 200: okResponse(dataExportStatusSchema.nullable(), "The newest export, or null."), ...errorResponses(401) },
});

export const showExport = createRoute({
  method: "get",
  path: "/users/me/exports/{id}",
  operationId: "getDataExport",
  summary: "Get where a copy of my data stands",
  tags,
  security: bearerAuth,
  request: exportParams,
  responses: { 200: okResponse(dataExportStatusSchema, "Its status and progress."), ...errorResponses(401, 404) },
});

export const downloadExport = createRoute({
  method: "get",
  path: "/users/me/exports/{id}/download",
  operationId: "downloadDataExport",
  summary: "Download a finished copy of my data",
  description: "Only its owner; anyone else's export answers 404.",
  tags,
  security: bearerAuth,
  request: exportParams,
  responses: {
    200: { content: { "application/zip": { schema: z.string().openapi({ format: "binary" }) } }, description: "The zip." },
    409: jsonResponse(errorSchema, "Not ready yet."),
    ...errorResponses(401, 404),
  },
});
