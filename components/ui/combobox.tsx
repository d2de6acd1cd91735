"use client";

import { ChevronDown } from "lucide-react";
import { useEffect, useId, useRef, useState, type KeyboardEvent, type Ref } from "react";
import type { Page } from "@/lib/api/shapes";
import { toastFailure, type ApiResult } from "@/lib/client/api";

/** One choice: `value` identifies it, `label` is what the field shows once chosen, `detail` a second line. */
export type ComboOption = { value: string; label: string; detail?: string; imageUrl?: string | null; disabled?: boolean };

/** How long typing must pause before the list is searched. */
export const SEARCH_DELAY_MS = 250;

type Props = {
  label: string;
  /** The label is read by screen readers only (the surrounding form shows the field's purpose). */
  labelHidden?: boolean;
  /** What the field shows while nothing is typed: the chosen option's label, or "" for none. */
  chosenLabel: string;
  chosenValue: string;
  placeholder?: string;
  /** Options always listed first, whatever is typed (such as "No ad" or "All businesses"). */
  fixed?: ComboOption[];
  /** Options listed but not to be chosen here (such as an ad another row has). */
  isDisabled?(option: ComboOption): boolean;
  /** One page of the options matching what was typed ("" for all). */
  search(text: string, page: number): Promise<ApiResult<Page<ComboOption>>>;
  onChoose(option: ComboOption): void;
  /** The field was emptied and left: nothing is chosen. */
  onClear?(): void;
  onBlur?(): void;
  /** What the list says when nothing matches, and the toast when a search fails. */
  noMatches: string;
  searchFailed: string;
  inputRef?: Ref<HTMLInputElement>;
  name?: string;
  invalid?: boolean;
  describedBy?: string;
};

type Found = { options: ComboOption[]; page: number; more: boolean };

/** The searched options as typing settles: page 1 on each new text, `more()` appends the next page. */
function useSearched(search: Props["search"], searchFailed: string, text: string, open: boolean) {
  const [found, setFound] = useState<Found | null>(null);
  const [loading, setLoading] = useState(false);
  const latest = useRef(0);

  async function load(page: number, previous: ComboOption[]) {
    const call = ++latest.current;
    setLoading(true);
    const result = await search(text.trim(), page);
    if (call !== latest.current) return;
    setLoading(false);
    if (!result.ok) return toastFailure(result, searchFailed);
    setFound({ options: [...previous, ...result.body.items], page, more: result.body.page < result.body.lastPage });
  }

  useEffect(() => {
    if (!open) return;
    const timer = setTimeout(() => void load(1, []), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `load` reads the current text: only a new text or opening starts a new search.
  }, [text, open]);

  return { found, loading, more: () => found && void load(found.page + 1, found.options) };
}

/**
 * A searchable single choice (WAI-ARIA combobox with a listbox popup): typing searches after a
 * short pause and lists one page of matches, "Show more results" the next; Up/Down move through
 * the list, Enter chooses, Escape closes it and puts back the chosen label. The field reads
 * the chosen label whenever the user is not typing.
 */
export function Combobox(props: Props) {
  const { label, labelHidden, chosenLabel, chosenValue, placeholder, fixed = [], noMatches } = props;
  const id = useId();
  const listId = `${id}-list`;
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState<string | null>(null);
  const [active, setActive] = useState(-1);
  const { found, loading, more } = useSearched(props.search, props.searchFailed, typed ?? "", open);

  const searched = found?.options ?? [];
  const options = [...fixed, ...searched].map((o) => ({ ...o, disabled: o.disabled || props.isDisabled?.(o) }));
  // Until the first answer comes, the list is searching, not empty.
  const searching = loading || !found;
  const showMore = !searching && !!found?.more;
  const count = options.length + (showMore ? 1 : 0);
  const optionId = (i: number) => `${id}-option-${i}`;

  function close() {
    setOpen(false);
    setActive(-1);
    setTyped(null);
  }

  function choose(i: number) {
    if (i === options.length && showMore) return more();
    const option = options[i];
    if (!option || option.disabled) return;
    props.onChoose(option);
    close();
  }

  function move(step: number) {
    if (!open) return setOpen(true);
    if (count === 0) return;
    let next = active;
    for (let tries = 0; tries < count; tries++) {
      next = Math.min(count - 1, Math.max(0, next + step));
      if (!options[next]?.disabled) break;
    }
    setActive(next);
    document.getElementById(optionId(next))?.scrollIntoView({ block: "nearest" });
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === "ArrowDown" || e.key === "ArrowUp") {
      e.preventDefault();
      move(e.key === "ArrowDown" ? 1 : -1);
    } else if (e.key === "Enter" && open) {
      e.preventDefault();
      if (active >= 0) choose(active);
      else if (typed?.trim() === "" && props.onClear) leave();
    } else if (e.key === "Escape" && open) {
      e.preventDefault();
      close();
    }
  }

  /** Leaving the field: an emptied field chooses nothing; anything else typed but not chosen is put back. */
  function leave() {
    if (typed?.trim() === "" && chosenValue !== "") props.onClear?.();
    close();
  }

  const status = !open ? "" : searching ? "Searching…" : searched.length === 0 ? noMatches : `${searched.length} shown`;
  const row = "flex cursor-pointer items-center gap-2 px-3 py-2.5 text-base sm:text-sm";
  return (
    <div className="relative">
      <label htmlFor={id} className={labelHidden ? "sr-only" : "mb-1 block text-sm font-medium text-stone-800"}>
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          ref={props.inputRef}
          name={props.name}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
          aria-invalid={props.invalid || undefined}
          aria-describedby={props.describedBy}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          enterKeyHint="search"
          placeholder={placeholder}
          value={typed ?? chosenLabel}
          onChange={(e) => {
            setTyped(e.target.value);
            setActive(-1);
            setOpen(true);
          }}
          onKeyDown={onKeyDown}
          onClick={() => setOpen(true)}
          onBlur={() => {
            leave();
            props.onBlur?.();
          }}
          className={`w-full rounded-md border bg-white py-2 pr-9 pl-3 text-base sm:text-sm ${props.invalid ? "border-red-600" : "border-stone-300"}`}
        />
        <button
          type="button"
          tabIndex={-1}
          aria-label={`Show ${label} options`}
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => (open ? close() : setOpen(true))}
          className="absolute inset-y-0 right-0 flex w-9 items-center justify-center text-stone-500"
        >
          <ChevronDown aria-hidden className="size-4" />
        </button>
      </div>
      <ul
        id={listId}
        role="listbox"
        aria-label={`${label} options`}
        aria-busy={searching || undefined}
        hidden={!open}
        className="absolute z-20 mt-1 max-h-72 w-full overflow-auto rounded-md bg-white py-1 shadow-lg ring-1 ring-stone-200"
      >
        {options.map((option, i) => (
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- keys reach options through the input (aria-activedescendant).
          <li
            key={`${option.value}-${i}`}
            id={optionId(i)}
            role="option"
            aria-selected={option.value === chosenValue}
            aria-disabled={option.disabled || undefined}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => choose(i)}
            className={`${row} ${i === active ? "bg-brand-50 ring-1 ring-brand-600 ring-inset" : ""} ${option.disabled ? "cursor-not-allowed text-stone-400" : "hover:bg-stone-100"}`}
          >
            {option.imageUrl && <img src={option.imageUrl} alt="" width={24} height={24} className="size-6 rounded object-cover" />}
            <span className="min-w-0">
              <span className="block truncate">{option.label}</span>
              {option.detail && <span className="block truncate text-xs text-stone-600">{option.detail}</span>}
            </span>
          </li>
        ))}
        {showMore && (
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- keys reach options through the input (aria-activedescendant).
          <li
            id={optionId(options.length)}
            role="option"
            aria-selected={false}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => choose(options.length)}
            className={`${row} font-medium text-brand-700 ${active === options.length ? "bg-brand-50" : "hover:bg-stone-100"}`}
          >
            Show more results
          </li>
        )}
        {open && (searching || searched.length === 0) && (
          <li role="option" aria-selected={false} aria-disabled className={`${row} cursor-default text-stone-600`}>
            {searching ? "Searching…" : noMatches}
          </li>
        )}
      </ul>
      <p role="status" className="sr-only">
        {status}
      </p>
    </div>
  );
}
