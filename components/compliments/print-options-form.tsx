"use client";

import Form from "next/form";
import { cardDesigns, cardSheets, type PrintChoice } from "./print-options";

type Options = Record<string, { label: string; hint: string }>;

function RadioGroup({ legend, name, options, value }: { legend: string; name: string; options: Options; value: string }) {
  return (
    <fieldset className="min-w-0">
      <legend className="mb-2 text-sm font-semibold text-stone-800">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {Object.entries(options).map(([option, { label, hint }]) => (
          <label
            key={option}
            className="grid min-w-36 flex-1 cursor-pointer grid-cols-[auto_1fr] items-baseline gap-x-2 rounded-lg bg-white p-3 ring-1 ring-stone-300 has-[:checked]:ring-2 has-[:checked]:ring-brand-700"
          >
            <input type="radio" name={name} value={option} defaultChecked={option === value} className="accent-brand-700" />
            <span className="font-medium">{label}</span>
            <span className="col-start-2 text-sm text-stone-600">{hint}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * The card's design and paper, chosen before printing. They travel in the address: a choice
 * reloads the preview in place (or, without JavaScript, 'Show this card' does).
 */
export function PrintOptionsForm({ code, choice }: { code: string; choice: PrintChoice }) {
  return (
    <Form
      action="/print-compliment-card"
      replace
      scroll={false}
      data-print-hide
      aria-label="Card options"
      onChange={(e) => e.currentTarget.requestSubmit()}
      className="grid w-full max-w-xl gap-4"
    >
      <input type="hidden" name="code" value={code} />
      <RadioGroup legend="Design" name="design" options={cardDesigns} value={choice.design} />
      <RadioGroup legend="Paper" name="sheet" options={cardSheets} value={choice.sheet} />
      <noscript>
        <button type="submit" className="rounded-md px-4 py-2 font-medium ring-1 ring-stone-300">
          Show this card
        </button>
      </noscript>
    </Form>
  );
}
