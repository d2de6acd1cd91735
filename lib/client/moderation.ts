"use client";

import { toDecision } from "@/lib/api/moderation-shapes";
import type { Answer, RequestJson } from "@/lib/api/wire";
import { callApi, mapped, v1 } from "./api";

/** Decides every open report of one target; the answer is the logged decision. */
export const decideReports = (decision: RequestJson<"createModerationDecision">) =>
  mapped(callApi<Answer<"createModerationDecision">>(v1`moderation/decisions`, { json: decision }), (body) => toDecision(body.data));

/** Sends an objection to a decision with the signed link's fields; open to anyone holding the link. */
export const contestDecision = (contest: RequestJson<"createDecisionContest">) =>
  callApi<Answer<"createDecisionContest">>(v1`reports/contest`, { json: contest, unauthenticated: "caller" });
