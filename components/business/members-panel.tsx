"use client";

import { UserPlus } from "lucide-react";
import { useRouter } from "next/navigation";
import { useEffect, useRef } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { ConfirmButton } from "@/components/ui/confirm-dialog";
import { FormTextField } from "@/components/ui/form-text-field";
import { addMember, removeMember } from "@/lib/client/business";
import { focusAfter } from "@/lib/focus";
import { toastFailure } from "@/lib/client/api";
import { useZodForm, toastFixErrors } from "@/lib/forms/use-zod-form";
import { addMemberSchema } from "@/common/validations/business";

type Member = { id: number; name: string; email: string; role: "owner" | "staff" };

const ADD_FAILED = "The staff member could not be added. Please try again.";
const REMOVE_FAILED = "The staff member could not be removed. Please try again.";

/** The owner's list of the business's people: staff are added by their account's e-mail address and removed again. */
export function MembersPanel({ businessId, members }: { businessId: number; members: Member[] }) {
  const router = useRouter();
  const form = useZodForm(addMemberSchema, "submit", { email: "" });
  const heading = useRef<HTMLHeadingElement>(null);
  const removed = useRef(false);

  // A removed person's row goes with its Remove button, which had focus: the list's heading takes it.
  useEffect(() => {
    if (!removed.current) return;
    removed.current = false;
    focusAfter(heading.current, heading.current);
  }, [members]);

  const onSubmit = form.handleSubmit(async ({ email }) => {
    const result = await addMember(businessId, email);
    if (!result.ok) {
      // The address stays in the box; an unknown or doubled one is said next to it.
      if (result.outcome === "not-found" || result.outcome === "conflict" || result.outcome === "invalid") {
        return form.setError("email", { message: result.errors?.email?.[0] ?? result.message });
      }
      return toastFailure(result, ADD_FAILED);
    }
    toast.success(result.body);
    form.reset({ email: "" });
    router.refresh();
  }, toastFixErrors);

  async function remove(member: Member) {
    const result = await removeMember(businessId, member.id);
    if (!result.ok) return toastFailure(result, REMOVE_FAILED);
    toast.success(result.body);
    removed.current = true;
    router.refresh();
  }

  return (
    <div className="space-y-3">
      <h2 ref={heading} tabIndex={-1} className="text-lg font-semibold">
        People
      </h2>
      <ul className="divide-y divide-stone-200 rounded-xl bg-white shadow-sm ring-1 ring-stone-200">
        {members.map((member) => (
          <li key={member.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3">
            <div className="min-w-0">
              <p className="font-medium">
                {member.name} <span className="text-sm font-normal text-stone-600">({member.role === "owner" ? "Owner" : "Staff"})</span>
              </p>
              <p className="text-sm break-all text-stone-600">{member.email}</p>
            </div>
            {member.role === "staff" && (
              <ConfirmButton
                label="Remove"
                question={`Remove ${member.name} from the staff?`}
                confirmLabel="Remove"
                onConfirm={() => void remove(member)}
              />
            )}
          </li>
        ))}
      </ul>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <FormTextField
          control={form.control}
          name="email"
          label="Add staff by e-mail address"
          type="email"
          autoComplete="off"
          className="flex-1"
        />
        <Button type="submit" className="sm:mt-6" disabled={form.formState.isSubmitting}>
          <UserPlus aria-hidden className="size-4" />
          Add staff
        </Button>
      </form>
    </div>
  );
}
