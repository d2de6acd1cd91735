"use client";

import { callApi, type ApiFailure, type ApiResult } from "./api";

/**
 * Claim and reply need proof of the code: the look-up by code, made with this user's session,
 * records that they opened the compliment. The reader holds the code (it is in the page's
 * address), so it is looked up first; a guest's look-up succeeds and the call then asks them to
 * log in.
 */
async function withCode<T>(code: string, call: () => Promise<ApiResult<T>>): Promise<ApiResult<T> | ApiFailure> {
  const opened = await callApi(`compliments/code/${code}`);
  return opened.ok ? call() : opened;
}

export const claimCompliment = (id: number, code: string) =>
  withCode(code, () => callApi(`compliments/${id}/claim`, { method: "POST" }));

/** Finds or starts the conversation with the author (spec: Reply); answers its id. */
export async function replyToCompliment(id: number, code: string): Promise<ApiResult<{ conversationId: number }>> {
  const result = await withCode(code, () => callApi<{ conversation: { id: number } }>(`compliments/${id}/conversation-messages`));
  return result.ok ? { ...result, body: { conversationId: result.body.conversation.id } } : result;
}
