"use server";

import { BackendError, backendJson } from "@/lib/api/client";
import { getBackendToken } from "@/lib/auth/session";
import type { UpdateComplimentInput } from "@/lib/validations/compliment";

export type MutationResult = { ok: true; message: string } | { ok: false; status: number; message?: string; errors?: Record<string, string[]> };

/** Runs a change to a compliment as the session's user. */
async function mutate(path: string, init: { method: string; json?: unknown }): Promise<MutationResult> {
  const token = await getBackendToken();
  if (!token) return { ok: false, status: 401 };
  try {
    const body = await backendJson<{ message: string }>(path, { ...init, token });
    return { ok: true, message: body.message };
  } catch (error) {
    if (error instanceof BackendError) return { ok: false, status: error.status, message: error.body.message, errors: error.body.errors };
    throw error;
  }
}

export async function updateComplimentAction(id: number, input: UpdateComplimentInput) {
  return mutate(`/v1/compliments/${Number(id)}`, { method: "PATCH", json: input });
}

export async function deleteComplimentAction(id: number) {
  return mutate(`/v1/compliments/${Number(id)}`, { method: "DELETE" });
}
