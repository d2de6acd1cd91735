"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { startTransition, useMemo, type FormEvent } from "react";
import { useForm, type DefaultValues, type FieldValues, type Path, type Resolver, type UseFormReturn } from "react-hook-form";
import { toast } from "@/lib/toast";
import type * as z from "@/common/validations/zod-mini";
import { SOMETHING_WRONG } from "@/common/messages";
import { messages } from "@/common/validations/messages";

/** When spec §5 checks a form's fields, besides on submit ("submit": only then, and on change after a failed one). */
export type CheckOn = "submit" | "blur" | "change" | "blur and change";
const modes = { submit: "onSubmit", blur: "onBlur", change: "onChange", "blur and change": "all" } as const;

type Schema<O, I> = z.core.$ZodType<O, I>;

/**
 * A form's shared schema, or the import of its module: a guest's first page (the code box, log in, a
 * review) names its schema this way, so zod is fetched with the form's first check (a key pressed, a
 * field left, a submit) instead of with the page (issue 34's script budget). A loader is a constant of
 * its module, so every render names the same one.
 */
export type SchemaSource<O, I> = Schema<O, I> | (() => Promise<Schema<O, I>>);

const loadSchema = <O, I>(source: SchemaSource<O, I>) => (typeof source === "function" ? source() : Promise.resolve(source));

/** zodResolver for `source`, made once its schema is there. */
function resolverFor<I extends FieldValues, O>(source: SchemaSource<O, I>): Resolver<I, unknown, O> {
  if (typeof source !== "function") return zodResolver(source);
  let resolver: Promise<Resolver<I, unknown, O>> | undefined;
  return async (values, context, options) =>
    (await (resolver ??= source().then((schema) => zodResolver(schema))))(values, context, options);
}

/**
 * A react-hook-form form whose rules are one shared zod schema of `common/validations/*`, checked at
 * the moments the spec names for it. Values are never cleared by a failed submit.
 */
export function useZodForm<I extends FieldValues, O>(schema: SchemaSource<O, I>, checkOn: CheckOn, defaultValues: DefaultValues<I>) {
  const resolver = useMemo(() => resolverFor(schema), [schema]);
  return useForm<I, unknown, O>({
    resolver,
    mode: modes[checkOn],
    reValidateMode: checkOn === "blur" ? "onBlur" : "onChange",
    defaultValues,
  });
}

/** What `values` parse to with the form's schema (`{ value }`), or undefined when they break one of its rules. */
export async function parseWith<O, I>(source: SchemaSource<O, I>, values: unknown): Promise<{ value: O } | undefined> {
  const result = await (await loadSchema(source))["~standard"].validate(values);
  return result.issues ? undefined : { value: result.value as O };
}

/** For `handleSubmit`'s second argument: spec §5's toast when submit finds errors. */
export const toastFixErrors = () => void toast.error(messages.fixErrors);

type Failure = { message?: string; errors?: Record<string, string[]>; handled?: true };

/** One toast for a form's failure at a time: a second failed submit replaces the first's, never stacks on it. */
const FAILURE_TOAST = "form-failure";

/**
 * Shows a failed submit: each field's first server message under its field, and the form's
 * message (the server's, else `fallback`) above the form and, unless `toast: false`, as a toast. Nothing typed is touched.
 */
export function showFailure<I extends FieldValues, O>(
  form: UseFormReturn<I, unknown, O>,
  failure: Failure,
  fallback: string,
  { toast: asToast = true } = {},
) {
  for (const [field, list] of Object.entries(failure.errors ?? {})) {
    if (list[0]) form.setError(field as Path<I>, { type: "server", message: list[0] });
  }
  if (failure.handled) return;
  const message = failure.message ?? fallback;
  form.setError("root.server", { type: "server", message });
  if (asToast) toast.error(message, { id: FAILURE_TOAST });
  else toast.dismiss(FAILURE_TOAST);
}

/** The form-level message set by `showFailure`, for a FormAlert. */
export const formMessage = <I extends FieldValues, O>(form: UseFormReturn<I, unknown, O>) => form.formState.errors.root?.server?.message;

/** A server action's answer, or a failure when the action itself threw (the server is unreachable). */
export const actionResult = <R>(promise: Promise<R>) => promise.catch(() => ({ ok: false as const, message: SOMETHING_WRONG }));

/**
 * The `onSubmit` of a form whose sending is its `action` (useActionState): spec §5's check on
 * submit of what the form holds (its fields as the browser sends them: text typed just before
 * hydration may not be the form's yet), with the form's own messages; a form with errors is not
 * sent. A valid one is handed to `action` here rather than by the browser's submit, which would
 * have React reset the form's fields once the action is done (a failed log in keeps what was
 * typed). A submit made before the page hydrated never comes here: React replays it into the
 * action, which is checked where it lands (the server action parses the same schema).
 */
export function checkBeforeAction<I extends FieldValues, O>(
  form: UseFormReturn<I, unknown, O>,
  schema: SchemaSource<O, I>,
  action: (sent: FormData) => void,
  onInvalid: () => void = toastFixErrors,
) {
  return (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const sent = new FormData(event.currentTarget);
    void parseWith(schema, sentFields(form, sent)).then((parsed) => {
      if (parsed) return startTransition(() => action(sent));
      void form.handleSubmit(() => undefined, onInvalid)();
    });
  };
}

/**
 * The text fields a form sent, by name: what its action works on. A submit replayed after
 * hydration carries what was typed before it, which is put back into the form too.
 */
export function sentFields<I extends FieldValues, O>(form: UseFormReturn<I, unknown, O>, data: FormData): I {
  const fields = Object.fromEntries([...data].filter((entry): entry is [string, string] => typeof entry[1] === "string"));
  for (const [name, value] of Object.entries(fields))
    if (name in form.getValues() && form.getValues(name as Path<I>) !== value) form.setValue(name as Path<I>, value as never);
  return { ...form.getValues(), ...fields };
}
