import path from "node:path";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type { Pool } from "pg";
import { log } from "../lib/log";
import * as schema from "./schema";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Database = { db: Db; kind: "pglite" | "postgres"; close(): Promise<void> };

/**
 * How the backend shares PostgreSQL (PGlite has one connection and no timers): `poolSize`
 * connections per process, and no statement running longer than `statementTimeoutMs` (0: no
 * limit), so that a slow read answers an error instead of holding a connection others wait for.
 * Scripts and tests that open a database without these get pg's default pool and no limit.
 */
export type PoolOptions = { poolSize?: number; statementTimeoutMs?: number };

const migrationsFolder = path.join(__dirname, "../../drizzle");

/** PostgreSQL when a URL is given; otherwise embedded PGlite in `dataDir` (in memory when it is undefined). */
export async function openDatabase(options: { databaseUrl?: string; dataDir?: string } & PoolOptions): Promise<Database> {
  if (options.databaseUrl) {
    const { Pool } = await import("pg");
    const { drizzle } = await import("drizzle-orm/node-postgres");
    const pool = new Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      // Each connection's own setting, sent when it opens: every statement on it, in a transaction or not.
      ...(options.statementTimeoutMs && { statement_timeout: options.statementTimeoutMs }),
    });
    // An idle connection dropped by the server (restart, failover) must not crash the process.
    pool.on("error", (error) => log().error({ err: error }, "PostgreSQL connection lost"));
    return { db: drizzle(pool, { schema }) as unknown as Db, kind: "postgres", close: () => pool.end() };
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  const { drizzle } = await import("drizzle-orm/pglite");
  // The ad search's trigram indexes (migration 0018) need pg_trgm, which PGlite ships as a contrib bundle.
  const extensions = { pg_trgm };
  const client = options.dataDir ? new PGlite(path.join(options.dataDir, "pglite"), { extensions }) : new PGlite({ extensions });
  await client.waitReady;
  return { db: drizzle(client, { schema }) as unknown as Db, kind: "pglite", close: () => client.close() };
}

/** The node-postgres pool behind `db`; none for PGlite, one in-process connection. */
export function poolOf(db: Db): Pool | undefined {
  const client = (db as unknown as { $client?: Pool }).$client;
  return client && "waitingCount" in client ? client : undefined;
}

export async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === "postgres") {
    const { migrate } = await import("drizzle-orm/node-postgres/migrator");
    const { drizzle } = await import("drizzle-orm/node-postgres");
    // Migrations rewrite whole tables: on one connection of the pool, free of the statement timeout.
    const client = await poolOf(database.db)!.connect();
    try {
      await client.query("set statement_timeout = 0");
      await migrate(drizzle(client) as never, { migrationsFolder });
    } finally {
      await client.query("reset statement_timeout").catch(() => undefined);
      client.release();
    }
  } else {
    const { migrate } = await import("drizzle-orm/pglite/migrator");
    await migrate(database.db as never, { migrationsFolder });
  }
}
