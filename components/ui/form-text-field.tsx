"use client";

import { useController, type Control, type FieldValues, type Path } from "react-hook-form";
import { TextField, type TextFieldProps } from "./text-field";

type Props<I extends FieldValues, O> = Omit<TextFieldProps, "name" | "value" | "error" | "onValueChange" | "onBlur" | "ref"> & {
  control: Control<I, unknown, O>;
  name: Path<I>;
};

/** A TextField bound to one field of a `useZodForm` form: its value, its error and its check moments. */
export function FormTextField<I extends FieldValues, O>({ control, name, ...props }: Props<I, O>) {
  const {
    field: { ref, value, onChange, onBlur },
    fieldState,
  } = useController({ control, name });
  return (
    <TextField
      {...props}
      ref={ref}
      name={name}
      value={value ?? ""}
      error={fieldState.error?.message}
      onValueChange={onChange}
      onBlur={onBlur}
    />
  );
}
