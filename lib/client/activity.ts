"use client";

import { toActivity, toPage } from "@/lib/api/shapes";
import type { Answer } from "@/lib/api/wire";
import { callApi, mapped, v1 } from "./api";

/**
 * The number of messages the user has not read, for the Messages badge. A background call: a
 * failure (an ended session included) is the caller's to ignore, never a toast or a redirect.
 */
export const unreadMessageCount = () =>
  mapped(callApi<Answer<"countUnreadMessages">>(v1`messages/unread-count`, { unauthenticated: "caller" }), (body) => body.data.count);

/**
 * One page of what happened to the user's compliments (first viewed, claimed, replied to), newest
 * first; `before`, the oldest entry shown, has the backend read the page from there.
 */
export const listActivity = (page: number, limit: number, before?: number) =>
  mapped(callApi<Answer<"listActivity">>(v1`activity`, { query: { page, per_page: limit, before: before || undefined } }), (body) =>
    toPage(body, toActivity),
  );
