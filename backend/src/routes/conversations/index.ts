import type { AppDeps } from "../../deps";
import { requireAuth } from "../../lib/auth";
import { ok } from "../../lib/envelope";
import { pageRequest } from "../../lib/pagination";
import { createRouter } from "../../lib/router";
import * as routes from "./conversations.routes";
import { announceMessage, announceRead } from "./announce";
import { listConversations } from "./list-conversations";
import { messageUser } from "./message-user";
import { readConversation } from "./read-conversation";
import { sendMessage } from "./send-message";
import { sendingLimit } from "./sending-limit";

const CONVERSATIONS_PER_PAGE = 15;

export function conversationsRouter(deps: AppDeps) {
  const { db, limiter } = deps;
  const auth = requireAuth(deps);
  const sending = sendingLimit(limiter);
  const sent = "Message sent successfully";

  return (
    createRouter()
      .openapi({ ...routes.listConversations, middleware: [auth] }, async (c) =>
        c.json(await listConversations(db, c.get("user").id, pageRequest(c.req.valid("query"), CONVERSATIONS_PER_PAGE)), 200),
      )
      // An `after` read is the open chat asking for news by itself: not the user's activity.
      .openapi({ ...routes.showConversation, middleware: [requireAuth(deps, (c) => c.req.query("after") === undefined)] }, async (c) => {
        const { page = 1, after, before } = c.req.valid("query");
        const position = after !== undefined ? { after } : { page, before };
        const read = await readConversation(db, c.req.valid("param").id, c.get("user").id, position);
        // The newest were read (a poll, or page 1): the reader's badge drops at once.
        if (after !== undefined || (page === 1 && before === undefined)) await announceRead(deps, c.get("user").id);
        return c.json(read, 200);
      })
      .openapi({ ...routes.sendMessage, middleware: [auth] }, async (c) => {
        const sender = c.get("user").id;
        await sending.hit(String(sender));
        const { conversation_id, message } = c.req.valid("json");
        const stored = await sendMessage(deps, sender, conversation_id, message);
        await announceMessage(deps, conversation_id, sender);
        return c.json(ok(sent, stored), 201);
      })
      .openapi({ ...routes.messageUser, middleware: [auth] }, async (c) => {
        const sender = c.get("user").id;
        await sending.hit(String(sender));
        const stored = await messageUser(deps, sender, c.req.valid("param").id, c.req.valid("json").message);
        await announceMessage(deps, stored.conversation_id, sender);
        return c.json(ok(sent, stored), 201);
      })
  );
}
