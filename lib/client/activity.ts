"use client";

import { toActivity, toPage } from "@/lib/api/shapes";
import type { Answer } from "@/lib/api/wire";
import { callApi, mapped, v1 } from "./api";

/**
 * One page of what happened to the user's compliments (first viewed, claimed, replied to), newest
 * first; `before`, the oldest entry shown, has the backend read the page from there.
 */
export const listActivity = (page: number, limit: number, before?: number) =>
  mapped(callApi<Answer<"listActivity">>(v1`activity`, { query: { page, per_page: limit, before: before || undefined } }), (body) =>
    toPage(body, toActivity),
  );
