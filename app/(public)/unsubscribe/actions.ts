"use server";

import { redirect } from "next/navigation";
import { liftSuppression, undoUnsubscribe, unsubscribeAddress } from "@/lib/api/delivery-links";

const field = (formData: FormData, name: string) => String(formData.get(name) ?? "");

/** The page's button: puts the address on the suppression list, then shows the page again, now confirming. */
export async function unsubscribeAction(formData: FormData) {
  const token = field(formData, "token");
  const { body } = await unsubscribeAddress(token);
  redirect(`/unsubscribe?${new URLSearchParams({ token, ...(!body.success && { failed: "1" }) })}`);
}

/** Undo, right after unsubscribing: the page again, saying how it went. */
export async function undoAction(formData: FormData) {
  const token = field(formData, "token");
  redirect(`/unsubscribe?${new URLSearchParams({ token, undo: await undoUnsubscribe(token) })}`);
}

/** The button of the page the mailed link opens: the address receives compliments again. */
export async function liftAction(formData: FormData) {
  const link = { keys: field(formData, "keys"), expires: field(formData, "expires"), signature: field(formData, "signature") };
  const result = await liftSuppression(link);
  redirect(`/unsubscribe/again?${new URLSearchParams(result === "unknown" ? { ...link, failed: "1" } : { result })}`);
}
