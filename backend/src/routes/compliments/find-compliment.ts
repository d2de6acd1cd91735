import { eq } from "drizzle-orm";
import { complimentOpenings, compliments, complimentViews } from "../../db/schema";
import type { AppDeps } from "../../deps";
import type { AuthUser } from "../../lib/auth";
import { complimentNotFound } from "./errors";
import { loadCompliments } from "./load-compliments";

const DEVICE_ID = /^[A-Za-z0-9]{10}$/;

/**
 * The compliment with this code, as the viewer (null for a guest) may see it. A view is counted
 * once per device, never the author's own, and a malformed device id is ignored. A signed-in
 * reader other than the author has now proved they hold the code: that opening is what claim and
 * reply ask for.
 */
export async function findComplimentByCode(
  deps: Pick<AppDeps, "db" | "clock" | "config">, code: string, viewer: AuthUser | null, deviceId?: string,
) {
  const { db, clock } = deps;
  const [found] = await db.select({ id: compliments.id, customerId: compliments.customerId })
    .from(compliments).where(eq(compliments.code, code)).limit(1);
  if (!found) throw complimentNotFound();
  const isAuthor = found.customerId === viewer?.id;
  if (deviceId && DEVICE_ID.test(deviceId) && !isAuthor) {
    await db.insert(complimentViews).values({ complimentId: found.id, deviceId, createdAt: clock.now() }).onConflictDoNothing();
  }
  if (viewer && !isAuthor) {
    await db.insert(complimentOpenings).values({ complimentId: found.id, userId: viewer.id, createdAt: clock.now() })
      .onConflictDoNothing();
  }
  const [compliment] = await loadCompliments(deps, [found.id], viewer?.id ?? null);
  return compliment;
}
