"use client";

import type { Answer, RequestJson } from "@/lib/api/wire";
import type { ResubscribeRequestInput } from "@/common/validations/unsubscribe";
import { callApi, mapped, v1 } from "./api";

/**
 * Asks for a link to receive compliments by e-mail again, mailed to `email` only if it has
 * unsubscribed: the answer's message is the same whatever the address.
 */
export const requestResubscribeLink = (input: ResubscribeRequestInput) =>
  mapped(
    callApi<Answer<"requestResubscribeLink">>(v1`unsubscribe/again`, {
      json: input satisfies RequestJson<"requestResubscribeLink">,
    }),
    (body) => ({ message: body.message }),
  );
