import path from "node:path";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import * as schema from "./schema";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Database = { db: Db; kind: "pglite" | "postgres"; close(): Promise<void> };

const migrationsFolder = path.join(__dirname, "../../drizzle");

/** PostgreSQL when a URL is given; otherwise embedded PGlite in `dataDir` (in memory when it is undefined). */
export async function openDatabase(options: { databaseUrl?: string; dataDir?: string }): Promise<Database> {
  if (options.databaseUrl) {
    const { Pool } = await import("pg");
    const { drizzle } = await import("drizzle-orm/node-postgres");
    const pool = new Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection dropped by the server (restart, failover) must not crash the process.
    pool.on("error", (error) => console.error("PostgreSQL connection lost:", error.message));
    return { db: drizzle(pool, { schema }) as unknown as Db, kind: "postgres", close: () => pool.end() };
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const client = options.dataDir ? new PGlite(path.join(options.dataDir, "pglite")) : new PGlite();
  await client.waitReady;
  return { db: drizzle(client, { schema }) as unknown as Db, kind: "pglite", close: () => client.close() };
}

export async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === "postgres") {
    const { migrate } = await import("drizzle-orm/node-postgres/migrator");
    await migrate(database.db as never, { migrationsFolder });
  } else {
    const { migrate } = await import("drizzle-orm/pglite/migrator");
    await migrate(database.db as never, { migrationsFolder });
  }
}
