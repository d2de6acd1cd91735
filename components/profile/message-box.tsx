"use client";

import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { DraftNotice } from "@/components/ui/draft-notice";
import { FormTextField } from "@/components/ui/form-text-field";
import { sendMessageToUser } from "@/lib/client/user-messages";
import { useDraft } from "@/lib/forms/drafts";
import { showFailure, useZodForm } from "@/lib/forms/use-zod-form";
import { SEND_FAILED } from "@/common/messages";
import { loginUrl } from "@/lib/routes";
import { directMessageSchema } from "@/common/validations/message";

type Props = { userId: number; name: string; returnTo: string; signedIn?: boolean };

/** Writes to a user directly; on success the conversation opens (spec: it only goes to /messages). */
export function MessageBox({ userId, name, returnTo, signedIn = true }: Props) {
  const router = useRouter();
  // Checked on send; a message in error again as it changes.
  const form = useZodForm(directMessageSchema, "submit", { message: "" });
  const draft = useDraft(form, "message-user");
  const { control, formState } = form;

  const onSubmit = form.handleSubmit(async ({ message }) => {
    // A guest's message waits for them to log in.
    if (!signedIn) {
      draft.keep(returnTo);
      return router.push(loginUrl("log-in-first", returnTo));
    }
    const result = await sendMessageToUser(userId, message);
    if (!result.ok) return showFailure(form, result, SEND_FAILED);
    draft.clear();
    router.push(`/messages?id=${result.body.conversationId}`);
  });

  return (
    <form onSubmit={onSubmit} noValidate className="rounded-xl bg-stone-50 p-4 ring-1 ring-stone-200">
      <DraftNotice draft={draft} />
      <FormTextField control={control} name="message" label={`Message ${name}`} rows={3} maxLength={1100} />
      <Button type="submit" disabled={formState.isSubmitting || formState.isSubmitSuccessful}>
        {formState.isSubmitting ? "Sending..." : "Send Message"}
      </Button>
    </form>
  );
}
