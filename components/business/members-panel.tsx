"use client";

import { UserPlus } from "lucide-react";
import { useRouter } from "next/navigation";
import { useEffect, useId, useRef } from "react";
import { toast } from "@/lib/toast";
import { Button } from "@/components/ui/button";
import { ConfirmButton } from "@/components/ui/confirm-dialog";
import { FormTextField } from "@/components/ui/form-text-field";
import { addMember, makeOwner, removeMember, withdrawInvitation } from "@/lib/client/business";
import { focusAfter } from "@/lib/focus";
import { toastFailure } from "@/lib/client/api";
import { useZodForm, toastFixErrors } from "@/lib/forms/use-zod-form";
import { addMemberSchema } from "@/common/validations/business";

type Member = { id: number; name: string; email: string; role: "owner" | "staff" };
type Invitation = { email: string; invitedBy: string | null };

const ADD_FAILED = "The staff member could not be added. Please try again.";
const REMOVE_FAILED = "The staff member could not be removed. Please try again.";
const MAKE_OWNER_FAILED = "The staff member could not be made an owner. Please try again.";
const WITHDRAW_FAILED = "The invitation could not be withdrawn. Please try again.";

/** What handing over gives: said before an owner confirms it. */
const OWNER_POWERS = (
  <>
    <p>
      An owner can do everything you can on this page: read the coupon report and the redemption log, add and remove staff, make others
      owners and close the business.
    </p>
    <p>You stay an owner too. Once someone else is an owner, you can delete your account.</p>
  </>
);

/**
 * The owner's list of the business's people: staff are added by e-mail address (someone without
 * an account is invited to sign up and join, and listed as invited until then, or until the
 * invitation is withdrawn), removed again, or made owners (the hand-over that lets an only owner leave).
 */
export function MembersPanel({ businessId, members, invitations }: { businessId: number; members: Member[]; invitations: Invitation[] }) {
  const router = useRouter();
  const form = useZodForm(addMemberSchema, "submit", { email: "" });
  const heading = useRef<HTMLHeadingElement>(null);
  const changed = useRef(false);
  const headingId = useId();
  const invitedId = useId();

  // A removed person's row, or a new owner's buttons, go with the button that had focus: the list's heading takes it.
  useEffect(() => {
    if (!changed.current) return;
    changed.current = false;
    focusAfter(heading.current, heading.current);
  }, [members, invitations]);

  const onSubmit = form.handleSubmit(async ({ email }) => {
    const result = await addMember(businessId, email);
    if (!result.ok) {
      // The address stays in the box; an unknown or doubled one is said next to it.
      if (result.outcome === "conflict" || result.outcome === "invalid") {
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
    changed.current = true;
    router.refresh();
  }

  async function withdraw(invitation: Invitation) {
    const result = await withdrawInvitation(businessId, invitation.email);
    if (!result.ok) return toastFailure(result, WITHDRAW_FAILED);
    toast.success(result.body);
    changed.current = true;
    router.refresh();
  }

  async function promote(member: Member) {
    const result = await makeOwner(businessId, member.id);
    if (!result.ok) return toastFailure(result, MAKE_OWNER_FAILED);
    toast.success(result.body);
    changed.current = true;
    router.refresh();
  }

  return (
    <div className="space-y-3">
      <h2 id={headingId} ref={heading} tabIndex={-1} className="text-lg font-semibold">
        People
      </h2>
      <ul aria-labelledby={headingId} className="divide-y divide-stone-200 rounded-xl bg-white shadow-sm ring-1 ring-stone-200">
        {members.map((member) => (
          <li key={member.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3">
            <div className="min-w-0">
              <p className="font-medium">
                {member.name} <span className="text-sm font-normal text-stone-600">({member.role === "owner" ? "Owner" : "Staff"})</span>
              </p>
              <p className="text-sm break-all text-stone-600">{member.email}</p>
            </div>
            {member.role === "staff" && (
              <div className="flex flex-wrap gap-2">
                <ConfirmButton
                  label="Make owner"
                  question={`Make ${member.name} an owner?`}
                  details={OWNER_POWERS}
                  confirmLabel="Make owner"
                  tone="primary"
                  onConfirm={() => void promote(member)}
                />
                <ConfirmButton
                  label="Remove"
                  question={`Remove ${member.name} from the staff?`}
                  confirmLabel="Remove"
                  onConfirm={() => void remove(member)}
                />
              </div>
            )}
          </li>
        ))}
      </ul>
      {invitations.length > 0 && (
        <>
          <h3 id={invitedId} className="font-semibold">
            Invited, waiting to sign up
          </h3>
          <ul aria-labelledby={invitedId} className="divide-y divide-stone-200 rounded-xl bg-white shadow-sm ring-1 ring-stone-200">
            {invitations.map((invitation) => (
              <li key={invitation.email} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3">
                <div className="min-w-0">
                  <p className="font-medium break-all">{invitation.email}</p>
                  <p className="text-sm text-stone-600">
                    Joins as staff once they sign up with this address{invitation.invitedBy ? ` (invited by ${invitation.invitedBy})` : ""}.
                  </p>
                </div>
                <ConfirmButton
                  label="Withdraw"
                  question={`Withdraw the invitation to ${invitation.email}?`}
                  confirmLabel="Withdraw"
                  onConfirm={() => void withdraw(invitation)}
                />
              </li>
            ))}
          </ul>
        </>
      )}
      <p className="text-sm text-stone-600">
        Add staff by the e-mail address of their account. Someone without an account gets an e-mail inviting them to sign up and join.
      </p>
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
