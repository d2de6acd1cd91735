"use client";

import { toMessage } from "@/lib/api/shapes";
import type { Answer, RequestJson } from "@/lib/api/wire";
import { SEND_ERROR } from "@/common/messages";
import { callApi, mapped, v1, type ApiFailure, type ApiResult } from "./api";

const message = (body: { message: string }) => ({ message: body.message });

/** Writes a new compliment; answers the server's message and the new compliment's id and code. */
export const createCompliment = (input: RequestJson<"createCompliment">) =>
  mapped(callApi<Answer<"createCompliment">>(v1`compliments`, { json: input }), (body) => ({
    message: body.message,
    id: body.data.id,
    code: body.data.code,
  }));

/** Changes the author's own compliment: its fields, its ads, or both. */
export const updateCompliment = (id: number, input: RequestJson<"updateCompliment">) =>
  mapped(callApi<Answer<"updateCompliment">>(v1`compliments/${id}`, { method: "PATCH", json: input }), message);

/** The code page's 'Save Ads': only the ad ids are sent. */
export const saveAds = (id: number, ads: number[]) => updateCompliment(id, { ads });

export const deleteCompliment = (id: number) =>
  mapped(callApi<Answer<"deleteCompliment">>(v1`compliments/${id}`, { method: "DELETE" }), message);

/**
 * Claim and reply need proof of the code: the look-up by code, made with this user's session,
 * records that they opened the compliment. The reader holds the code (it is in the page's
 * address), so it is looked up first; a guest's look-up succeeds and the call then asks them to
 * log in. A 401 is the screen's to answer (spec §4: 'You must log in first!').
 */
async function withCode<T>(code: string, call: () => Promise<ApiResult<T>>): Promise<ApiResult<T> | ApiFailure> {
  const opened = await callApi(v1`compliments/code/${code}`, { unauthenticated: "caller" });
  return opened.ok ? call() : opened;
}

export const claimCompliment = (id: number, code: string) =>
  withCode(code, () =>
    mapped(callApi<Answer<"claimCompliment">>(v1`compliments/${id}/claim`, { method: "POST", unauthenticated: "caller" }), message),
  );

/**
 * Reply's first and later messages from the compose view: the first starts the conversation with
 * the author, so opening Reply and leaving creates nothing. Answers the conversation's id and the
 * message as the server stored it.
 */
export const sendReply = (id: number, code: string, text: string) =>
  withCode(code, () =>
    mapped(
      callApi<Answer<"replyToCompliment">>(v1`compliments/${id}/reply`, {
        json: { message: text } satisfies RequestJson<"replyToCompliment">,
        noAnswer: SEND_ERROR,
      }),
      (body) => ({ message: body.message, conversationId: body.data.conversation_id, sent: toMessage(body.data.message) }),
    ),
  );
