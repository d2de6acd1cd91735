import { mkdir } from "node:fs/promises";
import { loadEnv } from "../env";
import { log } from "../lib/log";
import { migrateDatabase, openDatabase, type Database } from "./client";
import { ads, businessProfiles, compliments, countries, states, users } from "./schema";
import { seedDatabase } from "./seed";

const summaryTables = { countries, states, users, businesses: businessProfiles, ads, compliments };

/** PGlite does not lock its folder, so a second process would corrupt it instead of failing to open. */
async function apiIsRunning(host: string, port: number): Promise<boolean> {
  return fetch(`http://${host}:${port}/v1/health`, { signal: AbortSignal.timeout(500) }).then(
    () => true,
    () => false,
  );
}

async function open(databaseUrl: string | undefined, dataDir: string): Promise<Database> {
  try {
    if (!databaseUrl) await mkdir(dataDir, { recursive: true });
    const database = await openDatabase({ databaseUrl, dataDir });
    await migrateDatabase(database);
    return database;
  } catch (error) {
    const where = databaseUrl ? "the PostgreSQL database at DATABASE_URL" : `the embedded database in ${dataDir}`;
    log().error(`Could not open ${where}.`);
    if (!databaseUrl) log().error("PGlite allows one process only: stop the server using this DATA_DIR, then run db:seed again.");
    throw error;
  }
}

async function main() {
  const env = loadEnv();
  if (!env.DATABASE_URL && (await apiIsRunning(env.API_HOST, env.API_PORT))) {
    log().error(
      `The API server is running on ${env.API_HOST}:${env.API_PORT}. PGlite allows one process only: ` +
        "stop the server before db:seed (it seeds an empty database by itself at start-up).",
    );
    process.exit(1);
  }
  const database = await open(env.DATABASE_URL, env.DATA_DIR);
  try {
    const started = performance.now();
    await seedDatabase(database.db);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const counts = await Promise.all(
      Object.entries(summaryTables).map(async ([name, table]) => `${await database.db.$count(table)} ${name}`),
    );
    log().info(`Seeded ${database.kind} in ${seconds} s: ${counts.join(", ")}.`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  log().fatal({ err: error }, "Seeding failed");
  process.exit(1);
});
