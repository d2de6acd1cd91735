"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { ConfirmButton } from "@/components/ui/confirm-dialog";
import { FormAlert } from "@/components/ui/form-alert";
import { TextField } from "@/components/ui/text-field";
import type { Ad } from "@/lib/api/shapes";
import { callApi } from "@/lib/client/api";
import { deleteComplimentAction, updateComplimentAction, type MutationResult } from "@/lib/compliments/actions";
import { useValidatedForm } from "@/lib/forms/use-validated-form";
import { INVALID_INPUT, NOT_FOUND, SOMETHING_WRONG, UNAUTHENTICATED_SAVE } from "@/lib/messages";
import { loginUrl } from "@/lib/routes";
import { messages } from "@/lib/validations/auth";
import { createComplimentSchema } from "@/lib/validations/compliment";
import { AdsSelector, adRowErrors, type AdRows } from "./ads-selector";

type Editing = { id: number; code: string; ads: Ad[]; adIds: number[] };
type Failure = Extract<MutationResult, { ok: false }>;

/** Writes a new compliment, or (given `editing`) changes, re-ads or deletes one of the author's own. */
export function ComplimentForm({ initial, editing }: { initial?: { to: string; compliment: string; note: string }; editing?: Editing }) {
  const router = useRouter();
  const form = useValidatedForm(createComplimentSchema, initial ?? { to: "", compliment: "", note: "" });
  const [adRows, setAdRows] = useState<AdRows>(editing?.adIds.length ? editing.adIds : [""]);
  const [adErrors, setAdErrors] = useState<ReturnType<typeof adRowErrors>>();
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<string>();

  function fail(result: Failure) {
    if (result.status === 401) {
      toast.error(UNAUTHENTICATED_SAVE);
      return router.push(loginUrl("session-expired", editing ? `/edit-compliment?code=${editing.code}&id=${editing.id}` : "/create-compliment"));
    }
    form.setServerErrors(result.errors);
    const message = result.status === 404 ? NOT_FOUND
      : result.status === 422 ? result.message ?? INVALID_INPUT
      : result.status < 500 || result.status === 503 ? result.message ?? SOMETHING_WRONG // 0: no answer, 503: backend down
      : SOMETHING_WRONG;
    setFormError(message);
    toast.error(message);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(undefined);
    const input = form.validateAll();
    const ads = editing ? adRowErrors(adRows) : undefined;
    setAdErrors(ads);
    if (!input || ads?.all) return void toast.error(messages.fixErrors);
    setBusy(true);
    if (editing) {
      const result = await updateComplimentAction(editing.id, { ...input, ads: adRows as number[] });
      setBusy(false);
      if (!result.ok) return fail(result);
      toast.success(result.message);
      return router.push("/your-compliments");
    }
    const result = await callApi<{ message: string; data: { id: number; code: string } }>("compliments", { json: input });
    setBusy(false);
    if (!result.ok) return fail(result);
    toast.success(result.body.message);
    router.push(`/create-compliment-code?code=${result.body.data.code}&id=${result.body.data.id}`);
  }

  async function remove() {
    if (!editing) return;
    setBusy(true);
    const result = await deleteComplimentAction(editing.id);
    setBusy(false);
    if (!result.ok) return fail(result);
    toast.success(result.message);
    router.push("/your-compliments");
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-2">
      <FormAlert message={formError} />
      <TextField label="To" placeholder="Who is it for?" maxLength={30} autoComplete="off" counter required {...form.bind("to", "change")} />
      <TextField label="Compliment" rows={6} maxLength={2000} counter required {...form.bind("compliment", "change")} />
      <TextField
        label="Private note (optional, only you will see it)" rows={2} maxLength={200} counter
        {...form.bind("note", "change")}
      />
      {editing && (
        <AdsSelector
          ads={editing.ads} rows={adRows} errors={adErrors}
          onChange={(rows) => { setAdRows(rows); if (adErrors) setAdErrors(adRowErrors(rows)); }}
        />
      )}
      <div className="flex flex-wrap gap-3 pt-4">
        {editing ? (
          <>
            <Link href={`/show-compliment-dashboard?code=${editing.code}`} className="rounded-md px-4 py-2 font-medium ring-1 ring-stone-300 hover:bg-stone-100">
              Preview
            </Link>
            <Button type="submit" disabled={busy}>{busy ? "Saving..." : "Edit"}</Button>
            <ConfirmButton
              label="Delete" question="Delete this compliment? Its code will stop working." confirmLabel="Delete compliment"
              onConfirm={remove} disabled={busy}
            />
          </>
        ) : (
          <Button type="submit" disabled={busy}>{busy ? "Creating..." : "Create Compliment"}</Button>
        )}
      </div>
    </form>
  );
}
