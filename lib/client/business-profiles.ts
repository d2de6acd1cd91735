"use client";

import { toBusiness } from "@/lib/api/shapes";
import type { Answer } from "@/lib/api/wire";
import { callApi, mapped } from "./api";

/** Every business profile, for filters; public, so guests get it too. */
export const listBusinessProfiles = () =>
  mapped(callApi<Answer<"listBusinessProfiles">>("business-profiles"), (b) => b.data.map(toBusiness));
