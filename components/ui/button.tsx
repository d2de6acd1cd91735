import type { ComponentProps } from "react";

const variants = {
  primary: "bg-brand-700 text-white hover:bg-brand-800 disabled:bg-stone-400",
  secondary: "border border-stone-300 bg-white text-stone-900 hover:bg-stone-100 disabled:text-stone-400",
} as const;

export function Button({
  variant = "primary",
  className = "",
  ...props
}: ComponentProps<"button"> & {
  variant?: keyof typeof variants;
}) {
  return (
    <button
      className={`inline-flex items-center justify-center gap-2 rounded-md px-4 py-2 font-medium transition-colors disabled:cursor-not-allowed ${variants[variant]} ${className}`}
      {...props}
    />
  );
}
