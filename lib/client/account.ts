"use client";

import type { DeleteAccountInput } from "@/common/validations/account";
import type { Answer, Schema } from "@/lib/api/wire";
import { callApi, mapped, v1 } from "./api";

/** Where a copy of the user's data stands (Download my data). */
export type DataExport = { id: number; status: Schema<"DataExport">["status"]; progress: number; expiresAt: string | null };

const toDataExport = (e: Schema<"DataExport">): DataExport => ({
  id: e.id,
  status: e.status,
  progress: e.progress,
  expiresAt: e.expires_at,
});

/** Starts a copy of the user's data (or answers the one already being made). */
export const startDataExport = () =>
  mapped(callApi<Answer<"createDataExport", 202>>(v1`users/me/exports`, { method: "POST" }), (b) => toDataExport(b.data));

/** The user's newest copy, if any. */
export const latestDataExport = () =>
  mapped(callApi<Answer<"getLatestDataExport">>(v1`users/me/exports/latest`), (b) => (b.data ? toDataExport(b.data) : null));

/** Where the copy `id` stands, for the progress bar. */
export const dataExportStatus = (id: number) =>
  mapped(callApi<Answer<"getDataExport">>(v1`users/me/exports/${id}`), (b) => toDataExport(b.data));

/** The link that downloads a finished copy (a zip, through the forwarder). */
export const dataExportDownloadUrl = (id: number) => `/api/v1/${v1`users/me/exports/${id}/download`}`;

/** Deletes the account after the password is typed again; a refusal keeps the account (422 wrong password, 409 sole owner). */
export const deleteAccount = (input: DeleteAccountInput) =>
  callApi<Answer<"deleteAccount">>(v1`users/me`, { method: "DELETE", json: input, unauthenticated: "caller" });
