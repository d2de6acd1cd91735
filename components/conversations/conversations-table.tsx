"use client";

import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { Avatar } from "@/components/ui/avatar";
import { DataTable } from "@/components/ui/data-table";
import { TimeLabel } from "@/components/ui/time-label";
import type { ConversationSummary } from "@/lib/api/shapes";
import { listConversations } from "@/lib/client/conversations";
import { subscribeTabEvents } from "@/lib/client/events";
import { looksInTurn } from "@/lib/client/looks-in-turn";

/** The events of one message (new message, new count) arrive within a few milliseconds of each other. */
const GATHER_MS = 100;

/** The conversations of one list page; unread counts refresh as they change while the page is open. */
export function ConversationsTable({ initial, page, limit }: { initial: ConversationSummary[]; page: number; limit: number }) {
  const router = useRouter();
  // A new server render (another page, a refresh) replaces what the polls found.
  const [shown, setShown] = useState({ initial, rows: initial });
  if (shown.initial !== initial) setShown({ initial, rows: initial });
  const { rows } = shown;

  // Read again when the tab's event stream says something changed (a message, a read elsewhere), when
  // it is (back) up, and slowly while it cannot be held; the events of one message come as one read.
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const reads = looksInTurn(
      () => listConversations(page, limit),
      (result) => {
        if (result.ok) setShown((s) => ({ ...s, rows: result.body.items }));
        return result.ok;
      },
    );
    const unsubscribe = subscribeTabEvents(() => {
      clearTimeout(timer);
      timer = setTimeout(reads.ask, GATHER_MS);
    });
    return () => {
      clearTimeout(timer);
      reads.stop();
      unsubscribe();
    };
  }, [page, limit]);

  const open = (id: number) => router.push(`/conversation?id=${id}`);
  return (
    <DataTable caption="Your conversations" head={["Name", "Profile", "Unread Messages", "Date"]}>
      <tbody>
        {rows.map((c) => (
          <tr key={c.id} onClick={() => open(c.id)} className="cursor-pointer border-t border-stone-200 hover:bg-stone-50">
            <td className="px-4 py-3">
              <a
                href={`/conversation?id=${c.id}`}
                onClick={(e) => {
                  e.preventDefault();
                  open(c.id);
                }}
                className="font-medium text-brand-700 hover:underline"
              >
                {c.with.name}
              </a>
              <p className="text-xs text-stone-500">{c.title}</p>
            </td>
            <td className="px-4 py-3">
              <Avatar src={c.with.avatarUrl} name={c.with.name} size={36} />
            </td>
            <td className="px-4 py-3">
              {c.unread > 0 ? (
                <span aria-label={`${c.unread} unread`} className="rounded-full bg-red-600 px-2.5 py-0.5 text-xs font-semibold text-white">
                  {c.unread}
                </span>
              ) : (
                <span aria-label="0 unread">0</span>
              )}
            </td>
            <td className="px-4 py-3 text-stone-600">
              <TimeLabel value={c.lastMessageAt ?? c.createdAt} />
            </td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
