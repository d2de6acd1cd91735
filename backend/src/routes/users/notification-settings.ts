import { z } from "@hono/zod-openapi";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { firstRow } from "../../db/rows";
import { users } from "../../db/schema";

export const notificationSettingsSchema = z
  .object({
    notify_by_email: z.boolean({ error: "The notify by email field must be true or false." }).openapi({
      description:
        "E-mail the user when one of their compliments is first viewed, claimed or replied to, and when a message waits " +
        "unread for them (at most one mail a conversation an hour).",
    }),
  })
  .openapi("NotificationSettings");

export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

export async function findNotificationSettings(db: Db, userId: number): Promise<NotificationSettings> {
  const row = firstRow(await db.select({ notify: users.notifyByEmail }).from(users).where(eq(users.id, userId)), "the user");
  return { notify_by_email: row.notify };
}

export async function updateNotificationSettings(db: Db, userId: number, settings: NotificationSettings, now: Date) {
  await db.update(users).set({ notifyByEmail: settings.notify_by_email, updatedAt: now }).where(eq(users.id, userId));
  return findNotificationSettings(db, userId);
}
