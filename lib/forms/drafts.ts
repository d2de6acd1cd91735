"use client";

import { useEffect, useRef, useState } from "react";
import type { DefaultValues, FieldValues, UseFormReturn } from "react-hook-form";

/**
 * Drafts: what a user typed into a form, kept in this tab's sessionStorage (never the session or its
 * token) when the form's page has to be left for the login page, and put back when they return.
 * A draft is keyed by whose it is, the form's name and the page's path and query when it is kept,
 * the address login brings them back to. Whose: the page's user (`u<id>`, the root layout writes it
 * on <body data-draft-owner>), or "guest" for one typed before logging in, which goes to whoever
 * logs in next and becomes theirs. One user never sees another's: a draft of anyone else is
 * dropped as soon as a page of a logged-in user is open, and logging out drops them all.
 */
const PREFIX = "draft:";
const GUEST = "guest";

/** The forms on the page now, by name, each with what would be kept of it: its values once changed, else nothing. */
const open = new Map<string, () => FieldValues | undefined>();

/** Whose drafts this page keeps and reads; none while the backend cannot say who the user is. */
const owner = () => document.body.dataset.draftOwner || undefined;
const ownerOf = (key: string) => key.slice(PREFIX.length).split(":", 1)[0] ?? "";

const here = () => window.location.pathname + window.location.search;
const keyFor = (who: string, form: string, page = here()) => `${PREFIX}${who}:${form}:${page}`;

const draftKeys = () => Object.keys(sessionStorage).filter((key) => key.startsWith(PREFIX));

function remove(keys: Iterable<string>) {
  for (const key of keys) sessionStorage.removeItem(key);
}

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

/**
 * Whether a draft is kept in this tab for `page` (a path and query, as login returns to it),
 * whoever's it is: the login page says so only when it is true.
 */
export const hasDraftFor = (page: string) => draftKeys().some((key) => key.slice(PREFIX.length).split(":").slice(2).join(":") === page);

/** Keeps every changed form on the page, just before the page is left for the login page. */
export function keepDrafts() {
  const who = owner();
  if (who) for (const [name, changed] of open) write(keyFor(who, name), changed());
}

/**
 * Drops the drafts of every user but this page's: someone else has logged in on this tab since
 * they were kept. A guest's page drops nothing, so a user whose session ended finds theirs again.
 */
export function forgetOthersDrafts() {
  const who = owner();
  if (who && who !== GUEST) remove(draftKeys().filter((key) => ![who, GUEST].includes(ownerOf(key))));
}

/** Drops every draft in this tab: the user is logging out. */
export const forgetAllDrafts = () => remove(draftKeys());

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
    const who = owner();
    if (who) {
      forgetOthersDrafts();
      key.current = keyFor(who, name);
      const guestKey = keyFor(GUEST, name);
      const [from, saved] = [key.current, guestKey].map((k) => [k, read(k)] as const).find(([, values]) => values) ?? [];
      if (from && saved) {
        // A guest's draft becomes the user's who logged in, so it cannot reach whoever is next on this tab.
        if (from !== key.current) {
          write(key.current, saved);
          remove([from]);
        }
        original.current = form.getValues();
        // Restored values count as changes: the form is dirty, and they are kept again if the session ends once more.
        form.reset({ ...form.getValues(), ...saved } as DefaultValues<I>, { keepDefaultValues: true });
        setRestored(true);
      }
    }
    open.set(name, changed);
    return () => void open.delete(name);
    // Once per form on the page: a draft belongs to the page it was opened on.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- read once, when the form appears
  }, []);

  return {
    restored,
    keep(page) {
      const who = owner();
      if (who) write(keyFor(who, name, page), changed());
    },
    clear() {
      // The page's address may have changed since it opened (a reply's first message names its conversation).
      const who = owner();
      remove(new Set([key.current, ...(who ? [keyFor(who, name)] : [])]));
      setRestored(false);
    },
    discard() {
      sessionStorage.removeItem(key.current);
      if (original.current) form.reset(original.current);
      setRestored(false);
    },
  };
}
