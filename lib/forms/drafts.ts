"use client";

import { useEffect, useRef, useState } from "react";
import type { DefaultValues, FieldValues, UseFormReturn } from "react-hook-form";

/**
 * Drafts: what a user typed into a form, kept in this tab's sessionStorage (never the session or its
 * token) when the form's page has to be left for the login page, and put back when they return.
 * A draft is keyed by the form's name and the page's path and query when it is kept, the address
 * login brings them back to.
 */
const PREFIX = "draft:";

/** The forms on the page now, by name, each with what would be kept of it: its values once changed, else nothing. */
const open = new Map<string, () => FieldValues | undefined>();

const here = () => window.location.pathname + window.location.search;
const keyFor = (form: string, page = here()) => `${PREFIX}${form}:${page}`;

function write(key: string, values: FieldValues | undefined) {
  try {
    if (values) sessionStorage.setItem(key, JSON.stringify(values));
  } catch {
    // Storage full or switched off: the draft is lost as it would have been without this.
  }
}

function read(key: string): FieldValues | undefined {
  try {
    const values: unknown = JSON.parse(sessionStorage.getItem(key) ?? "null");
    return values && typeof values === "object" && !Array.isArray(values) ? (values as FieldValues) : undefined;
  } catch {
    return undefined;
  }
}

/** Keeps every changed form on the page, just before the page is left for the login page. */
export function keepDrafts() {
  for (const [name, changed] of open) write(keyFor(name), changed());
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export type Draft = {
  /** The form was filled from a kept draft, and the user has not sent or discarded it yet. */
  restored: boolean;
  /** Keeps this form's values now, for `page` (this page by default): a guest about to log in and come back there. */
  keep(page?: string): void;
  /** The form was sent: its draft is gone for good. */
  clear(): void;
  /** Puts the form back as it was before the draft was restored. */
  discard(): void;
};

/**
 * Makes `form` (named `name` on its page) keep its values when the page is left for the login page,
 * and restores them when this page is opened again in the same tab. `exclude` names fields that are
 * never kept.
 */
export function useDraft<I extends FieldValues, O>(form: UseFormReturn<I, unknown, O>, name: string, exclude: (keyof I)[] = []): Draft {
  const [restored, setRestored] = useState(false);
  const key = useRef("");
  const original = useRef<I | undefined>(undefined);

  /** The form's values without the excluded fields, or nothing when they are still the form's defaults. */
  const changed = () => {
    const omit = (values: FieldValues | undefined) => {
      const copy: FieldValues = { ...values };
      for (const field of exclude) delete copy[field as string];
      return copy;
    };
    const values = omit(form.getValues());
    return same(values, omit(form.formState.defaultValues)) ? undefined : values;
  };

  useEffect(() => {
    key.current = keyFor(name);
    const saved = read(key.current);
    if (saved) {
      original.current = form.getValues();
      // Restored values count as changes: the form is dirty, and they are kept again if the session ends once more.
      form.reset({ ...form.getValues(), ...saved } as DefaultValues<I>, { keepDefaultValues: true });
      setRestored(true);
    }
    open.set(name, changed);
    return () => void open.delete(name);
    // Once per form on the page: a draft belongs to the page it was opened on.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- read once, when the form appears
  }, []);

  return {
    restored,
    keep: (page) => write(keyFor(name, page), changed()),
    clear() {
      // The page's address may have changed since it opened (a reply's first message names its conversation).
      for (const k of new Set([key.current, keyFor(name)])) sessionStorage.removeItem(k);
      setRestored(false);
    },
    discard() {
      sessionStorage.removeItem(key.current);
      if (original.current) form.reset(original.current);
      setRestored(false);
    },
  };
}
