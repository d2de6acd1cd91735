"use client";

import type { Answer, RequestJson } from "@/lib/api/wire";
import type { ReportFormFields, ReportTargetKind } from "@/common/validations/report";
import { callApi, mapped, v1 } from "./api";

/**
 * What a Report button is about: a compliment by its code (the code is the key), a signature by its
 * id and the key it is shown with (its compliment's code, or its signing link's token), anything else by its id.
 */
export type ReportTarget =
  | { kind: "compliment"; code: string }
  | { kind: "signature"; id: number; code: string }
  | { kind: "signature"; id: number; signingToken: string }
  | { kind: Exclude<ReportTargetKind, "compliment" | "signature">; id: number };

/** The fields that name the target, as the API takes them. */
const targetFields = (target: ReportTarget) => {
  if (target.kind === "compliment") return { code: target.code };
  if (target.kind !== "signature") return { target_id: target.id };
  return { target_id: target.id, ...("code" in target ? { code: target.code } : { signing_token: target.signingToken }) };
};

/**
 * Sends a report of `target`, made at `place` (this page's path); a guest's carries their name and
 * e-mail. Answers the backend's thank-you message; a refusal (422, 429) comes back with its message.
 */
export const sendReport = (target: ReportTarget, place: string, fields: ReportFormFields) =>
  mapped(
    callApi<Answer<"createReport">>(v1`reports`, {
      json: {
        target_kind: target.kind,
        ...targetFields(target),
        reason: fields.reason,
        explanation: fields.explanation,
        good_faith: fields.good_faith,
        place,
        ...(fields.name !== undefined && { name: fields.name, email: fields.email }),
      } satisfies RequestJson<"createReport">,
      unauthenticated: "caller",
    }),
    (body) => body.message,
  );
