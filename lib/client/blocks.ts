"use client";

import { toPage, toPerson, type Person } from "@/lib/api/shapes";
import type { Answer, RequestJson } from "@/lib/api/wire";
import type { WhoMayMessageValue } from "@/common/validations/messaging";
import { callApi, mapped, v1 } from "./api";

/** Someone the user blocked, and since when. */
export type BlockedPerson = Person & { id: number; blockedAt: string };

/** Blocks a user: they can no longer message the user, reply to their compliments or start a conversation; they are not told. */
export const blockUser = (userId: number) => callApi<Answer<"blockUser">>(v1`users/${userId}/block`, { method: "POST" });

/** Lifts the block of a user. */
export const unblockUser = (userId: number) => callApi<Answer<"unblockUser">>(v1`users/${userId}/block`, { method: "DELETE" });

/** One page of the people the user blocked, most recent first. */
export const listBlocked = (page: number) =>
  mapped(callApi<Answer<"listBlockedUsers">>(v1`users/blocked`, { query: { page } }), (body) =>
    toPage(body, (b): BlockedPerson => ({ ...toPerson(b), id: b.id, blockedAt: b.blocked_at })),
  );

/** "Who may message me", as stored. */
export const whoMayMessage = () =>
  mapped(callApi<Answer<"getMessagingSettings">>(v1`users/messaging-settings`), (body) => body.data.who_may_message);

/** Saves "Who may message me"; answers the setting as stored. */
export const saveWhoMayMessage = (who: WhoMayMessageValue) =>
  mapped(
    callApi<Answer<"updateMessagingSettings">>(v1`users/messaging-settings`, {
      method: "PATCH",
      json: { who_may_message: who } satisfies RequestJson<"updateMessagingSettings">,
    }),
    (body) => body.data.who_may_message,
  );
