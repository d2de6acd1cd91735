"use server";

import { redirect } from "next/navigation";
import { unsubscribeAddress } from "@/lib/api/delivery-links";

/** The page's button: puts the address on the suppression list, then shows the page again, now confirming. */
export async function unsubscribeAction(formData: FormData) {
  const token = String(formData.get("token") ?? "");
  const { status } = await unsubscribeAddress(token);
  redirect(`/unsubscribe?${new URLSearchParams({ token, ...(status !== 200 && { failed: "1" }) })}`);
}
