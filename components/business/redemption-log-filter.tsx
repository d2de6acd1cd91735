"use client";

import { Search } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { Button } from "@/components/ui/button";
import { FormTextField } from "@/components/ui/form-text-field";
import { redemptionLogFilterSchema, type RedemptionLogFilter } from "@/common/validations/business";
import { toastFixErrors, useZodForm } from "@/lib/forms/use-zod-form";
import { logQuery } from "@/lib/redemption-log-query";

/**
 * The log's filter: first and last day (in the shop's zone, named in the legend) and part of a
 * code. It opens the page for the filter, so the server filters and pages; before the page's
 * script runs it is an ordinary GET form to the same address.
 */
export function RedemptionLogFilter({ filter, zone }: { filter: RedemptionLogFilter; zone: string }) {
  const router = useRouter();
  const form = useZodForm(redemptionLogFilterSchema, "submit", { from: filter.from ?? "", to: filter.to ?? "", code: filter.code ?? "" });
  // The filter the page shows (after Clear, Back or a link) is the one the form holds.
  const { from = "", to = "", code = "" } = filter;
  useEffect(() => form.reset({ from, to, code }), [form, from, to, code]);
  const onSubmit = form.handleSubmit((values) => {
    const query = logQuery(values);
    router.push(query ? `/business?${query}` : "/business", { scroll: false });
  }, toastFixErrors);
  return (
    <form method="get" action="/business" onSubmit={onSubmit} noValidate role="search" aria-label="Filter the redemption log">
      <fieldset className="grid grid-cols-2 gap-3 sm:grid-cols-[1fr_1fr_2fr_auto] sm:items-start">
        <legend className="mb-2 text-sm text-stone-600">Days in {zone}</legend>
        <FormTextField control={form.control} name="from" label="From" type="date" />
        <FormTextField control={form.control} name="to" label="To" type="date" />
        <FormTextField
          control={form.control}
          name="code"
          label="Code"
          type="search"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          placeholder="ABCD EFGHJ"
          className="col-span-2 font-mono sm:col-span-1"
        />
        <div className="col-span-2 flex gap-2 sm:col-span-1 sm:mt-6">
          <Button type="submit" disabled={form.formState.isSubmitting}>
            <Search aria-hidden className="size-4" />
            Filter
          </Button>
          {(filter.from || filter.to || filter.code) && (
            <Link href="/business" scroll={false} className="self-center px-2 text-sm font-medium text-brand-700 underline">
              Clear
            </Link>
          )}
        </div>
      </fieldset>
    </form>
  );
}
