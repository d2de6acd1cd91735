"use client";

import { useEffect, useEffectEvent, useId, useState } from "react";
import { Avatar } from "@/components/ui/avatar";
import { UNBLOCK_FAILED } from "./block-control";
import { Button } from "@/components/ui/button";
import { FormAlert } from "@/components/ui/form-alert";
import { LOADING_TEXT } from "@/components/ui/loading-state";
import { TimeLabel } from "@/components/ui/time-label";
import { toastFailure, type ApiResult } from "@/lib/client/api";
import { listBlocked, saveWhoMayMessage, unblockUser, type BlockedPerson } from "@/lib/client/blocks";
import type { Page } from "@/lib/api/shapes";
import { focusAfter } from "@/lib/focus";
import { formMessage, showFailure, useZodForm } from "@/lib/forms/use-zod-form";
import { SETTING_SAVE_FAILED } from "@/common/messages";
import { messagingSettingsSchema, type WhoMayMessageValue } from "@/common/validations/messaging";

export const WHO_MAY_MESSAGE_LABELS: Record<WhoMayMessageValue, string> = {
  anyone: "Anyone",
  connections: "People I'm connected with",
  no_one: "No one",
};
const LIST_FAILED = "Could not load the people you blocked.";

/** /profile's privacy section: "Who may message me" and the people the user blocked, each with Unblock. */
export function MessagingPrivacy({ whoMayMessage }: { whoMayMessage: WhoMayMessageValue }) {
  const id = useId();
  return (
    <section aria-labelledby={`${id}-title`} className="mt-8 border-t border-stone-200 pt-6">
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        Messages and blocking
      </h2>
      <WhoMayMessageForm stored={whoMayMessage} />
      <BlockedPeople />
    </section>
  );
}

function WhoMayMessageForm({ stored }: { stored: WhoMayMessageValue }) {
  const id = useId();
  const form = useZodForm(messagingSettingsSchema, "submit", { who_may_message: stored });
  const [status, setStatus] = useState("");
  const { register, formState } = form;
  const fieldError = formState.errors.who_may_message?.message;

  const onSubmit = form.handleSubmit(async ({ who_may_message }) => {
    setStatus("");
    const result = await saveWhoMayMessage(who_may_message);
    if (!result.ok) return showFailure(form, result, SETTING_SAVE_FAILED);
    form.reset({ who_may_message: result.body });
    setStatus(`Saved: ${WHO_MAY_MESSAGE_LABELS[result.body]}.`);
  });

  return (
    <form noValidate onSubmit={onSubmit} className="mt-3 space-y-3">
      <fieldset aria-describedby={`${id}-hint${fieldError ? ` ${id}-error` : ""}`}>
        <legend className="font-medium">Who may message me</legend>
        <p id={`${id}-hint`} className="mt-1 text-sm text-stone-600">
          Who can send you a direct message or start a conversation with you. Replies to your compliments stay possible unless you block the
          person.
        </p>
        <div className="mt-2 flex flex-col gap-2">
          {(Object.keys(WHO_MAY_MESSAGE_LABELS) as WhoMayMessageValue[]).map((value) => (
            <label key={value} className="flex cursor-pointer items-center gap-2">
              <input type="radio" value={value} {...register("who_may_message")} className="size-4 accent-brand-700" />
              {WHO_MAY_MESSAGE_LABELS[value]}
            </label>
          ))}
        </div>
        {fieldError && (
          <p id={`${id}-error`} className="mt-1 text-sm text-red-800">
            {fieldError}
          </p>
        )}
      </fieldset>
      <FormAlert message={formMessage(form)} />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? "Saving..." : "Save"}
        </Button>
        <p role="status" className="text-sm text-stone-700">
          {status}
        </p>
      </div>
    </form>
  );
}

type ListState = { state: "loading" } | { state: "failed" } | { state: "ready"; page: Page<BlockedPerson> };

function BlockedPeople() {
  const id = useId();
  const [list, setList] = useState<ListState>({ state: "loading" });
  const [status, setStatus] = useState("");

  function loaded(result: ApiResult<Page<BlockedPerson>>) {
    if (result.ok) setList({ state: "ready", page: result.body });
    else if (!result.handled) setList({ state: "failed" });
  }
  async function load(page = 1) {
    setList({ state: "loading" });
    loaded(await listBlocked(page));
  }
  const loadedFirst = useEffectEvent(loaded);
  useEffect(() => {
    let current = true;
    void listBlocked(1).then((result) => current && loadedFirst(result));
    return () => {
      current = false;
    };
  }, []);

  async function unblock(person: BlockedPerson, button: HTMLElement) {
    const result = await unblockUser(person.id);
    if (!result.ok) return toastFailure(result, UNBLOCK_FAILED);
    setStatus(`You unblocked ${person.name}.`);
    const section = button.closest("section");
    if (list.state === "ready") {
      const items = list.page.items.filter((p) => p.id !== person.id);
      setList({ state: "ready", page: { ...list.page, items, total: list.page.total - 1 } });
    }
    // The row and its button are gone: focus the list's heading.
    requestAnimationFrame(() => focusAfter(section, document.getElementById(`${id}-title`)));
  }

  return (
    <div className="mt-8">
      <h3 id={`${id}-title`} className="font-medium">
        Blocked people
      </h3>
      <p role="status" className="text-sm text-stone-700">
        {status}
      </p>
      {list.state === "loading" ? (
        <p className="mt-2 text-sm text-stone-600">{LOADING_TEXT}</p>
      ) : list.state === "failed" ? (
        <div role="alert" className="mt-2 flex flex-wrap items-center gap-3 text-sm text-red-800">
          {LIST_FAILED}
          <Button variant="secondary" onClick={() => void load()}>
            Try again
          </Button>
        </div>
      ) : list.page.items.length === 0 ? (
        <p className="mt-2 text-sm text-stone-600">You haven&apos;t blocked anyone.</p>
      ) : (
        <>
          <ul aria-labelledby={`${id}-title`} className="mt-2 divide-y divide-stone-200">
            {list.page.items.map((person) => (
              <li key={person.id} className="flex flex-wrap items-center gap-3 py-2">
                <Avatar src={person.avatarUrl} name={person.name} size={32} />
                <div className="min-w-0 flex-1">
                  <p className="font-medium break-words">{person.name}</p>
                  <p className="text-sm text-stone-600">
                    Blocked <TimeLabel value={person.blockedAt} />
                  </p>
                </div>
                <Button
                  type="button"
                  variant="secondary"
                  aria-label={`Unblock ${person.name}`}
                  onClick={(event) => void unblock(person, event.currentTarget)}
                >
                  Unblock
                </Button>
              </li>
            ))}
          </ul>
          {list.page.lastPage > 1 && (
            <div className="mt-2 flex gap-2">
              {list.page.page > 1 && (
                <Button type="button" variant="secondary" onClick={() => void load(list.page.page - 1)}>
                  Previous
                </Button>
              )}
              {list.page.page < list.page.lastPage && (
                <Button type="button" variant="secondary" onClick={() => void load(list.page.page + 1)}>
                  Next
                </Button>
              )}
            </div>
          )}
        </>
      )}
    </div>
  );
}
