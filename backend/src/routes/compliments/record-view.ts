import { sql, type SQL } from "drizzle-orm";
import { isDeviceId } from "../../../../lib/device-id";
import type { Db } from "../../db/client";
import { compliments, complimentViews } from "../../db/schema";

/**
 * Counts a view of the compliment `which` picks by `deviceId`, in one statement: a device counts
 * once, and an unknown compliment or a malformed device id counts nothing. Whether it counted.
 */
export async function recordView(db: Db, which: SQL, deviceId: string | undefined, now: Date): Promise<boolean> {
  if (!isDeviceId(deviceId)) return false;
  const counted = await db.insert(complimentViews)
    .select(db.select({
      complimentId: compliments.id,
      deviceId: sql<string>`${deviceId}`.as("device_id"),
      createdAt: sql<Date>`cast(${now.toISOString()} as timestamptz)`.as("created_at"),
    }).from(compliments).where(which))
    .onConflictDoNothing()
    .returning({ complimentId: complimentViews.complimentId });
  return counted.length > 0;
}
