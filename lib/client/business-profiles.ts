"use client";

import { toBusiness } from "@/lib/api/shapes";
import type { Answer } from "@/lib/api/wire";
import { callApi, mapped } from "./api";

/** Every business profile, for filters; a guest's 401 is theirs to show (`guest`), not an ended session. */
export const listBusinessProfiles = ({ guest }: { guest?: boolean } = {}) =>
  mapped(callApi<Answer<"listBusinessProfiles">>("business-profiles", guest ? { unauthenticated: "caller" } : {}), (b) =>
    b.data.map(toBusiness),
  );
