"use client";

import { toBusiness, toPage } from "@/lib/api/shapes";
import type { Answer, Paged } from "@/lib/api/wire";
import { callApi, mapped, v1 } from "./api";

/** One page of the businesses whose name contains `search` (empty: every one), for the business filters; public. */
export const searchBusinessProfiles = (search: string, page: number) =>
  mapped(callApi<Paged<Answer<"listBusinessProfiles">>>(v1`business-profiles`, { query: { search, page } }), (b) => toPage(b, toBusiness));
