import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { messagingSettingsSchema } from "@/common/validations/messaging";
import type { Db } from "../../db/client";
import { firstRow } from "../../db/rows";
import { users } from "../../db/schema";

export type MessagingSettings = z.infer<typeof messagingSettingsSchema>;

export async function findMessagingSettings(db: Db, userId: number): Promise<MessagingSettings> {
  const row = firstRow(await db.select({ who: users.whoMayMessage }).from(users).where(eq(users.id, userId)), "the user");
  return { who_may_message: row.who };
}

export async function updateMessagingSettings(db: Db, userId: number, settings: MessagingSettings, now: Date) {
  await db.update(users).set({ whoMayMessage: settings.who_may_message, updatedAt: now }).where(eq(users.id, userId));
  return findMessagingSettings(db, userId);
}
