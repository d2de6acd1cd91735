"use client";

import { useEffect, useEffectEvent, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { LOADING_TEXT } from "@/components/ui/loading-state";
import { emailOnActivity, saveEmailOnActivity } from "@/lib/client/profile";
import { SETTING_SAVE_FAILED } from "@/common/messages";

export const ACTIVITY_EMAIL_LABEL = "E-mail me when someone reads, claims or replies to my compliments, and when a message waits for me";
const LOAD_FAILED = "Could not load this setting.";

/**
 * The profile's e-mail setting, saved as soon as it is changed. While a save is on the way the
 * box shows the choice made; if the save fails it shows the setting as stored again, says so, and
 * offers to save the choice once more.
 */
export function ActivityEmailSetting() {
  const id = useId();
  const [stored, setStored] = useState<boolean | null>(null);
  const [wanted, setWanted] = useState<boolean | null>(null);
  const [state, setState] = useState<"loading" | "ready" | "saving" | "load-failed" | "save-failed">("loading");

  function loaded(result: Awaited<ReturnType<typeof emailOnActivity>>) {
    if (!result.ok) return setState(result.handled ? "loading" : "load-failed");
    setStored(result.body);
    setState("ready");
  }
  async function load() {
    setState("loading");
    loaded(await emailOnActivity());
  }
  const loadedFirst = useEffectEvent(loaded);
  useEffect(() => {
    let current = true;
    void emailOnActivity().then((result) => current && loadedFirst(result));
    return () => {
      current = false;
    };
  }, []);

  async function save(on: boolean) {
    setWanted(on);
    setState("saving");
    const result = await saveEmailOnActivity(on);
    if (!result.ok) return setState(result.handled ? "saving" : "save-failed");
    setStored(result.body);
    setWanted(null);
    setState("ready");
  }

  const checked = state === "saving" ? wanted : stored;
  return (
    <section aria-labelledby={`${id}-title`} className="mt-8 border-t border-stone-200 pt-6">
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        E-mails
      </h2>
      {state === "loading" ? (
        <p role="status" className="mt-2 text-sm text-stone-600">
          {LOADING_TEXT}
        </p>
      ) : state === "load-failed" ? (
        <div role="alert" className="mt-2 flex flex-wrap items-center gap-3 text-sm text-red-800">
          {LOAD_FAILED}
          <Button variant="secondary" onClick={() => void load()}>
            Try again
          </Button>
        </div>
      ) : (
        <>
          <label className="mt-3 flex cursor-pointer items-start gap-3">
            <input
              type="checkbox"
              className="mt-1 size-4 accent-brand-700"
              checked={checked ?? false}
              disabled={state === "saving"}
              onChange={(event) => void save(event.target.checked)}
              aria-describedby={`${id}-hint`}
            />
            <span>{ACTIVITY_EMAIL_LABEL}</span>
          </label>
          <p id={`${id}-hint`} className="mt-1 ml-7 text-sm text-stone-600">
            One e-mail each time a compliment is first read, claimed or replied to, and one when a message waits unread for you (at most one
            a conversation an hour). Your activity list and messages show them either way.
          </p>
          <p role="status" className="mt-2 ml-7 text-sm text-stone-700">
            {state === "saving" ? "Saving…" : ""}
          </p>
          {state === "save-failed" && (
            <div role="alert" className="mt-1 ml-7 flex flex-wrap items-center gap-3 text-sm text-red-800">
              {SETTING_SAVE_FAILED}
              <Button variant="secondary" onClick={() => void save(wanted ?? !stored)}>
                Save again
              </Button>
            </div>
          )}
        </>
      )}
    </section>
  );
}
