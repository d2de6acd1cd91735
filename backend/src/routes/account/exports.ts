import { and, desc, eq, lt, ne } from "drizzle-orm";
import { strToU8, zipSync } from "fflate";
import type { Db } from "../../db/client";
import { dataExports, users } from "../../db/schema";
import type { AppDeps } from "../../deps";
import type { JobHandlers, JobKind } from "../../jobs/kinds";
import { enqueue } from "../../jobs/queue";
import { MAX_ID } from "../../lib/router";
import { collectData } from "./collect-data";
import { EXPORT_KEPT_DAYS, exportJson } from "./json";
import { exportNotFound, exportNotReady } from "./errors";

export const DATA_EXPORT = "data-export" as const satisfies JobKind;
export const DATA_EXPORT_EXPIRY = "data-export-expiry" as const satisfies JobKind;
const DAY_MS = 86_400_000;

type Deps = Pick<AppDeps, "db" | "clock">;

/**
 * Starts a copy of `userId`'s data: at most one is built at a time (asking again while one is
 * building answers that one), and a new one replaces the ones before it. The user's row is locked
 * so two requests at once start one.
 */
export async function startExport({ db, clock }: Deps, userId: number) {
  const now = clock.now();
  const row = await db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
    const [building] = await tx
      .select()
      .from(dataExports)
      .where(and(eq(dataExports.userId, userId), eq(dataExports.status, "building")))
      .limit(1);
    if (building) return building;
    await tx.delete(dataExports).where(eq(dataExports.userId, userId));
    const [created] = await tx.insert(dataExports).values({ userId, createdAt: now }).returning();
    await enqueue(tx, { kind: DATA_EXPORT, payload: { exportId: created!.id }, runAt: now });
    return created!;
  });
  return exportJson(row);
}

/** The user's own export; anyone else's, or an unknown id, is the same 404. */
async function ownExport(db: Db, userId: number, id: number) {
  if (id < 1 || id > MAX_ID) throw exportNotFound();
  const [row] = await db
    .select()
    .from(dataExports)
    .where(and(eq(dataExports.id, id), eq(dataExports.userId, userId)));
  if (!row) throw exportNotFound();
  return row;
}

export const findExport = async (db: Db, userId: number, id: number) => exportJson(await ownExport(db, userId, id));

/** The user's newest export, if any: the profile page shows where it stands. */
export async function latestExport(db: Db, userId: number) {
  const [row] = await db.select().from(dataExports).where(eq(dataExports.userId, userId)).orderBy(desc(dataExports.id)).limit(1);
  return row ? exportJson(row) : null;
}

/** The zip of a finished export of the user's own. */
export async function exportZip(db: Db, userId: number, id: number) {
  const row = await ownExport(db, userId, id);
  if (row.status !== "ready" || !row.zip) throw exportNotReady();
  return { zip: row.zip, filename: `compliments-data-${row.createdAt.toISOString().slice(0, 10)}.zip` };
}

/** Builds an export: data.json and the user's pictures, zipped into its row, with progress on the way. */
async function buildExport({ db, clock }: Deps, exportId: number) {
  const [row] = await db.select({ userId: dataExports.userId }).from(dataExports).where(eq(dataExports.id, exportId));
  if (!row) return; // replaced, or its account deleted, before the job ran
  const mine = eq(dataExports.id, exportId);
  const progress = async (percent: number) => void (await db.update(dataExports).set({ progress: percent }).where(mine));
  const { data, pictures } = await collectData(db, row.userId, clock.now(), progress);
  const zip = zipSync({
    "data.json": strToU8(JSON.stringify(data, null, 2)),
    ...Object.fromEntries(pictures.map((p) => [p.name, [p.bytes, { level: 0 }] as const])),
  });
  const readyAt = clock.now();
  await db.transaction(async (tx) => {
    const [done] = await tx
      .update(dataExports)
      .set({ status: "ready", progress: 100, zip, readyAt })
      .where(and(mine, eq(dataExports.status, "building")))
      .returning({ id: dataExports.id });
    if (done)
      await enqueue(tx, {
        kind: DATA_EXPORT_EXPIRY,
        payload: { exportId },
        runAt: new Date(readyAt.getTime() + EXPORT_KEPT_DAYS * DAY_MS),
      });
  });
}

/** The export jobs: building one, and deleting it when its days are up (and any other past them, in passing). */
export function exportJobs(deps: Deps): JobHandlers<typeof DATA_EXPORT | typeof DATA_EXPORT_EXPIRY> {
  const { db, clock } = deps;
  return {
    [DATA_EXPORT]: {
      run: ({ exportId }) => buildExport(deps, exportId),
      gaveUp: async ({ exportId }) => void (await db.update(dataExports).set({ status: "failed" }).where(eq(dataExports.id, exportId))),
    },
    [DATA_EXPORT_EXPIRY]: {
      run: async ({ exportId }) => {
        const expired = new Date(clock.now().getTime() - EXPORT_KEPT_DAYS * DAY_MS);
        await db.delete(dataExports).where(eq(dataExports.id, exportId));
        await db.delete(dataExports).where(and(ne(dataExports.status, "building"), lt(dataExports.createdAt, expired)));
      },
    },
  };
}
