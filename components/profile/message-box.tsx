"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { callApi } from "@/lib/client/api";
import { messageText } from "@/lib/validations/message";
import { LOG_IN_FIRST, SEND_FAILED } from "@/lib/messages";

/** Writes to a user directly; on success the conversation opens (spec: it only goes to /messages). */
export function MessageBox({ userId, name, returnTo }: { userId: number; name: string; returnTo: string }) {
  const router = useRouter();
  const [text, setText] = useState("");
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const check = messageText.safeParse(text);
    if (!check.success) return setError(check.error.issues[0].message);
    setBusy(true);
    const result = await callApi<{ data: { conversation_id: number } }>(`users/${userId}/messages`, { json: { message: check.data } });
    setBusy(false);
    if (result.ok) return router.push(`/messages?id=${result.body.data.conversation_id}`);
    if (result.status === 401) {
      toast.error(LOG_IN_FIRST);
      return router.push(`/login?next=${encodeURIComponent(returnTo)}`);
    }
    toast.error(result.errors?.user?.[0] ?? result.message ?? SEND_FAILED);
  }

  return (
    <form onSubmit={submit} noValidate className="rounded-xl bg-stone-50 p-4 ring-1 ring-stone-200">
      <label htmlFor="direct-message" className="mb-1 block font-medium">Message {name}</label>
      <textarea id="direct-message" rows={3} value={text} maxLength={1100}
        onChange={(e) => { setText(e.target.value); if (messageText.safeParse(e.target.value).success) setError(undefined); }}
        aria-invalid={error ? true : undefined} aria-describedby={error ? "direct-message-error" : undefined}
        className={`w-full rounded-md border bg-white px-3 py-2 ${error ? "border-red-600" : "border-stone-300"}`} />
      {error && <p id="direct-message-error" className="mt-1 text-sm text-red-700">{error}</p>}
      <Button type="submit" className="mt-2" disabled={busy}>{busy ? "Sending..." : "Send Message"}</Button>
    </form>
  );
}
