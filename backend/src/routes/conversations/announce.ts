import { eq } from "drizzle-orm";
import { conversationParticipants } from "../../db/schema";
import type { AppDeps } from "../../deps";
import { log } from "../../lib/log";
import { countUnreadMessages } from "../activity/unread-messages";

type Deps = Pick<AppDeps, "db" | "userEvents">;

/**
 * Tells the open pages of both people in a conversation that a message was committed there (the
 * sender's other tabs too), and the others their new unread count. Called after the commit;
 * a failure here is logged and never fails the send: the pages find the message on their next look.
 */
export const announceMessage = (deps: Deps, conversationId: number, senderId: number) =>
  announcing(async () => {
    const people = await deps.db
      .select({ userId: conversationParticipants.userId })
      .from(conversationParticipants)
      .where(eq(conversationParticipants.conversationId, conversationId));
    for (const { userId } of people) {
      deps.userEvents.publish({ user_id: userId, type: "message", conversation_id: conversationId });
      if (userId !== senderId) await publishUnread(deps, userId);
    }
  });

/** Tells `userId`'s open pages their unread count after they read a conversation (their badge drops at once). */
export const announceRead = (deps: Deps, userId: number) => announcing(() => publishUnread(deps, userId));

const publishUnread = async (deps: Deps, userId: number) =>
  deps.userEvents.publish({ user_id: userId, type: "unread", count: await countUnreadMessages(deps.db, userId) });

async function announcing(work: () => Promise<void>) {
  try {
    await work();
  } catch (error) {
    log().error({ err: error }, "Could not announce a conversation change");
  }
}
