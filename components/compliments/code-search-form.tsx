"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { Search } from "lucide-react";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { codeMessages, complimentCode } from "@/lib/validations/compliment";

/** The code entry box; a plain GET form underneath, so it works before scripts load. */
export function CodeSearchForm() {
  const router = useRouter();
  const [code, setCode] = useState("");
  const [error, setError] = useState<string>();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!complimentCode.safeParse(code).success) {
      setError(codeMessages.invalid);
      return void toast.error(codeMessages.onEnter);
    }
    router.push(`/show-compliment?code=${code}`);
  }

  return (
    <form action="/show-compliment" method="get" onSubmit={submit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-start">
      <TextField
        label="Compliment code" name="code" inputMode="numeric" autoComplete="off" maxLength={8}
        placeholder="8-digit code" className="flex-1"
        value={code} error={error}
        onValueChange={(v) => {
          setCode(v);
          setError(v === "" || complimentCode.safeParse(v).success ? undefined : codeMessages.invalid);
        }}
      />
      <Button type="submit" className="sm:mt-6"><Search aria-hidden className="size-4" />Search Compliment</Button>
    </form>
  );
}
