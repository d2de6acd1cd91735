import { eq, sql, type SQL } from "drizzle-orm";
import { isDeviceId } from "../../../../lib/device-id";
import { compliments, complimentViews } from "../../db/schema";
import type { AppDeps } from "../../deps";
import { recordActivity } from "../activity/record-activity";
import { markOpened } from "../deliveries/delivery-jobs";

/**
 * Counts a view of the compliment `which` picks by `deviceId`, and its kept count with it, in one
 * transaction: a device counts once, and an unknown compliment or a malformed device id counts nothing. Callers never count the
 * author's own views. A counted view, or any look-up by a signed-in reader (`viewerId`), is also
 * the compliment's 'viewed' activity, which only the first records, naming nobody: another site
 * can send a signed-in visitor here; it also marks a delivered compliment opened. Whether the view counted.
 */
export async function recordView(
  deps: Pick<AppDeps, "db" | "mailer" | "config">,
  which: SQL,
  deviceId: string | undefined,
  now: Date,
  viewerId: number | null = null,
): Promise<boolean> {
  const { db } = deps;
  const counted =
    isDeviceId(deviceId) &&
    (await db.transaction(async (tx) => {
      const inserted = await tx
        .insert(complimentViews)
        .select(
          tx
            .select({
              complimentId: compliments.id,
              deviceId: sql<string>`${deviceId}`.as("device_id"),
              createdAt: sql<Date>`cast(${now.toISOString()} as timestamptz)`.as("created_at"),
            })
            .from(compliments)
            .where(which),
        )
        .onConflictDoNothing()
        .returning({ complimentId: complimentViews.complimentId });
      // The count is kept with the view, in the same transaction: a look-up reads it, never counts.
      for (const { complimentId } of inserted) {
        await tx
          .update(compliments)
          .set({ viewCount: sql`${compliments.viewCount} + 1` })
          .where(eq(compliments.id, complimentId));
      }
      return inserted.length > 0;
    }));
  if (counted || viewerId !== null) {
    await recordActivity(deps, "viewed", which, null, now);
    await markOpened(db, which, now);
  }
  return counted;
}
