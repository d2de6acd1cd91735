import { inArray, sql } from "drizzle-orm";
import { isDeviceId } from "@/lib/device-id";
import { compliments } from "../../db/schema";
import type { AppDeps } from "../../deps";
import { recordActivity } from "../activity/record-activity";
import { markOpened } from "../deliveries/delivery-jobs";

type Deps = Pick<AppDeps, "db" | "mailer" | "config">;
export type DeviceView = { code: string; deviceId: string };

/**
 * Counts views, given as (code, device) pairs, and each compliment's kept count with them: a
 * device counts once per compliment, however often it comes in one batch or across batches, and
 * a pair with an unknown code or a malformed device id counts nothing. One transaction: the
 * compliments' rows are locked first, in id order, so batches written at once by several web
 * processes wait for each other instead of deadlocking; then one statement inserts every view and
 * raises the counts by what it inserted. Callers never pass the author's own views. Answers the
 * ids of the compliments that got at least one new view.
 */
export async function countViews(db: Deps["db"], views: DeviceView[], now: Date): Promise<number[]> {
  const valid = views.filter((v) => isDeviceId(v.deviceId));
  if (!valid.length) return [];
  const input = JSON.stringify(valid.map((v) => ({ code: v.code, device_id: v.deviceId })));
  return db.transaction(async (tx) => {
    await tx.execute(sql`
      select id from ${compliments}
      where code in (select code from json_to_recordset(${input}::json) as v(code char(8), device_id char(10)))
      order by id for update`);
    const { rows } = (await tx.execute(sql`
      with inserted as (
        insert into compliment_views (compliment_id, device_id, created_at)
        select distinct c.id, v.device_id, cast(${now.toISOString()} as timestamptz)
        from json_to_recordset(${input}::json) as v(code char(8), device_id char(10))
        join ${compliments} c on c.code = v.code
        on conflict do nothing
        returning compliment_id
      )
      update ${compliments} c set view_count = c.view_count + n.views
      from (select compliment_id, count(*)::int as views from inserted group by compliment_id) n
      where c.id = n.compliment_id
      returning c.id`)) as unknown as { rows: { id: number }[] };
    return rows.map((r) => r.id);
  });
}

/**
 * What a compliment's first counted view, or any look-up by a signed-in reader, also records: the
 * compliment's 'viewed' activity, which only the first records, naming nobody (another site can
 * send a signed-in visitor here), and a delivered compliment marked opened.
 */
async function markViewed(deps: Deps, ids: number[], now: Date) {
  await recordActivity(deps, "viewed", inArray(compliments.id, ids), null, now);
  await markOpened(deps.db, inArray(compliments.id, ids), now);
}

/** A batch of guests' views (the web's page cache), as countViews counts them. */
export async function recordViews(deps: Deps, views: DeviceView[], now: Date) {
  const viewed = await countViews(deps.db, views, now);
  if (viewed.length) await markViewed(deps, viewed, now);
  return viewed;
}

/**
 * A look-up's view of compliment `id` (code `code`) by `deviceId`, never the author's; a
 * signed-in reader (`viewerId`) marks it viewed even without a counted view. Whether the view counted.
 */
export async function recordView(
  deps: Deps,
  id: number,
  code: string,
  deviceId: string | undefined,
  now: Date,
  viewerId: number | null = null,
) {
  const counted = deviceId !== undefined && (await countViews(deps.db, [{ code, deviceId }], now)).length > 0;
  if (counted || viewerId !== null) await markViewed(deps, [id], now);
  return counted;
}
