import type { Message } from "@/lib/api/shapes";
import { MESSAGE_REMOVED } from "@/common/messages";

/** A message's text, or for one an operator removed a muted note saying so, read out as it is shown. */
export function MessageText({ message }: { message: Pick<Message, "text" | "removed"> }) {
  if (message.removed) return <p className="italic opacity-80">{MESSAGE_REMOVED}</p>;
  return <p className="whitespace-pre-line break-words">{message.text}</p>;
}
