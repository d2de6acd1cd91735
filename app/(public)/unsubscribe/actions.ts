"use server";

import { redirect } from "next/navigation";
import { unsubscribeAddress } from "@/lib/api/unsubscribe";

/** The page's button: puts the address on the suppression list, then shows the page again, now confirming. */
export async function unsubscribeAction(formData: FormData) {
  const token = String(formData.get("token") ?? "");
  const result = await unsubscribeAddress(token);
  redirect(`/unsubscribe?${new URLSearchParams({ token, ...(result === "failed" && { failed: "1" }) })}`);
}
