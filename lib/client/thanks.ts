"use client";

import type { Answer, RequestJson } from "@/lib/api/wire";
import { callApi, mapped, v1 } from "./api";

/** "Thank everyone": the recipient's one message to every signer of a closed group compliment. */
export const thankSigners = (code: string, message: string) =>
  mapped(
    callApi<Answer<"sendThanksToSigners">>(v1`compliments/${code}/thanks`, {
      json: { message } satisfies RequestJson<"sendThanksToSigners">,
    }),
    (b) => ({ messaged: b.data.messaged, mailed: b.data.mailed }),
  );
