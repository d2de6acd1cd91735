"use client";

import { useState } from "react";
import type { z } from "zod";
import { firstErrors } from "@/lib/client/api";
import { fieldErrors } from "@/lib/validations/auth";

type Values<S extends z.ZodType> = { [K in keyof z.input<S>]: string };
export type Errors = Record<string, string | undefined>;

/**
 * Form values with the spec's rules from one zod schema: a field is checked alone (on change or
 * blur) or all fields at once (on submit). Values are never cleared by a failed request.
 */
export function useValidatedForm<S extends z.ZodType>(schema: S, initial: Values<S>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Errors>({});

  const errorsFor = (next: Values<S>) => {
    const result = schema.safeParse(next);
    return result.success ? {} : fieldErrors(result.error);
  };

  function validateField(name: keyof Values<S> & string, next = values) {
    const message = errorsFor(next)[name]?.[0];
    setErrors((e) => ({ ...e, [name]: message }));
  }

  /** Checks every field; returns the parsed values, or undefined after showing every error. */
  function validateAll(): z.output<S> | undefined {
    const result = schema.safeParse(values);
    if (result.success) {
      setErrors({});
      return result.data;
    }
    setErrors(firstErrors(fieldErrors(result.error)));
    return undefined;
  }

  function change(name: keyof Values<S> & string, value: string, validate = true) {
    const next = { ...values, [name]: value };
    setValues(next);
    if (validate) validateField(name, next);
  }

  const setServerErrors = (server: Record<string, string[]> | undefined) =>
    setErrors((e) => ({ ...e, ...firstErrors(server) }));

  /** Props for a TextField whose rule is checked at the moments the spec names for its form. */
  const bind = (name: keyof Values<S> & string, checkOn: "change" | "blur" | "change and blur") => ({
    name,
    value: values[name],
    error: errors[name],
    onValueChange: (v: string) => change(name, v, checkOn !== "blur"),
    onBlur: checkOn === "change" ? undefined : () => validateField(name),
  });

  return { values, errors, change, bind, validateField, validateAll, setServerErrors };
}
