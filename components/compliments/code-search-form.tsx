"use client";

import { Search } from "lucide-react";
import { useRouter } from "next/navigation";
import { toast } from "sonner";
import { z } from "@/lib/validations/zod";
import { Button } from "@/components/ui/button";
import { FormTextField } from "@/components/ui/form-text-field";
import { useZodForm } from "@/lib/forms/use-zod-form";
import { codeMessages, complimentCode } from "@/lib/validations/compliment";

const codeSearchSchema = z.object({ code: complimentCode });

/** The code entry box (spec §5: checked as it is typed and on Enter); a plain GET form underneath, so it works before scripts load. */
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
        maxLength={8}
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
