"use client";

import { useEffect, useEffectEvent, useState } from "react";
import type { Page } from "@/lib/api/shapes";
import type { PageSizes } from "@/lib/pagination";
import { toastFailure, type ApiFailure, type ApiResult } from "./api";

/**
 * The item the list shows next to the page asked for, when it shows the page beside it: `before` the
 * last item of the page before, `after` the first of the page after. The backend then reads the page
 * from there along its index instead of counting past every earlier item; other jumps go by number.
 */
export type PageCursor = { before?: number; after?: number };

function cursorTo<T extends { id: number }>(shown: Page<T> | null, page: number, limit: number): PageCursor {
  if (!shown || shown.perPage !== limit) return {};
  const { items } = shown;
  if (page === shown.page + 1 && items.length > 0) return { before: items.at(-1)?.id };
  if (page === shown.page - 1 && items.length > 0) return { after: items[0]?.id };
  return {};
}

/** `cursor` as query fields, for the lists whose backend reads from one. */
export const cursorParams = (cursor: PageCursor = {}) =>
  Object.fromEntries(Object.entries(cursor).flatMap(([key, id]) => (id === undefined ? [] : [[key, String(id)]])));

type Options<T> = {
  sizes: PageSizes;
  /** The first page as the server rendered it, if it did. */
  initial?: Page<T> | null;
  /** What the list shows and toasts when a page fails to load without a server message. */
  fallback: string;
  /** Anything else the list depends on (a filter): when it changes, the list goes back to page 1. */
  filter?: string;
};

/**
 * A list loaded page by page in the browser: the current page and size, the items, and the
 * loading and error states. `load` is called with the page and size wanted, and the item shown
 * next to that page when there is one; answers to requests overtaken by a later one are dropped.
 */
export function usePaged<T extends { id: number }>(
  load: (page: number, limit: number, cursor: PageCursor) => Promise<ApiResult<Page<T>>>,
  { sizes, initial, fallback, filter = "" }: Options<T>,
) {
  const [query, setQuery] = useState({ page: initial?.page ?? 1, limit: initial?.perPage ?? sizes.initial, filter });
  const [list, setList] = useState<Page<T> | null>(initial ?? null);
  // The filter the shown list was loaded with: its items are no cursor into another filter's list.
  const [listFilter, setListFilter] = useState(filter);
  const [error, setError] = useState<string>();
  const [loading, setLoading] = useState(!initial);
  // The server-rendered first page is shown as it is, not fetched again.
  const [renderedQuery] = useState(initial ? query : null);

  const ask = (next: (q: typeof query) => typeof query) => {
    setLoading(true);
    setQuery(next);
  };
  if (filter !== query.filter) ask((q) => ({ ...q, page: 1, filter }));

  const fetchPage = useEffectEvent((page: number, limit: number, forFilter: string) =>
    load(page, limit, forFilter === listFilter ? cursorTo(list, page, limit) : {}),
  );
  const showFailure = useEffectEvent((failure: ApiFailure) => {
    setError(failure.message ?? fallback);
    toastFailure(failure, fallback);
  });

  useEffect(() => {
    if (query === renderedQuery) return;
    let current = true;
    void fetchPage(query.page, query.limit, query.filter).then((result) => {
      if (!current) return;
      setLoading(false);
      if (!result.ok) return showFailure(result);
      setList(result.body);
      setListFilter(query.filter);
      setError(undefined);
    });
    return () => {
      current = false;
    };
  }, [query, renderedQuery]);

  return {
    list,
    error,
    loading,
    page: query.page,
    limit: query.limit,
    /** Shows another page, or another size from page 1. */
    go: (page: number, limit = query.limit) => ask((q) => ({ ...q, page, limit })),
    /** Loads the current page again (after adding an item). */
    reload: () => ask((q) => ({ ...q })),
  };
}
