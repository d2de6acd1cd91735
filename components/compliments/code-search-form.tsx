"use client";

import { Search } from "lucide-react";
import { useRouter } from "next/navigation";
import { toast } from "@/lib/toast";
import { Button } from "@/components/ui/button";
import { FormTextField } from "@/components/ui/form-text-field";
import { useZodForm } from "@/lib/forms/use-zod-form";
import { codeMessages } from "@/common/validations/messages";

/** The code rule, fetched with the box's first check (lib/forms/use-zod-form.ts). */
const codeSearchSchema = () => import("@/common/validations/code").then((rules) => rules.codeSearchSchema);
/** Room for the code as printed and copied: `8381 6592`, `8381-6592`, `8381 – 6592`. */
const TYPED_CODE_MAX = 16;

/**
 * The code entry box (spec §5: checked as it is typed and on Enter); a plain GET form underneath, so
 * it works before scripts load. Spaces, dashes and dots between the digits are ignored; without
 * scripts the page's address is written as the 8 digits on arrival (proxy.ts).
 */
export function CodeSearchForm() {
  const router = useRouter();
  const form = useZodForm(codeSearchSchema, "change", { code: "" });
  const onSubmit = form.handleSubmit(
    ({ code }) => router.push(`/show-compliment?code=${code}`),
    () => void toast.error(codeMessages.onEnter),
  );

  return (
    <form action="/show-compliment" method="get" onSubmit={onSubmit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-start">
      <FormTextField
        control={form.control}
        name="code"
        label="Compliment code"
        inputMode="numeric"
        autoComplete="off"
        maxLength={TYPED_CODE_MAX}
        placeholder="8-digit code"
        className="flex-1"
      />
      <Button type="submit" className="sm:mt-6">
        <Search aria-hidden className="size-4" />
        Search Compliment
      </Button>
    </form>
  );
}
