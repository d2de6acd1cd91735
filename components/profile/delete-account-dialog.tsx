"use client";

import Link from "next/link";
import { useState } from "react";
import { PasswordConfirmDialog } from "@/components/ui/password-confirm-dialog";
import { endDeletedAccountSession } from "@/lib/auth/actions";
import { deleteAccount } from "@/lib/client/account";
import { forgetAllDrafts } from "@/lib/forms/drafts";
import { showFailure, toastFixErrors, useZodForm } from "@/lib/forms/use-zod-form";
import { deleteAccountSchema } from "@/common/validations/account";

const DELETE_FAILED = "Your account could not be deleted. Please try again.";

/**
 * Delete my account: a button that opens a dialog saying what goes and what stays, asking for the
 * password. Once the backend has deleted the account, the session ends and the home page says so.
 * A refusal (a wrong password, the only owner of a business) is shown in the dialog, with what was typed kept;
 * the only owner also gets the link to the business page, where they hand the business over or close it.
 */
export function DeleteAccountButton() {
  const form = useZodForm(deleteAccountSchema, "submit", { password: "" });
  const [soleOwner, setSoleOwner] = useState(false);

  const onSubmit = form.handleSubmit(async (input) => {
    const result = await deleteAccount(input);
    setSoleOwner(!result.ok && result.outcome === "conflict" && result.reason === "sole-owner");
    if (!result.ok) return showFailure(form, result, DELETE_FAILED, { toast: false });
    forgetAllDrafts();
    await endDeletedAccountSession();
  }, toastFixErrors);

  return (
    <PasswordConfirmDialog
      title="Delete my account?"
      label="Delete my account"
      form={form}
      onSubmit={onSubmit}
      onClose={() => setSoleOwner(false)}
      notice={
        soleOwner && (
          <p className="text-sm">
            <Link href="/business" className="font-medium text-brand-700 underline">
              Go to your business page
            </Link>
          </p>
        )
      }
    >
      <p>This cannot be undone. At once:</p>
      <ul className="list-disc space-y-1 pl-5">
        <li>you are logged out everywhere, and your e-mail address is free to sign up again;</li>
        <li>your profile, picture, settings, favourites, coupons and copies of your data are deleted;</li>
        <li>compliments you wrote that nobody kept are deleted: their codes stop working and their e-mail deliveries are cancelled.</li>
      </ul>
      <p>What stays, signed &ldquo;Former member&rdquo; instead of your name:</p>
      <ul className="list-disc space-y-1 pl-5">
        <li>compliments you wrote that someone kept: they belong to their keeper now;</li>
        <li>messages you sent, in the other person&apos;s conversations.</li>
      </ul>
    </PasswordConfirmDialog>
  );
}
