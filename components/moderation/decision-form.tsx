"use client";

import { useId } from "react";
import { useWatch } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { FormAlert } from "@/components/ui/form-alert";
import { FormTextField } from "@/components/ui/form-text-field";
import { decideReports } from "@/lib/client/moderation";
import { formMessage, showFailure, toastFixErrors, useZodForm } from "@/lib/forms/use-zod-form";
import type { Decision, QueueItem } from "@/lib/api/moderation-shapes";
import { decisionFormSchema, suspensionDays } from "@/common/validations/moderation";
import { SOMETHING_WRONG } from "@/common/messages";
import { removeLabels } from "./labels";

const UNTIL_LIFTED = "lifted";
const durations = [
  ...suspensionDays.map((days) => ({ value: String(days), label: days === 1 ? "1 day" : `${days} days` })),
  { value: UNTIL_LIFTED, label: "Until lifted" },
];
const fieldClass = (error?: string) => `rounded-md border bg-white px-3 py-2 ${error ? "border-red-600" : "border-stone-300"}`;

/** The operator's decision on one queue item: an action, a written reason (quoted to the people it reaches), a suspension's length. */
export function DecisionForm({ item, onDecided }: { item: QueueItem; onDecided: (decision: Decision) => void }) {
  const id = useId();
  const form = useZodForm(decisionFormSchema, "submit", { reason: "", duration: "" });
  const { control, register, formState } = form;
  const action = useWatch({ control, name: "action" });
  const errors = formState.errors;
  const removable = removeLabels[item.targetKind];
  const contest = item.targetKind === "decision";
  const actions = [
    { value: "dismiss", label: contest ? "Dismiss: the decision stands" : "Dismiss: it breaks no rule" },
    ...(item.contestedAction === "suspend" ? [{ value: "lift", label: "Uphold: lift the suspension" }] : []),
    ...(removable ? [{ value: "remove", label: removable }] : []),
    ...(item.targetUser && !contest ? [{ value: "suspend", label: `Suspend ${item.targetUser.name}'s account` }] : []),
  ];

  const onSubmit = form.handleSubmit(async ({ action, reason, duration }) => {
    const result = await decideReports({
      target_kind: item.targetKind,
      target_id: item.targetId,
      action,
      reason,
      suspend_days: action === "suspend" && duration !== UNTIL_LIFTED ? (Number(duration) as (typeof suspensionDays)[number]) : null,
    });
    if (!result.ok) return showFailure(form, result, SOMETHING_WRONG);
    onDecided(result.body);
  }, toastFixErrors);

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3" aria-label={`Decide: ${item.targetKind} ${item.targetId}`}>
      <FormAlert message={formMessage(form)} />
      <fieldset aria-describedby={errors.action ? `${id}-action-error` : undefined}>
        <legend className="mb-1 text-sm font-medium text-stone-800">Action</legend>
        <div className="flex flex-col gap-2">
          {actions.map((a) => (
            <label key={a.value} className="flex items-start gap-2 text-sm">
              <input type="radio" value={a.value} {...register("action")} className="mt-1 accent-brand-700" />
              {a.label}
            </label>
          ))}
        </div>
        <p id={`${id}-action-error`} className="mt-1 min-h-5 text-sm text-red-700">
          {errors.action?.message}
        </p>
      </fieldset>
      {action === "suspend" && (
        <div>
          <label htmlFor={`${id}-duration`} className="mb-1 block text-sm font-medium text-stone-800">
            How long
          </label>
          <select
            id={`${id}-duration`}
            {...register("duration")}
            aria-invalid={errors.duration ? true : undefined}
            aria-describedby={errors.duration ? `${id}-duration-error` : undefined}
            className={fieldClass(errors.duration?.message)}
          >
            <option value="">Choose…</option>
            {durations.map((d) => (
              <option key={d.value} value={d.value}>
                {d.label}
              </option>
            ))}
          </select>
          <p id={`${id}-duration-error`} className="mt-1 min-h-5 text-sm text-red-700">
            {errors.duration?.message}
          </p>
        </div>
      )}
      <FormTextField control={control} name="reason" label="Reason (quoted to the people it reaches)" rows={3} maxLength={2000} counter />
      <Button type="submit" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? "Recording..." : "Record decision"}
      </Button>
    </form>
  );
}
