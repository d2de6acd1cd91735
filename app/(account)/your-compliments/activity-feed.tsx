"use client";

import { useEffect, useEffectEvent, useState } from "react";
import { Button } from "@/components/ui/button";
import { LOADING_TEXT } from "@/components/ui/loading-state";
import { TextLink } from "@/components/ui/text-link";
import { TimeLabel } from "@/components/ui/time-label";
import type { Activity, Page } from "@/lib/api/shapes";
import { listActivity } from "@/lib/client/activity";

const PER_PAGE = 5;
const LOAD_FAILED = "Could not load your activity.";

const sentence = (a: Activity) => {
  const who = a.actor?.name ?? "Someone";
  const what = { viewed: "read", claimed: "claimed", replied: "replied to" }[a.kind];
  return `${who} ${what} your compliment for ${a.compliment.to}`;
};

/**
 * The author's activity, newest first: who first read, claimed and replied to which compliment.
 * Older entries are added below on request; a failed load keeps what is shown and offers to retry.
 */
export function ActivityFeed() {
  const [items, setItems] = useState<Activity[]>([]);
  const [last, setLast] = useState<Page<Activity> | null>(null);
  const [state, setState] = useState<"loading" | "ready" | "failed">("loading");

  function show(page: number, result: Awaited<ReturnType<typeof listActivity>>) {
    if (!result.ok) return setState(result.handled ? "loading" : "failed");
    setItems((shown) => [...(page === 1 ? [] : shown), ...result.body.items.filter((a) => !shown.some((s) => s.id === a.id))]);
    setLast(result.body);
    setState("ready");
  }
  async function load(page: number) {
    setState("loading");
    show(page, await listActivity(page, PER_PAGE, page > 1 ? items.at(-1)?.id : undefined));
  }
  const showFirst = useEffectEvent((result: Awaited<ReturnType<typeof listActivity>>) => show(1, result));
  useEffect(() => {
    let current = true;
    void listActivity(1, PER_PAGE).then((result) => current && showFirst(result));
    return () => {
      current = false;
    };
  }, []);

  const more = last !== null && last.page < last.lastPage;
  return (
    <section aria-labelledby="activity-title" className="mb-8 rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-6">
      <h2 id="activity-title" className="text-lg font-semibold">
        Activity
      </h2>
      {items.length > 0 && (
        <ol className="mt-3 divide-y divide-stone-100" aria-label="Activity on your compliments">
          {items.map((a) => (
            <li key={a.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2">
              <span>
                {sentence(a)}{" "}
                <TextLink href={`/show-compliment-dashboard?code=${a.compliment.code}`} aria-label={`Open compliment ${a.compliment.code}`}>
                  {a.compliment.code}
                </TextLink>
              </span>
              <span className="text-sm text-stone-600">
                <TimeLabel value={a.at} />
              </span>
            </li>
          ))}
        </ol>
      )}
      {state === "ready" && items.length === 0 && (
        <p className="mt-2 text-stone-600">
          Nothing yet. You will see here when someone reads, claims or replies to one of your compliments.
        </p>
      )}
      {state === "loading" && (
        <p role="status" className="mt-2 text-sm text-stone-600">
          {LOADING_TEXT}
        </p>
      )}
      {state === "failed" && (
        <div role="alert" className="mt-2 flex flex-wrap items-center gap-3 text-sm text-red-800">
          {LOAD_FAILED}
          <Button variant="secondary" onClick={() => void load(items.length > 0 && last ? last.page + 1 : 1)}>
            Try again
          </Button>
        </div>
      )}
      {state === "ready" && more && (
        <Button variant="secondary" className="mt-3" onClick={() => void load(last.page + 1)}>
          Show older activity
        </Button>
      )}
    </section>
  );
}
