"use client";

import type { Answer, RequestJson } from "@/lib/api/wire";
import { callApi, mapped, v1 } from "./api";

/** Writes to a user directly (the profile message box); answers the conversation it went to. */
export const sendMessageToUser = (userId: number, message: string) =>
  mapped(
    callApi<Answer<"sendDirectMessage">>(v1`users/${userId}/messages`, { json: { message } satisfies RequestJson<"sendDirectMessage"> }),
    (b) => ({
      conversationId: b.data.conversation_id,
    }),
  );
