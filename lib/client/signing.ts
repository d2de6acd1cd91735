"use client";

import { toOrganiserSigning, toSignature } from "@/lib/api/signing-shapes";
import type { Answer, RequestJson } from "@/lib/api/wire";
import { callApi, mapped, v1 } from "./api";

/** Mails a guest a 6-digit code for signing with this address. */
export const requestSigningCode = (token: string, email: string) =>
  callApi<Answer<"requestSigningEmailCode", 202>>(v1`signing/${token}/email-codes`, {
    json: { email } satisfies RequestJson<"requestSigningEmailCode">,
    unauthenticated: "caller",
  });

/** Signs (or replaces one's own signature); a guest sends a name, the address and its code. Answers the signature. */
export const signCompliment = (token: string, json: RequestJson<"createSignature">) =>
  mapped(callApi<Answer<"createSignature">>(v1`signing/${token}/signatures`, { json, unauthenticated: "caller" }), (body) => ({
    message: body.message,
    signature: toSignature(body.data),
  }));

const organiserCall = (call: ReturnType<typeof callApi<Answer<"getComplimentSigning">>>) =>
  mapped(call, (body) => ({ message: body.message, signing: toOrganiserSigning(body.data) }));

export const closeSigning = (code: string) => organiserCall(callApi(v1`compliments/${code}/signing/close`, { method: "POST" }));

export const updateSigning = (code: string, json: RequestJson<"updateComplimentSigning">) =>
  organiserCall(callApi(v1`compliments/${code}/signing`, { method: "PATCH", json }));

/** A new signing link (the old one stops working), or `off`: no link. */
export const replaceSigningLink = (code: string, off = false) =>
  organiserCall(callApi(v1`compliments/${code}/signing/link`, { method: off ? "DELETE" : "POST" }));

export const hideSignature = (code: string, id: number, hidden: boolean) =>
  organiserCall(callApi(v1`compliments/${code}/signatures/${id}`, { method: "PATCH", json: { hidden } }));

export const removeSignature = (code: string, id: number) =>
  organiserCall(callApi(v1`compliments/${code}/signatures/${id}`, { method: "DELETE" }));
